/**
 * Reactive customer turns (`when` / `oneOf` with `otherwise`): the schema checks each condition's
 * shape; these rules check what the schema cannot see. A reactive turn must have something to react
 * to (not the first turn) and one form (`oneOf` holds the lines; beside it no `say`); the reference
 * turn that answers it says which branch it answers (`branch:`), and that must be the branch the
 * reference's own turn before leads to, read the way the customer reads it. A branch no reference
 * turn takes is a warning unless it is `optional: true`.
 */
import { type AgentTurn, ConditionError, readCondition } from '../../customer/conditions.js';
import type { Finding } from '../finding.js';
import type { NodePath, TurnCondition } from '../types.js';
import { type Data, dig, list, record, text } from './access.js';
import type { LintRule } from './rule.js';
import { namesId } from '../../text/words.js';

interface RawBranch {
  id: number;
  when: unknown;
  path: NodePath;
  optional: boolean;
}

interface RawReactive {
  index: number;
  turn: Data;
  branches: RawBranch[];
}

const isReactiveTurn = (turn: Data | undefined): turn is Data => turn !== undefined && ('when' in turn || 'oneOf' in turn);

/** The reactive turns of a case that may be invalid, with their branches as written. */
function reactiveTurns(data: Data): RawReactive[] {
  return list(data['conversation']).flatMap((raw, index): RawReactive[] => {
    const turn = record(raw);
    if (!isReactiveTurn(turn)) return [];
    const branches: RawBranch[] =
      'oneOf' in turn
        ? list(turn['oneOf']).map((b, j) => ({ id: j + 1, when: record(b)?.['when'], path: ['conversation', index, 'oneOf', j], optional: record(b)?.['optional'] === true }))
        : [{ id: 1, when: turn['when'], path: ['conversation', index, 'when'], optional: turn['optional'] === true }];
    return [{ index, turn, branches }];
  });
}

const ONE_OF_ONLY = ['say', 'when', 'after', 'confirms', 'optional'] as const;

/** REACTIVE_TURN: a reactive turn the script cannot play as written. */
export const reactiveForm: LintRule = ({ data }) =>
  list(data['conversation']).flatMap((raw, index): Finding[] => {
    const turn = record(raw);
    if (turn === undefined) return [];
    const at = (key: string, message: string): Finding => ({ code: 'REACTIVE_TURN', path: ['conversation', index, key], at: 'key', message: `conversation[${index}].${key}: ${message}` });
    if (!isReactiveTurn(turn)) {
      const stray = (['otherwise', 'optional'] as const).filter((k) => k in turn);
      return stray.map((k) => at(k, k === 'otherwise' ? 'an otherwise line needs a condition: add when (one branch) or oneOf (several)' : 'optional marks a branch of a reactive turn; this turn has no condition'));
    }
    const out: Finding[] = [];
    if (index === 0) out.push(at('when' in turn ? 'when' : 'oneOf', 'the first customer turn cannot react to the agent: nothing was said before it; make it a plain line'));
    if ('oneOf' in turn) {
      for (const k of ONE_OF_ONLY.filter((key) => key in turn)) out.push(at(k, `beside oneOf a turn has no ${k} of its own: each branch of oneOf holds its ${k === 'when' ? 'condition' : k}`));
    }
    return out;
  });

/** The reference's turn before, as the customer's reading sees it (a proposal is shown when the reply names its order, or names none). */
function agentTurnOf(data: Data, reference: Data | undefined): AgentTurn {
  const reply = text(reference?.['reply']) ?? '';
  const calls = list(reference?.['calls']).map(record);
  const orderIds = list(dig(data, 'given', 'orders')).flatMap((o) => text(record(o)?.['id']) ?? []);
  const namesNone = !orderIds.some((id) => namesId(reply, id));
  const proposals = calls
    .filter((c) => c?.['tool'] === 'propose_action')
    .map((c) => {
      const args = record(c?.['args']);
      const orderId = text(args?.['order_id']);
      return { action: text(args?.['action']) ?? '', shown: orderId === undefined || namesNone || namesId(reply, orderId) };
    });
  return { reply, calls: calls.flatMap((c) => text(c?.['tool']) ?? []), proposals };
}

