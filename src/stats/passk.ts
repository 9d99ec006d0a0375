/**
 * pass@k and pass^k from n trials of which c passed: the unbiased estimators (pass@k from the Codex
 * paper, pass^k from tau-bench), which need k ≤ n. pass@k asks "does one of k tries succeed?" and
 * rises with k; pass^k asks "do all k succeed?" and falls: the one an unattended agent lives by.
 */

/** C(a, k) / C(n, k) as a product of ratios: no factorial overflows at a thousand trials. */
function chooseRatio(a: number, n: number, k: number): number {
  if (a < k) return 0;
  let ratio = 1;
  for (let i = 0; i < k; i += 1) ratio *= (a - i) / (n - i);
  return ratio;
}

function checked(n: number, c: number, k: number): boolean {
  return Number.isInteger(k) && k >= 1 && k <= n && c >= 0 && c <= n;
}

/** The chance that at least one of k trials drawn from the n passes: 1 − C(n−c, k) / C(n, k). */
export function passAtK(n: number, c: number, k: number): number | undefined {
  if (!checked(n, c, k)) return undefined;
  return 1 - chooseRatio(n - c, n, k);
}

/** The chance that all k trials drawn from the n pass: C(c, k) / C(n, k). */
export function passHatK(n: number, c: number, k: number): number | undefined {
  if (!checked(n, c, k)) return undefined;
  return chooseRatio(c, n, k);
}
