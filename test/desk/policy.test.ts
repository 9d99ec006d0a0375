import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../../src/cases/types.js';
import {
  canCancel,
  canChangeAddress,
  checkRefund,
  refundableRemainder,
  refundWindowOpen,
} from '../../src/desk/guards/policy.js';
import { DEFAULT_POLICY } from '../../src/desk/store.js';
import type { Order, Refund } from '../../src/desk/types.js';

const NOW = new Date('2026-01-31T12:00:00Z');

function order(over: Partial<Order> = {}): Order {
  return {
    id: 'A1',
    customer: 'c-ana',
    status: 'delivered',
    placedAt: '2025-12-20T09:00:00Z',
    deliveredAt: '2026-01-01T09:00:00Z',
    items: [{ sku: 'MUG-01', qty: 2, price: 12_500 }],
    currency: 'USD',
    total: 25_000,
    ...over,
  };
}

function refund(amount: number, status: Refund['status'] = 'issued', orderId = 'A1'): Refund {
  return { id: `R${amount}`, order: orderId, amount, reason: '', status, createdAt: '2026-01-02T00:00:00Z' };
}

const codeOf = (check: { ok: boolean; code?: string }) => (check.ok ? 'ok' : check.code);

describe('cancel: only while pending or processing', () => {
  const table: [OrderStatus, boolean][] = [
    ['pending', true],
    ['processing', true],
    ['shipped', false],
    ['delivered', false],
    ['cancelled', false],
    ['returned', false],
    ['return_requested', false],
    ['exchange_requested', false],
  ];
  it('covers every status', () => expect(table.map(([s]) => s).sort()).toEqual([...ORDER_STATUSES].sort()));
  it.each(table)('%s -> allowed %s', (status, allowed) => {
    const check = canCancel(order({ status }), DEFAULT_POLICY);
    expect(codeOf(check)).toBe(allowed ? 'ok' : 'policy_violation');
  });
});

describe('address change: only before shipping', () => {
  it.each<[OrderStatus, boolean]>([
    ['pending', true],
    ['processing', true],
    ['shipped', false],
    ['delivered', false],
    ['cancelled', false],
    ['returned', false],
  ])('%s -> allowed %s', (status, allowed) => {
    expect(codeOf(canChangeAddress(order({ status }), DEFAULT_POLICY))).toBe(allowed ? 'ok' : 'policy_violation');
  });

  it('follows a policy that allows other statuses', () => {
    const policy = { ...DEFAULT_POLICY, addressChangeStatuses: ['pending'] as OrderStatus[] };
    expect(codeOf(canChangeAddress(order({ status: 'processing' }), policy))).toBe('policy_violation');
  });
});

describe('refund window: 30 days from delivery, in UTC calendar days', () => {
  it.each<[string, string, boolean]>([
    ['delivered today', '2026-01-31T09:00:00Z', true],
    ['day 29', '2026-01-02T09:00:00Z', true],
    ['day 30, delivered a minute before midnight', '2026-01-01T23:59:00Z', true],
    ['day 30, delivered at midnight', '2026-01-01T00:00:00Z', true],
    ['day 31, a minute before midnight', '2025-12-31T23:59:00Z', false],
    ['day 45', '2025-12-17T09:00:00Z', false],
  ])('%s -> open %s', (_label, deliveredAt, open) => {
    expect(codeOf(refundWindowOpen(order({ deliveredAt }), DEFAULT_POLICY, NOW))).toBe(open ? 'ok' : 'policy_violation');
  });

  it('counts from placedAt when the order has no deliveredAt', () => {
    const { deliveredAt: _drop, ...noDelivery } = order();
    expect(codeOf(refundWindowOpen({ ...noDelivery, placedAt: '2026-01-01T09:00:00Z' }, DEFAULT_POLICY, NOW))).toBe('ok');
    expect(codeOf(refundWindowOpen({ ...noDelivery, placedAt: '2025-12-31T09:00:00Z' }, DEFAULT_POLICY, NOW))).toBe('policy_violation');
  });

  it('follows the policy window', () => {
    const policy = { ...DEFAULT_POLICY, refundWindowDays: 7 };
    expect(codeOf(refundWindowOpen(order({ deliveredAt: '2026-01-24T09:00:00Z' }), policy, NOW))).toBe('ok');
    expect(codeOf(refundWindowOpen(order({ deliveredAt: '2026-01-23T09:00:00Z' }), policy, NOW))).toBe('policy_violation');
  });

  it.each<[OrderStatus, boolean]>([
    ['delivered', true],
    ['returned', true],
    ['pending', false],
    ['processing', false],
    ['shipped', false],
    ['cancelled', false],
    ['return_requested', false],
    ['exchange_requested', false],
  ])('is open only for received orders: %s -> %s', (status, open) => {
    expect(codeOf(refundWindowOpen(order({ status }), DEFAULT_POLICY, NOW))).toBe(open ? 'ok' : 'policy_violation');
  });
});

describe('refundable remainder', () => {
  it.each<[string, Refund[], number]>([
    ['no refunds', [], 25_000],
    ['one issued', [refund(5_000)], 20_000],
    ['issued and pending approval both count', [refund(5_000), refund(12_000, 'pending_approval')], 8_000],
    ['refunds of other orders do not count', [refund(5_000, 'issued', 'A2')], 25_000],
    ['fully refunded', [refund(25_000)], 0],
    ['never below zero', [refund(30_000)], 0],
  ])('%s', (_label, refunds, remainder) => {
    expect(refundableRemainder(order(), refunds)).toBe(remainder);
  });
});

describe('checkRefund', () => {
  const earlier = [refund(5_000)]; // 200.00 left of 250.00
  it.each<[string, number, Refund[], string, boolean | undefined]>([
    ['exactly the remainder passes', 20_000, earlier, 'ok', true],
    ['one cent over the remainder fails', 20_001, earlier, 'policy_violation', undefined],
    ['a part of it passes', 1_000, earlier, 'ok', false],
    ['exactly at the automatic limit is automatic', 10_000, [], 'ok', false],
    ['one cent above the limit needs approval', 10_001, [], 'ok', true],
    ['zero is not a refund', 0, [], 'invalid_arguments', undefined],
    ['negative is not a refund', -100, [], 'invalid_arguments', undefined],
    ['nothing left to refund', 100, [refund(25_000)], 'policy_violation', undefined],
  ])('%s', (_label, amount, refunds, code, needsApproval) => {
    const check = checkRefund(order(), amount, refunds, DEFAULT_POLICY, NOW);
    expect(codeOf(check)).toBe(code);
    if (needsApproval !== undefined) expect(check.needsApproval).toBe(needsApproval);
  });

  it('refuses when the window has closed, whatever the amount', () => {
    expect(codeOf(checkRefund(order({ deliveredAt: '2025-12-01T00:00:00Z' }), 100, [], DEFAULT_POLICY, NOW))).toBe('policy_violation');
  });

  it('refuses an order that has not been received', () => {
    expect(codeOf(checkRefund(order({ status: 'processing' }), 100, [], DEFAULT_POLICY, NOW))).toBe('policy_violation');
  });

  it('follows the policy limit', () => {
    const policy = { ...DEFAULT_POLICY, autoRefundLimit: 500 };
    expect(checkRefund(order(), 501, [], policy, NOW).needsApproval).toBe(true);
    expect(checkRefund(order(), 500, [], policy, NOW).needsApproval).toBe(false);
  });
});
