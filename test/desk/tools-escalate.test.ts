import { describe, expect, it } from 'vitest';
import { call, data, error, given, visit } from './fixtures.js';

describe('escalate_to_human', () => {
  it('opens a ticket for the session customer', () => {
    const ctx = visit();
    const out = data(call(ctx, 'escalate_to_human', { reason: 'Wants to speak to a person', priority: 'high' }));
    expect(out).toMatchObject({ ticket_id: 'T1', priority: 'high' });
    expect(out['message']).toEqual(expect.any(String));
    expect(ctx.store.tickets.get('T1')).toEqual({
      id: 'T1', customer: 'c-ana', reason: 'Wants to speak to a person', priority: 'high', createdAt: '2026-01-01T12:00:00.000Z',
    });
    expect(ctx.store.events.map((e) => [e.kind, e.ids])).toEqual([['ticket_created', { ticket: 'T1' }]]);
  });

  it('ties the ticket to an order of the customer', () => {
    const ctx = visit();
    call(ctx, 'escalate_to_human', { reason: 'Refund window closed', priority: 'normal', order_id: 'A1002' });
    expect(ctx.store.tickets.get('T1')?.order).toBe('A1002');
  });

  it('continues after the tickets given in the case', () => {
    const ctx = visit(given({ tickets: [{ id: 'T4', customer: 'c-ana', reason: 'older' }] }));
    expect(data(call(ctx, 'escalate_to_human', { reason: 'again', priority: 'low' }))['ticket_id']).toBe('T5');
  });

  it.each([
    ['no reason', { priority: 'low' }],
    ['a blank reason', { reason: '   ', priority: 'low' }],
    ['an unknown priority', { reason: 'x', priority: 'urgent' }],
    ['no priority', { reason: 'x' }],
  ])('refuses %s as invalid arguments', (_label, args) => {
    const ctx = visit();
    expect(error(call(ctx, 'escalate_to_human', args)).code).toBe('invalid_arguments');
    expect(ctx.store.tickets.size).toBe(0);
  });

  it('opens no ticket for an order that is not the customer\'s', () => {
    const ctx = visit();
    expect(error(call(ctx, 'escalate_to_human', { reason: 'x', priority: 'low', order_id: 'B2001' })).code).toBe('not_found');
    expect(ctx.store.tickets.size).toBe(0);
    expect(ctx.store.events).toEqual([]);
  });
});
