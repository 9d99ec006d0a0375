/**
 * Letters by script, as explicit code-point ranges. A Unicode property class (`\p{L}`,
 * `\p{Script=...}`) costs about a millisecond to compile each time a pattern holds one, and the
 * question patterns hold dozens: ranges keep the grader's cold start small.
 */

/** Latin letters with their accented and extended forms, and combining marks. */
const LATIN_CLASS = 'A-Za-z\\u00AA\\u00B5\\u00BA\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u1E00-\\u1EFF\\u0300-\\u036F';
/** Devanagari letters, vowel signs and viramas (not its digits or dandas). */
const DEVANAGARI_CLASS = '\\u0900-\\u0963\\u0971-\\u097F\\uA8E0-\\uA8FF';
/** What a word of a supported language is made of, for word edges in patterns. */
export const LETTER_CLASS = `${LATIN_CLASS}${DEVANAGARI_CLASS}`;

/** Scripts with no lexicon here, by code-point range. */
const OTHER_SCRIPTS: readonly [string, number, number][] = [
  ['Greek', 0x0370, 0x03ff],
  ['Cyrillic', 0x0400, 0x052f],
  ['Hebrew', 0x0590, 0x05ff],
  ['Arabic', 0x0600, 0x06ff],
  ['Bengali', 0x0980, 0x09ff],
  ['Gurmukhi', 0x0a00, 0x0a7f],
  ['Gujarati', 0x0a80, 0x0aff],
  ['Tamil', 0x0b80, 0x0bff],
  ['Telugu', 0x0c00, 0x0c7f],
  ['Kannada', 0x0c80, 0x0cff],
  ['Malayalam', 0x0d00, 0x0d7f],
  ['Thai', 0x0e00, 0x0e7f],
  ['Kana', 0x3040, 0x30ff],
  ['Han', 0x4e00, 0x9fff],
  ['Hangul', 0xac00, 0xd7af],
];

const LATIN_RE = new RegExp(`^[${LATIN_CLASS}]$`);
const DEVANAGARI_RE = new RegExp(`^[${DEVANAGARI_CLASS}]$`);

/** The script of one character: Latn, Deva, another script's name, or undefined for no letter. */
export function scriptOfChar(char: string): string | undefined {
  if (LATIN_RE.test(char)) return 'Latn';
  if (DEVANAGARI_RE.test(char)) return 'Deva';
  const code = char.codePointAt(0) ?? 0;
  return OTHER_SCRIPTS.find(([, from, to]) => code >= from && code <= to)?.[0];
}

export function isDevanagari(word: string): boolean {
  return /[\u0900-\u097F]/.test(word);
}
