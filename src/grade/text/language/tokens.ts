/**
 * The words of a reply that can tell its language: names of the world (products, customers,
 * addresses, carriers, ids), quoted titles, links and e-mail addresses are taken out first, so
 * that "Ihr Buch „The Best of You and Me“ ist unterwegs" is judged on its German and not on the
 * English of a book title.
 */

import { LETTER_CLASS } from './letters.js';

const WORD_CHAR = `${LETTER_CLASS}0-9\\u0966-\\u096F`;
const WORD = new RegExp(`[${WORD_CHAR}]+(?:['·][${WORD_CHAR}]+)*`, 'gu');
const IS_WORD_CHAR = new RegExp(`^[${WORD_CHAR}]$`, 'u');
const LINK = /\b(?:https?:\/\/|www\.)\S+/giu;
const EMAIL = /[\w.%+-]+@[\w.-]+\.[a-z]{2,}/giu;
/** Quoted spans of at most 80 characters: a title, a product, the customer's words. */
const QUOTED = /[„“”«»‹›"][^„“”«»‹›"\n]{1,80}[„“”«»‹›"]/gu;

/** Lower case, NFC, typographic apostrophes as `'`, joiners dropped. */
export function normalise(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’ʼ‘`]/gu, "'")
    .replace(/[\u200c\u200d]/gu, '');
}

/** `text` with every whole-word occurrence of `phrase` blanked; no pattern is compiled per name. */
function blank(text: string, phrase: string): string {
  let out = text;
  for (let at = out.indexOf(phrase); at !== -1; at = out.indexOf(phrase, at + 1)) {
    const before = at > 0 ? (out[at - 1] ?? '') : '';
    const after = out[at + phrase.length] ?? '';
    if (IS_WORD_CHAR.test(before) || IS_WORD_CHAR.test(after)) continue;
    out = `${out.slice(0, at)}${' '.repeat(phrase.length)}${out.slice(at + phrase.length)}`;
  }
  return out;
}

/**
 * The text without the given names (whole-word, case-insensitive, longest first), links,
 * e-mail addresses and short quoted spans. Runs of three or more words of a name count too:
 * "Best of You and Me" is the book "The Best of You and Me" (two would take "and me" out of
 * every English sentence).
 */
export function withoutNames(text: string, names: readonly string[]): string {
  let out = normalise(text).replace(LINK, ' ').replace(EMAIL, ' ').replace(QUOTED, ' ');
  for (const phrase of namePhrases(names)) out = blank(out, phrase);
  return out;
}

/**
 * The phrases of each list of names, kept while the list lives: a reply is read whole and then
 * sentence by sentence with the same names (the world's, made once per reply check), and the
 * phrases cost more than the reading. Weak, so nothing outlives the grading that made the list.
 */
const PHRASES = new WeakMap<readonly string[], readonly string[]>();

function namePhrases(names: readonly string[]): readonly string[] {
  const known = PHRASES.get(names);
  if (known !== undefined) return known;
  const phrases = phrasesOf(names);
  PHRASES.set(names, phrases);
  return phrases;
}

/** Every name, and every run of three or more consecutive words of a name, longest first. */
function phrasesOf(names: readonly string[]): string[] {
  const phrases = new Set<string>();
  for (const name of names) {
    const n = normalise(name).trim();
    if (n.length < 2) continue;
    phrases.add(n);
    const words = n.split(/\s+/);
    for (let i = 0; i < words.length; i++) {
      for (let j = i + 3; j <= words.length; j++) phrases.add(words.slice(i, j).join(' '));
    }
  }
  return [...phrases].sort((a, b) => b.length - a.length);
}

/**
 * Words, lower case, keeping inner apostrophes ("c'est") and the Catalan middle dot
 * ("cancel·lada"); a token with a digit ("A1001", "22") is no word.
 */
export function words(text: string): string[] {
  const tokens = normalise(text).replace(/(?<=[a-zà-ÿ])l[•.]l(?=[a-zà-ÿ])/gu, 'l·l').match(WORD) ?? [];
  return tokens.filter((t) => !/[0-9\u0966-\u096F]/u.test(t));
}
