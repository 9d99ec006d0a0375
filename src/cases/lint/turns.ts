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

/** USER_TURNS: a simulated customer's scripted opening must exist, and fit in its maxTurns. */
export const userTurns: LintRule = ({ data }) => {
  const count = turnCount(data);
  const opening = dig(data, 'user', 'opening');
  const maxTurns = dig(data, 'user', 'maxTurns');
  const findings: Finding[] = [];
  if (typeof opening === 'number' && count !== undefined && opening > count) {
    findings.push({ code: 'USER_TURNS', path: ['user', 'opening'], at: 'value', message: `user.opening: ${opening} scripted turns are played first, but the conversation has ${turns(count)}` });
  }
  const first = typeof opening === 'number' ? opening : 1;
  if (typeof maxTurns === 'number' && maxTurns < first) {
    findings.push({ code: 'USER_TURNS', path: ['user', 'maxTurns'], at: 'value', message: `user.maxTurns: ${maxTurns} customer turns in all is fewer than the ${first} scripted opening turns; give at least ${first}` });
  }
  return findings;
};
