import { describe, expect, it } from 'vitest';
import { compiledNow } from '../../src/text/words.js';

describe('compiledNow', () => {
  it('returns the same pattern, matching as before, with no position left from its first run', () => {
    const pattern = /(?<![a-z])cancel(?:led)?/gu;
    expect(compiledNow(pattern)).toBe(pattern);
    expect(pattern.lastIndex).toBe(0);
    expect('Cancelled, cancelled'.match(pattern)).toEqual(['cancelled']);
  });
});
