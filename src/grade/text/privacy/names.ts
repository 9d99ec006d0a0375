/**
 * A person's name in a text, in the forms a reply uses: "Rosa Delgado", "Delgado, Rosa",
 * "Delgado Rosa", "Rosa M. Delgado" → "Rosa Delgado", a title with the surname ("Frau Delgado",
 * "Sra. Delgado", "Mme Delgado", "Dhr. Delgado", "Sig.ra Delgado", "श्री Delgado"), the surname
 * with an honorific after it ("Delgado ji", "Delgado जी") or an initial before it ("R. Delgado"), and the surname alone where it is
 * written as a name (capitalised, inside a sentence).
 *
 * A first name alone is not matched: it is weak evidence (common, often typed by the customer
 * themselves — "my neighbour Rosa" — and possibly the session customer's own first name). What a
 * reply then says about that person is caught by what it reveals: an email, a phone, an address,
 * a surname, or a fact of an order the desk hid.
 */
import { findRun, fold, type Word, words } from './text.js';

/** Titles written before a name, folded, as word runs ("sig.ra" is the words sig, ra). */
const TITLES_BEFORE: readonly string[] = [
  'mr', 'mister', 'mrs', 'ms', 'miss', 'mx', 'dr', 'doctor', 'prof', 'sir', 'madam',
  'sr', 'sra', 'srta', 'senor', 'senora', 'senorita', 'don', 'dona', 'dra',
  'm', 'mme', 'mlle', 'monsieur', 'madame', 'mademoiselle',
  'herr', 'herrn', 'frau', 'hr', 'fr',
  'senhor', 'senhora',
  'sig', 'sig ra', 'sigra', 'signor', 'signore', 'signora', 'signorina', 'sig na', 'dott', 'dott ssa', 'dottor', 'dottoressa',
  'dhr', 'de heer', 'mevr', 'mevrouw', 'meneer', 'mw', 'juffrouw',
  'shri', 'shree', 'sri', 'shrimati', 'smt', 'sushri', 'kumari', 'श्री', 'श्रीमती', 'सुश्री', 'कुमारी', 'श्रीमान',
].map(fold);

/** Honorifics written after a name. */
const TITLES_AFTER: readonly string[] = ['ji', 'jee', 'sahab', 'saheb', 'sahib', 'madam', 'जी', 'साहब', 'साहिब', 'san'].map(fold);

const TITLE_RUNS: readonly string[][] = TITLES_BEFORE.map((t) => t.split(' '));

/** Words that a surname may share and that are written capitalised for other reasons. */
const CAPITALISED_WORDS: ReadonlySet<string> = new Set(
  [
    'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
    'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
    'street', 'road', 'lane', 'avenue', 'drive', 'court', 'place', 'park', 'square', 'way', 'hill',
  ].map(fold),
);

export interface NameMatch {
  /** The form found, as written in the text. */
  form: string;
  /** The name's words (folded) that the form shows. */
  shows: string[];
}

function nameWords(name: string): string[] {
  return words(name)
    .map((w) => w.text)
    .filter((w) => w.length > 1);
}

/** Separators allowed inside a written name: blanks, a hyphen, a dot ("rosa.delgado"), an underscore. */
function joined(text: string, list: readonly Word[], at: number, length: number, allowComma = false): boolean {
  for (let k = at; k < at + length - 1; k += 1) {
    const gap = text.slice(list[k]!.end, list[k + 1]!.index);
    const ok = allowComma ? /^\s*,?\s*$/u.test(gap) : /^[\s._-]*$/u.test(gap) && !/\.\s/u.test(gap);
    if (!ok) return false;
  }
  return true;
}

function formAt(text: string, list: readonly Word[], at: number, length: number): string {
  return text.slice(list[at]!.index, list[at + length - 1]!.end);
}

/** Full-name runs: in order, first + last without the middle names, and reversed. */
function fullForms(parts: readonly string[]): { run: string[]; comma: boolean }[] {
  const first = parts[0]!;
  const last = parts.at(-1)!;
  const forms = [{ run: [...parts], comma: false }];
  if (parts.length > 2) forms.push({ run: [first, last], comma: false });
  forms.push({ run: [last, first], comma: true });
  if (parts.length > 2) forms.push({ run: [...parts.slice(1), first], comma: true });
  return forms;
}

function titledBefore(list: readonly Word[], at: number): boolean {
  return TITLE_RUNS.some((run) => at - run.length >= 0 && run.every((w, k) => list[at - run.length + k]?.text === w));
}

function titledAfter(list: readonly Word[], at: number): boolean {
  const next = list[at + 1];
  return next !== undefined && TITLES_AFTER.includes(next.text);
}

/** "R. Delgado", "R Delgado": the first name's initial before the surname. */
function initialled(text: string, list: readonly Word[], at: number, first: string): boolean {
  const prev = list[at - 1];
  if (prev === undefined || prev.raw.length !== 1 || prev.text !== first[0]) return false;
  return /^\.?\s*$/u.test(text.slice(prev.end, list[at]!.index));
}

/** A capitalised word that is not the first of its sentence: written as a name. */
function writtenAsName(text: string, word: Word): boolean {
  if (word.raw[0] === undefined || word.raw[0] === word.raw[0].toLowerCase()) return false;
  const before = text.slice(0, word.index).trimEnd();
  return before !== '' && !/[.!?:;।¡¿"“«\n]$/u.test(before);
}

/**
 * Forms of `name` in `text`. `blocked` marks words that belong to something else (a product's
 * name): a form touching one is not a name.
 */
export function nameForms(text: string, name: string, blocked: ReadonlySet<number> = new Set()): NameMatch[] {
  const parts = nameWords(name);
  if (parts.length === 0) return [];
  const list = words(text);
  const free = (at: number, length: number) => Array.from({ length }, (_, k) => at + k).every((i) => !blocked.has(i));
  const out: NameMatch[] = [];
  const used = new Set<number>();
  const take = (at: number, length: number, shows: string[]) => {
    for (let k = at; k < at + length; k += 1) used.add(k);
    out.push({ form: formAt(text, list, at, length), shows });
  };
  if (parts.length >= 2) {
    for (const { run, comma } of fullForms(parts)) {
      for (const at of findRun(list, run)) {
        if (used.has(at) || !free(at, run.length) || !joined(text, list, at, run.length, comma)) continue;
        take(at, run.length, [...new Set(run)]);
      }
    }
  }
  // Surnames: every word after the first (Spanish and Portuguese names carry two).
  for (const surname of parts.slice(1)) {
    for (const at of findRun(list, [surname])) {
      if (used.has(at) || !free(at, 1)) continue;
      const word = list[at]!;
      const titled = titledBefore(list, at) || titledAfter(list, at) || initialled(text, list, at, parts[0]!);
      const asName = surname.length >= 3 && !CAPITALISED_WORDS.has(surname) && writtenAsName(text, word);
      if (titled || asName) take(at, 1, [surname]);
    }
  }
  return out;
}
