/**
 * The grader's language check: is a reply written in the language a case asks for? Three
 * answers, never a guess: `pass`, `fail` (another language, a neighbour of the wanted one, another
 * script, a language it has no words for, or a whole sentence in another language), and `unjudged`
 * when the reply is too short or too ambiguous to tell ("OK!", "A1001.", or "Sí." for an English
 * case). The desk has its own detector for its fallback reply; this one is independent of it and
 * stricter.
 */
import { MIN_LEAD, MIN_SCORE, read, scoreOf, type Reading } from './detect.js';
import { describe, LANGUAGES, parseTag, type WantedLanguage } from './languages.js';
import { sentences } from './sentences.js';

export { worldNames } from './names.js';
export { read } from './detect.js';
export { parseTag } from './languages.js';

export type LanguageJudgement =
  | { verdict: 'pass'; got: string; message: string }
  | { verdict: 'fail'; got: string; message: string }
  | { verdict: 'unjudged'; got?: string; reason: 'language_undetermined'; message: string };

/** A whole sentence in another language needs this much evidence, and this lead over the wanted one. */
const FOREIGN_SENTENCE_SCORE = 3;
const FOREIGN_SENTENCE_LEAD = 2;
/** A reply of this many words of which so few are known to any lexicon is in some other language. */
const UNKNOWN_MIN_WORDS = 8;
const UNKNOWN_MAX_SHARE = 0.2;

function what(reading: Reading): string {
  const language = reading.language;
  if (language === undefined) return 'an undetermined language';
  const info = LANGUAGES[language];
  if (info && !info.supported) return `${describe(language)}, which is not ${describe(info.nearest ?? '')} nor any supported language`;
  return describe(language);
}

/** Romanised Hindi mixes English sentences by nature ("Thank you! Aapka order ..."). */
function tolerated(foreign: string, want: WantedLanguage, script: string | undefined): boolean {
  return want.language === 'hi' && script === 'Latn' && foreign === 'en';
}

/** The first sentence written clearly in another language than the wanted one. */
function foreignSentence(text: string, names: readonly string[], want: WantedLanguage): { text: string; language: string } | undefined {
  for (const s of sentences(text)) {
    const r = read(s.text, names);
    if (r.language === undefined || r.language === want.language || tolerated(r.language, want, r.script)) continue;
    const score = scoreOf(r, r.language);
    if (score >= FOREIGN_SENTENCE_SCORE && score - scoreOf(r, want.language) >= FOREIGN_SENTENCE_LEAD) return { text: s.text, language: r.language };
  }
  return undefined;
}

/** Swedish or Polish share a few words with the lexicons, never a fifth of a reply. */
function unknownLanguage(reading: Reading): boolean {
  return reading.words >= UNKNOWN_MIN_WORDS && reading.known <= UNKNOWN_MAX_SHARE * reading.words;
}

function scriptProblem(reading: Reading, want: WantedLanguage): string | undefined {
  const script = reading.script;
  if (script === undefined || script === 'Latn' || script === 'Deva') {
    if (want.script !== undefined && script !== undefined && script !== want.script) return `written in ${script === 'Latn' ? 'Latin' : 'Devanagari'} script, the case asks for ${want.script === 'Latn' ? 'Latin' : 'Devanagari'}`;
    return undefined;
  }
  return `written in ${script} script, which no supported language uses`;
}

/** Judges `text` against the wanted BCP-47 tag; `names` (products, people, ids) are left out of the reading. */
export function judgeLanguage(text: string, tag: string, names: readonly string[] = []): LanguageJudgement {
  const want = parseTag(tag);
  const reading = read(text, names);
  const got = reading.language;
  const script = scriptProblem(reading, want);
  if (script !== undefined) return { verdict: 'fail', got: got ?? 'und', message: script };
  if (unknownLanguage(reading)) return { verdict: 'fail', got: 'und', message: `${reading.words} words, almost none of them in any language the grader knows` };
  if (got !== undefined && got !== want.language) return { verdict: 'fail', got, message: `reads as ${what(reading)}` };
  const foreign = foreignSentence(text, names, want);
  if (foreign) return { verdict: 'fail', got: got ?? foreign.language, message: `mixes languages: "${foreign.text}" is ${describe(foreign.language)}` };
  if (got !== undefined) return { verdict: 'pass', got, message: `reads as ${describe(got)}` };
  return undecided(reading, want);
}

/**
 * No language leads. Every word of the reply is a word of the wanted language when it ties for the
 * lead ("O seu pedido deu R$ 25,00 no total" is Portuguese, and Galician too): that passes. It
 * fails when the leaders explain at least one word more than the wanted language, and is
 * unjudged when there is too little to tell ("Sí." for an English case).
 */
function undecided(reading: Reading, want: WantedLanguage): LanguageJudgement {
  const [best] = reading.ranked;
  const wanted = scoreOf(reading, want.language);
  const candidates = reading.ranked.filter(([, v]) => v >= (best?.[1] ?? 0) - MIN_LEAD).map(([l]) => describe(l));
  if (best === undefined || best[1] < MIN_SCORE) return { verdict: 'unjudged', reason: 'language_undetermined', message: 'no word that tells a language' };
  if (wanted >= best[1]) return { verdict: 'pass', got: want.language, message: `reads as ${candidates.join(' or ')}` };
  if (best[1] >= 2 && best[1] - wanted >= 1) {
    return { verdict: 'fail', got: best[0], message: `reads as ${candidates.join(' or ')}, not ${describe(want.language)}` };
  }
  return { verdict: 'unjudged', reason: 'language_undetermined', message: `too short or too ambiguous to tell: it could be ${candidates.join(' or ')}` };
}
