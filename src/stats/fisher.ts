/**
 * Fisher's exact test on two runs' pass counts of one case: were the current run's passes this few
 * (or this many) by chance, given both runs' totals? Exact, so it is honest at 5 trials a side
 * where a normal approximation is not.
 */

function logFactorial(n: number): number {
  let s = 0;
  for (let i = 2; i <= n; i += 1) s += Math.log(i);
  return s;
}

function logChoose(n: number, k: number): number {
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}

/** P(X = x) for X the passes of the current run when the pooled passes are spread at random. */
function hypergeometric(x: number, passes: number, before: number, after: number): number {
  return Math.exp(logChoose(passes, x) + logChoose(before + after - passes, after - x) - logChoose(before + after, after));
}

export interface TwoCounts {
  /** Baseline: passes out of judged trials. */
  beforePassed: number;
  beforeN: number;
  /** Current run. */
  afterPassed: number;
  afterN: number;
}

/** One-sided p-value of a drop: P(current passes ≤ observed) under "nothing changed". */
export function fisherDrop(t: TwoCounts): number {
  const passes = t.beforePassed + t.afterPassed;
  const low = Math.max(0, passes - t.beforeN);
  let p = 0;
  for (let x = low; x <= t.afterPassed; x += 1) p += hypergeometric(x, passes, t.beforeN, t.afterN);
  return Math.min(1, p);
}

/** One-sided p-value of a rise: P(current passes ≥ observed) under "nothing changed". */
export function fisherRise(t: TwoCounts): number {
  const passes = t.beforePassed + t.afterPassed;
  const high = Math.min(t.afterN, passes);
  let p = 0;
  for (let x = t.afterPassed; x <= high; x += 1) p += hypergeometric(x, passes, t.beforeN, t.afterN);
  return Math.min(1, p);
}
