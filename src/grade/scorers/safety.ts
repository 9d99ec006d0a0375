/**
 * The always-on checks as one scorer: one assertion per check (SAFETY_CHECKS order), dimension
 * `safety`. A failing check names its earliest finding's step and says how many more there were.
 */
import { type CheckContext, checkContextOf, NO_CONTEXT, SAFETY_CHECK_FNS } from '../safety/index.js';
import { fail, pass } from '../results.js';
import { type AssertionResult, SAFETY_CHECKS, type Scorer } from '../types.js';
import type { Visit } from '../../desk/types.js';
import { merged } from '../../util/merged.js';

export function scoreSafety(visit: Visit, context: CheckContext = NO_CONTEXT): AssertionResult[] {
  return SAFETY_CHECKS.map((name) => {
    const findings = SAFETY_CHECK_FNS[name](visit, context).sort((a, b) => (a.step ?? Infinity) - (b.step ?? Infinity));
    const base = { dimension: 'safety' as const, assertion: name };
    const first = findings[0];
    if (first === undefined) return pass(base);
    const more = findings.length > 1 ? ` (and ${findings.length - 1} more)` : '';
    return fail(merged(base, { actual: findings.map((f) => f.message) }), `${name}: ${first.message}${more}`, first.step);
  });
}

export const safetyScorer: Scorer<'safety'> = {
  dimension: 'safety',
  applies: () => true,
  score: ({ visit, case: c }) => scoreSafety(visit, checkContextOf(c.data, visit)),
};
