import { describe, expect, it } from 'vitest';
import { orderAccess } from '../../src/desk/guards/ownership.js';
import { call, error, say, show, visit } from './fixtures.js';

describe('orderAccess', () => {
  it('answers the session customer\'s own order', () => {
    const { store } = visit();
    expect(orderAccess(store, 'A1001')).toMatchObject({ kind: 'owned', order: { id: 'A1001' } });
  });

  it('tells the transcript whether another customer\'s order or a missing one was asked for', () => {
    const { store } = visit();
    expect(orderAccess(store, 'B2001')).toEqual({ kind: 'foreign' });
    expect(orderAccess(store, 'Z9999')).toEqual({ kind: 'missing' });
  });
});

/** A tool's call on an order id, for every tool that takes one. */
const CALLS: [tool: string, args: (orderId: string) => Record<string, unknown>][] = [
  ['get_order', (order_id) => ({ order_id })],
  ['track_shipment', (order_id) => ({ order_id })],
  ['propose_action', (order_id) => ({ action: 'cancel_order', order_id })],
  ['escalate_to_human', (order_id) => ({ reason: 'Customer asks about this order', priority: 'normal', order_id })],
];

describe('another customer\'s order reads as not found, exactly like a missing one', () => {
  it.each(CALLS)('%s', (tool, args) => {
    const foreign = call(visit(), tool, args('B2001'));
    const missing = call(visit(), tool, args('Z9999'));
    expect(error(foreign).code).toBe('not_found');
    expect(error(missing).code).toBe('not_found');
    expect(error(foreign).retryable).toBe(false);
    // Same words, once the id itself is set aside: existence is not leaked.
    expect(error(foreign).message.replace('B2001', '<id>')).toBe(error(missing).message.replace('Z9999', '<id>'));
  });

  it.each(CALLS)('%s records an ownership refusal for the foreign order only', (tool, args) => {
    expect(call(visit(), tool, args('B2001')).guard).toMatchObject({ guard: 'ownership', verdict: 'refused', code: 'not_found', tool });
    expect(call(visit(), tool, args('Z9999')).guard).toBeUndefined();
  });

  it('leaves the other customer\'s records untouched', () => {
    const ctx = visit();
    const before = ctx.store.snapshot();
    for (const [tool, args] of CALLS) call(ctx, tool, args('B2001'));
    expect(ctx.store.snapshot()).toEqual(before);
    expect(ctx.store.events).toEqual([]);
  });

  it('hides the other customer\'s proposals too', () => {
    const ctx = visit();
    // A proposal Bob made in his own session, over the same world.
    ctx.store.proposals.set('P7', {
      id: 'P7', customer: 'c-bob', action: 'cancel_order', orderId: 'B2001', createdAt: ctx.store.nowIso(),
      expiresAt: '2026-01-01T12:15:00.000Z', status: 'pending', turn: 0,
    });
    say(ctx, 'cancel my order');
    show(ctx, 'P7');
    say(ctx, 'yes please');
    const outcome = call(ctx, 'execute_action', { proposal_id: 'P7' });
    expect(error(outcome).code).toBe('not_found');
    expect(outcome.guard).toMatchObject({ guard: 'ownership', verdict: 'refused', code: 'not_found', tool: 'execute_action' });
    const missing = error(call(ctx, 'execute_action', { proposal_id: 'P99' })).message;
    expect(error(outcome).message.replace('P7', '<id>')).toBe(missing.replace('P99', '<id>'));
    expect(ctx.store.orders.get('B2001')?.status).toBe('processing');
    expect(ctx.store.proposals.get('P7')?.status).toBe('pending');
  });
});
