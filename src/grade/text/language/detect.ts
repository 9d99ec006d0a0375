/**
 * Reading the language of a text. Each word counts once for every language whose lexicon holds
 * it, so the lead of one language over another is exactly the number of words the first
 * explains and the second does not: "Tu pedido está cancelado" is Spanish because Portuguese
 * has "pedido", "está" and "cancelado" but would say "o teu", and Catalan would say "comanda".
 * Letters and endings add a little. A language is named only when it leads clearly.
 */
import { LEANING_WORDS, LETTER_HINTS, MAX_LETTER_COUNT, SUFFIX_HINTS, type Hint } from './hints.js';
import { isDevanagari, scriptOfChar } from './letters.js';
import { DEVANAGARI_WORDS } from './lexicon-devanagari.js';
import { LATIN_WORDS } from './lexicon-latin.js';
import { normalise, withoutNames, words } from './tokens.js';

/** A language is named when its evidence is at least MIN_SCORE and leads the next by MIN_LEAD and by LEAD_SHARE of its own. */
export const MIN_SCORE = 1;
export const MIN_LEAD = 0.75;
const LEAD_SHARE = 0.12;

type Script = 'Latn' | 'Deva' | string;

export interface Reading {
  /** The language that leads clearly, if one does. */
  language?: string;
  /** Evidence per language, highest first. */
  ranked: [string, number][];
  /** The script most letters are written in; undefined when there are no letters. */
  script?: Script;
  /** Words read (after names were taken out), and how many of them some lexicon knows. */
  words: number;
  known: number;
}

function lexicon(tables: Readonly<Record<string, string>>[]): ReadonlyMap<string, readonly string[]> {
  const out = new Map<string, string[]>();
  for (const table of tables) {
    for (const [language, list] of Object.entries(table)) {
      for (const word of normalise(list).split(/\s+/)) {
        if (word === '') continue;
        const languages = out.get(word) ?? [];
        if (!languages.includes(language)) languages.push(language);
        out.set(word, languages);
      }
    }
  }
  return out;
}

const LEXICON = lexicon([LATIN_WORDS, DEVANAGARI_WORDS]);
/** The languages a script's words can be evidence for (Hindi is written in both). */
const LATIN_LANGUAGES = new Set(Object.keys(LATIN_WORDS));
const DEVANAGARI_LANGUAGES = new Set(Object.keys(DEVANAGARI_WORDS));

function scriptOf(text: string): Script | undefined {
  const counts = new Map<Script, number>();
  for (const char of text) {
    const script = scriptOfChar(char);
    if (script !== undefined) counts.set(script, (counts.get(script) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The languages a word is evidence for, and how much; empty for a word no lexicon knows. */
function wordEvidence(word: string): [string, number][] {
  const leaning = LEANING_WORDS[word];
  if (leaning) return Object.entries(leaning);
  const known = LEXICON.get(word);
  if (known) return known.map((l) => [l, 1]);
  const apostrophe = word.indexOf("'");
  if (apostrophe > 0) {
    const parts = [word.slice(0, apostrophe + 1), word.slice(apostrophe + 1)];
    return parts.flatMap((p) => (LEXICON.get(p) ?? []).map((l): [string, number] => [l, 1]));
  }
  return hintEvidence(SUFFIX_HINTS, word, 1);
}

function hintEvidence(hints: readonly Hint[], text: string, cap: number): [string, number][] {
  const out: [string, number][] = [];
  for (const hint of hints) {
    const count = Math.min(text.match(hint.pattern)?.length ?? 0, cap);
    if (count > 0) for (const [language, weight] of Object.entries(hint.weights)) out.push([language, weight * count]);
  }
  return out;
}

/** Reads one text (a whole reply or one sentence), with the world's names taken out. */
export function read(text: string, names: readonly string[] = []): Reading {
  const cleaned = withoutNames(text, names);
  const script = scriptOf(cleaned);
  const inScript = words(cleaned).filter((w) => (script === 'Deva') === isDevanagari(w));
  const scores = new Map<string, number>();
  const add = ([language, value]: [string, number]): void => {
    if (!(script === 'Deva' ? DEVANAGARI_LANGUAGES : LATIN_LANGUAGES).has(language)) return;
    scores.set(language, (scores.get(language) ?? 0) + value);
  };
  let known = 0;
  for (const word of inScript) {
    const evidence = wordEvidence(word);
    if (LEXICON.has(word) || LEANING_WORDS[word]) known += 1;
    evidence.forEach(add);
  }
  const punctuation = (cleaned.match(/[¿¡]/gu) ?? []).join('');
  hintEvidence(LETTER_HINTS, `${inScript.join(' ')} ${punctuation}`, MAX_LETTER_COUNT).forEach(add);
  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  const reading: Reading = { ranked, words: inScript.length, known };
  if (script !== undefined) reading.script = script;
  const language = leader(ranked);
  if (language !== undefined) reading.language = language;
  return reading;
}

function leader(ranked: readonly [string, number][]): string | undefined {
  const [best, second] = ranked;
  if (best === undefined || best[1] < MIN_SCORE) return undefined;
  const lead = best[1] - (second?.[1] ?? 0);
  return lead >= MIN_LEAD && lead >= LEAD_SHARE * best[1] ? best[0] : undefined;
}

/** Evidence for one language in a reading (0 when there is none). */
export function scoreOf(reading: Reading, language: string): number {
  return reading.ranked.find(([l]) => l === language)?.[1] ?? 0;
}
