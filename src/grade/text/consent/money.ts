/**
 * Amounts in a text, in minor units: a number next to a currency sign, code or name ("$12.50",
 * "12,50 €", "R$ 25,00", "₹900", "¥1,500", "25 EUR", "1500 yen"), or a number with exactly two
 * decimals ("12.50").
 * A bare whole number is a quantity, a date or a house number, not an amount.
 */

// Every symbol and code a store may sell in, and the currencies' names; not codes that are also
// words a customer writes before a number ("try 2", "won 3"): TRY and KRW are read by their symbols.
const CURRENCY = String.raw`(?:US\$|R\$|[$€£₹¥₩₺₽₨]|usd|eur|gbp|inr|brl|jpy|cny|rub|chf|cad|aud|nzd|sgd|hkd|mxn|sek|nok|dkk|pln|zar|dollars?|euros?|rupees?|reais|yen|yuan|francs?|pesos|lira|rubles?|rs\.?)`;
const NUMBER = String.raw`\d{1,3}(?:[.,\s]\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const AMOUNT = new RegExp(
  String.raw`${CURRENCY}\s?(${NUMBER})|(${NUMBER})\s?${CURRENCY}|(?<![\w.,])(\d+[.,]\d{2})(?![\d\w])`,
  'giu',
);

/** "1,234.56", "1.234,56", "12,50", "12.50", "129" to minor units. */
function toMinorUnits(number: string): number | undefined {
  const compact = number.replace(/\s/g, '');
  const decimals = /[.,](\d{1,2})$/.exec(compact);
  const whole = (decimals ? compact.slice(0, -decimals[0].length) : compact).replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole)) return undefined;
  const cents = decimals ? (decimals[1] as string).padEnd(2, '0') : '00';
  return Number(whole) * 100 + Number(cents);
}

export function amountsIn(text: string): number[] {
  const found: number[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const minor = toMinorUnits((m[1] ?? m[2] ?? m[3]) as string);
    if (minor !== undefined) found.push(minor);
  }
  return found;
}
