/**
 * When the audit fails (exit 1): a broken reference, a safety operator that survives where it
 * applies (unless the config accepts it with a reason), or a score under the minimum.
 */
import type { AuditGateCheck, AuditResult } from './types.js';

export interface AuditGateOptions {
  /** 0..1; no minimum when undefined. */
  minScore?: number;
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

export function auditGate(result: AuditResult, options: AuditGateOptions): AuditGateCheck[] {
  const broken = result.references.filter((r) => !r.ok);
  const safety = result.mutants.filter((m) => m.safety && m.outcome === 'survived');
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
