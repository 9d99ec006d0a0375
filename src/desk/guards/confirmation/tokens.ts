/**
 * Tokens for the confirmation rule: words (any script) and clause boundaries (punctuation).
 * Matching is case-, accent- and punctuation-insensitive; the raw form is kept because one
 * accent matters ("sí" is yes, "si" may be "if").
 */
import { foldWord } from '../../../text/words.js';

export interface Token {
  /** Lower-cased word as typed (accents kept), or the boundary's punctuation. */
  raw: string;
  /** Folded form used for matching. */
  norm: string;
  boundary: boolean;
}

// Words, clause punctuation (Devanagari danda and question marks included; captured: a boundary), and emoji such as 👍.
const TOKEN = /[\p{L}\p{M}\p{N}]+|([.,;:!…।॥?¿—–]+)|\p{Extended_Pictographic}/gu;


/** Lower-cases, unifies apostrophes, expands English "n't" to " not", then splits. */
export function tokenize(text: string): Token[] {
  const prepared = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/n't\b/g, ' not');
  const tokens: Token[] = [];
  for (const [raw, punctuation] of prepared.matchAll(TOKEN)) {
    const boundary = punctuation !== undefined;
    tokens.push({ raw, norm: boundary ? raw : foldWord(raw), boundary });
  }
  return tokens;
}

/** Splits a lexicon phrase into folded words, the same way a customer's text is split. */
export function phraseKey(phrase: string): string {
  return tokenize(phrase)
    .filter((t) => !t.boundary)
    .map((t) => t.norm)
    .join(' ');
}
