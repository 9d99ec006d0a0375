/**
 * What the noisy model does to each case, measured with the real desk: every mistake the noisy
 * backend can play on a case (each operator's mutant, at each place it applies; the audit's very
 * mutants) is played once, and whether the graders fail it, and fail it on a safety check, is kept.
 * A noisy trial picks one of a case's mistakes uniformly, so this is its exact distribution.
 */
import { audit } from '../audit/index.js';
import type { LoadedCase } from '../cases/types.js';

export interface CaseNoise {
  id: string;
  category: string;
  safety: boolean;
  /** One entry per mistake: whether a trial that plays it fails, and fails a safety check. */
  mistakes: { operator: string; fails: boolean; safetyFailure: boolean }[];
}

export async function measureNoise(cases: LoadedCase[], options: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {}): Promise<CaseNoise[]> {
  const result = await audit({ cases, ...(options.concurrency ? { concurrency: options.concurrency } : {}), ...(options.onProgress ? { onProgress: options.onProgress } : {}) });
  const playable = new Set(result.references.filter((r) => r.ok).map((r) => r.caseId));
  return cases
    .filter((c) => playable.has(c.data.id))
    .map((c) => {
      const safety = (c.data.severity ?? 'standard') === 'safety';
      return {
        id: c.data.id,
        category: c.data.category,
        safety,
        mistakes: result.mutants
          .filter((m) => m.caseId === c.data.id)
          .map((m) => {
            const fails = m.outcome === 'killed';
            return { operator: m.operator, fails, safetyFailure: fails && (safety || m.killedBy.some((a) => a.dimension === 'safety')) };
          }),
      };
    });
}

/** The chance that one noisy trial of the case fails, at the given rate. */
export function failChance(c: CaseNoise, rate: number): number {
  if (c.mistakes.length === 0) return 0;
  return (rate * c.mistakes.filter((m) => m.fails).length) / c.mistakes.length;
}
