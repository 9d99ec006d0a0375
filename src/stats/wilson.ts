/** Confidence intervals for a share of successes. */

export interface Interval {
  low: number;
  high: number;
}

/** z for a two-sided 95 % interval. */
const Z95 = 1.959963984540054;

/**
 * Wilson score interval of `successes` out of `n` (95 % by default). Unlike the normal
 * approximation it stays inside 0..1 and is honest at 0/n and n/n, which is where a grader's
 * rates usually are. Undefined for n = 0: nothing was measured.
 */
export function wilson(successes: number, n: number, z = Z95): Interval | undefined {
  if (n <= 0) return undefined;
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // At 0/n and n/n the bound is exactly 0 or 1; floating point would leave 0.9999999999999999.
  return { low: successes === 0 ? 0 : Math.max(0, centre - half), high: successes === n ? 1 : Math.min(1, centre + half) };
}
