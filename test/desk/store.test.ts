import { describe, expect, it } from 'vitest';
import { DEFAULT_NOW, DEFAULT_POLICY, Store } from '../../src/desk/store.js';
import { given } from './fixtures.js';

describe('Store.fromGiven', () => {
  it('keeps amounts in minor units and derives an omitted order total', () => {
    const store = Store.fromGiven(given());
    expect(store.products.get('MUG-01')?.price).toBe(1250);
    expect(store.orders.get('A1001')?.items[0]?.price).toBe(1250);
    expect(store.orders.get('A1001')?.total).toBe(2500);
    expect(store.refunds.get('R1')?.amount).toBe(2000);
  });

  it('keeps a stated order total over the derived one', () => {
    const g = given({
      orders: [{ id: 'A1', customer: 'c-ana', status: 'pending', placedAt: DEFAULT_NOW, items: [{ sku: 'MUG-01', qty: 1, price: 12.5 }], total: 17.49 }],
    });
    expect(Store.fromGiven(g).orders.get('A1')?.total).toBe(1749);
  });

  it('fills the documented defaults', () => {
    const store = Store.fromGiven(
      given({
        tickets: [{ id: 'T7', customer: 'c-ana', reason: 'given' }],
        refunds: [{ id: 'R1', order: 'A1004', amount: 20 }],
      }),
    );
    expect(store.nowIso()).toBe('2026-01-01T12:00:00.000Z');
    expect(store.orders.get('A1001')?.currency).toBe('USD');
    expect(store.customers.get('c-bob')?.language).toBe('en');
    expect(store.customers.get('c-ana')?.tier).toBe('standard');
    expect(store.products.get('TOWEL-01')?.stock).toBe(0);
    expect(store.products.get('MUG-01')?.returnable).toBe(true);
    expect(store.products.get('TOWEL-01')?.returnable).toBe(false);
    expect(store.refunds.get('R1')?.status).toBe('issued');
    expect(store.tickets.get('T7')?.priority).toBe('normal');
    // A v1 session is a signed-in one.
    expect(store.session).toEqual({ customer: 'c-ana', authenticated: true });
    expect(store.turn).toBe(0);
  });

  it('uses the default policy, overridden per case', () => {
    expect(Store.fromGiven(given()).policy).toEqual(DEFAULT_POLICY);
    expect(DEFAULT_POLICY).toMatchObject({
      refundWindowDays: 30,
      autoRefundLimit: 10_000,
      proposalTtlMinutes: 15,
      cancellableStatuses: ['pending', 'processing'],
      addressChangeStatuses: ['pending', 'processing'],
    });
    const store = Store.fromGiven(given({ policy: { refundWindowDays: 14, autoRefundLimit: 50.5, proposalTtlMinutes: 5 } }));
    expect(store.policy).toMatchObject({ refundWindowDays: 14, autoRefundLimit: 5050, proposalTtlMinutes: 5 });
  });

  it('gives each store its own policy object', () => {
    const a = Store.fromGiven(given());
    a.policy.cancellableStatuses.push('shipped');
    expect(Store.fromGiven(given()).policy.cancellableStatuses).toEqual(['pending', 'processing']);
  });

  it('starts from an empty world when little is given', () => {
    const store = Store.fromGiven({ session: { customer: 'c-x' } });
    expect([store.customers.size, store.orders.size, store.refunds.size, store.tickets.size]).toEqual([0, 0, 0, 0]);
  });

  it('rejects a clock that is not a date-time', () => {
    expect(() => Store.fromGiven(given({ now: 'yesterday' }))).toThrow(RangeError);
  });
});

describe('Store ids', () => {
  it('numbers ids per prefix within a visit', () => {
    const store = Store.fromGiven(given({ refunds: [] }));
    expect([store.nextId('P'), store.nextId('P'), store.nextId('R'), store.nextId('T'), store.nextId('P')]).toEqual(['P1', 'P2', 'R1', 'T1', 'P3']);
  });

  it('continues after the ids given in the case', () => {
    const store = Store.fromGiven(
      given({ refunds: [{ id: 'R1', order: 'A1004', amount: 5 }, { id: 'R3', order: 'A1004', amount: 5 }], tickets: [{ id: 'T2', customer: 'c-ana', reason: 'x' }] }),
    );
    expect([store.nextId('R'), store.nextId('T'), store.nextId('P')]).toEqual(['R4', 'T3', 'P1']);
  });

  it('is the same in two stores built from the same case', () => {
    const ids = () => {
      const s = Store.fromGiven(given());
      return [s.nextId('P'), s.nextId('R'), s.nextId('T')];
    };
    expect(ids()).toEqual(ids());
  });
});

