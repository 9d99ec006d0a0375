import type { LanguageLexicon } from './types.js';

/** English. "n't" reaches the reader as " not" ("don't" is "do not"). */
export const en: LanguageLexicon = {
  lang: 'en',
  markers: {
    yes: [
      'yes', 'yeah', 'yea', 'yep', 'yup', 'aye', 'yes please', 'of course', 'sure thing', 'certainly', 'absolutely', 'definitely',
      'go ahead', 'go for it', 'do it', 'do that', 'just do it', 'please do', 'proceed', 'please proceed', 'confirm', 'i confirm', 'confirmed',
      "that's right", "that's correct", 'that is right', 'that is correct', 'correct', 'sounds good', 'works for me', "let's do it",
      'make it so', 'by all means', 'i agree', 'agreed', 'right away', 'go on', 'carry on', 'affirmative', 'indeed', 'please go ahead', 'will do',
    ],
    ok: ['ok', 'okay', 'okey', 'k', 'fine', "that's fine", 'alright', 'all right', 'perfect', 'great', 'sure', 'right', 'exactly', 'very well', 'cool', 'good', 'that works', 'sounds fine'],
    no: ['no', 'not', 'never', 'nope', 'nah', 'no thanks', 'no thank you', 'negative', 'rather not', 'cannot'],
    need: ['need', 'needed', 'needs', 'needing', 'want', 'wanted', 'use', 'using', 'anymore', 'any more', 'no longer', 'fit', 'fits', 'work', 'works', 'working', 'required'],
    idiom: ['why not', 'no problem', 'no worries', 'not a problem', 'no prob', 'no rush', 'no hurry', 'no need to hurry', ],
    hold: [
      'wait', 'hold on', 'hold off', 'hang on', 'stop', 'later', 'tomorrow', 'not yet', 'not now', 'never mind', 'nevermind', 'forget it',
      'one moment', 'one sec', 'one second', 'a moment', 'a sec', 'a second', 'let me think', 'let me check', 'give me a', 'pause', 'scratch that',
    ],
    hedge: [
      'maybe', 'perhaps', 'possibly', 'probably', 'if', 'unless', 'only if', 'as long as', 'provided', 'i think', 'i guess', 'i suppose',
      'i believe', 'not sure', 'depends', 'it depends', 'before', 'first', 'once', 'when', 'kind of', 'sort of', 'whatever', 'if you say so',
      'i do not know', 'dunno', 'i suppose so', 'might', 'could be', 'in case',
    ],
    contrast: ['but', 'however', 'instead', 'actually', 'rather', 'though', 'although', 'on second thought', 'i mean', 'or rather', 'on the other hand',],
    keep: [
      'keep', 'keeping', 'hold on to', 'hang on to', 'hold onto', 'stay as', 'leave it', 'leave it as', 'leave the order', 'stick with',
    ],
    prefer: ['prefer', 'i prefer', "i'd prefer", 'i would prefer', "i'd rather", 'i would rather', 'would rather', 'preferably'],
    limit: ['only', 'just', 'solely', 'merely', 'except', 'apart from', 'but not', 'other than', 'partial', 'partly', 'half', 'part of', 'excluding', 'without the'],
    also: ['also', 'as well', 'additionally', 'and then', 'on top of that', 'while you are at it', 'plus'],
    sarcasm: [
      'yeah right', 'yea right', 'as if', 'in your dreams', 'dream on', 'pigs fly', 'very funny', 'nice try', 'and i am the', 'and i m the',
      'and i am a', 'and i m a', 'sure sure', 'oh sure', 'oh yeah sure',
    ],
    question: ['what', 'when', 'where', 'why', 'how', 'which', 'who', 'whose', 'is', 'are', 'was', 'were', 'does', 'did', 'do', 'has', 'have', 'will', 'am'],
    or: ['or'],
    all: ['both', 'all', 'all of them', 'each', 'every one', 'to both'],
    neutral: [
      'please', 'pls', 'plz', 'thanks', 'thank you', 'thank you so much', 'thanks a lot', 'thx', 'ty', 'then', 'so', 'now', 'right now', 'you can',
      'you may', 'can you', 'could you', 'would you', 'kindly', 'oh', 'well', 'and', 'hi', 'hello', 'that one', 'this one', 'to both', 'both',
      'for me', 'for both', 'that is all', "that's all", 'that s it', "that's it", 'it', 'that', 'for', 'me', 'a lot', 'much',
      'keep me posted', 'keep me updated', 'keep me informed', 'keep me in the loop', 'i', 'i d like', 'i would like', 'to', 'changed my mind',
      'change of mind', 'i have changed my mind', 'we', 'us',
    ],
  },
  telltales: ['the', 'you', 'your', 'is', 'it', 'order', 'shall', 'would', 'like', 'to', 'of', 'and', 'i', 'me', 'my', 'this', 'that', 'hasn', 'yet'],
};