/** The branch the customer says after the reference's turn before, read as the script reads it; undefined when a condition cannot be read (the schema says why). */
function branchAfter(data: Data, r: RawReactive): { id: number | 'otherwise'; why: string[] } | undefined {
  const before = agentTurnOf(data, record(list(data['reference'])[r.index - 1]));
  const why: string[] = [];
  for (const b of r.branches) {
    try {
      const reading = readCondition(b.when as TurnCondition, before);
      if (reading.holds) return { id: b.id, why };
      why.push(reading.keys.filter((k) => !k.holds).map((k) => k.why).join('; '));
    } catch (error) {
      if (error instanceof ConditionError) return undefined;
      throw error;
    }
  }
  return { id: 'otherwise', why };
}

const branchWord = (id: number | 'otherwise'): string => (id === 'otherwise' ? 'otherwise' : `branch ${id}`);

function declaredProblems(data: Data, r: RawReactive, ref: Data): Finding[] {
  const declared = ref['branch'];
  const path = ['reference', r.index, 'branch'];
  const name = `reference[${r.index}]`;
  if (declared === undefined) {
    const choices = [...r.branches.map((b) => String(b.id)), 'otherwise'].join(', ');
    return [{ code: 'REFERENCE_BRANCH', path: ['reference', r.index], at: 'key', message: `${name} answers a reactive customer turn (conversation[${r.index}]): say which branch the customer takes after reference[${r.index - 1}], branch: ${choices}` }];
  }
  // A number below 1 or not whole is the schema's to report.
  if (typeof declared === 'number' && (!Number.isInteger(declared) || declared < 1)) return [];
  if (typeof declared === 'number' && !r.branches.some((b) => b.id === declared)) {
    return [{ code: 'REFERENCE_BRANCH', path, at: 'value', message: `${name}.branch: ${declared} is past the last branch; conversation[${r.index}] has ${r.branches.length} (or otherwise)` }];
  }
  if (declared !== 'otherwise' && typeof declared !== 'number') return [];
  const after = branchAfter(data, r);
  if (after === undefined || after.id === declared) return [];
  const because = after.why.filter(Boolean).join('; ');
  return [
    {
      code: 'REFERENCE_BRANCH',
      path,
      at: 'value',
      message: `${name}.branch: ${branchWord(declared)}, but after reference[${r.index - 1}] the customer says ${branchWord(after.id)}${because ? ` (${because})` : ''}: the reference would not pass its own case`,
    },
  ];
}

/** REFERENCE_BRANCH on the reference turns, UNREACHED_BRANCH on branches no reference turn takes. */
export const referenceBranches: LintRule = ({ data }) => {
  const reference = data['reference'];
  if (!Array.isArray(reference)) return [];
  const reactive = reactiveTurns(data);
  const out: Finding[] = [];
  reference.forEach((raw, i) => {
    const ref = record(raw);
    if (ref?.['branch'] !== undefined && !reactive.some((r) => r.index === i)) {
      out.push({ code: 'REFERENCE_BRANCH', path: ['reference', i, 'branch'], at: 'key', message: `reference[${i}].branch: conversation[${i}] is not a reactive turn; only a turn with when or oneOf has branches` });
    }
  });
  // A first turn that reacts is REACTIVE_TURN's: there is no reference turn before it to read.
  for (const r of reactive.filter((x) => x.index > 0)) {
    const ref = record(reference[r.index]);
    if (ref === undefined) continue;
    out.push(...declaredProblems(data, r, ref));
    const declared = ref['branch'];
    for (const b of r.branches.filter((x) => x.id !== declared && !x.optional)) {
      out.push({
        code: 'UNREACHED_BRANCH',
        path: b.path,
        at: 'key',
        severity: 'warning',
        message: `conversation[${r.index}], branch ${b.id}: no reference turn takes it (reference[${r.index}] answers ${branchWord(declared === 'otherwise' || typeof declared === 'number' ? declared : 'otherwise')}), and an agent that does fails the conversation check; mark it optional: true if a correct agent may take it, or remove it`,
      });
    }
  }
  return out;
};
