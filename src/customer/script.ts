/**
 * The scripted customer: the case's conversation played line by line, a reactive turn's line
 * chosen by what the agent did in the turn before (the first branch whose condition holds, else
 * `otherwise`). Offline and deterministic: the same agent turn always gets the same line. Each
 * entry of `conversation` is exactly one customer turn, whatever branch is said, so turn `i` is
 * always answered by reference turn `i`.
 */
import { branchesOf, branchName, isReactive, lineAt, type ScriptLine } from '../cases/turns.js';
import type { BranchId, CaseTurn, NodePath } from '../cases/types.js';
import type { TurnBranch } from '../desk/types.js';
import { type AgentTurn, ConditionError, readCondition } from './conditions.js';

export type { AgentTurn } from './conditions.js';

/** The line the customer says, and for a reactive turn which branch and why. */
export interface CustomerLine extends ScriptLine {
  branch?: TurnBranch;
}

/** A turn the script cannot play: where in the case, and why. */
export class ScriptError extends Error {
  constructor(
    readonly turn: number,
    readonly path: NodePath,
    message: string,
  ) {
    super(message);
    this.name = 'ScriptError';
  }
}

/**
 * The customer's line at conversation index `index`. `previous` is the agent's turn before it
 * (undefined for the first turn, which a reactive turn cannot be: there is nothing to react to).
 */
export function customerLine(turn: CaseTurn, index: number, previous: AgentTurn | undefined): CustomerLine {
  if (!isReactive(turn)) return lineAt(turn, index);
  if (previous === undefined) throw new ScriptError(index, ['conversation', index], `conversation[${index}]: the first turn cannot react to the agent: nothing was said before it`);
  const readings: TurnBranch['readings'] = [];
  let taken: BranchId = 'otherwise';
  for (const branch of branchesOf(turn, index)) {
    let reading;
    try {
      reading = readCondition(branch.when, previous);
    } catch (error) {
      if (!(error instanceof ConditionError)) throw error;
      const at: NodePath = [...branch.path, 'when', ...(error.key === 'when' ? [] : [error.key])];
      throw new ScriptError(index, at, `conversation[${index}]: the condition of branch ${branch.id} cannot be read: ${error.message}`);
    }
    readings.push({ branch: branch.id, holds: reading.holds, why: reading.keys.map((k) => k.why).join('; ') });
    if (reading.holds) {
      taken = branch.id;
      break;
    }
  }
  return { ...lineAt(turn, index, taken), branch: { taken, name: branchName(turn, index, taken), readings } };
}
