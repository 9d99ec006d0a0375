/**
 * The payment writes (issue 14): change_payment pays a pending order with another of the
 * customer's methods (the old payment refunded to its method, a gift card's balance moved), and a
 * cancellation gives an order's payments back to the methods they came from. Both are two-phase,
 * through propose_action and execute_action, with the policy checked at both ends.
 */
import { describe, expect, it } from 'vitest';
import type { CaseGiven } from '../../src/cases/types.js';
import { call, data, error, given, proposeAndExecute, proposeShown, say, visit } from './fixtures.js';

/** Ana: a Visa, a 30.00 gift card, a 10.00 gift card and PayPal; A1001 (25.00) pending, paid 20.00 Visa + 5.00 gift card. */
function world(overrides: Partial<CaseGiven> = {}): CaseGiven {
  const base = given();
  return {
    ...base,
    customers: [
      {
        id: 'c-ana',
        name: 'Ana Ruiz',
        language: 'en',
        paymentMethods: [
          { id: 'pm-visa', kind: 'card', brand: 'visa', last4: '4242' },
          { id: 'pm-gift', kind: 'gift_card', balance: 30 },
          { id: 'pm-small', kind: 'gift_card', balance: 10 },
          { id: 'pm-paypal', kind: 'paypal' },
        ],
      },
      { id: 'c-bob', name: 'Bob Stone', paymentMethods: [{ id: 'pm-bob', kind: 'card', brand: 'mastercard', last4: '0042' }] },
    ],
    orders: (base.orders ?? []).map((o) =>
      o.id === 'A1001'
        ? { ...o, status: 'pending' as const, payments: [{ method: 'pm-visa', amount: 20 }, { method: 'pm-gift', amount: 5 }] }
        : o.id === 'A1003'
          ? { ...o, payments: [{ method: 'pm-visa', amount: 24 }] }
          : o,
    ),
    ...overrides,
  };
}

const balance = (ctx: ReturnType<typeof visit>, id: string) => ctx.store.customers.get('c-ana')?.paymentMethods?.find((m) => m.id === id)?.balance;

describe('propose_action: change_payment', () => {
  it('proposes paying with PayPal, saying what goes back where, and changes nothing yet', () => {
    const ctx = visit(world());
    const out = data(call(ctx, 'propose_action', { action: 'change_payment', order_id: 'A1001', payment_method_id: 'pm-paypal' }));
    expect(out).toMatchObject({ action: 'change_payment', order_id: 'A1001', payment_method_id: 'pm-paypal' });
    expect(out['summary']).toBe(
      'Pay order A1001 (2 x Ceramic mug, 25.00 USD) with the PayPal instead: 25.00 USD from it, and 20.00 USD back to the visa card ending 4242 and 5.00 USD back to the gift card',
    );
    expect(ctx.store.proposals.get('P1')).toMatchObject({ action: 'change_payment', paymentMethod: 'pm-paypal' });
    expect(ctx.store.orders.get('A1001')?.payments).toHaveLength(2);
  });

  it.each([
    ['a method the customer does not have', 'pm-nope', 'invalid_arguments', 'arguments'],
    ["another customer's method, read as unknown", 'pm-bob', 'invalid_arguments', 'ownership'],
    ['a method the order is already paid with', 'pm-visa', 'policy_violation', 'policy'],
    ['a gift card whose balance does not cover the total', 'pm-small', 'policy_violation', 'policy'],
  ])('refuses %s', (_name, payment_method_id, code, guard) => {
    const ctx = visit(world());
    const outcome = call(ctx, 'propose_action', { action: 'change_payment', order_id: 'A1001', payment_method_id });
    expect(error(outcome).code).toBe(code);
    expect(outcome.guard).toMatchObject({ guard, verdict: 'refused', code });
    expect(error(outcome).message).not.toContain('c-bob');
    expect(ctx.store.proposals.size).toBe(0);
  });

  it('refuses without a payment_method_id, and refuses payment_method_id on another action', () => {
    expect(error(call(visit(world()), 'propose_action', { action: 'change_payment', order_id: 'A1001' })).code).toBe('invalid_arguments');
    const other = call(visit(world()), 'propose_action', { action: 'cancel_order', order_id: 'A1001', payment_method_id: 'pm-paypal' });
    expect(error(other).code).toBe('invalid_arguments');
  });

  it('refuses a shipped order by the default policy (pending only), and a processing one too', () => {
    expect(error(call(visit(world()), 'propose_action', { action: 'change_payment', order_id: 'A1003', payment_method_id: 'pm-paypal' })).code).toBe('policy_violation');
    const processing = world();
    processing.orders = (processing.orders ?? []).map((o) => (o.id === 'A1001' ? { ...o, status: 'processing' as const } : o));
    expect(error(call(visit(processing), 'propose_action', { action: 'change_payment', order_id: 'A1001', payment_method_id: 'pm-paypal' })).message).toContain(
      'only be changed while pending',
    );
  });

  it('takes paymentChangeStatuses from the case policy: a shipped order allowed when the case says so', () => {
    const ctx = visit(world({ policy: { paymentChangeStatuses: ['pending', 'shipped'] } }));
    expect(data(call(ctx, 'propose_action', { action: 'change_payment', order_id: 'A1003', payment_method_id: 'pm-paypal' }))['action']).toBe('change_payment');
  });

  it('refuses an order with no payment on record: there is nothing to change', () => {
    const ctx = visit(world());
    delete ctx.store.orders.get('A1001')!.payments;
    expect(error(call(ctx, 'propose_action', { action: 'change_payment', order_id: 'A1001', payment_method_id: 'pm-paypal' })).code).toBe('policy_violation');
  });
});

