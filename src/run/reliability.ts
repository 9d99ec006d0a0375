/**
 * What a run's trials say about each case and about the suite: passes out of the judged trials,
 * a Wilson interval, pass@k and pass^k, flakiness; and the suite's and categories' pass rates with
 * an interval that resamples cases (their trials are not independent).
 */
import { clusteredInterval, type Cluster } from '../stats/bootstrap.js';
import { passAtK, passHatK } from '../stats/passk.js';
import { wilson } from '../stats/wilson.js';
import type { CaseStats, Rate, ReliabilityPoint, TrialResult } from './types.js';

/** Passes, fails and unjudged verdicts, before any rate is worked out. */
export type VerdictCounts = Pick<Rate, 'passed' | 'failed' | 'unjudged'>;

/** Counts one verdict under `key`: a pass, a fail, or anything else as unjudged. */
export function countVerdict<K>(counts: Map<K, VerdictCounts>, key: K, verdict: string): void {
  const c = counts.get(key) ?? { passed: 0, failed: 0, unjudged: 0 };
  if (verdict === 'pass') c.passed += 1;
  else if (verdict === 'fail') c.failed += 1;
  else c.unjudged += 1;
  counts.set(key, c);
}

/** Passes, fails and unjudged trials of each case, in the order the trials come. */
export function rateByCase(trials: readonly TrialResult[]): Map<string, Rate> {
  const byCase = new Map<string, Rate>();
  for (const t of trials) countVerdict(byCase, t.caseId, t.verdict);
  return byCase;
}

/** One case's figures; k is the run's trials per case. */
export function caseStats(r: Rate, k: number): CaseStats {
  const judged = r.passed + r.failed;
  const interval = wilson(r.passed, judged);
  const at = passAtK(judged, r.passed, k);
  const hat = passHatK(judged, r.passed, k);
  return {
    passed: r.passed,
    failed: r.failed,
    unjudged: r.unjudged,
    ...(judged > 0 ? { passRate: r.passed / judged } : {}),
    ...(interval ? { interval } : {}),
    ...(at !== undefined ? { passAtK: at } : {}),
    ...(hat !== undefined ? { passHatK: hat } : {}),
    // Passed some judged trials and failed others: the verdict depends on the draw.
    flaky: r.passed > 0 && r.failed > 0,
  };
}

/** The k of the curve: every k up to 10, then 20, 50, ... and the run's own k. */
function curveKs(k: number): number[] {
  const ks = new Set<number>();
  for (let i = 1; i <= Math.min(k, 10); i += 1) ks.add(i);
  for (const big of [20, 50, 100, 200, 500, 1000]) if (big <= k) ks.add(big);
  ks.add(k);
  return [...ks].sort((a, b) => a - b);
}

/** Mean pass@k and pass^k over the cases with at least k judged trials. */
export function reliabilityCurve(rates: readonly Rate[], k: number): ReliabilityPoint[] {
  return curveKs(k).map((kk) => {
    const counted = rates.filter((r) => r.passed + r.failed >= kk);
    const mean = (f: (r: Rate) => number | undefined): number | undefined =>
      counted.length === 0 ? undefined : counted.reduce((s, r) => s + (f(r) ?? 0), 0) / counted.length;
    const at = mean((r) => passAtK(r.passed + r.failed, r.passed, kk));
    const hat = mean((r) => passHatK(r.passed + r.failed, r.passed, kk));
    return { k: kk, cases: counted.length, ...(at !== undefined ? { passAtK: at } : {}), ...(hat !== undefined ? { passHatK: hat } : {}) };
  });
}

/** Seed of the summary's bootstrap: fixed, so a run's record reads the same every time it is summed up. */
const SUMMARY_SEED = 16;

/**
 * The rate with its case-resampled interval (none when nothing was judged). A bootstrap cannot
 * resample a failure it never saw: at 100 % (or 0 %) every resample agrees and it would claim
 * certainty. So the interval is at least as wide as Wilson's with each case counted once, the
 * case being the unit of evidence.
 */
export function withInterval(rate: Rate, clusters: readonly Cluster[], resamples?: number): Rate {
  const boot = clusteredInterval(clusters, { seed: SUMMARY_SEED, ...(resamples !== undefined ? { resamples } : {}) });
  if (!boot || rate.passRate === undefined) return rate;
  const cases = clusters.filter((c) => c.judged > 0).length;
  const byCase = wilson(Math.round(rate.passRate * cases), cases);
  const interval = byCase ? { low: Math.min(boot.low, byCase.low), high: Math.max(boot.high, byCase.high) } : boot;
  return { ...rate, interval };
}

export const clusterOf = (r: Rate): Cluster => ({ passed: r.passed, judged: r.passed + r.failed });
