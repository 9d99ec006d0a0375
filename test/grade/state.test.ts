import { describe, expect, it } from 'vitest';
import type { StateExpect } from '../../src/cases/types.js';
import { scoreState } from '../../src/grade/scorers/state.js';
import { cancellation, ok, visit } from './support.js';

const failing = (block: StateExpect, v = cancellation().build()) => scoreState(block, v).filter((r) => r.verdict === 'fail');

describe('state scorer', () => {
  it('passes the named fields of a record that ended as expected', () => {
    const results = scoreState({ orders: { A1001: { status: 'cancelled' } } }, cancellation().build());
    expect(results.map((r) => [r.assertion, r.verdict])).toEqual([['state.orders.A1001.status', 'pass']]);
  });

  it('names the field, the expected and the actual value, and the last action when nothing changed it', () => {
    const v = visit().customer('cancel A1001').call('get_order', { order_id: 'A1001' }, ok({})).reply('Done.').build();
    const [r] = failing({ orders: { A1001: { status: 'cancelled' } } }, v);
    expect(r).toMatchObject({ assertion: 'state.orders.A1001.status', expected: 'cancelled', actual: 'processing', step: 2 });
    expect(r?.message).toBe('orders.A1001.status: expected cancelled, got processing');
    expect(r?.path).toEqual(['expect', 'state', 'orders', 'A1001', 'status']);
  });

  it('points at the write that set a wrong value', () => {
    const v = cancellation().build();
    const [r] = failing({ orders: { A1001: { status: 'processing' } } }, v);
    expect(r?.step).toBe(v.steps.find((s) => s.kind === 'tool_call' && s.tool === 'execute_action')?.step);
  });

  it('compares money as decimals against minor units', () => {
    const v = cancellation()
      .world((w) => {
        w.refunds['R1'] = { id: 'R1', order: 'A1001', amount: 4000, reason: 'broken', status: 'issued', createdAt: '2026-11-20T10:05:00Z' };
      })
      .build();
    expect(failing({ refunds: { R1: { amount: 40.0, status: 'issued' } } }, v)).toEqual([]);
    const [r] = failing({ refunds: { R1: { amount: 35 } } }, v);
    expect(r).toMatchObject({ expected: 35, actual: 40, assertion: 'state.refunds.R1.amount' });
  });

  it('compares nested objects and arrays field by field', () => {
    const v = cancellation().build();
    expect(failing({ orders: { A1001: { shipping: { address: '1 Calle Mayor, Madrid' }, items: [{ sku: 'MUG-01', qty: 2, price: 12.5 }] } } }, v)).toEqual([]);
    const [r] = failing({ orders: { A1001: { shipping: { address: '2 Gran Vía' } } } }, v);
    expect(r?.assertion).toBe('state.orders.A1001.shipping.address');
    expect(failing({ orders: { A1001: { items: [{ qty: 3 }] } } }, v).map((f) => f.assertion)).toEqual(['state.orders.A1001.items[0].qty']);
  });

  it('fails a record that does not exist', () => {
    const [r] = failing({ refunds: { R1: { amount: 40 } } });
    expect(r).toMatchObject({ assertion: 'state.refunds.R1', path: ['expect', 'state', 'refunds', 'R1'] });
  });

  it('counts records per collection and points at the write that created one too many', () => {
    const v = cancellation().build();
    expect(failing({ proposals: { count: 1 }, refunds: { count: 0 } }, v)).toEqual([]);
    const [r] = failing({ proposals: { count: 0 } }, v);
    expect(r).toMatchObject({ assertion: 'state.proposals.count', expected: 0, actual: 1 });
    expect(r?.step).toBe(v.steps.find((s) => s.kind === 'tool_call' && s.tool === 'propose_action')?.step);
  });

  it('checks that named collections are unchanged', () => {
    expect(failing({ unchanged: ['customers', 'products'] })).toEqual([]);
    const v = cancellation()
      .world((w) => {
        const mug = w.products['MUG-01'];
        if (mug) mug.stock = 38;
      })
      .build();
    const [r] = failing({ unchanged: ['customers', 'products'] }, v);
    expect(r).toMatchObject({ assertion: 'state.unchanged.products', path: ['expect', 'state', 'unchanged', 1], expected: 40, actual: 38 });
    expect(r?.message).toBe('products.MUG-01.stock: expected 40 (unchanged), got 38');
  });
});
