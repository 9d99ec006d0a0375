import type { LoadedCase } from '../cases/types.js';
import type { SuitesConfig } from '../config/types.js';
import type { MutationTally } from '../run/types.js';

/** Runs the mutation audit over the cases and keeps what a gate needs of it. */
export async function auditTally(
  cases: LoadedCase[],
  accepted: NonNullable<SuitesConfig['audit']>['accepted'] = [],
): Promise<MutationTally> {
  const { audit } = await import('../audit/index.js');
  const { killed, survived, score } = (await audit({ cases, accepted })).score.overall;
  return { killed, survived, ...(score !== undefined ? { score } : {}) };
}
