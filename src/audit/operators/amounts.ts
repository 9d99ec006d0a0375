/**
 * Money as written in replies: where an amount is, and a replacement that nothing in the case's
 * world could ground (no price, line, total, refund, limit, or sum of two of them).
 */
import type { GoldenCaseData } from '../../cases/types.js';
import { calculate } from '../../desk/tools/calculator.js';
import { callsOfTool, orderTotal, stringArg } from './case-facts.js';

/** A currency marker: a prefixed dollar whole (NZ$, not $ after NZ), a symbol, or a code. */
const SYMBOL = String.raw`(?:(?<!\p{L})(?:US|R|CA|C|AU|A|NZ|HK|MX|S)\$|[$€£₹¥₩₺₽₨]|(?:USD|EUR|GBP|INR|BRL|CHF|JPY|CNY|CAD|AUD|NZD|SGD|HKD|MXN)(?![\p{L}]))`;
const NUMBER = String.raw`\d{1,3}(?:[.,\u00a0 ]\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
/**
 * `12€50` (the French way to write 12,50 €, the symbol standing for the decimal comma: the whole
 * of it is the number), `$25.00`, `USD 25.00`, `25,00 €`, `25.00 USD`: the number is group `w`,
 * `n` or `m`.
 */
const AMOUNT = new RegExp(String.raw`(?<![\d.,])(?<w>\d+[€$£]\d{2})(?!\d)|${SYMBOL}\s?(?<n>${NUMBER})(?!\d)|(?<![\d.,])(?<m>${NUMBER})\s?${SYMBOL}`, 'gu');

export interface AmountAt {
  /** Index and length of the number (not the symbol). */
  start: number;
  length: number;
  /** Index and length of the whole amount, its currency marker included. */
  match: { start: number; length: number };
  value: number;
  /** The decimal separator the text uses, `.` or `,` (or the symbol, in `12€50`); undefined for whole amounts. */
  decimal?: string;
  /** The thousands separator the text uses, when it has one. */
  thousands?: string;
}

function parseNumber(text: string): Omit<AmountAt, 'start' | 'length' | 'match'> {
  const dec = /([.,€$£])(\d{1,2})$/.exec(text);
  const decimal = dec?.[1];
  const intPart = dec ? text.slice(0, dec.index) : text;
  const thousands = /[.,\u00a0 ]/.exec(intPart)?.[0];
  const whole = Number(intPart.replace(/[.,\u00a0 ]/g, ''));
  const value = dec ? whole + Number(`0.${dec[2]}`) : whole;
  return { value, ...(decimal ? { decimal } : {}), ...(thousands ? { thousands } : {}) };
}

/** Every amount with a currency marker in a text, in order. */
export function amountsIn(text: string): AmountAt[] {
  const out: AmountAt[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const num = m.groups?.['w'] ?? m.groups?.['n'] ?? m.groups?.['m'];
    if (num === undefined || m.index === undefined) continue;
    const start = m.index + m[0].indexOf(num);
    out.push({ start, length: num.length, match: { start: m.index, length: m[0].length }, ...parseNumber(num) });
  }
  return out;
}

/** Writes a value the way the original amount was written (same separators, two decimals). */
export function formatLike(value: number, like: AmountAt): string {
  const [int = '0', cents = '00'] = value.toFixed(2).split('.');
  const grouped = like.thousands ? int.replace(/\B(?=(\d{3})+(?!\d))/g, like.thousands) : int;
  return `${grouped}${like.decimal ?? '.'}${cents}`;
}

const cents = (v: number): number => Math.round(v * 100);

/** Amounts (in cents) a tool of this case could return (the reference's calculator results too), and sums of two of them. */
export function groundedCents(c: GoldenCaseData): Set<number> {
  const base = new Set<number>();
  for (const { call } of callsOfTool(c, 'calculator')) {
    const value = calculate(stringArg(call, 'expression') ?? '');
    if ('minor' in value) base.add(value.minor);
  }
  for (const p of c.given.products ?? []) base.add(cents(p.price));
  for (const o of c.given.orders ?? []) {
    base.add(cents(orderTotal(o)));
    for (const i of o.items) {
      base.add(cents(i.price));
      base.add(cents(i.qty * i.price));
    }
  }
  for (const r of c.given.refunds ?? []) base.add(cents(r.amount));
  if (c.given.policy?.autoRefundLimit !== undefined) base.add(cents(c.given.policy.autoRefundLimit));
  base.add(10_000);
  const all = new Set(base);
  for (const a of base) for (const b of base) {
    all.add(a + b);
    all.add(Math.abs(a - b));
  }
  return all;
}

/** Odd offsets no price list produces by accident; the first that lands off the grounded set wins. */
const OFFSETS = [1.37, 3.71, 7.13, 13.17, 17.31, 31.73];

export function ungroundedNear(value: number, grounded: ReadonlySet<number>): number | undefined {
  for (const offset of OFFSETS) {
    const candidate = Math.round((value + offset) * 100) / 100;
    if (!grounded.has(cents(candidate))) return candidate;
  }
  return undefined;
}
