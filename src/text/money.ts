/**
 * Money: the store keeps integer minor units (cents) so sums and limits are exact; tools hand
 * a model decimals in major units, because that is what a model reads and repeats.
 * Every currency is treated as having two decimals (the store's currencies all do).
 */
import type { Minor } from '../desk/types.js';

/** Decimal major units to minor units: exact for amounts with at most two decimals (12.5 -> 1250). */
export function toMinor(amount: number): Minor {
  return Math.round(amount * 100);
}

/** Minor units to decimal major units (2500 -> 25). */
export function fromMinor(minor: Minor): number {
  return minor / 100;
}

/** True when `amount` has at most two decimals (25, 25.5, 25.55; not 25.555). */
export function hasCents(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

const SYMBOLS: Readonly<Record<string, string>> = Object.freeze({ USD: '$', EUR: '€', GBP: '£' });

/** "$25.00", "€25.00", "£25.00", else "25.00 CHF". No thousands separators, so amounts stay easy to match. */
export function formatMoney(minor: Minor, currency = 'USD'): string {
  const sign = minor < 0 ? '-' : '';
  const digits = (Math.abs(minor) / 100).toFixed(2);
  const symbol = SYMBOLS[currency.toUpperCase()];
  return symbol === undefined ? `${sign}${digits} ${currency}` : `${sign}${symbol}${digits}`;
}

/** "25.00 USD": the plain form used in summaries a model may quote back. */
export function formatAmount(minor: Minor, currency: string): string {
  return `${(minor / 100).toFixed(2)} ${currency}`;
}

/** Keys under which tool results carry money, as decimal numbers in major units (25.5 = $25.50). */
export const MONEY_KEYS: ReadonlySet<string> = new Set([
  'price',
  'unitPrice',
  'lineTotal',
  'total',
  'amount',
  'refundable',
  'refunded',
  'autoRefundLimit',
  'balance',
  'difference',
]);
