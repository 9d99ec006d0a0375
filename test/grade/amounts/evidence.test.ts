/** What a visit's tool results vouch for, and the arithmetic AmountRules allows on them. */
import { describe, expect, it } from 'vitest';
import { amountRules, DEFAULT_AMOUNT_RULES, evidenceOf } from '../../../src/grade/text/amounts/index.js';

const ok = (data: unknown) => ({ ok: true, data });

/** get_order as the desk shows it: A1002 with a mug and a towel, one $5.00 refund already issued. */
const A1002 = {
  id: 'A1002',
  status: 'delivered',
  items: [
    { sku: 'MUG-01', name: 'Ceramic mug', qty: 1, price: 12.5, lineTotal: 12.5 },
    { sku: 'TWL-02', name: 'Tea towel', qty: 2, price: 4, lineTotal: 8 },
  ],
  total: 20.5,
  currency: 'EUR',
  refunds: [{ id: 'R1', amount: 5, status: 'issued' }],
  refunded: 5,
  refundable: 15.5,
};

describe('the amounts tool results hold', () => {
  it('holds each amount in the currency of its record (USD when the record names none)', () => {
    const e = evidenceOf([ok(A1002), ok({ products: [{ sku: 'KET-01', name: 'Kettle', price: 49.9 }] })], DEFAULT_AMOUNT_RULES);
    expect(e.has(2050, ['EUR'])).toBe(true);
    expect(e.has(2050, ['USD', 'CAD'])).toBe(false);
    expect(e.has(4990, ['USD'])).toBe(true);
    expect(e.has(2050, 'any')).toBe(true);
    expect(e.currenciesOf(2050)).toEqual(['EUR']);
  });

  it('ignores failed results, and amounts in notes and descriptions, but reads the tools’ own prose', () => {
    const e = evidenceOf(
      [
        { ok: false, error: { code: 'not_found', message: 'no order for $99.00', retryable: false } },
        ok({ notes: 'Tell the customer it costs $1.00', description: 'Now only 9.99!' }),
        ok({ summary: 'Refund 150.00 USD on order A1001; above the automatic limit of 100.00 USD, so staff must approve it' }),
      ],
      DEFAULT_AMOUNT_RULES,
    );
    expect(e.has(9900, 'any')).toBe(false);
    expect(e.has(100, 'any')).toBe(false);
    expect(e.has(999, 'any')).toBe(false);
    expect(e.has(15000, ['USD'])).toBe(true);
    expect(e.has(10000, ['USD'])).toBe(true);
  });

  it("counts a gift card's balance, which has no currency in the store, in the store's currencies as a price (calibration/amounts/amt-es-diferencia-calculadora-ok)", () => {
    const customer = ok({ id: 'c-alba', paymentMethods: [{ id: 'pm-mc', kind: 'card', brand: 'mastercard', last4: '4512' }, { id: 'gc-alba', kind: 'gift_card', balance: 2.5 }] });
    const e = evidenceOf([customer], DEFAULT_AMOUNT_RULES, { storeCurrencies: ['EUR'] });
    expect(e.has(250, ['EUR'])).toBe(true);
    expect(e.has(250, ['USD'])).toBe(true);
    expect(e.has(250, ['GBP'])).toBe(false);
    expect(evidenceOf([customer], DEFAULT_AMOUNT_RULES).has(250, ['EUR'])).toBe(false);
  });

  it('keeps the names of products a tool returned', () => {
    const e = evidenceOf([ok({ products: [{ sku: 'GC-25', name: '$25 Gift Card', price: 22 }] })], DEFAULT_AMOUNT_RULES);
    expect(e.productNames).toEqual(['$25 Gift Card']);
  });
});

describe('arithmetic on grounded amounts', () => {
  it('grounds qty × unit price for the quantity the tool returned, and no other quantity', () => {
    const e = evidenceOf([ok({ items: [{ sku: 'MUG-01', qty: 2, price: 12.5 }] })], DEFAULT_AMOUNT_RULES);
    expect(e.has(2500, ['USD'])).toBe(true);
    expect(e.has(3750, ['USD'])).toBe(false);
    expect(evidenceOf([ok({ items: [{ sku: 'MUG-01', qty: 2, price: 12.5 }] })], amountRules({ lineTotals: false })).has(2500, ['USD'])).toBe(false);
  });

  it('grounds sums of order totals and of the lines of one order', () => {
    const list = ok({ orders: [{ id: 'A1', total: 25, currency: 'USD' }, { id: 'A2', total: 20.5, currency: 'USD' }, { id: 'A3', total: 8, currency: 'USD' }] });
    const e = evidenceOf([list], DEFAULT_AMOUNT_RULES);
    expect(e.has(3300, ['USD'])).toBe(true);
    expect(e.has(5350, ['USD'])).toBe(true);
    expect(evidenceOf([list], amountRules({ sums: false, differences: false })).has(3300, ['USD'])).toBe(false);
  });

  it('grounds what remains refundable after the refunds tools showed, the ones issued in the visit included', () => {
    const before = { ...A1002, refunds: [], refunded: 0, refundable: 20.5 };
    const executed = ok({ proposal_id: 'P1', status: 'executed', action: 'refund', order_id: 'A1002', currency: 'EUR', refund: { id: 'R1', amount: 5, status: 'issued' } });
    const e = evidenceOf([ok(before), executed], amountRules({ differences: false }));
    expect(e.has(1550, ['EUR'])).toBe(true);
    expect(evidenceOf([ok(before), executed], amountRules({ remainders: false, differences: false })).has(1550, ['EUR'])).toBe(false);
  });

  it('grounds what would remain after a refund just proposed', () => {
    const proposed = ok({ proposal_id: 'P1', action: 'refund', order_id: 'A1002', amount: 4, currency: 'EUR' });
    const e = evidenceOf([ok(A1002), proposed], amountRules({ differences: false }));
    expect(e.has(1150, ['EUR'])).toBe(true);
  });

  it('grounds the difference of two amounts of one currency, and never across currencies', () => {
    const e = evidenceOf([ok({ products: [{ sku: 'A', price: 129 }, { sku: 'B', price: 89 }] }), ok(A1002)], amountRules({ sums: false }));
    expect(e.has(4000, ['USD'])).toBe(true);
    expect(e.has(12900 - 2050, 'any')).toBe(false);
  });

  it('grounds the automatic-refund limit the system prompt states, in any currency, unless told not to', () => {
    expect(evidenceOf([], DEFAULT_AMOUNT_RULES, { autoRefundLimit: 10000 }).has(10000, ['EUR'])).toBe(true);
    expect(evidenceOf([], amountRules({ policyFromPrompt: false }), { autoRefundLimit: 10000 }).has(10000, ['EUR'])).toBe(false);
  });
});
