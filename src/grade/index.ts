/**
 * The graders: one scorer per dimension in a registry, run state first and text after, each
 * assertion pointed at its line in the case file; and the verdict of a trial.
 */
import { guardsScorer } from './scorers/guards.js';
import { intentScorer } from './scorers/intent.js';
import { judgeScorer } from './scorers/judge.js';
import { replyScorer } from './scorers/reply.js';
import { safetyScorer } from './scorers/safety.js';
import { stateScorer } from './scorers/state.js';
import { toolsScorer } from './scorers/tools.js';
import type { AssertionResult, GradeContext, Scorer } from './types.js';
import { extend } from '../desk/extend.js';

export { type TrialVerdict, verdictOf } from './verdict.js';
export { SAFETY_CHECK_FNS } from './safety/index.js';

/** In grading order: the world before the words. */
export const SCORERS: readonly Scorer[] = Object.freeze([
  stateScorer,
  toolsScorer,
  intentScorer,
  guardsScorer,
  replyScorer,
  judgeScorer,
  safetyScorer,
]);

/**
 * Adds the source position of each failed or unjudged assertion that comes from the case file.
 * Passing assertions keep their YAML path only: positions cost a second parse of the file, and
 * nobody is sent to the line of an assertion that held.
 */
function located(ctx: GradeContext, results: readonly AssertionResult[]): AssertionResult[] {
  return results.map((r) => {
    if (r.path === undefined || r.verdict === 'pass') return r;
    const { line, column } = ctx.case.locate(r.path);
    return extend(r, { line, column });
  });
}

/** Runs every scorer that applies to the case, in SCORERS order, and returns all their assertions. */
export async function gradeVisit(ctx: GradeContext): Promise<AssertionResult[]> {
  const out: AssertionResult[] = [];
  for (const scorer of SCORERS) {
    if (!scorer.applies(ctx.case)) continue;
    out.push(...located(ctx, await scorer.score(ctx)));
  }
  return out;
}
