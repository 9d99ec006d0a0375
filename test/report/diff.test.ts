import { describe, expect, test } from 'vitest';
import type { WorldSnapshot } from '../../src/index.js';
import { diffWorlds } from '../../src/report/diff.js';

const base: WorldSnapshot = {
  now: '2026-01-01T12:00:00Z',
  customers: { 'c-1': { id: 'c-1', name: 'Ana', language: 'es', tier: 'standard' } },
  products: {},
  orders: {
    A1: { id: 'A1', customer: 'c-1', status: 'processing', placedAt: '2026-01-01T00:00:00Z', items: [{ sku: 'S', qty: 1, price: 100 }], currency: 'USD', total: 100 },
    A2: { id: 'A2', customer: 'c-1', status: 'shipped', placedAt: '2026-01-01T00:00:00Z', items: [], currency: 'USD', total: 0 },
  },
  refunds: {},
  tickets: { T9: { id: 'T9', customer: 'c-1', reason: 'old', priority: 'low', createdAt: '2026-01-01T00:00:00Z' } },
  proposals: {},
};

describe('diffWorlds', () => {
  test('an unchanged world has no changes', () => {
    expect(diffWorlds(base, structuredClone(base))).toEqual({ records: [] });
  });

  test('names only changed records and only their changed fields', () => {
    const final = structuredClone(base);
    final.now = '2026-01-01T12:05:00Z';
    final.orders['A1']!.status = 'cancelled';
    final.refunds['R1'] = { id: 'R1', order: 'A1', amount: 100, reason: 'x', status: 'issued', createdAt: final.now };
    delete final.tickets['T9'];
    const diff = diffWorlds(base, final);
    expect(diff.clock).toEqual({ before: '2026-01-01T12:00:00Z', after: '2026-01-01T12:05:00Z' });
    expect(diff.records.map((r) => [r.collection, r.id, r.change])).toEqual([
      ['orders', 'A1', 'changed'],
      ['refunds', 'R1', 'added'],
      ['tickets', 'T9', 'removed'],
    ]);
    expect(diff.records[0]!.fields).toEqual([{ field: 'status', before: '"processing"', after: '"cancelled"' }]);
    expect(diff.records[1]!.fields.find((f) => f.field === 'amount')).toEqual({ field: 'amount', before: '', after: '100' });
    expect(diff.records[2]!.fields.find((f) => f.field === 'reason')).toEqual({ field: 'reason', before: '"old"', after: '' });
  });

  test('compares nested fields by value', () => {
    const final = structuredClone(base);
    final.orders['A1']!.items = [{ sku: 'S', qty: 2, price: 100 }];
    expect(diffWorlds(base, final).records[0]!.fields).toEqual([
      { field: 'items', before: '[{"sku":"S","qty":1,"price":100}]', after: '[{"sku":"S","qty":2,"price":100}]' },
    ]);
  });
});