describe('execute_action: change_payment', () => {
  it('pays with a gift card that covers the total: its balance pays it, the old gift card share comes back', () => {
    const g = world();
    g.orders = (g.orders ?? []).map((o) => (o.id === 'A1001' ? { ...o, payments: [{ method: 'pm-visa', amount: 25 }] } : o));
    const ctx = visit(g);
    const out = data(proposeAndExecute(ctx, { action: 'change_payment', order_id: 'A1001', payment_method_id: 'pm-gift' }));
    expect(out).toMatchObject({
      status: 'executed',
      action: 'change_payment',
      refunded_to: [{ method: 'pm-visa', kind: 'card', amount: 25 }],
      paid_with: { method: 'pm-gift', kind: 'gift_card', amount: 25, balance: 5 },
    });
    expect(ctx.store.orders.get('A1001')?.payments).toEqual([
      { kind: 'payment', method: 'pm-visa', amount: 2500 },
      { kind: 'refund', method: 'pm-visa', amount: 2500 },
      { kind: 'payment', method: 'pm-gift', amount: 2500 },
    ]);
    expect(balance(ctx, 'pm-gift')).toBe(500);
    expect(ctx.store.events.map((e) => e.kind)).toContain('payment_changed');
  });

  it('gives a split payment back to both methods, the gift card its share', () => {
    const ctx = visit(world());
    const out = data(proposeAndExecute(ctx, { action: 'change_payment', order_id: 'A1001', payment_method_id: 'pm-paypal' }));
    expect(out['refunded_to']).toEqual([
      { method: 'pm-visa', kind: 'card', amount: 20 },
      { method: 'pm-gift', kind: 'gift_card', amount: 5, balance: 35 },
    ]);
    expect(balance(ctx, 'pm-gift')).toBe(3500);
    expect(ctx.store.events.filter((e) => e.kind === 'payment_refunded').map((e) => e.ids['method'])).toEqual(['pm-visa', 'pm-gift']);
  });

  it('checks the policy again at execution: a gift card spent in between no longer covers the total', () => {
    const g = world();
    g.orders = (g.orders ?? []).map((o) => (o.id === 'A1001' ? { ...o, payments: [{ method: 'pm-visa', amount: 25 }] } : o));
    const ctx = visit(g);
    const id = proposeShown(ctx, { action: 'change_payment', order_id: 'A1001', payment_method_id: 'pm-gift' });
    ctx.store.customers.get('c-ana')!.paymentMethods![1]!.balance = 1000;
    say(ctx, 'yes');
    expect(error(call(ctx, 'execute_action', { proposal_id: id })).code).toBe('policy_violation');
  });
});

describe('cancel_order refunds to the original methods', () => {
  it('says so in the summary, and on execution gives each payment back, the gift card balance restored', () => {
    const ctx = visit(world());
    const proposal = data(call(ctx, 'propose_action', { action: 'cancel_order', order_id: 'A1001' }));
    expect(proposal['summary']).toBe(
      'Cancel order A1001 (2 x Ceramic mug, 25.00 USD); 20.00 USD back to the visa card ending 4242 and 5.00 USD back to the gift card',
    );
    const out = data(proposeAndExecute(ctx, { action: 'cancel_order', order_id: 'A1001' }));
    expect(out['refunded_to']).toEqual([
      { method: 'pm-visa', kind: 'card', amount: 20 },
      { method: 'pm-gift', kind: 'gift_card', amount: 5, balance: 35 },
    ]);
    expect(ctx.store.orders.get('A1001')).toMatchObject({ status: 'cancelled' });
    expect(ctx.store.orders.get('A1001')?.payments?.filter((p) => p.kind === 'refund')).toEqual([
      { kind: 'refund', method: 'pm-visa', amount: 2000 },
      { kind: 'refund', method: 'pm-gift', amount: 500 },
    ]);
    expect(balance(ctx, 'pm-gift')).toBe(3500);
    expect(ctx.store.events.filter((e) => e.kind === 'payment_refunded')).toHaveLength(2);
    // The money goes back on the order's own history; the store's refunds (R1 as given) get no new record.
    expect([...ctx.store.refunds.keys()]).toEqual(['R1']);
  });

  it('leaves an order without payments exactly as before: no refunded_to, no payment events', () => {
    const ctx = visit();
    const out = data(proposeAndExecute(ctx, { action: 'cancel_order', order_id: 'A1001' }));
    expect(out).not.toHaveProperty('refunded_to');
    expect(out['message']).toBe('Order A1001 is cancelled.');
    expect(ctx.store.events.some((e) => e.kind === 'payment_refunded')).toBe(false);
  });
});

describe('before identification', () => {
  it('refuses change_payment (and a cancellation) with forbidden while no customer is identified', () => {
    const ctx = visit(world({ session: { customer: 'c-ana', authenticated: false } }));
    for (const args of [
      { action: 'change_payment', order_id: 'A1001', payment_method_id: 'pm-paypal' },
      { action: 'cancel_order', order_id: 'A1001' },
    ]) {
      const outcome = call(ctx, 'propose_action', args);
      expect(error(outcome).code).toBe('forbidden');
      expect(outcome.guard).toMatchObject({ guard: 'identity', verdict: 'refused' });
    }
    expect(ctx.store.proposals.size).toBe(0);
  });
});
