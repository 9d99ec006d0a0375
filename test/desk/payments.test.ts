/**
 * Payment methods and payment history: a customer has cards (brand, last four), PayPal and gift
 * cards (balance); an order keeps what it took from, and gave back to, each method; a refund may
 * name the method its money went to. The reads show them, and the case format checks the names.
 */
import { describe, expect, it } from 'vitest';
import type { CaseGiven } from '../../src/cases/types.js';
import { parseCase } from '../../src/index.js';
import { call, data, given, visit } from './fixtures.js';

/** Ana pays with a Visa and a gift card; her processing order A1001 was paid 20.00 + 5.00. */
function withPayments(): CaseGiven {
  const base = given();
  return {
    ...base,
    customers: [
      {
        id: 'c-ana',
        name: 'Ana Ruiz',
        email: 'ana@example.com',
        language: 'es',
        paymentMethods: [
          { id: 'pm-visa', kind: 'card', brand: 'visa', last4: '4242' },
          { id: 'pm-gift', kind: 'gift_card', balance: 30 },
          { id: 'pm-paypal', kind: 'paypal' },
        ],
      },
      { id: 'c-bob', name: 'Bob Stone', paymentMethods: [{ id: 'pm-bob', kind: 'card', brand: 'mastercard', last4: '0042' }] },
    ],
    orders: (base.orders ?? []).map((o) =>
      o.id === 'A1001'
        ? { ...o, payments: [{ method: 'pm-visa', amount: 20 }, { method: 'pm-gift', amount: 5 }] }
        : o,
    ),
    refunds: [{ id: 'R1', order: 'A1004', amount: 20, method: 'pm-visa' }],
  };
}

describe('the store seeds payment methods and payment history', () => {
  it('keeps a card by brand and last four, a gift card with its balance in minor units, PayPal bare', () => {
    expect(visit(withPayments()).store.customers.get('c-ana')?.paymentMethods).toEqual([
      { id: 'pm-visa', kind: 'card', brand: 'visa', last4: '4242' },
      { id: 'pm-gift', kind: 'gift_card', balance: 3000 },
      { id: 'pm-paypal', kind: 'paypal' },
    ]);
  });

  it('defaults a gift card without a balance to 0', () => {
    const g = withPayments();
    g.customers = [{ id: 'c-ana', name: 'Ana', paymentMethods: [{ id: 'g1', kind: 'gift_card' }] }];
    expect(visit(g).store.customers.get('c-ana')?.paymentMethods?.[0]).toEqual({ id: 'g1', kind: 'gift_card', balance: 0 });
  });

  it('reads a payment without a kind as a payment, and keeps the order of the history', () => {
    expect(visit(withPayments()).store.orders.get('A1001')?.payments).toEqual([
      { kind: 'payment', method: 'pm-visa', amount: 2000 },
      { kind: 'payment', method: 'pm-gift', amount: 500 },
    ]);
  });

  it('gives a customer, an order and a refund without them no such keys: the world is what it was', () => {
    const world = visit(given()).store.snapshot();
    expect(world.customers['c-ana']).not.toHaveProperty('paymentMethods');
    expect(world.orders['A1001']).not.toHaveProperty('payments');
    expect(world.refunds['R1']).not.toHaveProperty('method');
  });
});

