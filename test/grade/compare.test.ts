import { describe, expect, it } from 'vitest';
import { firstDifference } from '../../src/grade/compare.js';

describe('firstDifference', () => {
  it('finds no difference between deep-equal values, a key held as undefined being the same as no key', () => {
    expect(firstDifference({ a: 1, b: [1, { c: 'x' }], d: null }, { d: null, b: [1, { c: 'x' }], a: 1 })).toBeUndefined();
    expect(firstDifference({ a: 1, gone: undefined }, { a: 1 })).toBeUndefined();
    expect(firstDifference({ a: 1 }, { a: 1, gone: undefined })).toBeUndefined();
    expect(firstDifference(Number.NaN, Number.NaN)).toBeUndefined();
  });

  it('names the first differing path, keys in sorted order, below the path it is given', () => {
    expect(firstDifference({ z: 1, b: { y: 2, c: 3 } }, { z: 2, b: { y: 2, c: 4 } })).toEqual(['b', 'c']);
    expect(firstDifference({ items: [{ qty: 1 }, { qty: 2 }] }, { items: [{ qty: 1 }, { qty: 3 }] }, ['orders', 'A1'])).toEqual(['orders', 'A1', 'items', 1, 'qty']);
    expect(firstDifference({ a: 1 }, { a: 1, b: 0 })).toEqual(['b']);
  });

  it('stops at an array of another length and at values of another type', () => {
    expect(firstDifference({ a: [1, 2] }, { a: [1, 2, 3] })).toEqual(['a']);
    expect(firstDifference({ a: [1] }, { a: { 0: 1 } })).toEqual(['a']);
    expect(firstDifference({ a: { b: 1 } }, { a: null })).toEqual(['a']);
    expect(firstDifference(0, -0)).toEqual([]);
  });
});
