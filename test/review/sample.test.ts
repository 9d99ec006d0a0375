/** Sampling a fair batch: seeded, random n, failures first, stratified by category. */
import { describe, expect, test } from 'vitest';
import type { ReviewTrial } from '../../src/review/runs.js';
import { sample } from '../../src/review/sample.js';

const trials: ReviewTrial[] = Array.from({ length: 30 }, (_, i) => {
  const category = ['refunds', 'tracking', 'safety'][i % 3]!;
  const verdict = i % 10 === 0 ? 'fail' : i % 7 === 0 ? 'unjudged' : 'pass';
  return { key: `r/c${i}#1`, runId: 'r', caseId: `c${i}`, trial: 1, category, severity: 'standard', file: '', facts: { verdict, dimensions: {} }, view: {} as never };
});
const facts = new Map(trials.map((t) => [t.key, t]));

describe('sample', () => {
  test('the same seed draws the same batch; another seed another', () => {
    const a = sample(trials, { strategy: 'random', n: 8, seed: 7 });
    expect(a).toHaveLength(8);
    expect(new Set(a).size).toBe(8);
    expect(sample(trials, { strategy: 'random', n: 8, seed: 7 })).toEqual(a);
    expect(sample(trials, { strategy: 'random', n: 8, seed: 8 })).not.toEqual(a);
  });

  test('all keeps the run order; n larger than the trials takes them all', () => {
    expect(sample(trials, { strategy: 'all', n: 3, seed: 1 })).toEqual(trials.map((t) => t.key));
    expect(sample(trials, { strategy: 'random', n: 99, seed: 1 })).toHaveLength(30);
  });

  test('failures first: every failure, then the unjudged, then passes', () => {
    const keys = sample(trials, { strategy: 'failures', n: 6, seed: 3 });
    expect(keys.map((k) => facts.get(k)!.facts.verdict)).toEqual(['fail', 'fail', 'fail', 'unjudged', 'unjudged', 'unjudged']);
  });

  test('stratified: the categories take turns, so a batch of 6 holds two of each', () => {
    const keys = sample(trials, { strategy: 'stratified', n: 6, seed: 5 });
    expect(keys.map((k) => facts.get(k)!.category)).toEqual(['refunds', 'safety', 'tracking', 'refunds', 'safety', 'tracking']);
  });
});
