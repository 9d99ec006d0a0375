/**
 * A case's policy beyond the three numbers: which statuses allow which action, and the reasons a
 * cancellation may give. Each rule refuses what it forbids and allows what it permits, and an
 * unset rule leaves the product's default in place.
 */
import { describe, expect, it } from 'vitest';
import { loadPrompts } from '../../src/index.js';
import { Store } from '../../src/desk/store.js';
import { call, data, error, given, proposeAndExecute, visit } from './fixtures.js';

const withPolicy = (policy: NonNullable<ReturnType<typeof given>['policy']>) => visit(given({ policy }));

describe('policy per case: statuses', () => {
  it('cancellableStatuses: a shipped order is refused by default and allowed where the case says so', () => {
    expect(error(call(visit(), 'propose_action', { action: 'cancel_order', order_id: 'A1003' })).code).toBe('policy_violation');
    const ctx = withPolicy({ cancellableStatuses: ['processing', 'shipped'] });
    expect(data(proposeAndExecute(ctx, { action: 'cancel_order', order_id: 'A1003' }))).toMatchObject({ proposal_id: 'P1', order_id: 'A1003' });
    expect(ctx.store.orders.get('A1003')?.status).toBe('cancelled');
  });

  it('cancellableStatuses: a status the case leaves out is refused, naming the statuses that allow it', () => {
    const outcome = call(withPolicy({ cancellableStatuses: ['pending'] }), 'propose_action', { action: 'cancel_order', order_id: 'A1001' });
    expect(error(outcome)).toMatchObject({ code: 'policy_violation' });
    expect(error(outcome).message).toContain('only while pending');
  });

  it('addressChangeStatuses: processing is allowed by default, refused where the case allows only pending', () => {
    const args = { action: 'change_address', order_id: 'A1001', address: 'Gran Vía 2, Madrid' };
    expect(data(call(visit(), 'propose_action', args))).toMatchObject({ proposal_id: 'P1' });
    const outcome = call(withPolicy({ addressChangeStatuses: ['pending'] }), 'propose_action', args);
    expect(error(outcome).message).toContain('can only be changed while pending');
  });

  it('refundableStatuses: a shipped order is refused by default and refundable where the case says so', () => {
    const args = { action: 'refund', order_id: 'A1003', amount: 8 };
    expect(error(call(visit(), 'propose_action', args)).message).toContain('refunds are only for delivered or returned orders');
    expect(data(call(withPolicy({ refundableStatuses: ['shipped', 'delivered'] }), 'propose_action', args))).toMatchObject({ amount: 8 });
    // And a delivered order is no longer refundable where the case leaves delivered out.
    const refused = call(withPolicy({ refundableStatuses: ['returned'] }), 'propose_action', { action: 'refund', order_id: 'A1002', amount: 10 });
    expect(error(refused).message).toContain('refunds are only for returned orders');
  });
});

describe('policy per case: cancellation reasons', () => {
  const policy = { cancelReasons: ['no longer needed', 'ordered by mistake'] };

  it('takes any reason, or none, when the case names no reasons', () => {
    expect(data(call(visit(), 'propose_action', { action: 'cancel_order', order_id: 'A1001' }))).toMatchObject({ proposal_id: 'P1' });
  });

  it('allows a listed reason, without regard to case or surrounding space', () => {
    const ctx = withPolicy(policy);
    expect(data(call(ctx, 'propose_action', { action: 'cancel_order', order_id: 'A1001', reason: ' Ordered by mistake ' }))).toMatchObject({ proposal_id: 'P1' });
  });

  it('refuses another reason, naming the ones the store takes', () => {
    const outcome = call(withPolicy(policy), 'propose_action', { action: 'cancel_order', order_id: 'A1001', reason: 'found it cheaper' });
    expect(error(outcome)).toMatchObject({ code: 'invalid_arguments' });
    expect(error(outcome).message).toBe(
      '"found it cheaper" is not a cancellation reason this store takes; the reasons are "no longer needed", "ordered by mistake": ask the customer which applies.',
    );
  });

  it('refuses a cancellation with no reason at all', () => {
    const outcome = call(withPolicy(policy), 'propose_action', { action: 'cancel_order', order_id: 'A1001' });
    expect(error(outcome).message).toBe('A cancellation needs its reason, one of "no longer needed", "ordered by mistake": ask the customer which applies.');
  });

  it('applies only to cancellations: a refund or an address change needs no listed reason', () => {
    const ctx = withPolicy(policy);
    expect(data(call(ctx, 'propose_action', { action: 'refund', order_id: 'A1002', amount: 10, reason: 'arrived broken' }))).toMatchObject({ amount: 10 });
  });

  it('is in the resolver prompt, with the statuses the case allows', () => {
    const store = Store.fromGiven(given({ policy: { ...policy, cancellableStatuses: ['pending'] } }));
    const prompt = loadPrompts().render('resolver', { customer: { id: 'c-ana', name: 'Ana Ruiz' }, now: store.nowIso(), policy: store.policy, language: 'en' });
    expect(prompt).toContain('orders can be cancelled only while pending, for one');
    expect(prompt).toContain("pass as the proposal's reason: no longer needed, ordered by mistake;");
    expect(prompt).toContain('refunds are for\n  delivered, returned orders');
  });
});
