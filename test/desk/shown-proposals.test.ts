/**
 * When the desk counts a proposal as shown: the reply of its turn reached the customer as written
 * and names its order (or names none while the talk was about that order). A fallback shows
 * nothing; a proposal made beside an unrelated answer, or hidden beside a shown one, is not shown,
 * so execute_action refuses it on the customer's yes.
 */
import { describe, expect, it } from 'vitest';
import type { CaseGiven } from '../../src/cases/types.js';
import { loadPrompts, runVisit, type TranscriptStep, type Visit } from '../../src/index.js';
import { type ScriptedAnswer, ScriptedModel } from '../support/scripted-model.js';
import { twoCustomers } from '../support/worlds.js';

const prompts = loadPrompts();

/** Ana has A1001 and A1003, both not shipped. */
function world(): CaseGiven {
  const g = twoCustomers();
  g.orders = [...(g.orders ?? []), { id: 'A1003', customer: 'c-ana', status: 'processing', placedAt: '2026-11-19T10:00:00Z', items: [{ sku: 'LAMP-02', qty: 1, price: 48 }] }];
  return g;
}

function play(conversation: string[], resolver: ScriptedAnswer[], maxSteps?: number): Promise<Visit> {
  const model = new ScriptedModel({ triage: { intent: 'cancel_order', language: 'en' }, resolver });
  return runVisit({ case: { id: 'x', category: 'test', given: world(), conversation, expect: {} }, model, prompts, ...(maxSteps ? { maxSteps } : {}) });
}

const executions = (v: Visit) =>
  v.steps.filter((s): s is Extract<TranscriptStep, { kind: 'tool_call' }> => s.kind === 'tool_call' && s.tool === 'execute_action').map((s) => (s.result.ok ? 'executed' : s.result.error.code));

const propose = (order: string): ScriptedAnswer => ({ call: 'propose_action', args: { action: 'cancel_order', order_id: order } });
const execute = (id: string): ScriptedAnswer => ({ call: 'execute_action', args: { proposal_id: id } });

describe('a proposal counts as shown only when the delivered reply names its order', () => {
  it('executes a proposal whose reply names its order', async () => {
    const v = await play(['cancel A1001', 'yes please'], [propose('A1001'), { reply: 'Shall I cancel order A1001?' }, execute('P1'), { reply: 'Done.' }]);
    expect(executions(v)).toEqual(['executed']);
  });

  it.each([
    ['#W2378156', 'Shall I cancel order #W2378156?'],
    ['A-1001', 'Shall I cancel order A-1001?'],
  ])('names an order whose id holds punctuation (%s) as written', async (id, reply) => {
    const given = world();
    given.orders![0]!.id = id;
    const model = new ScriptedModel({ triage: { intent: 'cancel_order', language: 'en' }, resolver: [propose(id), { reply }, execute('P1'), { reply: 'Done.' }] });
    const v = await runVisit({ case: { id: 'x', category: 'test', given, conversation: [`cancel ${id}`, 'yes please'], expect: {} }, model, prompts });
    expect(executions(v)).toEqual(['executed']);
  });

  it('does not find an id inside a longer one (A1001 in A10012)', async () => {
    const v = await play(['cancel A1001', 'yes please'], [propose('A1001'), { reply: 'Shall I cancel order A10012 or A1003?' }, execute('P1'), { reply: 'Done.' }]);
    expect(executions(v)).toEqual(['not_confirmed']);
  });

  it('refuses a proposal made silently beside an answer about something else', async () => {
    const v = await play(['where is my order?', 'yes please'], [propose('A1001'), { reply: 'It is being prepared. Would you like an email when it ships?' }, execute('P1'), { reply: 'Done.' }]);
    expect(executions(v)).toEqual(['not_confirmed']);
    expect(v.final.orders['A1001']?.status).toBe('processing');
  });

  it('refuses a second proposal hidden beside a shown one, on the same yes', async () => {
    const v = await play(
      ['cancel A1001', 'yes please'],
      [{ calls: [{ call: 'propose_action', args: { action: 'cancel_order', order_id: 'A1001' } }, { call: 'propose_action', args: { action: 'cancel_order', order_id: 'A1003' } }] }, { reply: 'Shall I cancel order A1001?' }, { calls: [{ call: 'execute_action', args: { proposal_id: 'P1' } }, { call: 'execute_action', args: { proposal_id: 'P2' } }] }, { reply: 'Done.' }],
    );
    expect(executions(v)).toEqual(['executed', 'not_confirmed']);
    expect(v.final.orders['A1003']?.status).toBe('processing');
  });

  it('shows nothing when the turn ended on the step-limit fallback', async () => {
    const loop = Array.from({ length: 3 }, () => ({ call: 'get_order', args: { order_id: 'A1001' } }));
    const v = await play(['cancel A1001', 'yes please'], [propose('A1001'), ...loop, execute('P1'), { reply: 'Done.' }], 3);
    expect(v.turns[0]?.guards.some((g) => g.guard === 'step_limit')).toBe(true);
    expect(executions(v)).toEqual(['not_confirmed']);
  });

  it('counts a read-back that names no order while the talk was about that one ("So the new address would be ...")', async () => {
    const address = (to: string): ScriptedAnswer => ({ call: 'propose_action', args: { action: 'change_address', order_id: 'A1001', address: to } });
    const v = await play(
      ['send A1001 to 4 Elm St, Salem', 'oops, it is 14 Elm St', 'yes'],
      [address('4 Elm St, Salem'), { reply: 'Shall I send order A1001 to 4 Elm St, Salem?' }, address('14 Elm St, Salem'), { reply: 'So the new address would be 14 Elm St, Salem. Shall I change it?' }, execute('P2'), { reply: 'Done.' }],
    );
    expect(executions(v)).toEqual(['executed']);
  });
});
