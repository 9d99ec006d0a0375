/**
 * Why amounts keep the `maxDecimals` keyword rather than `multipleOf: 0.01` (which editors would
 * also check): ajv's multipleOf divides in floating point, so it refuses amounts every case writes,
 * and with `multipleOfPrecision` set it accepts amounts with more than two decimals.
 */
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { hasAtMostDecimals } from '../../src/cases/ajv.js';

const { Ajv2020 } = createRequire(import.meta.url)('ajv/dist/2020') as typeof import('ajv/dist/2020.js');
const plain = new Ajv2020().compile({ type: 'number', multipleOf: 0.01 });
const precise = new Ajv2020({ multipleOfPrecision: 9 }).compile({ type: 'number', multipleOf: 0.01 });

/** Every amount from 0.00 to 10,000.00 in cents. */
const cents = Array.from({ length: 1_000_001 }, (_, c) => Number((c / 100).toFixed(2)));

describe('an amount with at most two decimals', () => {
  it('maxDecimals accepts every one of 0.00 … 10,000.00', () => {
    expect(cents.filter((v) => !hasAtMostDecimals(2, v))).toEqual([]);
  });

  it("ajv's multipleOf: 0.01 refuses about one in six of them (19.99, 0.07, 1.15 …)", () => {
    const refused = cents.filter((v) => !plain(v));
    expect(refused.length).toBe(157_274);
    expect([19.99, 0.07, 1.15, 4.35].every((v) => !plain(v))).toBe(true);
  });

  it('with multipleOfPrecision it accepts them all, but also amounts with more decimals', () => {
    expect(cents.every((v) => precise(v))).toBe(true);
    expect(precise(0.1 + 0.2)).toBe(true); // 0.30000000000000004
    expect(precise(12.50000000000001)).toBe(true);
    expect(hasAtMostDecimals(2, 0.1 + 0.2)).toBe(false);
    expect(hasAtMostDecimals(2, 12.50000000000001)).toBe(false);
  });

  it('both refuse a third decimal a person would type', () => {
    expect([plain(12.505), precise(12.505), hasAtMostDecimals(2, 12.505)]).toEqual([false, false, false]);
  });
});
