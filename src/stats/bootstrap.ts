/**
 * Bootstrap intervals over cases. Trials of one case are not independent (a case that fails for a
 * structural reason fails every time), so resampling trials would make the interval too narrow:
 * the unit that is resampled is the case, with all its trials.
 */
import { pick, seededRandom } from './random.js';
import type { Interval } from './wilson.js';

export interface BootstrapOptions {
  /** Resamples (default 2000). */
  resamples?: number;
  /** Seed of the resampling: the same data give the same interval. */
  seed?: number;
  /** Two-sided level (default 0.95). */
  level?: number;
}

const DEFAULT_RESAMPLES = 2000;

/** One case's judged trials. */
export interface Cluster {
  passed: number;
  judged: number;
}

function percentileInterval(values: number[], level: number): Interval {
  values.sort((a, b) => a - b);
  const tail = (1 - level) / 2;
  const at = (q: number) => values[Math.min(values.length - 1, Math.max(0, Math.round(q * (values.length - 1))))]!;
  return { low: at(tail), high: at(1 - tail) };
}

/**
 * Interval of the pooled pass rate (passed / judged over all cases), cases resampled with their
 * trials. Undefined when no case has a judged trial.
 */
export function clusteredInterval(clusters: readonly Cluster[], options: BootstrapOptions = {}): Interval | undefined {
  const judged = clusters.filter((c) => c.judged > 0);
  // No resample asked for (a gate that reads no interval), or nothing judged: no interval.
  if (judged.length === 0 || (options.resamples ?? DEFAULT_RESAMPLES) < 1) return undefined;
  const random = seededRandom(options.seed ?? 1);
  const rates: number[] = [];
  for (let r = 0; r < (options.resamples ?? DEFAULT_RESAMPLES); r += 1) {
    let passed = 0;
    let n = 0;
    for (let i = 0; i < judged.length; i += 1) {
      const c = judged[pick(random, judged.length)]!;
      passed += c.passed;
      n += c.judged;
    }
    rates.push(passed / n);
  }
  return percentileInterval(rates, options.level ?? 0.95);
}

/**
 * Paired bootstrap of the mean difference `after − before` over cases that both runs measured: the
 * same resampled cases on both sides, so a case's own difficulty cancels out.
 */
export function pairedInterval(pairs: readonly { before: number; after: number }[], options: BootstrapOptions = {}): Interval | undefined {
  if (pairs.length === 0 || (options.resamples ?? DEFAULT_RESAMPLES) < 1) return undefined;
  const random = seededRandom(options.seed ?? 1);
  const diffs: number[] = [];
  for (let r = 0; r < (options.resamples ?? DEFAULT_RESAMPLES); r += 1) {
    let sum = 0;
    for (let i = 0; i < pairs.length; i += 1) {
      const p = pairs[pick(random, pairs.length)]!;
      sum += p.after - p.before;
    }
    diffs.push(sum / pairs.length);
  }
  return percentileInterval(diffs, options.level ?? 0.95);
}

export function meanDifference(pairs: readonly { before: number; after: number }[]): number | undefined {
  if (pairs.length === 0) return undefined;
  return pairs.reduce((s, p) => s + p.after - p.before, 0) / pairs.length;
}
