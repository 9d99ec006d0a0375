import { describe, expect, it } from 'vitest';
import { call, data, error, given, say, visit } from './fixtures.js';

describe('propose_action: cancel_order', () => {
  it('creates a pending proposal and changes nothing else', () => {
    const ctx = visit();
    say(ctx, 'cancel A1001 please');
    const out = data(call(ctx, 'propose_action', { action: 'cancel_order', order_id: 'A1001', reason: 'ordered by mistake' }));
    expect(out).toMatchObject({
      proposal_id: 'P1',
      action: 'cancel_order',
      order_id: 'A1001',
      currency: 'USD',
      expiresAt: '2026-01-01T12:15:00.000Z',
      summary: 'Cancel order A1001 (2 x Ceramic mug, 25.00 USD)',
    });
    expect(out['amount']).toBeUndefined();
    expect(ctx.store.proposals.get('P1')).toMatchObject({ customer: 'c-ana', status: 'pending', turn: 0, orderId: 'A1001', reason: 'ordered by mistake' });
    expect(ctx.store.orders.get('A1001')?.status).toBe('processing');
    expect(ctx.store.events).toEqual([
      { kind: 'proposal_created', ids: { proposal: 'P1', order: 'A1001' }, detail: { action: 'cancel_order' }, at: '2026-01-01T12:00:00.000Z', turn: 0 },
    ]);
  });

  it.each(['A1002', 'A1003'])('refuses %s, which has shipped, as a policy violation', (order_id) => {
    const ctx = visit();
    const outcome = call(ctx, 'propose_action', { action: 'cancel_order', order_id });
    expect(error(outcome).code).toBe('policy_violation');
    expect(outcome.guard).toMatchObject({ guard: 'policy', verdict: 'refused', code: 'policy_violation', tool: 'propose_action' });
    expect(ctx.store.proposals.size).toBe(0);
  });

  it('expires after the policy ttl', () => {
    const ctx = visit(given({ policy: { proposalTtlMinutes: 5 } }));
    expect(data(call(ctx, 'propose_action', { action: 'cancel_order', order_id: 'A1001' }))['expiresAt']).toBe('2026-01-01T12:05:00.000Z');
  });
});

describe('propose_action: refund', () => {
  it('defaults the amount to the refundable remainder', () => {
    const out = data(call(visit(), 'propose_action', { action: 'refund', order_id: 'A1004' }));
    expect(out).toMatchObject({ action: 'refund', amount: 30, currency: 'USD', needsApproval: false });
    expect(out['summary']).toBe('Refund 30.00 USD on order A1004 (4 x Ceramic mug)');
  });

  it('takes an amount exactly at the remainder, and refuses one cent over', () => {
    expect(data(call(visit(), 'propose_action', { action: 'refund', order_id: 'A1004', amount: 30 }))['amount']).toBe(30);
    const over = call(visit(), 'propose_action', { action: 'refund', order_id: 'A1004', amount: 30.01 });
    expect(error(over).code).toBe('policy_violation');
    expect(over.guard).toMatchObject({ guard: 'policy', code: 'policy_violation' });
  });

  it('says when the amount is above the automatic limit', () => {
    const out = data(call(visit(), 'propose_action', { action: 'refund', order_id: 'A1002' }));
    expect(out).toMatchObject({ amount: 150, needsApproval: true });
    expect(out['summary']).toContain('100.00 USD');
  });

  it.each([
    ['processing order', 'A1001', 'policy_violation'],
    ['shipped order', 'A1003', 'policy_violation'],
  ])('refuses a %s', (_label, order_id, code) => {
    expect(error(call(visit(), 'propose_action', { action: 'refund', order_id })).code).toBe(code);
  });

  it('refuses once the refund window has closed', () => {
    const ctx = visit(given({ now: '2026-01-20T12:00:00Z' })); // A1002 delivered Dec 20: day 31
    expect(error(call(ctx, 'propose_action', { action: 'refund', order_id: 'A1002' })).code).toBe('policy_violation');
  });

  it('refuses an order that is fully refunded', () => {
    const ctx = visit(given({ refunds: [{ id: 'R1', order: 'A1004', amount: 50 }] }));
    expect(error(call(ctx, 'propose_action', { action: 'refund', order_id: 'A1004' })).code).toBe('policy_violation');
  });

  it.each([
    ['more than two decimals', { amount: 10.005 }],
    ['zero', { amount: 0 }],
    ['negative', { amount: -5 }],
    ['a string', { amount: '10' }],
    ['an address', { address: 'Elsewhere 2' }],
  ])('refuses as invalid arguments: %s', (_label, extra) => {
    const outcome = call(visit(), 'propose_action', { action: 'refund', order_id: 'A1004', ...extra });
    expect(error(outcome).code).toBe('invalid_arguments');
    expect(outcome.guard).toMatchObject({ guard: 'arguments', code: 'invalid_arguments' });
  });
});

describe('propose_action: change_address', () => {
  it('proposes the new address', () => {
    const out = data(call(visit(), 'propose_action', { action: 'change_address', order_id: 'A1001', address: '  Gran Vía 2, Madrid ' }));
    expect(out).toMatchObject({ action: 'change_address', address: 'Gran Vía 2, Madrid' });
    expect(out['summary']).toBe('Change the shipping address of order A1001 to "Gran Vía 2, Madrid"');
  });

  it.each([
    ['without an address', {}],
    ['with a blank address', { address: '   ' }],
    ['with an amount', { address: 'Gran Vía 2', amount: 5 }],
  ])('refuses a change %s as invalid arguments', (_label, extra) => {
    expect(error(call(visit(), 'propose_action', { action: 'change_address', order_id: 'A1001', ...extra })).code).toBe('invalid_arguments');
  });

  it('refuses a shipped order', () => {
    expect(error(call(visit(), 'propose_action', { action: 'change_address', order_id: 'A1003', address: 'Gran Vía 2' })).code).toBe('policy_violation');
  });
});

describe('propose_action: one live proposal per order and action', () => {
  it('supersedes an older pending proposal for the same order and action', () => {
    const ctx = visit();
    call(ctx, 'propose_action', { action: 'change_address', order_id: 'A1001', address: 'One 1' });
    call(ctx, 'propose_action', { action: 'cancel_order', order_id: 'A1001' });
    const third = data(call(ctx, 'propose_action', { action: 'change_address', order_id: 'A1001', address: 'Two 2' }));
    expect(third['proposal_id']).toBe('P3');
    expect([...ctx.store.proposals.values()].map((p) => [p.id, p.status])).toEqual([['P1', 'superseded'], ['P2', 'pending'], ['P3', 'pending']]);
    expect(ctx.store.events.at(-1)?.detail).toMatchObject({ supersedes: ['P1'] });
  });

  it('lets an expired proposal expire instead of superseding it', () => {
    const ctx = visit();
    call(ctx, 'propose_action', { action: 'cancel_order', order_id: 'A1001' });
    ctx.store.advance(16 * 60_000);
    call(ctx, 'propose_action', { action: 'cancel_order', order_id: 'A1001' });
    expect(ctx.store.proposals.get('P1')?.status).toBe('expired');
    expect(ctx.store.events.map((e) => e.kind)).toEqual(['proposal_created', 'proposal_expired', 'proposal_created']);
  });

  it('stamps the proposal with the current customer turn', () => {
    const ctx = visit();
    say(ctx, 'hello');
    say(ctx, 'cancel it');
    call(ctx, 'propose_action', { action: 'cancel_order', order_id: 'A1001' });
    expect(ctx.store.proposals.get('P1')?.turn).toBe(1);
  });
});
