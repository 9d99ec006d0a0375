/**
 * Amounts a text states, in minor units, for comparing with an order's total: "$129.00",
 * "129,00 €", "₹3,499", "129 dollars". A bare number without a currency or cents is not an
 * amount here (it may be a day, a quantity or a house number).
 */
import { toMinor } from '../../../text/money.js';
import { asciiDigits } from './text.js';
import { CURRENCY } from './order-words.js';

const NUMBER = /(?<![\p{L}\d.,])(\d{1,3}(?:[.,\u00a0 ]\d{3})+|\d+)(?:([.,])(\d{1,2}))?(?![\d\p{L}])/gu;

function valueOf(whole: string, cents: string | undefined): number {
  const major = Number(whole.replace(/[.,\u00a0 ]/g, ''));
  return toMinor(major + (cents === undefined ? 0 : Number(cents.padEnd(2, '0')) / 100));
}

export function amountsStated(text: string): Set<number> {
  const plain = asciiDigits(text);
  const out = new Set<number>();
  for (const m of plain.matchAll(NUMBER)) {
    const around = plain.slice(Math.max(0, m.index - 4), m.index + m[0].length + 10);
    const cents = m[3];
    if (cents?.length !== 2 && !CURRENCY.test(around)) continue;
    out.add(valueOf(m[1]!, cents));
  }
  return out;
}