describe('Store clock', () => {
  it('advances and never goes back', () => {
    const store = Store.fromGiven(given({ now: '2026-11-20T10:00:00Z' }));
    store.advance(90_000);
    expect(store.nowIso()).toBe('2026-11-20T10:01:30.000Z');
    expect(store.now()).toEqual(new Date('2026-11-20T10:01:30Z'));
    expect(() => store.advance(-1)).toThrow(RangeError);
  });
});

describe('Store faults', () => {
  it('consumes given.faults in order, per tool', () => {
    const store = Store.fromGiven(
      given({
        faults: [
          { tool: 'get_order', error: 'timeout', times: 2 },
          { tool: 'list_orders', error: 'unavailable' },
          { tool: 'get_order', error: 'not_found' },
        ],
      }),
    );
    const seen = [store.takeFault('get_order'), store.takeFault('list_orders'), store.takeFault('get_order'), store.takeFault('get_order')];
    expect(seen).toEqual(['timeout', 'unavailable', 'timeout', 'not_found']);
    expect([store.takeFault('get_order'), store.takeFault('list_orders'), store.takeFault('track_shipment')]).toEqual([undefined, undefined, undefined]);
  });
});

describe('Store snapshot', () => {
  it('is a deep, plain copy that later writes do not change', () => {
    const store = Store.fromGiven(given());
    const before = store.snapshot();
    store.orders.get('A1001')!.status = 'cancelled';
    store.orders.get('A1001')!.items[0]!.qty = 9;
    store.tickets.set('T1', { id: 'T1', customer: 'c-ana', reason: 'x', priority: 'low', createdAt: store.nowIso() });
    expect(before.orders['A1001']?.status).toBe('processing');
    expect(before.orders['A1001']?.items[0]?.qty).toBe(2);
    expect(before.tickets).toEqual({});
    expect(JSON.parse(JSON.stringify(before))).toEqual(before);
    expect(store.snapshot().orders['A1001']?.status).toBe('cancelled');
  });

  it('holds every collection keyed by id, and the clock', () => {
    const snap = Store.fromGiven(given()).snapshot();
    expect(Object.keys(snap).sort()).toEqual(['customers', 'now', 'orders', 'products', 'proposals', 'refunds', 'tickets']);
    expect(Object.keys(snap.orders)).toEqual(['A1001', 'A1002', 'A1003', 'A1004', 'B2001']);
    expect(snap.now).toBe('2026-01-01T12:00:00.000Z');
  });
});

describe('Store events and expiry', () => {
  it('stamps recorded events with the clock and the turn', () => {
    const store = Store.fromGiven(given());
    store.turn = 2;
    store.advance(60_000);
    store.record({ kind: 'ticket_created', ids: { ticket: 'T1' } });
    expect(store.events).toEqual([{ kind: 'ticket_created', ids: { ticket: 'T1' }, at: '2026-01-01T12:01:00.000Z', turn: 2 }]);
  });

  it('expires pending proposals only once the clock is past expiresAt', () => {
    const store = Store.fromGiven(given());
    store.proposals.set('P1', {
      id: 'P1', customer: 'c-ana', action: 'cancel_order', orderId: 'A1001', createdAt: store.nowIso(),
      expiresAt: '2026-01-01T12:15:00.000Z', status: 'pending', turn: 0,
    });
    store.advance(15 * 60_000);
    store.expireProposals();
    expect(store.proposals.get('P1')?.status).toBe('pending');
    store.advance(1);
    store.expireProposals();
    store.expireProposals();
    expect(store.proposals.get('P1')?.status).toBe('expired');
    expect(store.events.map((e) => [e.kind, e.ids])).toEqual([['proposal_expired', { proposal: 'P1', order: 'A1001' }]]);
  });
});
