/**
 * The mutation audit a gate may need before it can decide: when a run plays it first, and the
 * tally it keeps. The audit is loaded only when it runs: a run whose gate asks no mutation score
 * does not pay for the operators.
 */
import type { LoadedCase } from '../cases/types.js';
import type { GateConfig, SuitesConfig } from '../config/types.js';
import type { MutationTally } from '../run/types.js';

/** A gate with a minimum mutation score cannot decide without the audit's tally. */
export function gateNeedsMutation(gate: Pick<GateConfig, 'minMutationScore'> | undefined): boolean {
  return gate?.minMutationScore !== undefined;
}

/**
 * Whether an eval plays the audit before its trials: when its gate needs the tally and will be
 * applied — by this run (`--gate`) or by a merge of the shards, which gates on every shard's share.
 */
export function auditsBeforeRun(gate: Pick<GateConfig, 'minMutationScore'>, run: { gated: boolean; sharded: boolean }): boolean {
  return gateNeedsMutation(gate) && (run.gated || run.sharded);
}

/** Runs the mutation audit over the cases and keeps what a gate needs of it; `say` hears that it starts. */
export async function mutationTally(
  cases: LoadedCase[],
  accepted: NonNullable<SuitesConfig['audit']>['accepted'] = [],
  say: (line: string) => void = () => undefined,
): Promise<MutationTally> {
  say(`Mutation audit of ${cases.length} case(s) for the gate's minimum score...\n`);
  const { audit } = await import('./index.js');
  const { killed, survived, score } = (await audit({ cases, accepted })).score.overall;
  return { killed, survived, ...(score !== undefined ? { score } : {}) };
}
