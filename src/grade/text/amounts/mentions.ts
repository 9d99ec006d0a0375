/**
 * The amounts a text states, each with the currencies it can be in. An amount is a number with a
 * currency next to it — before or after, as a symbol, code, name or colloquial word, in digits or
 * in words ("$14", "14.5 (USD)", "25,00 $", "12€50", "€ 8,-", "thirty dollars", "treinta euros",
 * "नौ सौ पचास रुपये", "15 bucks", "twelve euros fifty", "50 cents") — or a price-shaped number
 * standing alone ("the mug is 14.99", "it costs 14.5"). Times, dates, measures, ids and the
 * amounts inside a product's name are not amounts.
 */
import type { Minor } from '../../../desk/types.js';
import type { Currencies } from './currencies.js';
import { besideName, nameSpans, nameWords, type NameParts } from './product-names.js';
import { Reader } from './reader.js';
import { normalise, type Token } from './tokens.js';

export interface AmountMention {
  /** The amount as written (after markdown marks are dropped): `$25.00`, `treinta euros`. */
  text: string;
  minor: Minor;
  /** The currencies it can be in ('any' for a bare number or "cents"). */
  currencies: Currencies;
  /** Offsets in the normalised text. */
  start: number;
  end: number;
  /** 'marked': a currency stands next to it; 'bare': a price-shaped number with none. */
  how: 'marked' | 'bare';
}

export interface ReadOptions {
  /** Names of products a tool returned: an amount inside one ("$25 Gift Card") is part of a name. */
  productNames?: readonly string[];
}

/** Every amount the text states, in order. */
export function readAmounts(text: string, options: ReadOptions = {}): AmountMention[] {
  const norm = normalise(text);
  const reader = new Reader(norm);
  reader.readMarkers();
  reader.readBare();
  const names = options.productNames ?? [];
  const spans = nameSpans(norm, names);
  const parts: NameParts[] = names.filter((n) => /\d/.test(n)).map((n) => ({ amounts: readAmounts(n), words: nameWords(n) }));
  return reader.out
    .map((a) => {
      const start = (reader.tokens[a.from] as Token).start;
      const end = (reader.tokens[a.to - 1] as Token).end;
      return { text: norm.slice(start, end), minor: a.minor, currencies: a.currencies, start, end, how: a.how };
    })
    .filter((a) => !spans.some(([s, e]) => a.start < e && a.end > s) && !besideName(a, reader.tokens, parts))
    .sort((a, b) => a.start - b.start);
}
