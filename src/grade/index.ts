/**
 * The graders: one scorer per dimension in a registry, run state first and text after, each
 * assertion pointed at its line in the case file; and the verdict of a trial.
 */
import { SCORERS } from './scorers/index.js';
import type { AssertionResult, GradeContext, Scorer } from './types.js';
import { merged } from '../util/merged.js';

export { verdictOf } from './verdict.js';

export { DIMENSIONS, SCORERS } from './scorers/index.js';

/**
 * Adds the source position of each failed or unjudged assertion that comes from the case file.
 * Passing assertions keep their YAML path only: positions cost a second parse of the file, and
 * nobody is sent to the line of an assertion that held.
 */
function located(ctx: GradeContext, results: readonly AssertionResult[]): AssertionResult[] {
  return results.map((r) => {
    if (r.path === undefined || r.verdict === 'pass') return r;
    const { line, column } = ctx.case.locate(r.path);
    return merged(r, { line, column });
  });
}

/**
 * Runs every scorer that applies to the case, in SCORERS order and then the scorers from outside
 * (`extra`, see docs/extending.md), and returns all their assertions.
 */
export async function gradeVisit(ctx: GradeContext, extra: readonly Scorer<string>[] = []): Promise<AssertionResult[]> {
  const out: AssertionResult[] = [];
  for (const scorer of [...SCORERS, ...extra]) {
    if (!scorer.applies(ctx.case)) continue;
    out.push(...located(ctx, await scorer.score(ctx)));
  }
  return out;
}
