/**
 * Reading a written number: digits with the separators of any language (1,250.00 / 1.250,00 /
 * 1'250 / 1,25,000 / 14.5 / 25,00), or words in one language ("twenty-five", "veinticinco",
 * "fünfundzwanzig", "vingt-cinq", "नौ सौ पचास", "nau sau pachas").
 */
import { COMPOUNDING, foldRoman, LEXICONS, type NumberLanguage, type Piece } from './lexicon.js';
import { foldWord } from './tokens.js';

export interface DigitNumber {
  /** The value in major units. */
  value: number;
  /** The whole part as written, without separators, and the decimals when there are any. */
  whole: string;
  decimals?: string;
  /** The separator before the decimals. */
  decimalMark?: string;
}

/**
 * Digits as a number. The last separator is a decimal mark when one or two digits follow it;
 * every other one groups thousands (three digits, or the Indian 1,25,000). Anything else — a date
 * (22.11.2026), a phone number (503.555.0127), three decimals — is not a number a price is written in.
 */
export function parseDigits(text: string): DigitNumber | undefined {
  const parts = text.split(/([.,'’])/);
  const groups = parts.filter((_, i) => i % 2 === 0);
  const marks = parts.filter((_, i) => i % 2 === 1);
  if (groups.length === 1) return { value: Number(text), whole: text };
  const last = groups[groups.length - 1] as string;
  const lastMark = marks[marks.length - 1] as string;
  const hasDecimals = last.length <= 2 && (lastMark === '.' || lastMark === ',');
  const wholeGroups = hasDecimals ? groups.slice(0, -1) : groups;
  const groupMarks = hasDecimals ? marks.slice(0, -1) : marks;
  if (!isGrouped(wholeGroups, groupMarks, hasDecimals ? lastMark : undefined)) return undefined;
  const whole = wholeGroups.join('');
  const decimals = hasDecimals ? last : undefined;
  const value = Number(`${whole}.${decimals ?? '0'}`);
  return decimals === undefined ? { value, whole } : { value, whole, decimals, decimalMark: lastMark };
}

/** 1,250 / 12.345.678 / 1'250 / 1,25,000: one mark throughout, not the decimal one, groups of three (or Indian twos). */
function isGrouped(groups: string[], marks: string[], decimalMark: string | undefined): boolean {
  if (marks.length === 0) return true;
  const mark = marks[0];
  if (marks.some((m) => m !== mark) || mark === decimalMark) return false;
  const [first = '', ...rest] = groups;
  if (first.length < 1 || first.length > 3) return false;
  const western = rest.every((g) => g.length === 3);
  const indian = rest.length >= 2 && first.length <= 2 && rest.slice(0, -1).every((g) => g.length === 2) && rest.at(-1)?.length === 3;
  return western || indian;
}

/** Words that are a number only before "hundred" or a cents part: "a hundred dollars", but "not a dollar more" states nothing. */
export const ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'un', 'une', 'una', 'um', 'uma', 'ein', 'eine', 'einen', 'een', 'ek']);

/** The lexicon key of a word in a language. */
function keyOf(word: string, lang: NumberLanguage): string {
  const folded = foldWord(word);
  return lang === 'hi-Latn' ? foldRoman(folded) : folded;
}

/** The pieces of one word (hyphens split it; German, Dutch and Italian words are cut into pieces). */
function piecesOfWord(word: string, lang: NumberLanguage): Piece[] | undefined {
  const lexicon = LEXICONS[lang];
  const out: Piece[] = [];
  for (const part of word.split(/[-‐]/)) {
    const key = keyOf(part, lang);
    const piece = lexicon.get(key);
    if (piece !== undefined) out.push(piece);
    else if (COMPOUNDING.has(lang)) {
      const cut = cutCompound(key, lexicon);
      if (cut === undefined) return undefined;
      out.push(...cut);
    } else return undefined;
  }
  return out;
}

/** "funfundzwanzig" -> funf | und | zwanzig: the cut into the fewest lexicon words. */
function cutCompound(word: string, lexicon: ReadonlyMap<string, Piece>): Piece[] | undefined {
  const best: (Piece[] | undefined)[] = new Array(word.length + 1).fill(undefined);
  best[0] = [];
  for (let end = 1; end <= word.length; end += 1) {
    for (let start = Math.max(0, end - 12); start < end; start += 1) {
      const head = best[start];
      const piece = lexicon.get(word.slice(start, end));
      if (head === undefined || piece === undefined) continue;
      const candidate = [...head, piece];
      const known = best[end];
      if (known === undefined || candidate.length < known.length) best[end] = candidate;
    }
  }
  const cut = best[word.length];
  return cut !== undefined && cut.length > 1 ? cut : undefined;
}

/** The pieces of a run of words in one language. */
function piecesOf(words: readonly string[], lang: NumberLanguage): Piece[] | undefined {
  const out: Piece[] = [];
  for (const w of words) {
    const pieces = piecesOfWord(w, lang);
    if (pieces === undefined) return undefined;
    out.push(...pieces);
  }
  return lang === 'fr' ? frenchJoins(out) : out;
}

/** quatre-vingt is 80 and dix-sept 17: French numbers that multiply or add before the rest is read. */
function frenchJoins(pieces: readonly Piece[]): Piece[] {
  const joined: Piece[] = [];
  for (const p of pieces) {
    const prev = joined.at(-1);
    const v = p.kind === 'value' ? p.value : undefined;
    const before = prev?.kind === 'value' ? prev.value : undefined;
    if (v === 20 && before === 4) joined[joined.length - 1] = { kind: 'value', value: 80 };
    else if (v !== undefined && v >= 1 && v <= 9 && before === 10) joined[joined.length - 1] = { kind: 'value', value: 10 + v };
    else joined.push(p);
  }
  return joined;
}

/**
 * The value of a number's pieces, or undefined when they do not make one number ("two three",
 * "twenty fifteen"). Within a group below a multiplier the values fall (300, 20, 5), save the
 * German and Dutch unit-and-ten ("fünf und zwanzig") and French 60/80 plus 10-19.
 */
function evaluate(pieces: readonly Piece[], lang: NumberLanguage): number | undefined {
  let total = 0;
  let group = 0;
  let last = Infinity;
  let lastTimes = Infinity;
  let plus = 0;
  let joined = false;
  let any = false;
  for (const [i, p] of pieces.entries()) {
    if (p.kind === 'and') {
      if (i === 0 || i === pieces.length - 1 || joined) return undefined;
      joined = true;
      continue;
    }
    if (p.kind === 'plus') {
      plus = p.value;
      continue;
    }
    if (p.kind === 'value') {
      const v = p.value + plus;
      plus = 0;
      if (group !== 0 && !follows(last, v, joined, lang)) return undefined;
      group += v;
      last = v;
      joined = false;
      any = true;
      continue;
    }
    // A multiplier.
    const base = group === 0 ? 1 + plus : group;
    plus = 0;
    joined = false;
    any = true;
    if (p.value === 100) {
      if (base >= 100) return undefined;
      group = base * 100;
      last = 100;
    } else {
      if (p.value >= lastTimes || base >= p.value) return undefined;
      total += base * p.value;
      lastTimes = p.value;
      group = 0;
      last = Infinity;
    }
  }
  return any && plus === 0 ? total + group : undefined;
}

/** Whether `next` may be added after `prev` in one group. */
function follows(prev: number, next: number, joined: boolean, lang: NumberLanguage): boolean {
  if (prev === 100) return next < 100;
  if (prev >= 100) return next < 100;
  const tens = prev >= 20 && prev % 10 === 0;
  if (tens) return next < 10 || (lang === 'fr' && (prev === 60 || prev === 80) && next < 20);
  // German and Dutch put the unit first: fünf-und-zwanzig, vijf-en-twintig.
  return joined && (lang === 'de' || lang === 'nl') && prev < 10 && next >= 20 && next < 100 && next % 10 === 0;
}

/** The value of words in a language, or undefined. */
export function wordsValue(words: readonly string[], lang: NumberLanguage): number | undefined {
  const pieces = piecesOf(words, lang);
  return pieces === undefined ? undefined : evaluate(pieces, lang);
}

/** Whether a single word is a number word (or an "and") of the language: where a run may extend. */
export function isNumberWord(word: string, lang: NumberLanguage): boolean {
  return piecesOfWord(word, lang) !== undefined;
}
