/** One verdict for a trial from its assertions. */
import { dimensionRank, orderDimensions } from './scorers/index.js';
import type { AssertionResult, GradedDimension, Verdict } from './types.js';

export interface TrialVerdict {
  verdict: Verdict;
  /** The failing assertion with the lowest step; ties (and stepless ones, last) by scorer order. */
  firstFailure?: AssertionResult;
  /** passed / (passed + failed) per dimension that has judged assertions. */
  dimensions: Partial<Record<GradedDimension, number>>;
  unjudgedAssertions: number;
  /** When every assertion is unjudged: the first one's reason. */
  reason?: string;
}

function rank(a: AssertionResult): [number, number] {
  return [a.step ?? Number.MAX_SAFE_INTEGER, dimensionRank(a.dimension)];
}

function earliest(failures: readonly AssertionResult[]): AssertionResult | undefined {
  return [...failures].sort((a, b) => {
    const [sa, da] = rank(a);
    const [sb, db] = rank(b);
    return sa - sb || da - db;
  })[0];
}

function dimensionScores(assertions: readonly AssertionResult[]): Partial<Record<GradedDimension, number>> {
  const out: Partial<Record<GradedDimension, number>> = {};
  for (const dimension of orderDimensions(assertions.map((a) => a.dimension))) {
    const judged = assertions.filter((a) => a.dimension === dimension && a.verdict !== 'unjudged');
    if (judged.length > 0) out[dimension] = judged.filter((a) => a.verdict === 'pass').length / judged.length;
  }
  return out;
}

/**
 * fail when any assertion fails; pass when none fails and at least one passed; unjudged when
 * every assertion is unjudged (or there are none), with the first one's reason.
 */
export function verdictOf(assertions: AssertionResult[]): TrialVerdict {
  const failures = assertions.filter((a) => a.verdict === 'fail');
  const unjudged = assertions.filter((a) => a.verdict === 'unjudged');
  const common = { dimensions: dimensionScores(assertions), unjudgedAssertions: unjudged.length };
  const firstFailure = earliest(failures);
  if (firstFailure) return { verdict: 'fail', firstFailure, ...common };
  if (assertions.some((a) => a.verdict === 'pass')) return { verdict: 'pass', ...common };
  return { verdict: 'unjudged', ...common, reason: unjudged[0]?.reason ?? 'no_assertions' };
}
