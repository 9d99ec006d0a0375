/**
 * The grader's question check: does a reply ask the customer something? A sentence asks when it
 * ends with a question mark (or opens with `¿`), when it has a question's syntax but lost its
 * mark ("Would you like me to cancel it."), or when it requests an answer in the imperative
 * ("Let me know if you'd like me to cancel it", "Dites-moi si...", "बताइए..."). It does not ask
 * when a wh-word opens a statement ("When the money arrives you'll get an email"), when it is an
 * exclamation ("What a pity!"), or when the request is a stock offer of more help ("Let me know
 * if you need anything else"). Independent of the desk's own detector.
 */
import { LETTER_CLASS } from './language/letters.js';
import { type Sentence, sentences } from './language/sentences.js';
import { CONDITIONAL_INVERSION, DECISIONS, OFFERS, OPENERS, REQUESTS } from './questions-patterns.js';

type QuestionSign = 'question_mark' | 'interrogative' | 'request';

export interface QuestionReading {
  asks: boolean;
  /** The sentence that asks, and what gave it away. */
  sentence?: string;
  sign?: QuestionSign;
}

/**
 * Sentences are matched as a line of words: lower case, one space between words and one before the
 * first, commas kept on their word, other punctuation gone. A word edge (`‹`/`›`) is then a space,
 * a comma or an elision's apostrophe, and a word (`[\p{L}']+`) anything else: small patterns, compiled in well under a
 * millisecond, where Unicode-aware word edges cost one each.
 */
export function compile(sources: readonly string[]): RegExp {
  const plain = sources.map((s) =>
    s
      .replace(/^\^/, '^ ')
      .replaceAll('‹', "(?<=[ ,'])")
      .replaceAll('›', '(?=[ ,]|$)')
      .replaceAll(String.raw`[\p{L}']+`, '[^ ,]+')
      .replaceAll(String.raw`[\p{L}]+`, '[^ ,]+'),
  );
  // No `u` flag: every character here is in the BMP, and the flag makes compiling several times dearer.
  const pattern = new RegExp(plain.map((s) => `(?:${s})`).join('|'));
  // One run on a long subject makes V8 compile it to machine code now; its interpreter would run
  // the first sentences at several times the cost.
  pattern.test(' '.repeat(1000));
  return pattern;
}

const NOT_KEPT = new RegExp(`[^${LETTER_CLASS}0-9',-]+`, 'gu');

/** " let me know whether i should cancel it" */
export function line(sentence: string): string {
  const words = sentence
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’ʼ‘]/gu, "'")
    .replace(NOT_KEPT, ' ')
    .replace(/(?<![^ ,])[-']+|[-']+(?![^ ,])/gu, ' ')
    .replace(/ +,/gu, ',')
    .trim()
    .replace(/ +/gu, ' ');
  return ` ${words}`;
}

const OPENER = compile(OPENERS);
const CONDITIONAL = compile(CONDITIONAL_INVERSION);
const REQUEST = compile(REQUESTS);
const OFFER = compile(OFFERS);
const DECISION = compile(DECISIONS);

const QUOTED = /[„“”«»"][^„“”«»"\n]{0,80}[„“”«»"]/gu;
const LINK = /\b(?:https?:\/\/|www\.)\S+/giu;

/** Question marks inside quotes ("you asked “where is it?”") or links ask nothing. */
function masked(text: string): string {
  return text.replace(LINK, ' link ').replace(QUOTED, (q) => q.replace(/[?？¿]/gu, ''));
}

/** A request for an answer that is not only a stock offer of more help. */
function requests(sentence: string): boolean {
  if (!REQUEST.test(sentence)) return false;
  return !OFFER.test(sentence) || DECISION.test(sentence);
}

function interrogative(sentence: string): boolean {
  return OPENER.test(sentence) && !CONDITIONAL.test(sentence);
}

function signOf(s: Sentence): QuestionSign | undefined {
  const sentence = line(s.text);
  if (s.end === '?' || s.opens === '¿') return 'question_mark';
  if (requests(sentence)) return 'request';
  if (s.end !== '!' && s.opens !== '¡' && interrogative(sentence)) return 'interrogative';
  return undefined;
}

export function readQuestion(text: string): QuestionReading {
  for (const s of sentences(masked(text))) {
    const sign = signOf(s);
    if (sign) return { asks: true, sentence: s.text, sign };
  }
  return { asks: false };
}

/** Every sentence of a reply, and whether it asks the customer something (by readQuestion's rules). */
export function readSentences(text: string): { text: string; asks: boolean }[] {
  return sentences(masked(text)).map((s) => ({ text: s.text, asks: signOf(s) !== undefined }));
}
