import { describe, expect, test } from 'vitest';
import { UsageError } from '../../src/index.js';
import { parseShard, shardCases } from '../../src/run/shard.js';

const cases = (n: number) => Array.from({ length: n }, (_, i) => ({ data: { id: `case-${String(i).padStart(3, '0')}` }, file: `golden/x/${i}.yaml` }));
const ids = (list: { data: { id: string } }[]) => list.map((c) => c.data.id);

/** A deterministic shuffle (no Math.random in tests). */
function shuffled<T>(list: T[], seed: number): T[] {
  const out = [...list];
  let s = seed;
  for (let i = out.length - 1; i > 0; i -= 1) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('shardCases', () => {
  const all = cases(103);

  test('the shards are complete and disjoint', () => {
    const shards = [1, 2, 3, 4].map((i) => ids(shardCases(all, i, 4)));
    const joined = shards.flat();
    expect(new Set(joined).size).toBe(joined.length);
    expect([...joined].sort()).toEqual(ids(all));
  });

  test('the shards are balanced: sizes differ by at most one', () => {
    for (const total of [1, 2, 3, 4, 7, 103, 150]) {
      const sizes = Array.from({ length: total }, (_, i) => shardCases(all, i + 1, total).length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(103);
    }
  });

  test('a shard depends on the ids, not on the order of the files', () => {
    for (const seed of [1, 2, 3]) {
      const mixed = shuffled(all, seed);
      for (const i of [1, 2, 3]) expect(ids(shardCases(mixed, i, 3)).sort()).toEqual(ids(shardCases(all, i, 3)).sort());
    }
  });

  test('a shard keeps the order it was given', () => {
    const mine = ids(shardCases(all, 2, 3));
    expect(mine).toEqual([...mine].sort());
  });

  test('refuses an index outside 1..total', () => {
    expect(() => shardCases(all, 0, 3)).toThrow(UsageError);
    expect(() => shardCases(all, 4, 3)).toThrow(UsageError);
  });
});

describe('parseShard', () => {
  test('reads i/n', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, total: 4 });
    expect(parseShard('1/1')).toEqual({ index: 1, total: 1 });
  });

  test.each(['', '2', '2/', '/4', '0/4', '5/4', '2/0', '1.5/3', ' 2/4', '2/4x', '-1/3', 'a/b'])('refuses %j', (text) => {
    expect(() => parseShard(text)).toThrow(UsageError);
  });
});
