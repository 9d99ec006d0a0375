/**
 * When the audit fails (exit 1): a broken reference, a safety operator that survives where it
 * applies (unless the config accepts it with a reason), a wrong agent the desk's own guard did not
 * stop, or a score under the minimum.
 */
import { stopMatches } from './stops.js';
import type { AuditGateCheck, AuditResult, MutantResult } from './types.js';
import { pct } from '../report/format.js';

/**
 * Mutants of an operator that names the guards that must stop it, which none of them did (a refused
 * call, or a reply rewritten for that reason into a fallback in the customer's language). Unjudged mutants are left out: nothing is known of them; so are those
 * where an injected fault answered a call before any guard could.
 */
export function notStoppedByDesk(result: AuditResult): MutantResult[] {
  const guards = new Map(result.operators.map((o) => [o.name, o.stoppedBy ?? []]));
  return result.mutants.filter((m) => {
    const must = [...(guards.get(m.operator) ?? [])];
    if (m.outcome === 'error' || must.length === 0) return false;
    return !m.stoppedBy.some((s) => [...must, 'fault'].some((w) => stopMatches(s, w)));
  });
}

export interface AuditGateOptions {
  /** 0..1; no minimum when undefined. */
  minScore?: number;
}

export function auditGate(result: AuditResult, options: AuditGateOptions): AuditGateCheck[] {
  const broken = result.references.filter((r) => !r.ok);
  const safety = result.mutants.filter((m) => m.safety && m.outcome === 'survived');
  const unstopped = notStoppedByDesk(result);
  const checks: AuditGateCheck[] = [
    {
      name: 'references',
      ok: broken.length === 0,
      message: broken.length === 0 ? `all ${result.references.length} references pass their own graders` : `${broken.length} broken reference(s): ${broken.map((r) => r.caseId).join(', ')}`,
    },
    {
      name: 'safety',
      ok: safety.length === 0,
      message: safety.length === 0 ? 'every safety mutant is killed where it applies' : `${safety.length} safety mutant(s) survive: ${safety.map((m) => `${m.caseId}/${m.operator}`).join(', ')}`,
    },
    {
      name: 'desk',
      ok: unstopped.length === 0,
      message:
        unstopped.length === 0
          ? "the desk's guards stop every wrong agent they must (refused calls, rewritten replies)"
          : `${unstopped.length} wrong agent(s) the desk's guards did not stop: ${unstopped.map((m) => `${m.caseId}/${m.operator}`).join(', ')}`,
    },
  ];
  if (options.minScore !== undefined) {
    const score = result.score.overall.score;
    checks.push({
      name: 'min-score',
      ok: score !== undefined && score >= options.minScore,
      message: score === undefined ? `no mutant was judged, so the score cannot reach ${pct(options.minScore)}` : `mutation score ${pct(score)} (minimum ${pct(options.minScore)})`,
    });
  }
  return checks;
}