describe('the reads show them', () => {
  it('get_customer lists the methods: a card by brand and last four, a gift card by balance', () => {
    const profile = data(call(visit(withPayments()), 'get_customer', {})) as { paymentMethods: unknown };
    expect(profile.paymentMethods).toEqual([
      { id: 'pm-visa', kind: 'card', brand: 'visa', last4: '4242' },
      { id: 'pm-gift', kind: 'gift_card', balance: 30, currency: 'USD' },
      { id: 'pm-paypal', kind: 'paypal' },
    ]);
  });

  // A gift card's balance settles the customer's orders in their currency (the item writes and
  // change_payment move it by the order's amounts), so the profile says which currency it is in:
  // a Dutch customer's 23.50 is € 23,50, not $23.50.
  it("gives a gift card's balance the currency of the customer's orders, and none when they have several or none", () => {
    const inEuro = withPayments();
    inEuro.orders = inEuro.orders!.map((o) => ({ ...o, currency: 'EUR' }));
    const gift = (g: CaseGiven) => (data(call(visit(g), 'get_customer', {})) as { paymentMethods: Record<string, unknown>[] }).paymentMethods[1];
    expect(gift(inEuro)).toEqual({ id: 'pm-gift', kind: 'gift_card', balance: 30, currency: 'EUR' });
    const mixed = withPayments();
    mixed.orders = mixed.orders!.map((o) => (o.id === 'A1002' ? { ...o, currency: 'EUR' } : o));
    expect(gift(mixed)).toEqual({ id: 'pm-gift', kind: 'gift_card', balance: 30 });
    const none = withPayments();
    none.orders = none.orders!.filter((o) => o.customer !== 'c-ana');
    none.refunds = [];
    expect(gift(none)).toEqual({ id: 'pm-gift', kind: 'gift_card', balance: 30 });
  });

  it('get_order shows the payment history in decimals, and the method a refund went to', () => {
    const ctx = visit(withPayments());
    const order = data(call(ctx, 'get_order', { order_id: 'A1001' })) as { payments: unknown };
    expect(order.payments).toEqual([
      { kind: 'payment', method: 'pm-visa', amount: 20 },
      { kind: 'payment', method: 'pm-gift', amount: 5 },
    ]);
    const delivered = data(call(ctx, 'get_order', { order_id: 'A1004' })) as { refunds: unknown };
    expect(delivered.refunds).toEqual([{ id: 'R1', amount: 20, status: 'issued', method: 'pm-visa' }]);
  });
});

function caseWith(payments: string, refundMethod = ''): string {
  return `id: pay-case
title: Payment methods
category: order-status
severity: standard
given:
  session: { customer: c-ana }
  customers:
    - id: c-ana
      name: Ana
      paymentMethods:
        - { id: pm-visa, kind: card, brand: visa, last4: "4242" }
        - { id: pm-gift, kind: gift_card, balance: 30.00 }
    - id: c-bob
      name: Bob
      paymentMethods: [{ id: pm-bob, kind: paypal }]
  products:
    - { sku: MUG-01, name: Mug, price: 12.50 }
  orders:
    - id: A1
      customer: c-ana
      status: delivered
      placedAt: 2026-01-01T09:00:00Z
      items: [{ sku: MUG-01, qty: 1, price: 12.50 }]
      payments: ${payments}
  refunds:
    - { id: R1, order: A1, amount: 2.00${refundMethod} }
conversation:
  - how did I pay?
expect:
  intent: order_status
`;
}

const codes = (text: string) => parseCase(text, 'pay-case.yaml').problems.map((p) => [p.code, p.line, p.column, p.message]);

describe('the case format', () => {
  it('accepts payment methods, a payment history and a refund naming its method', () => {
    expect(codes(caseWith('[{ method: pm-visa, amount: 12.50 }, { method: pm-gift, amount: 2.00, kind: refund }]', ', method: pm-gift'))).toEqual([]);
  });

  it("reports a payment by another customer's method as UNKNOWN_PAYMENT_METHOD, naming the owner", () => {
    const [problem, ...rest] = codes(caseWith('[{ method: pm-bob, amount: 12.50 }]'));
    expect(rest).toEqual([]);
    expect(problem?.slice(0, 3)).toEqual(['UNKNOWN_PAYMENT_METHOD', 24, 28]);
    expect(problem?.[3]).toContain("pm-bob is customer c-bob's");
  });

  it('reports a refund to a method the customer does not have, with a did-you-mean', () => {
    const [problem] = codes(caseWith('[{ method: pm-visa, amount: 12.50 }]', ', method: pm-vias'));
    expect(problem?.[0]).toBe('UNKNOWN_PAYMENT_METHOD');
    expect(problem?.[3]).toContain('"pm-visa"');
  });

  it.each([
    ['a card whose last four are not four digits', '[{ method: pm-visa, amount: 12.50 }]', 'last4: "4242"', 'last4: "42"', 'SCHEMA_PATTERN'],
    ['an unknown kind', '[{ method: pm-visa, amount: 12.50 }]', 'kind: gift_card', 'kind: voucher', 'SCHEMA_ENUM'],
    ['a payment without an amount', '[{ method: pm-visa }]', '', '', 'SCHEMA_MISSING_KEY'],
  ])('rejects %s', (_name, payments, from, to, code) => {
    expect(codes(caseWith(payments).replace(from, to)).map((p) => p[0])).toEqual([code]);
  });

  it('reports a payment method id used twice as DUPLICATE_RECORD', () => {
    expect(codes(caseWith('[{ method: pm-visa, amount: 12.50 }]').replace('pm-bob, kind', 'pm-visa, kind')).map((p) => p[0])).toEqual(['DUPLICATE_RECORD']);
  });
});
