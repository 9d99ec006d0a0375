/**
 * Which trials a reviewer reads, so a batch is fair and not only the red ones: all, a random n,
 * failures first, or stratified by category. Seeded: the same seed draws the same batch.
 */
import { seededRandom } from '../stats/random.js';
import type { ReviewTrial } from './runs.js';

export const STRATEGIES = ['all', 'random', 'failures', 'stratified'] as const;
export type Strategy = (typeof STRATEGIES)[number];

export interface SampleRequest {
  strategy: Strategy;
  /** How many to draw (ignored by 'all'). */
  n: number;
  seed: number;
}

function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const RANK = { fail: 0, unjudged: 1, pass: 2 } as const;

/** Round robin over the categories (each shuffled, categories by name): as even as they allow. */
function stratified(trials: readonly ReviewTrial[], next: () => number): ReviewTrial[] {
  const byCategory = new Map<string, ReviewTrial[]>();
  for (const t of trials) byCategory.set(t.category, [...(byCategory.get(t.category) ?? []), t]);
  const lists = [...byCategory.keys()].sort().map((k) => shuffled(byCategory.get(k)!, next));
  const out: ReviewTrial[] = [];
  for (let round = 0; out.length < trials.length; round += 1) for (const l of lists) if (l[round]) out.push(l[round]!);
  return out;
}

/** The keys of the trials to read, in the order to read them. */
export function sample(trials: readonly ReviewTrial[], req: SampleRequest): string[] {
  const next = seededRandom(req.seed);
  let ordered: ReviewTrial[];
  if (req.strategy === 'all') return trials.map((t) => t.key);
  if (req.strategy === 'random') ordered = shuffled(trials, next);
  else if (req.strategy === 'failures') ordered = shuffled(trials, next).sort((a, b) => RANK[a.facts.verdict] - RANK[b.facts.verdict]);
  else ordered = stratified(trials, next);
  return ordered.slice(0, Math.max(0, req.n)).map((t) => t.key);
}
