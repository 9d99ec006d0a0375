/**
 * Text primitives for the privacy and id analysers: folding, words with their positions, and the
 * clauses a reply is read in. Written for the grader, apart from the desk's own helpers, so a
 * bug in the desk's reading of a reply is not a bug of the check that judges it.
 */

const PLAIN = /^[\x20-\x7e]*$/;

/** Lower case, accents off (Latin marks only: Devanagari vowel signs are letters), ß as ss, one space. */
export function fold(text: string): string {
  // Most words and many replies are plain ASCII: no normalisation to do but case and blanks.
  if (PLAIN.test(text)) return text.toLowerCase().replace(/`/g, "'").replace(/\s+/g, ' ').trim();
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[’‘`´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Devanagari digits as ASCII digits, and a literal for a RegExp: the text library's. */
import { asciiDigits, escapeRegExp } from '../../../text/words.js';

export { asciiDigits, escapeRegExp };

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

/**
 * Where `phrase` occurs in `text` as whole words (no letter, mark or digit glued to either end),
 * with no pattern compiled: the checks ask this for many phrases of every reply.
 */
export function wholeWordIndexes(text: string, phrase: string): number[] {
  const out: number[] = [];
  if (phrase === '') return out;
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
    const before = at > 0 ? text[at - 1]! : '';
    const after = text[at + phrase.length] ?? '';
    if (!WORD_CHAR.test(before) && !WORD_CHAR.test(after)) out.push(at);
  }
  return out;
}

/** A word of a text: letters, marks and digits, folded, where it stands in the original. */
export interface Word {
  /** Folded. */
  text: string;
  /** As written. */
  raw: string;
  index: number;
  end: number;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

export function words(text: string): Word[] {
  return [...asciiDigits(text).matchAll(WORD)].map((m) => {
    const raw = m[0];
    return { text: PLAIN.test(raw) ? raw.toLowerCase() : fold(raw), raw, index: m.index, end: m.index + raw.length };
  });
}

/** Folded words only. */
export function wordList(text: string): string[] {
  return words(text).map((w) => w.text);
}

/** Where a run of folded words occurs in a list of words, as start indexes. */
export function findRun(list: readonly Word[], run: readonly string[], from = 0): number[] {
  const out: number[] = [];
  if (run.length === 0) return out;
  for (let i = from; i + run.length <= list.length; i += 1) {
    if (run.every((w, k) => list[i + k]?.text === w)) out.push(i);
  }
  return out;
}

/** Indexes of the words that lie inside any occurrence of one of the runs. */
export function coveredWords(list: readonly Word[], runs: readonly (readonly string[])[]): Set<number> {
  const out = new Set<number>();
  for (const run of runs) {
    for (const at of findRun(list, run)) for (let k = 0; k < run.length; k += 1) out.add(at + k);
  }
  return out;
}

/** A piece of a reply within which one subject holds: a clause, with its sentence's mood. */
export interface Clause {
  text: string;
  /** The sentence it is in asks something. */
  question: boolean;
}

/** Sentence ends: `.`, `!`, `?`, `।` before a space (not inside "12.50" or "Sr. Ruiz"), or a line break. */
const SENTENCE_END = /(?<=[!?？।])\s+|(?<=[^\s.]{3}[.])\s+(?=\S)|\n+/u;

/**
 * Clause breaks: punctuation (a comma or colon between digits is a number), dashes, and the
 * conjunctions that join independent clauses in the eight languages. "I can't find A3304, but
 * A1004 was delivered" holds two subjects.
 */
const CLAUSE_BREAK = new RegExp(
  [
    '\\s*(?:[;()\\[\\]]|(?<!\\d)[,:]|[,:](?!\\d))\\s*',
    '\\s+[—–-]\\s+',
    // "kisi aur" / "किसी और" is "someone else", not "and".
    '(?<!किसी|कोई|kisi|koi)\\s+(?:and|but|while|whereas|however|although|though|y|e|pero|mas|mientras|aunque|et|mais|tandis|und|aber|doch|sondern|während|ma|mentre|però|maar|terwijl|और|लेकिन|पर|मगर|किंतु|परंतु|aur|lekin|magar)(?![\\p{L}\\p{N}])\\s+',
  ].join('|'),
  'iu',
);

export function clauses(text: string): Clause[] {
  const out: Clause[] = [];
  for (const sentence of text.split(SENTENCE_END)) {
    const trimmed = sentence.trim();
    if (trimmed === '') continue;
    const question = /[?？]["'”»)]*$/u.test(trimmed) || trimmed.startsWith('¿');
    for (const piece of trimmed.split(CLAUSE_BREAK)) {
      if (piece !== undefined && piece.trim() !== '') out.push({ text: piece.trim(), question });
    }
  }
  return out;
}

/** Every string value inside a JSON value, depth first. */
export function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number') out.push(String(value));
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) stringsOf(v, out);
  return out;
}
