/**
 * The shape of one language's claim lexicon: the phrasings of a completed action, and the
 * words that turn a phrasing into something else (a negation, an offer, a condition).
 *
 * Every pattern is written in lower case and compiled without the `i` flag: the claim reader
 * lower-cases each clause once (see `lowerCase` in claims.ts). The same ~130 patterns compile
 * 2-3x faster without `i`, and compiling them was most of the first claim check of a process.
 */
import { compiledNow, END, LETTER, START } from '../words.js';

export { END, LETTER, START };

export type ClaimAction = 'cancel_order' | 'refund' | 'change_address' | 'escalate';

export interface ClaimForm {
  action: ClaimAction;
  /** A completed-action phrasing, e.g. "has been cancelled", "está cancelado", "रद्द कर दिया". */
  pattern: RegExp;
  /**
   * The form is a bare participle ("cancelled as requested", "Refund issued"): it counts only
   * when it opens its clause and the clause before it in the sentence was not negated or
   * hypothetical ("your order will be cancelled and refunded" claims nothing).
   */
  opensClause?: boolean;
  /** Tested on the clause up to the end of the form: a generic subject ("an order is cancelled when...") */
  unless?: RegExp;
}

export interface ClaimLexicon {
  language: string;
  /** A negation anywhere in the clause before or inside the form cancels it ("has not been"). */
  negation: RegExp;
  /** Modals, futures, offers, wishes, conditions, reported speech: same scope as negation. */
  hypothetical: RegExp;
  /** Openers removed before the analysis, so their modal does not make news hypothetical ("I can confirm that"). */
  evidential?: RegExp;
  /** What may not follow a form: a passive infinitive or a future ("storniert werden", "कर दिया जाएगा"). */
  notFollowedBy?: RegExp;
  forms: ClaimForm[];
}

/** `a | b c | d` -> `a|b\s+c|d`: word lists written as text, one entry per `|` or line. */
export function alt(list: string): string {
  return list
    .split(/[|\n]/)
    .map((w) => w.trim())
    .filter((w) => w !== '')
    .map((w) => w.replace(/ +/g, '\\s+'))
    .join('|');
}

/** Whole words, Unicode; matched against lower-cased text. */
export function words(list: string): RegExp {
  return new RegExp(`${START}(?:${alt(list)})${END}`, 'u');
}

export function form(action: ClaimAction, source: string, options: Omit<ClaimForm, 'action' | 'pattern'> = {}): ClaimForm {
  return { action, pattern: compiledNow(new RegExp(options.opensClause ? `^(?:${source})` : source, 'u')), ...options };
}

/** Up to `n` words of any kind (objects, adverbs) between two parts of a form. */
export function gap(n: number): string {
  return `(?:\\s+\\S+){0,${n}}?`;
}

/**
 * "se" is "if" in Portuguese and Italian but a reflexive pronoun in Spanish and Portuguese
 * ("se ha cancelado", "se canceló"): it is conditional unless an auxiliary or a past tense follows.
 */
export const CONDITIONAL_SE = `se(?!\\s+(?:ha|han|he|hemos|había|habían|encontra|encuentra|trata|${LETTER}+(?:ó|ou|aron|aram))(?!${LETTER}))`;


