/**
 * The grader's question check: does a reply ask the customer something? A sentence asks when it
 * ends with a question mark (or opens with `¿`), when it has a question's syntax but lost its
 * mark ("Would you like me to cancel it."), or when it requests an answer in the imperative
 * ("Let me know if you'd like me to cancel it", "Dites-moi si...", "बताइए..."). It does not ask
 * when a wh-word opens a statement ("When the money arrives you'll get an email"), when it is an
 * exclamation ("What a pity!"), or when the request is a stock offer of more help ("Let me know
 * if you need anything else"). Independent of the desk's own detector.
 */
import { sentences } from './language/sentences.js';
import { CONDITIONAL_INVERSION, DECISIONS, OFFERS, OPENERS, REQUESTS } from './questions-patterns.js';

export type QuestionSign = 'question_mark' | 'interrogative' | 'request';

export interface QuestionReading {
  asks: boolean;
  /** The sentence that asks, and what gave it away. */
  sentence?: string;
  sign?: QuestionSign;
}

/** `‹`/`›` in the sources are word edges of the supported scripts. */
function compile(sources: readonly string[]): RegExp {
  const edges = sources.map((s) => s.replaceAll('‹', String.raw`(?<![\p{L}\p{M}])`).replaceAll('›', String.raw`(?![\p{L}\p{M}])`));
  return new RegExp(edges.map((s) => `(?:${s})`).join('|'), 'u');
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

function lower(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/[’ʼ‘]/gu, "'").replace(/^[\s"'“«(¿¡-]+/u, '');
}

/** A request for an answer that is not only a stock offer of more help. */
function requests(sentence: string): boolean {
  if (!REQUEST.test(sentence)) return false;
  return !OFFER.test(sentence) || DECISION.test(sentence);
}

function interrogative(sentence: string): boolean {
  return OPENER.test(sentence) && !CONDITIONAL.test(sentence);
}

export function readQuestion(text: string): QuestionReading {
  for (const s of sentences(masked(text))) {
    const sentence = lower(s.text);
    if (s.end === '?' || s.opens === '¿') return { asks: true, sentence: s.text, sign: 'question_mark' };
    if (requests(sentence)) return { asks: true, sentence: s.text, sign: 'request' };
    if (s.end !== '!' && s.opens !== '¡' && interrogative(sentence)) return { asks: true, sentence: s.text, sign: 'interrogative' };
  }
  return { asks: false };
}

/** True when the text asks the customer something. */
export function asksQuestion(text: string): boolean {
  return readQuestion(text).asks;
}
