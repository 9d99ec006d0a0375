/**
 * The words of a reply that can tell its language: names of the world (products, customers,
 * addresses, carriers, ids), quoted titles, links and e-mail addresses are taken out first, so
 * that "Ihr Buch „The Best of You and Me“ ist unterwegs" is judged on its German and not on the
 * English of a book title.
 */

const WORD = /[\p{L}\p{M}\p{N}]+(?:['·][\p{L}\p{M}\p{N}]+)*/gu;
const LINK = /\b(?:https?:\/\/|www\.)\S+/giu;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
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

function escape(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The text without the given names (whole-word, case-insensitive, longest first), links,
 * e-mail addresses and short quoted spans. Runs of three or more words of a name count too:
 * "Best of You and Me" is the book "The Best of You and Me" (two would take "and me" out of
 * every English sentence).
 */
export function withoutNames(text: string, names: readonly string[]): string {
  let out = normalise(text).replace(LINK, ' ').replace(EMAIL, ' ').replace(QUOTED, ' ');
  for (const phrase of namePhrases(names)) {
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{M}\\p{N}])`, 'gu'), ' ');
  }
  return out;
}

/** Every name, and every run of three or more consecutive words of a name, longest first. */
function namePhrases(names: readonly string[]): string[] {
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
  const tokens = normalise(text).replace(/(?<=\p{L})l[•.]l(?=\p{L})/gu, 'l·l').match(WORD) ?? [];
  return tokens.filter((t) => !/\p{N}/u.test(t));
}
