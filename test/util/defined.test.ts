import { describe, expect, it } from 'vitest';
import { definedOf } from '../../src/util/defined.js';

describe('definedOf', () => {
  it('copies the named keys whose value is defined, in the order named, and nothing else', () => {
    const a: { x: number; y?: string; z: number | undefined; w: number } = { w: 4, z: undefined, x: 1 };
    const picked = definedOf(a, ['z', 'y', 'x']);
    expect(picked).toEqual({ x: 1 });
    expect(Object.keys(picked)).toEqual(['x']);
    expect('z' in picked).toBe(false);
  });

  it('keeps falsy values that are defined, and leaves its input alone', () => {
    const a = { n: 0, s: '', b: false, o: null };
    expect(definedOf(a, ['b', 'n', 's', 'o'])).toEqual({ b: false, n: 0, s: '', o: null });
    expect(Object.keys(definedOf(a, ['s', 'n']))).toEqual(['s', 'n']);
    expect(a).toEqual({ n: 0, s: '', b: false, o: null });
  });
});
