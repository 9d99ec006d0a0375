/** Per-turn lists must line up with the conversation: reference turns, intents, reply turns. */
import type { Finding } from '../finding.js';
import { formatPath } from '../types.js';
import { type Data, dig, replyBlocks } from './access.js';
import type { LintRule } from './rule.js';

function turnCount(data: Data): number | undefined {
  const conversation = data['conversation'];
  return Array.isArray(conversation) ? conversation.length : undefined;
}

const turns = (n: number) => `${n} turn${n === 1 ? '' : 's'}`;

export const referenceTurns: LintRule = ({ data }) => {
  const reference = data['reference'];
  const count = turnCount(data);
  if (!Array.isArray(reference) || count === undefined || reference.length === count) return [];
  const message = `reference: has ${turns(reference.length)} but the conversation has ${turns(count)}; give one reference turn per customer turn`;
  return [{ code: 'REFERENCE_TURNS', path: ['reference'], at: 'key', message }];
};

export const intentTurns: LintRule = ({ data }) => {
  const intent = dig(data, 'expect', 'intent');
  const count = turnCount(data);
  if (!Array.isArray(intent) || count === undefined || intent.length === count) return [];
  const message = `expect.intent: lists ${intent.length} intent${intent.length === 1 ? '' : 's'} but the conversation has ${turns(count)}; give one per turn, or a single intent for the first turn`;
  return [{ code: 'INTENT_TURNS', path: ['expect', 'intent'], at: 'key', message }];
};

export const replyTurnRange: LintRule = ({ data }) => {
  const count = turnCount(data);
  if (count === undefined) return [];
  return replyBlocks(data).flatMap(({ block, path }): Finding[] => {
    const turn = block['turn'];
    // Below 1 is the schema's to report; here only turns past the end of the conversation.
    if (typeof turn !== 'number' || !Number.isInteger(turn) || turn <= count) return [];
    const at = [...path, 'turn'];
    return [{ code: 'REPLY_TURN_RANGE', path: at, at: 'value', message: `${formatPath(at)}: ${turn} is past the last customer turn; the conversation has ${turns(count)}` }];
  });
};
