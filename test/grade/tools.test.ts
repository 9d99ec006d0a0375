import { describe, expect, it } from 'vitest';
import type { CaseExpect, ToolsExpect } from '../../src/cases/types.js';
import { argsMatch, scoreTools, toolsScorer } from '../../src/grade/scorers/tools.js';
import { cancellation, err, loadedCase, ok, visit } from './support.js';

const verdicts = (block: ToolsExpect, v = cancellation().build()) =>
  Object.fromEntries(scoreTools(block, v, ['expect', 'tools']).map((r) => [r.assertion, r.verdict]));

const viaScorer = async (block: CaseExpect, v = cancellation().build()) => toolsScorer.score({ case: loadedCase(block), visit: v });

describe('tools scorer', () => {
  it.each<[string, ToolsExpect, string, 'pass' | 'fail']>([
    ['called: all appear', { called: ['get_order', 'propose_action', 'execute_action'] }, 'tools.called', 'pass'],
    ['called: one is missing', { called: ['get_order', 'track_shipment'] }, 'tools.called', 'fail'],
    ['sequence: in relative order', { sequence: ['get_order', 'execute_action'] }, 'tools.sequence', 'pass'],
    ['sequence: out of order', { sequence: ['execute_action', 'propose_action'] }, 'tools.sequence', 'fail'],
    ['notCalled: absent', { notCalled: ['escalate_to_human'] }, 'tools.notCalled', 'pass'],
    ['notCalled: present', { notCalled: ['execute_action'] }, 'tools.notCalled', 'fail'],
    ['args: partial match', { args: [{ tool: 'propose_action', match: { action: 'cancel_order' } }] }, 'tools.args[0]', 'pass'],
    ['args: wrong value', { args: [{ tool: 'propose_action', match: { order_id: 'A1002' } }] }, 'tools.args[0]', 'fail'],
    ['maxCalls: within', { maxCalls: 3 }, 'tools.maxCalls', 'pass'],
    ['maxCalls: over', { maxCalls: 2 }, 'tools.maxCalls', 'fail'],
  ])('%s', (_name, block, assertion, verdict) => {
    expect(verdicts(block)[assertion]).toBe(verdict);
  });

  it('names the first failing step: the offending call, or the call past the limit', () => {
    const v = cancellation().build();
    const executeStep = v.steps.find((s) => s.kind === 'tool_call' && s.tool === 'execute_action')?.step;
    const [notCalled] = scoreTools({ notCalled: ['execute_action'] }, v, ['expect', 'tools']);
    const [max] = scoreTools({ maxCalls: 2 }, v, ['expect', 'tools']);
    expect(notCalled?.step).toBe(executeStep);
    expect(max?.step).toBe(executeStep);
  });

  it('counts refused calls too', () => {
    const v = visit().customer('cancel it').refused('execute_action', { proposal_id: 'P9' }, 'not_found').reply('Sorry.').build();
    expect(verdicts({ called: ['execute_action'], maxCalls: 0 }, v)).toEqual({ 'tools.called': 'pass', 'tools.maxCalls': 'fail' });
  });

  it('matches arguments deeply and numbers numerically', () => {
    expect(argsMatch({ amount: 40 }, { amount: '40.00', order_id: 'A1001' })).toBe(true);
    expect(argsMatch({ address: { city: 'Madrid' } }, { address: { city: 'Madrid', street: 'Mayor' } })).toBe(true);
    expect(argsMatch({ amount: 40 }, { amount: 40.01 })).toBe(false);
    expect(argsMatch({ order_id: 'A1001' }, {})).toBe(false);
  });

  it('parses arguments kept as JSON text', () => {
    const v = visit().customer('where').call('get_order', '{"order_id":"A1001"}', ok({})).reply('ok').build();
    expect(verdicts({ args: [{ tool: 'get_order', match: { order_id: 'A1001' } }] }, v)['tools.args[0]']).toBe('pass');
  });

  it('with anyOf, a fully passing alternative beats a half-passing main block', async () => {
    const v = visit().customer('where are my orders').call('list_orders', {}, ok({ orders: [] })).reply('You have no open orders.').build();
    const results = await viaScorer({ tools: { called: ['get_order', 'track_shipment'], maxCalls: 4 }, anyOf: [{ called: ['list_orders'] }] }, v);
    expect(results.map((r) => [r.assertion, r.verdict])).toEqual([['anyOf[0].called', 'pass']]);
    expect(results[0]?.path).toEqual(['expect', 'anyOf', 0, 'called']);
  });

  it('with anyOf and no alternative passing, the best one is reported (main block on a tie)', async () => {
    const v = visit().customer('x').call('get_customer', {}, err('timeout')).reply('Sorry.').build();
    const results = await viaScorer({ tools: { called: ['get_order'] }, anyOf: [{ called: ['list_orders'] }] }, v);
    expect(results.map((r) => [r.assertion, r.verdict])).toEqual([['tools.called', 'fail']]);
  });
});
