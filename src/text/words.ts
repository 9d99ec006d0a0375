/**
 * Small helpers shared by the reply guard's text analysers: Unicode-aware word boundaries
 * (JavaScript's `\b` only knows ASCII, so `está` or `रद्द` would break it) and folding.
 */

/**
 * Letters of the scripts the desk supports (Latin with its accented and extended letters,
 * Devanagari) and combining marks. Explicit ranges, not `\\p{L}`: a Unicode property class costs
 * about 1 ms to compile in every pattern that holds it, and a cold start compiles many.
 */
const LATIN = 'A-Za-z\\u00AA\\u00B5\\u00BA\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u1E00-\\u1EFF';
const MARKS = '\\u0300-\\u036F\\uA8E0-\\uA8FF';
const DEVANAGARI_LETTERS = '\\u0900-\\u0963\\u0970-\\u097F';
/** The inside of LETTER's brackets, for classes that add characters to it. */
export const LETTER_CLASS = `${LATIN}${MARKS}${DEVANAGARI_LETTERS}`;
/** The inside of WORD_CHAR's brackets, for classes that add characters to it. */
export const WORD_CLASS = `0-9${LETTER_CLASS}\\u0966-\\u096F`;
export const LETTER = `[${LETTER_CLASS}]`;
/** Letters, combining marks (Devanagari vowel signs and viramas) and digits (Devanagari's too): what a "word" is made of. */
export const WORD_CHAR = `[${WORD_CLASS}]`;
/** Zero-width: not preceded by a word character. */
export const START = `(?<!${WORD_CHAR})`;
/** Zero-width: not followed by a word character. */
export const END = `(?!${WORD_CHAR})`;

const WORD_CHAR_RE = new RegExp(`^${WORD_CHAR}$`, 'u');

/**
 * Whether `word` occurs in `text` as a whole word, case-insensitively. No pattern is compiled per
 * call: the reply guard asks this for every customer id and name of every reply, and compiling a
 * Unicode-aware pattern each time was most of its cost.
 */
export function containsWord(text: string, word: string): boolean {
  if (word === '') return false;
  const hay = text.toLowerCase();
  const needle = word.toLowerCase();
  for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + 1)) {
    // charAt: '' at either end; WORD_CHAR holds no character outside the BMP, so a surrogate half is never one.
    const before = hay.charAt(at - 1);
    const after = hay.charAt(at + needle.length);
    if (!WORD_CHAR_RE.test(before) && !WORD_CHAR_RE.test(after)) return true;
  }
  return false;
}

/** Long enough for V8 to compile a pattern to machine code on its first run (see `compiledNow`). */
// Stryker disable next-line StringLiteral: only when V8 compiles changes; AMOUNT (compiledNow's one caller) finds no amount in blanks or in '', so lastIndex is 0 and matching is the same either way.
const LONG_SUBJECT = ' '.repeat(1000);

/**
 * The pattern, compiled to machine code now. V8 runs a new pattern in its bytecode interpreter
 * first and compiles it on a later run; for a long pattern (the amount pattern's hundreds of
 * alternatives, word boundaries at every step) that interpreted first run costs several times the
 * compilation. V8 compiles at once when the subject is 1,000 characters or more, so one run on
 * blanks does it. Matching is unchanged.
 */
export function compiledNow(pattern: RegExp): RegExp {
  pattern.test(LONG_SUBJECT);
  pattern.lastIndex = 0;
  return pattern;
}

/** Escapes a literal for use inside a regular expression. */
export function escapeRegExp(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Does the text name this id as written, case aside, with no word character on either side? An id
 * may hold punctuation of its own (tau2's `#W2378156`, `A-1001`), which splitting a text into words
 * would cut; a longer id (`A10012`) does not name a shorter one (`A1001`).
 */
export function namesId(text: string, id: string): boolean {
  return new RegExp(`${START}${escapeRegExp(id)}${END}`, 'iu').test(text);
}

/** Lower case, accents removed, whitespace collapsed: for matching names written loosely. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const ASCII = /^[\x00-\x7f]*$/;
const ASCII_RUN = /([A-Za-z])\1{2,}/g;

/**
 * One word folded for matching words as customers type them: no Latin accents, ß as ss, no
 * Devanagari nukta or joiners, candrabindu as anusvara, no letter run of 3+ ("yesss"). The case is
 * the caller's. ASCII has no accents, ß, Devanagari or joiners, and NFD/NFC leave it as it is: only
 * the letter runs apply (most words are ASCII, and the full chain was a tenth of grading's CPU).
 */
export function foldWord(word: string): string {
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

/** Devanagari digits (०-९) as ASCII digits; one code unit each, so indexes are kept. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966));
}

/** A language tag's primary subtag, lower-case: `pt-BR` and `pt_br` are `pt`. */
export function primarySubtag(tag: string): string {
  // split always gives at least one part.
  return String(tag.toLowerCase().split(/[-_]/)[0]);
}
