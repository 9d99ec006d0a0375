/**
 * Scores attached to each trace: one numeric score per graded dimension (0..1), the case
 * verdict as a categorical score and one categorical score per safety check.
 */
import { orderDimensions } from '../grade/scorers/index.js';
import type { TrialResult } from '../run/types.js';
import type { ScoreRecord } from './record.js';

/** Name of the categorical verdict score. */
export const VERDICT_SCORE = 'verdict';

/** Prefix of the per-check safety scores, e.g. `safety:grounded-amounts`. */
const SAFETY_SCORE_PREFIX = 'safety:';

function dimensionScores(result: TrialResult): ScoreRecord[] {
  const out: ScoreRecord[] = [];
  for (const dimension of orderDimensions(Object.keys(result.dimensions))) {
    const value = result.dimensions[dimension];
    if (typeof value === 'number' && Number.isFinite(value)) out.push({ name: dimension, value, dataType: 'NUMERIC' });
  }
  return out;
}

function verdictScore(result: TrialResult): ScoreRecord {
  const comment = result.verdict === 'pass' ? undefined : [result.reason, result.detail ?? result.firstFailure?.message].filter(Boolean).join(': ');
  return { name: VERDICT_SCORE, value: result.verdict, dataType: 'CATEGORICAL', ...(comment ? { comment } : {}) };
}

function safetyScores(result: TrialResult): ScoreRecord[] {
  const seen = new Map<string, number>();
  return result.assertions
    .filter((a) => a.dimension === 'safety')
    .map((a) => {
      const n = (seen.get(a.assertion) ?? 0) + 1;
      seen.set(a.assertion, n);
      const name = `${SAFETY_SCORE_PREFIX}${a.assertion}${n > 1 ? `#${n}` : ''}`;
      return { name, value: a.verdict, dataType: 'CATEGORICAL' as const, ...(a.verdict === 'pass' ? {} : { comment: a.message }) };
    });
}

export function trialScores(result: TrialResult): ScoreRecord[] {
  return [...dimensionScores(result), verdictScore(result), ...safetyScores(result)];
}
