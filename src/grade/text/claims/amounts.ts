/**
 * Money amounts written in a clause, in minor units: "$12.50", "12,50 €", "R$ 25,00", "₹900",
 * "25.00". A number counts as money when a currency stands beside it or it has two decimals;
 * order ids ("A1001"), dates and counts do not.
 */

const NUMBER = /(?<![\p{L}\p{N}.,])(\d{1,3}(?:[.,\u00A0\u202F ']\d{3})+|\d+)(?:([.,])(\d{1,2}))?(?![\p{N}])/gu;
const CURRENCY_BEFORE = /(?:\$|€|£|₹|r\$|us\$|usd|eur|inr|brl|rs\.?|रु\.?)\s?\(?$/iu;
const CURRENCY_AFTER = /^\s?\(?(?:\$|€|£|₹|usd|eur|inr|brl|euros?|dollars?|reais|rupees?|रुपये|रुपए)/iu;

/** "20.11.", "20.11.2026", "20/11/2026", "2026-11-20", "10:30": dates and times, taken out before amounts are read. */
const DATE_OR_TIME = /(?<![\p{N}.,])(?:\d{1,2}\.\d{1,2}\.(?:\d{2,4})?|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2})(?![\p{N}])/gu;

export function amountsIn(text: string): number[] {
  const ascii = text.replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966)).replace(DATE_OR_TIME, ' ');
  const out: number[] = [];
  for (const m of ascii.matchAll(NUMBER)) {
    const [whole, integer = '', , decimals] = m;
    const at = m.index ?? 0;
    const before = ascii.slice(Math.max(0, at - 4), at);
    const after = ascii.slice(at + whole.length, at + whole.length + 9);
    const money = CURRENCY_BEFORE.test(before) || CURRENCY_AFTER.test(after) || decimals?.length === 2;
    if (!money) continue;
    const units = Number(integer.replace(/[.,\u00A0\u202F ']/g, ''));
    const cents = decimals === undefined ? 0 : Number(decimals.padEnd(2, '0'));
    out.push(units * 100 + cents);
  }
  return out;
}
