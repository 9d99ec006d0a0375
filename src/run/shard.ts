/**
 * Sharding: `--shard i/n` runs a stable, balanced share of the cases. The split depends on the
 * case ids alone (through a hash), never on file order or the runner, so every job of a CI
 * matrix agrees on it and the same cases always land in the same shard.
 */
import { createHash } from 'node:crypto';
import { UsageError } from '../errors.js';

export interface Shard {
  /** 1-based. */
  index: number;
  total: number;
}

function idHash(id: string): string {
  return createHash('sha1').update(id, 'utf8').digest('hex');
}

const byCodepoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The cases of shard `index` of `total`: cases are ranked by the sha1 of their id and every
 * total-th one, from rank index-1, belongs to the shard, so shard sizes differ by at most one.
 * The share keeps the input's order, so a shard's report reads in file order.
 */
export function shardCases<T extends { data: { id: string } }>(cases: T[], index: number, total: number): T[] {
  checkShard(index, total);
  const ranked = cases
    .map((c) => ({ id: c.data.id, hash: idHash(c.data.id) }))
    .sort((a, b) => byCodepoint(a.hash, b.hash) || byCodepoint(a.id, b.id));
  const mine = new Set<string>();
  for (let rank = index - 1; rank < ranked.length; rank += total) mine.add(ranked[rank]!.id);
  return cases.filter((c) => mine.has(c.data.id));
}

function checkShard(index: number, total: number): void {
  if (!Number.isInteger(total) || total < 1) throw new UsageError('usage/bad-shard', `a shard total must be a whole number of at least 1, got ${total}`);
  if (!Number.isInteger(index) || index < 1 || index > total) {
    throw new UsageError('usage/bad-shard', `a shard index must be a whole number from 1 to ${total}, got ${index}`);
  }
}

const SHARD_TEXT = /^(\d{1,6})\/(\d{1,6})$/;

/** `2/4` -> { index: 2, total: 4 }; anything else is a UsageError. */
export function parseShard(text: string): Shard {
  const match = SHARD_TEXT.exec(text);
  if (!match) {
    throw new UsageError('usage/bad-shard', `--shard must look like i/n (e.g. 2/4), got '${text}'`, 'i is this runner\'s share, from 1 to n.');
  }
  const index = Number(match[1]);
  const total = Number(match[2]);
  checkShard(index, total);
  return { index, total };
}
