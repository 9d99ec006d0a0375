/**
 * set_default_address (issue 14): the customer's address on file, a write about the account, not an
 * order. Two-phase like every write; structured only; order_id is refused, as it is required for
 * every order action; the identity guard refuses it before identification.
 */
import { describe, expect, it } from 'vitest';
import type { CaseGiven } from '../../src/cases/types.js';
import { call, data, error, given, proposeAndExecute, proposeShown, say, visit } from './fixtures.js';

const PINE = { line1: '250 Pine Street', line2: 'Apt 12', city: 'Seattle', state: 'WA', zip: '98101', country: 'US' };
const MAYOR = { line1: 'Calle Mayor 1', city: 'Madrid', zip: '28013', country: 'ES' };

function world(overrides: Partial<CaseGiven> = {}): CaseGiven {
  const g = given(overrides);
  return { ...g, customers: (g.customers ?? []).map((c) => (c.id === 'c-ana' ? { ...c, address: MAYOR } : c)) };
}

describe('propose_action: set_default_address', () => {
  it('proposes the new address on file with no order, and changes nothing yet', () => {
    const ctx = visit(world());
    const out = data(call(ctx, 'propose_action', { action: 'set_default_address', address: PINE }));
    expect(out).toMatchObject({ action: 'set_default_address', address: '250 Pine Street, Apt 12, Seattle, WA 98101, US' });
    expect(out['order_id']).toBeUndefined();
    expect(out['summary']).toContain('(now "Calle Mayor 1, Madrid, 28013, ES")');
    expect(ctx.store.proposals.get('P1')).toMatchObject({ customer: 'c-ana', action: 'set_default_address', addressFields: PINE });
    expect(ctx.store.proposals.get('P1')?.orderId).toBeUndefined();
    expect(ctx.store.customers.get('c-ana')?.address).toEqual(MAYOR);
    expect(ctx.store.events.at(-1)?.ids).toEqual({ proposal: 'P1', customer: 'c-ana' });
  });

  it.each([
    ['without a zip', { address: { line1: '250 Pine Street', city: 'Seattle', country: 'US' } }],
    ['with the address as one line of text', { address: '250 Pine Street, Seattle, WA 98101' }],
    ['without an address', {}],
    ['with an order_id', { address: PINE, order_id: 'A1001' }],
    ['with an amount', { address: PINE, amount: 5 }],
  ])('refuses it %s as invalid arguments, proposing nothing', (_label, extra) => {
    const ctx = visit(world());
    expect(error(call(ctx, 'propose_action', { action: 'set_default_address', ...extra })).code).toBe('invalid_arguments');
    expect(ctx.store.proposals.size).toBe(0);
  });

  it('still needs order_id for an order action', () => {
    expect(error(call(visit(), 'propose_action', { action: 'cancel_order' }))).toMatchObject({ code: 'invalid_arguments' });
  });

  it('is refused by the identity guard before the customer is identified', () => {
    const ctx = visit(world({ session: { customer: 'c-ana', authenticated: false } }));
    const outcome = call(ctx, 'propose_action', { action: 'set_default_address', address: PINE });
    expect(error(outcome).code).toBe('forbidden');
    expect(outcome.guard).toMatchObject({ guard: 'identity', verdict: 'refused' });
    expect(ctx.store.proposals.size).toBe(0);
  });
});

describe('execute_action: set_default_address', () => {
  it('on a yes, sets the address on file, records default_address_changed and leaves the orders alone', () => {
    const ctx = visit(world());
    const before = ctx.store.orders.get('A1001')?.shipping;
    const out = data(proposeAndExecute(ctx, { action: 'set_default_address', address: PINE }));
    expect(out).toMatchObject({ status: 'executed', action: 'set_default_address', address: '250 Pine Street, Apt 12, Seattle, WA 98101, US' });
    expect(ctx.store.customers.get('c-ana')?.address).toEqual(PINE);
    expect(ctx.store.orders.get('A1001')?.shipping).toEqual(before);
    const changed = ctx.store.events.find((e) => e.kind === 'default_address_changed');
    expect(changed).toMatchObject({ ids: { customer: 'c-ana' }, detail: { from: 'Calle Mayor 1, Madrid, 28013, ES', to: '250 Pine Street, Apt 12, Seattle, WA 98101, US' } });
    expect(ctx.store.events.at(-1)).toMatchObject({ kind: 'proposal_executed', ids: { proposal: 'P1', customer: 'c-ana' } });
  });

  it('refuses without a yes, and changes nothing', () => {
    const ctx = visit(world());
    const id = proposeShown(ctx, { action: 'set_default_address', address: PINE });
    say(ctx, 'hmm, let me think about it');
    expect(error(call(ctx, 'execute_action', { proposal_id: id })).code).toBe('not_confirmed');
    expect(ctx.store.customers.get('c-ana')?.address).toEqual(MAYOR);
  });

  it('supersedes an older pending default-address proposal, not an order proposal', () => {
    const ctx = visit(world());
    call(ctx, 'propose_action', { action: 'set_default_address', address: MAYOR });
    call(ctx, 'propose_action', { action: 'cancel_order', order_id: 'A1001' });
    call(ctx, 'propose_action', { action: 'set_default_address', address: PINE });
    expect([...ctx.store.proposals.values()].map((p) => p.status)).toEqual(['superseded', 'pending', 'pending']);
  });

  it('records the expiry of a default-address proposal against the customer', () => {
    const ctx = visit(world());
    call(ctx, 'propose_action', { action: 'set_default_address', address: PINE });
    ctx.store.advance(16 * 60_000);
    ctx.store.expireProposals();
    expect(ctx.store.events.at(-1)).toMatchObject({ kind: 'proposal_expired', ids: { proposal: 'P1', customer: 'c-ana' } });
  });
});
