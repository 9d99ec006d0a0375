/**
 * Building blocks for the claim lexicons. Every pattern is written in lower case and matched
 * against lower-cased text; word boundaries are Unicode-aware (JavaScript's `\b` only knows
 * ASCII, so `está` or `रद्द` would break it).
 */

/** Latin with its accented letters, Devanagari with its signs, digits of both scripts. */
const WORD_CLASS = "0-9A-Za-z\\u00AA\\u00B5\\u00BA\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u1E00-\\u1EFF\\u0300-\\u036F\\u0900-\\u097F\\uA8E0-\\uA8FF";
export const WORD_CHAR = `[${WORD_CLASS}]`;
/**
 * A letter, for patterns that need one. Explicit ranges, not `\\p{L}`: a Unicode property class
 * costs about 1 ms to compile in every pattern that holds it, and there are hundreds.
 */
export const LETTER = "[A-Za-z\\u00AA\\u00B5\\u00BA\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u1E00-\\u1EFF\\u0300-\\u036F\\u0900-\\u097F\\uA8E0-\\uA8FF]";
/** Zero-width: not preceded by a word character. */
export const S = `(?<!${WORD_CHAR})`;
/** Zero-width: not followed by a word character. */
export const E = `(?!${WORD_CHAR})`;

/** `a | b c | d` -> `a|b\s+c|d`: word lists written as text, one entry per `|` or line. */
export function alt(list: string): string {
  return list
    .split(/[|\n]/)
    .map((w) => w.trim())
    .filter((w) => w !== '')
    .map((w) => w.replace(/ +/g, '\\s+'))
    .join('|');
}

/** The listed words or phrases, as whole words. */
export function anyOf(list: string): string {
  return `${S}(?:${alt(list)})${E}`;
}

/** A compiled pattern of whole words (lower case, Unicode). */
export function wordsRe(list: string, flags = 'u'): RegExp {
  return new RegExp(anyOf(list), flags);
}

/**
 * Words of any kind (objects, adverbs, an order id) between two parts of a form, as few as
 * possible. Gaps are not bounded: a clause is short, and V8 compiles `{0,n}` as n copies of its
 * body, which made compiling the lexicons most of a cold start.
 */
export const GAP = '(?:\\s+\\S+)*?';

/** Any text up to the next part of a form, within the clause. */
export const ANY = '[\\s\\S]*?';

/** Any number of the listed adverbs, each after a space. */
export function adverbs(list: string): string {
  return `(?:\\s+(?:${alt(list)})${E})*`;
}

/** The pattern compiled with the Unicode flag. */
export function re(source: string, flags = 'u'): RegExp {
  return new RegExp(source, flags);
}

/** One pattern that matches where any of `patterns` does. */
export function union(patterns: readonly RegExp[], flags = 'u'): RegExp {
  if (patterns.length === 0) return /(?!)/u;
  return new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'), flags);
}

/** A shape that order ids, SKUs and ticket numbers share: letters then at least three digits. */
export const ID_SHAPE = `[a-z]{1,3}-?\\d{3,}`;
