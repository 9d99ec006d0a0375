/**
 * The grader's own tokens for reading consent and proposals: words in any script, order-like ids
 * ("A1001"), numbers, clause stops and question marks. Matching is case- and accent-insensitive;
 * the typed form is kept because one accent decides ("sí" is yes, "si" may be "if").
 */

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

const ASCII = /^[\x00-\x7f]*$/;
const ASCII_RUN = /([A-Za-z])\1{2,}/g;

/** No Latin accents, ß as ss, no Devanagari nukta or joiners, candrabindu as anusvara, no letter run of 3+. */
export function fold(word: string): string {
  // ASCII has no accents, ß, Devanagari or joiners, and NFD/NFC leave it as it is: only the letter
  // runs apply. Most words are ASCII, and the full chain was a tenth of grading's CPU.
  if (ASCII.test(word)) return word.replace(ASCII_RUN, '$1');
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/\u0901/g, '\u0902')
    .replace(/\u093c/g, '')
    .replace(/[\u200c\u200d]/g, '')
    .replace(/(\p{L})\1{2,}/gu, '$1')
    .normalize('NFC');
}

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
    tokens.push({ kind, raw, norm: kind === 'word' || kind === 'id' ? fold(raw).replace(/-/g, '') : raw });
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
