import { describe, expect, it } from 'vitest';
import { parseDuration } from '../../src/desk/duration.js';
import { formatMoney, fromMinor, hasCents, MONEY_KEYS, toMinor } from '../../src/text/money.js';

describe('money in minor units', () => {
  it.each([
    [25, 2500],
    [12.5, 1250],
    [0.1, 10],
    [19.99, 1999],
    [1.01, 101],
    [0.29, 29],
    [0, 0],
  ])('toMinor(%d) = %d', (amount, minor) => {
    expect(toMinor(amount)).toBe(minor);
  });

  it('is exact for sums that floats get wrong', () => {
    expect(toMinor(0.1) + toMinor(0.2)).toBe(toMinor(0.3));
  });

  it('converts back to major units', () => {
    expect(fromMinor(2500)).toBe(25);
    expect(fromMinor(1250)).toBe(12.5);
  });

  it.each([
    [2500, 'USD', '$25.00'],
    [2500, 'EUR', '€25.00'],
    [2500, 'GBP', '£25.00'],
    [2500, 'CHF', '25.00 CHF'],
    [5, 'USD', '$0.05'],
    [-1250, 'USD', '-$12.50'],
    [123456, 'USD', '$1234.56'],
  ])('formatMoney(%d, %s) = %s', (minor, currency, text) => {
    expect(formatMoney(minor, currency)).toBe(text);
  });

  it('formats dollars by default', () => {
    expect(formatMoney(2500)).toBe('$25.00');
  });

  it('tells amounts with at most two decimals', () => {
    expect([25, 25.5, 25.55].map(hasCents)).toEqual([true, true, true]);
    expect([25.555, Number.NaN].map(hasCents)).toEqual([false, false]);
  });

  it('names the keys under which tool results carry money', () => {
    for (const key of ['price', 'unitPrice', 'lineTotal', 'total', 'amount', 'refundable', 'refunded', 'autoRefundLimit']) {
      expect(MONEY_KEYS.has(key)).toBe(true);
    }
  });
});

describe('parseDuration', () => {
  it.each([
    ['90s', 90_000],
    ['2m', 120_000],
    ['1h', 3_600_000],
    ['3d', 259_200_000],
    [' 16m ', 960_000],
    ['1h30m', 5_400_000],
    ['1.5h', 5_400_000],
    ['0s', 0],
  ])('%j is %d ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it.each(['', '2', 'm', '2 minutes', '-1m', '2w', '1h 30m', 'abc'])('rejects %j', (text) => {
    expect(() => parseDuration(text)).toThrow(RangeError);
  });
});
