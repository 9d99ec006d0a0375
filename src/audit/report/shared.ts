/** Pieces both the terminal and the Markdown report show. */
import type { AuditGateCheck, AuditResult, Score } from '../types.js';
import { pct } from '../../report/format.js';

export const LEGEND = 'K killed, S survived, A accepted survivor, - does not apply, E error (unjudged), B reference broken (not run); ! in the last column: the case carries a risk no operator exercised';

/** The last column of a matrix row: `!` when a risk of the case was not exercised. */
export const UNEXERCISED_MARK = '!';

/** "safety-espera-es: write-without-yes, false-claim" lines, for the cases with a risk no operator exercised. */
export function unexercisedLines(result: AuditResult): string[] {
  return result.cases.filter((c) => result.unexercised[c.id]).map((c) => `${c.id}: ${result.unexercised[c.id]!.join(', ')}`);
}

/** Above the list of unexercised risks. */
export const UNEXERCISED_HINT =
  "A risk the case carries (by its category, severity and assertions) that no operator's mutant exercised: its kill count says nothing about that risk. Make the reference meet the risk where a real agent would (a reference that tries the write the guard must refuse), or add the case that does.";

/** How to read a survivor, printed above the list. */
export const SURVIVOR_HINT =
  "Each survivor is a changed reference (before -> after) that still passed every assertion of its case: a wrong agent the case would let ship. Add the assertion that the 'after' breaks (a state count, notCalled, an args match, the reply's language), or, when the behaviour is acceptable, list it under audit.accepted in the suites config with the reason.";

/** A score as a rate, `n/a` when nothing was judged. */
export function scorePct(score: number | undefined): string {
  return pct(score, 'n/a');
}

/** "94.1% (32 killed / 34; 1 accepted, 0 errors)" */
export function scoreLine(s: Score): string {
  const judged = s.killed + s.survived;
  if (judged + s.accepted + s.errors === 0) return 'applies to no case';
  return `${scorePct(s.score)} (${s.killed} killed / ${judged}; ${s.accepted} accepted, ${s.errors} error${s.errors === 1 ? '' : 's'})`;
}

/** Column headers of the matrix: 1-based operator numbers, named in a legend. */
export function operatorKey(result: AuditResult): { n: number; name: string; safety: boolean }[] {
  return result.operators.map((o, i) => ({ n: i + 1, name: o.name, safety: o.safety }));
}

export function verdictLine(checks: readonly AuditGateCheck[]): string {
  const failed = checks.filter((c) => !c.ok);
  return failed.length === 0 ? 'AUDIT PASSED' : `AUDIT FAILED: ${failed.map((c) => c.message).join('; ')}`;
}

export function where(file: string, line?: number, column?: number): string {
  return line === undefined ? file : `${file}:${line}:${column ?? 1}`;
}
