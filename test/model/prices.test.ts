import { describe, expect, it } from 'vitest';
import { costOf } from '../../src/model/prices.js';

const usage = { inputTokens: 2_000_000, cachedInputTokens: 1_000_000, outputTokens: 500_000 };

describe('costOf', () => {
  it('bills fresh input, cached input and output at their prices', () => {
    expect(costOf('m', usage, { m: { input: 1, cachedInput: 0.25, output: 4 } })).toBeCloseTo(1 + 0.25 + 2, 10);
  });

  it('bills cached input at the input price when the table has no cached price', () => {
    expect(costOf('m', usage, { m: { input: 1, output: 4 } })).toBeCloseTo(2 + 2, 10);
  });

  it('finds a model by its name without the provider prefix', () => {
    expect(costOf('openai:m', usage, { m: { input: 1, output: 0 } })).toBeCloseTo(2, 10);
  });

  it('is blank, not zero, for a model with no price or no table', () => {
    expect(costOf('unknown', usage, { m: { input: 1, output: 1 } })).toBeUndefined();
    expect(costOf('m', usage, undefined)).toBeUndefined();
  });

  it('is zero for a priced model that used no tokens', () => {
    expect(costOf('m', { inputTokens: 0, cachedInputTokens: 0, outputTokens: 0 }, { m: { input: 1, output: 1 } })).toBe(0);
  });
});
