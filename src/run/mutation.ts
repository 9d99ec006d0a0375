import type { MutationTally } from './types.js';

/** The shards' tallies added up, when every shard has one: mutants belong to cases, so they add. */
export function sumTallies(tallies: readonly (MutationTally | undefined)[]): MutationTally | undefined {
  if (tallies.length === 0 || tallies.some((t) => t === undefined)) return undefined;
  const killed = tallies.reduce((n, t) => n + t!.killed, 0);
  const survived = tallies.reduce((n, t) => n + t!.survived, 0);
  return { killed, survived, ...(killed + survived > 0 ? { score: killed / (killed + survived) } : {}) };
}
