/**
 * The grader's own tokens for reading consent and proposals: words in any script, order-like ids
 * ("A1001"), numbers, clause stops and question marks. Matching is case- and accent-insensitive;
 * the typed form is kept because one accent decides ("sí" is yes, "si" may be "if").
 */
import { foldWord } from '../../../text/words.js';

export type TokenKind = 'word' | 'id' | 'number' | 'stop' | 'ask' | 'emoji';

export interface Token {
  kind: TokenKind;
  /** Lower-cased as typed (accents kept). */
  raw: string;
  /** Folded form used for matching. */
  norm: string;
}

// An id mixes letters and digits (A1001, ORD-22); a number is digits with separators; a word is
// letters and marks (Devanagari vowel signs are marks); stops end a clause; ? and ¿ ask.
const TOKEN = /(\p{L}+-?\d[\p{L}\d]*)|(\d+(?:[.,]\d+)*)|([\p{L}\p{M}]+)|([.,;:!…।॥—–]+|\s-\s)|([?¿]+)|(\p{Extended_Pictographic})/gu;


/** Lower-case, one apostrophe, English "n't" as " not", French elisions ("l'annule") apart. */
function prepare(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/\bcan't\b/g, 'can not')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/n't\b/g, ' not')
    .replace(/'/g, ' ');
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of prepare(text).matchAll(TOKEN)) {
    const raw = m[0].trim();
    const kind: TokenKind = m[1] ? 'id' : m[2] ? 'number' : m[3] ? 'word' : m[4] ? 'stop' : m[5] ? 'ask' : 'emoji';
    tokens.push({ kind, raw, norm: kind === 'word' || kind === 'id' ? foldWord(raw).replace(/-/g, '') : raw });
  }
  return tokens;
}

/** A lexicon phrase as the folded words a customer's text splits into. */
export function phraseKey(phrase: string): string {
  return tokenize(phrase)
    .filter((t) => t.kind === 'word' || t.kind === 'emoji')
    .map((t) => t.norm)
    .join(' ');
}
