/**
 * A reply as the amount reader sees it: markdown emphasis and code marks dropped ("$**14**" is
 * "$14"), every script's digits as ASCII digits, odd spaces as plain ones, then cut into number,
 * word and symbol tokens that remember whether blank space separated them from the one before.
 */

type TokenKind = 'number' | 'word' | 'symbol';

export interface Token {
  kind: TokenKind;
  text: string;
  /** Offset in the normalised text. */
  start: number;
  end: number;
  /** True when blank space separates this token from the previous one. */
  spaced: boolean;
}

/** Digits of the scripts a reply may use (Devanagari, Arabic-Indic, fullwidth), each block starting at its zero. */
const DIGIT_ZEROS = [0x0966, 0x0660, 0x06f0, 0xff10];

function asciiDigit(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  for (const zero of DIGIT_ZEROS) if (code >= zero && code <= zero + 9) return String(code - zero);
  return ch;
}

/**
 * The text with markdown marks removed and digits and spaces made plain. Emphasis (`*`, `__`,
 * `_x_`), inline code and strike-through never change what an amount says, and a model writes
 * them around and inside amounts alike.
 */
export function normalise(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u0966-\u096f\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g, asciiDigit)
    .replace(/[*`]|~~|__|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, '')
    .replace(/[\u00a0\u2007\u2009\u202f\u2002-\u2006]/g, ' ');
}

/** A number keeps its inner separators (1,250.00 / 1.250,00 / 1'250 / 22.11.2026); a word its inner hyphens and apostrophes. */
const TOKEN = /(?<number>\d+(?:[.,'’]\d+)*)|(?<word>[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*)|(?<symbol>\S)/gu;

export function tokenise(normalised: string): Token[] {
  const out: Token[] = [];
  let last = 0;
  for (const m of normalised.matchAll(TOKEN)) {
    const g = m.groups ?? {};
    const kind: TokenKind = g['number'] !== undefined ? 'number' : g['word'] !== undefined ? 'word' : 'symbol';
    const start = m.index;
    out.push({ kind, text: m[0], start, end: start + m[0].length, spaced: start > last });
    last = start + m[0].length;
  }
  return out;
}

/** Lower case, accents and umlauts off, ß as ss: how the lexicons key their words. */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}
