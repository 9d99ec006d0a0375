/**
 * Amounts that belong to a product's name, not to its price: "$25 Gift Card" names a product.
 * Only names a tool returned count (a customer or a note may name anything).
 */
import { currencyWord, type Currencies } from './currencies.js';
import { foldWord, normalise, type Token } from './tokens.js';

/** What a name is made of: its amounts (read by the caller) and its words. */
export interface NameParts {
  amounts: readonly { minor: number; currencies: Currencies }[];
  words: Set<string>;
}

/** The words of a name, currency words left out: "$25 Gift Card" -> {gift, card}. */
export function nameWords(name: string): Set<string> {
  return new Set((normalise(name).match(/[\p{L}\p{M}]{3,}/gu) ?? []).map(foldWord).filter((w) => currencyWord(w) === undefined));
}

/** Spans of the text held by product names: "$25 Gift Card" names a product, it does not price it. */
export function nameSpans(text: string, names: readonly string[]): [number, number][] {
  const hay = text.toLowerCase();
  const spans: [number, number][] = [];
  for (const name of names) {
    const needle = normalise(name).toLowerCase().trim();
    if (needle === '' || !/\d/.test(needle)) continue;
    for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + 1)) spans.push([at, at + needle.length]);
  }
  return spans;
}

/**
 * A name's amount written next to a word of the name, in another order: "the $25 gift card" or
 * "Gift card ($25)" for the product "Gift Card $25". Only right next to it: "the card costs $25"
 * states a price.
 */
export function besideName(m: { minor: number; currencies: Currencies; start: number; end: number }, tokens: readonly Token[], names: readonly NameParts[]): boolean {
  const first = tokens.findIndex((t) => t.start === m.start);
  const last = tokens.findIndex((t) => t.end === m.end);
  if (first === -1 || last === -1) return false;
  const neighbour = (k: number, step: 1 | -1): string => {
    let t = tokens[k];
    while (t !== undefined && ['(', ')', '"', '“', '”', "'"].includes(t.text)) t = tokens[(k += step)];
    return t?.kind === 'word' ? foldWord(t.text) : '';
  };
  const around = [neighbour(first - 1, -1), neighbour(last + 1, 1)];
  return names.some((n) => n.amounts.some((a) => a.minor === m.minor && sameCurrency(a.currencies, m.currencies)) && around.some((w) => n.words.has(w)));
}

function sameCurrency(a: Currencies, b: Currencies): boolean {
  return a === 'any' || b === 'any' || a.some((c) => b.includes(c));
}

