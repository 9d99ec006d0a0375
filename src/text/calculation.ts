/**
 * What the calculator tool answers, as the reply guard reads it: `{ expression, result }`, the
 * result a decimal in major units with no currency of its own (it counts in the store's currencies,
 * USD and those of the world's orders, as a product's price does). Every figure in it is one the
 * model typed or computed from them, so it is evidence of an amount (its result) and of nothing
 * else: not of what a customer was shown (a phone number typed into it stays another customer's).
 */

/** The key under which the calculator puts what it computed, beside the `expression` it read. */
export const CALCULATED_KEY = 'result';

/** A calculator result: a string `expression` and a number under CALCULATED_KEY. */
export function isCalculation(data: unknown): data is Record<string, unknown> & { [CALCULATED_KEY]: number } {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  return typeof record['expression'] === 'string' && typeof record[CALCULATED_KEY] === 'number';
}
