/**
 * The mutation score: killed / (killed + survived). Accepted survivors (listed with a reason in the
 * config) leave the denominator, as errored mutants do (their graders were never tested), but both
 * stay visible in every report.
 */
import type { Mark, MutantResult, MutantOutcome, ReferenceCheck, Score } from './types.js';
import { MARKS } from './types.js';

/** From the worst mark of a cell to the best. */
const WORST: readonly Mark[] = [MARKS.survived, MARKS.error, MARKS.accepted, MARKS.killed];

const MARK_OF: Readonly<Record<MutantOutcome, Mark>> = { killed: MARKS.killed, survived: MARKS.survived, accepted: MARKS.accepted, error: MARKS.error };

function scoreOf(mutants: readonly MutantResult[]): Score {
  const count = (o: MutantOutcome) => mutants.filter((m) => m.outcome === o).length;
  const killed = count('killed');
  const survived = count('survived');
  const judged = killed + survived;
  return { killed, survived, accepted: count('accepted'), errors: count('error'), ...(judged > 0 ? { score: killed / judged } : {}) };
}

function groupBy(mutants: readonly MutantResult[], key: (m: MutantResult) => string, names: readonly string[]): Record<string, Score> {
  const out: Record<string, Score> = {};
  for (const name of names) out[name] = scoreOf(mutants.filter((m) => key(m) === name));
  return out;
}

export function scores(mutants: readonly MutantResult[], operators: readonly string[], categories: readonly string[]) {
  return {
    overall: scoreOf(mutants),
    byOperator: groupBy(mutants, (m) => m.operator, operators),
    byCategory: groupBy(mutants, (m) => m.category, categories),
  };
}

/** Cases x operators: a mark per cell; a broken reference's row is all `B`. */
export function killMatrix(
  references: readonly ReferenceCheck[],
  mutants: readonly MutantResult[],
  operators: readonly string[],
): Record<string, Record<string, Mark>> {
  const matrix: Record<string, Record<string, Mark>> = {};
  for (const ref of references) {
    const row: Record<string, Mark> = {};
    for (const op of operators) row[op] = ref.ok ? MARKS.notApplicable : MARKS.broken;
    matrix[ref.caseId] = row;
  }
  const seen = new Set<string>();
  for (const m of mutants) {
    const row = matrix[m.caseId];
    if (!row) continue;
    const cell = `${m.caseId}\u0000${m.operator}`;
    const mark = MARK_OF[m.outcome];
    // Several mutants of one cell (an operator's variants): the cell is killed only when all are.
    if (!seen.has(cell) || WORST.indexOf(mark) < WORST.indexOf(row[m.operator]!)) row[m.operator] = mark;
    seen.add(cell);
  }
  return matrix;
}
