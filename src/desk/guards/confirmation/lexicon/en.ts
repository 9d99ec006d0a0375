import type { LanguageLexicon } from './types.js';

/** English. "n't" is expanded to "not" before matching, so "don't" is "do not". */
export const en: LanguageLexicon = {
  lang: 'en',
  markers: {
    yes: [
      'yes', 'yeah', 'yea', 'yep', 'yup', 'aye', 'yes please', 'sure thing', 'of course', 'affirmative', 'do it', 'do that', 'please do', 'go ahead', 'go for it',
      "let's do it", 'lets do it', "let's go", 'i confirm', 'confirmed', "that's right", 'thats right',
      "that's correct", 'i agree', 'sounds good', 'works for me',
      'yes do it', 'make it so',
    ],
    lead: ['confirm', 'proceed', 'go on', 'please confirm', 'please proceed', 'please go ahead'],
    ok: [
      'sure', 'fine', "that's fine", 'thats fine', 'alright', 'all right', 'perfect', 'sounds fine',
      'i do not mind', 'do not mind', 'i dont mind', 'dont mind', 'very well', 'correct', 'exactly',
      'agreed', 'absolutely', 'certainly', 'definitely',
    ],
    no: [
      'no', 'nope', 'nah', 'not', 'never', 'dont', 'didnt', 'cant', 'wont', 'shouldnt', 'isnt', 'doesnt',
      'no thanks', 'no thank you', 'negative',
    ],
    hold: [
      'wait', 'hold on', 'hold off', 'hang on', 'stop', 'later', 'tomorrow', 'never mind', 'nevermind',
      'forget it', 'one moment', 'one sec', 'one second', 'a moment', 'a sec', 'a second', 'just a sec',
      'let me think', 'let me check', 'pause', 'cancel that', 'scratch that',
    ],
    hedge: [
      'maybe', 'perhaps', 'possibly', 'probably', 'if', 'unless', 'only if', 'as long as', 'provided',
      'i think', 'i guess', 'i suppose', 'i believe', 'think so', 'guess so', 'not sure', 'depends',
      'it depends', 'before', 'first', 'once', 'when', 'kind of', 'sort of',
    ],
    contrast: ['but', 'instead', 'however', 'rather', 'though', 'although', 'actually', 'except', 'other than'],
    question: [
      'what', 'when', 'where', 'why', 'how', 'which', 'who', 'whose', 'is', 'are', 'was', 'were', 'does',
      'did', 'has', 'am',
    ],
    keep: ['keep', 'keep it', 'keeping', 'hold on to', 'hang on to', 'prefer', 'i prefer', 'i would prefer', 'leave it as it is'],
    limit: ['only', 'solely', 'except', 'just the', 'just one', 'just a', 'just part', 'half', 'partial', 'part of', 'apart from', 'excluding'],
    sarcasm: ['yeah right', 'as if', 'dream on', 'in your dreams', 'very funny', 'and i am the', 'and i m the', 'pigs fly', '🙄', '🙃', '😒'],
    reason: ['need', 'needed', 'needing', 'want', 'use', 'anymore', 'any more', 'longer', 'fit', 'fits', 'work', 'works'],
    idiom: ['why not', 'no rush', 'no hurry'],
    neutral: [
      'please', 'pls', 'plz', 'thanks', 'thank you', 'thank you so much', 'thx', 'ty', 'then', 'so', 'just',
      'now', 'right now', 'you can', 'you may', 'can you', 'could you', 'would you', 'will you', 'kindly',
      'no problem', 'no worries', 'not a problem', 'no prob', 'oh', 'well', 'and', 'hi', 'hello',
      'keep me posted', 'keep me updated', 'keep me informed',
    ],
  },
};
