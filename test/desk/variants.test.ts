/**
 * Products with variants: a product lists item variants (item id, options, price, stock), an order
 * line may name one by `itemId`, and the reads show them — search_products, get_product, get_order.
 */
import { describe, expect, it } from 'vitest';
import type { CaseGiven } from '../../src/cases/types.js';
import { parseCase } from '../../src/index.js';
import { call, data, error, given, visit } from './fixtures.js';

/** Ana's world, plus a T-shirt in three variants (the large blue one sold out) and an order of the blue M. */
function withTee(): CaseGiven {
  const base = given();
  return {
    ...base,
    products: [
      ...(base.products ?? []),
      {
        sku: 'TEE-01',
        name: 'Organic cotton T-shirt',
        price: 24,
        variants: [
          { itemId: 'TEE-BLU-M', options: { colour: 'blue', size: 'M' }, stock: 6 },
          { itemId: 'TEE-BLU-L', options: { colour: 'blue', size: 'L' } },
          { itemId: 'TEE-GRN-M', options: { colour: 'forest green', size: 'M' }, price: 26, stock: 2 },
        ],
      },
    ],
    orders: [
      ...(base.orders ?? []),
      { id: 'A1005', customer: 'c-ana', status: 'pending', placedAt: '2025-12-31T10:00:00Z', items: [{ sku: 'TEE-01', itemId: 'TEE-BLU-M', qty: 2, price: 24 }] },
    ],
  };
}

const TEE_VARIANTS = [
  { itemId: 'TEE-BLU-M', options: { colour: 'blue', size: 'M' }, price: 24, stock: 6, inStock: true },
  { itemId: 'TEE-BLU-L', options: { colour: 'blue', size: 'L' }, price: 24, stock: 0, inStock: false },
  { itemId: 'TEE-GRN-M', options: { colour: 'forest green', size: 'M' }, price: 26, stock: 2, inStock: true },
];

describe('the store seeds variants', () => {
  it("defaults a variant's price to the product's and its stock to 0, and sums the product's stock from them", () => {
    const tee = visit(withTee()).store.products.get('TEE-01');
    expect(tee?.variants?.map((v) => [v.itemId, v.price, v.stock])).toEqual([
      ['TEE-BLU-M', 2400, 6],
      ['TEE-BLU-L', 2400, 0],
      ['TEE-GRN-M', 2600, 2],
    ]);
    expect(tee?.stock).toBe(8);
  });

  it('keeps a number written as an option value as its text', () => {
    const g = withTee();
    g.products = [{ sku: 'BOOT-01', name: 'Hiking boot', price: 120, variants: [{ itemId: 'BOOT-42', options: { size: 42 } }] }];
    expect(visit(g).store.products.get('BOOT-01')?.variants?.[0]?.options).toEqual({ size: '42' });
  });

  it('gives a product without variants no variants key: it behaves as before', () => {
    const mug = visit(withTee()).store.snapshot().products['MUG-01'];
    expect(mug).toEqual({ sku: 'MUG-01', name: 'Ceramic mug', price: 1250, stock: 40, returnable: true, description: 'Stoneware mug, 350 ml' });
  });

  it("keeps an order line's item id and unit price", () => {
    expect(visit(withTee()).store.orders.get('A1005')?.items).toEqual([{ sku: 'TEE-01', itemId: 'TEE-BLU-M', qty: 2, price: 2400 }]);
  });
});

describe('get_product', () => {
  it('answers one product with every variant: item id, options, price, stock', () => {
    expect(data(call(visit(withTee()), 'get_product', { sku: 'TEE-01' }))).toEqual({
      sku: 'TEE-01',
      name: 'Organic cotton T-shirt',
      price: 24,
      currency: 'USD',
      stock: 8,
      inStock: true,
      returnable: true,
      variants: TEE_VARIANTS,
    });
  });

  it('answers a product without variants as search does, with no variants', () => {
    const out = data(call(visit(withTee()), 'get_product', { sku: 'LAMP-01' }));
    expect(out).toEqual({ sku: 'LAMP-01', name: 'Desk lamp', price: 150, currency: 'USD', stock: 3, inStock: true, returnable: true, description: 'LED lamp, warm white' });
  });

  it('answers not_found for an unknown sku, and an item id is not a sku', () => {
    expect(error(call(visit(withTee()), 'get_product', { sku: 'TEE-99' })).code).toBe('not_found');
    expect(error(call(visit(withTee()), 'get_product', { sku: 'TEE-BLU-M' })).code).toBe('not_found');
  });

  it.each([
    ['no sku', {}],
    ['an empty sku', { sku: '' }],
    ['a sku that is not text', { sku: 12 }],
    ['an unknown argument', { sku: 'TEE-01', colour: 'blue' }],
  ])('refuses %s as invalid_arguments', (_name, args) => {
    const outcome = call(visit(withTee()), 'get_product', args);
    expect(error(outcome).code).toBe('invalid_arguments');
    expect(outcome.guard).toMatchObject({ guard: 'arguments', verdict: 'refused', code: 'invalid_arguments' });
  });

  it('changes nothing', () => {
    const ctx = visit(withTee());
    const before = ctx.store.snapshot();
    call(ctx, 'get_product', { sku: 'TEE-01' });
    expect(ctx.store.snapshot()).toEqual(before);
  });
});

describe('search_products with variants', () => {
  it("shows a product's variants", () => {
    const out = data(call(visit(withTee()), 'search_products', { query: 't-shirt' }));
    expect(out['products'].map((p: { sku: string }) => p.sku)).toEqual(['TEE-01']);
    expect(out['products'][0]['variants']).toEqual(TEE_VARIANTS);
  });

  it("finds a product by a variant's option value", () => {
    const out = data(call(visit(withTee()), 'search_products', { query: 'forest green' }));
    expect(out['products'].map((p: { sku: string }) => p.sku)).toEqual(['TEE-01']);
  });

  it('shows no variants key for a product without variants', () => {
    const out = data(call(visit(withTee()), 'search_products', { query: 'mug' }));
    expect(out['products'][0]).not.toHaveProperty('variants');
  });
});

describe('get_order with variants', () => {
  it("shows each line's item id and options", () => {
    const out = data(call(visit(withTee()), 'get_order', { order_id: 'A1005' }));
    expect(out['items']).toEqual([
      { sku: 'TEE-01', name: 'Organic cotton T-shirt', itemId: 'TEE-BLU-M', options: { colour: 'blue', size: 'M' }, qty: 2, price: 24, lineTotal: 48 },
    ]);
  });

  it('shows a line without an item id as before', () => {
    const out = data(call(visit(withTee()), 'get_order', { order_id: 'A1001' }));
    expect(out['items']).toEqual([{ sku: 'MUG-01', name: 'Ceramic mug', qty: 2, price: 12.5, lineTotal: 25 }]);
  });
});

/** A case whose T-shirt has two variants and whose order line names `line`. */
function caseWith(line: string, variants = '[{ itemId: TEE-BLU-M, options: { colour: blue, size: M } }, { itemId: TEE-BLU-L, options: { colour: blue, size: L } }]'): string {
  return `id: tee-case
category: product-info
given:
  session: { customer: c-ana }
  customers:
    - { id: c-ana, name: Ana }
  products:
    - { sku: TEE-01, name: T-shirt, price: 24.00, variants: ${variants} }
    - { sku: MUG-01, name: Mug, price: 12.50 }
  orders:
    - id: A1
      customer: c-ana
      status: pending
      placedAt: 2026-01-01T09:00:00Z
      items: [${line}]
conversation:
  - which size did I order?
expect:
  intent: order_status
`;
}

const codes = (text: string) => parseCase(text, 'tee-case.yaml').problems.map((p) => [p.code, p.line, p.column, p.message]);

describe('the case format', () => {
  it('accepts a product with variants and an order line naming one of them', () => {
    expect(codes(caseWith('{ sku: TEE-01, itemId: TEE-BLU-L, qty: 1, price: 24.00 }'))).toEqual([]);
  });

  it('accepts an order line of a product with variants that names none', () => {
    expect(codes(caseWith('{ sku: TEE-01, qty: 1, price: 24.00 }'))).toEqual([]);
  });

  it('reports an item id that is no variant of the line’s product as UNKNOWN_ITEM, with a did-you-mean', () => {
    const [problem, ...rest] = codes(caseWith('{ sku: TEE-01, itemId: TEE-BLU-XL, qty: 1, price: 24.00 }'));
    expect(rest).toEqual([]);
    expect(problem?.slice(0, 3)).toEqual(['UNKNOWN_ITEM', 15, 38]);
    expect(problem?.[3]).toContain('"TEE-BLU-L"');
  });

  it("reports another product's item id, and an item id on a product without variants, as UNKNOWN_ITEM", () => {
    expect(codes(caseWith('{ sku: MUG-01, itemId: TEE-BLU-M, qty: 1, price: 12.50 }')).map((p) => p[0])).toEqual(['UNKNOWN_ITEM']);
  });

  it('leaves an unknown sku to UNKNOWN_SKU alone', () => {
    expect(codes(caseWith('{ sku: TEE-02, itemId: TEE-BLU-M, qty: 1, price: 24.00 }')).map((p) => p[0])).toEqual(['UNKNOWN_SKU']);
  });

  it('reports an item id used by two variants as DUPLICATE_RECORD', () => {
    const twice = '[{ itemId: TEE-BLU-M, options: { size: M } }, { itemId: TEE-BLU-M, options: { size: L } }]';
    expect(codes(caseWith('{ sku: TEE-01, qty: 1, price: 24.00 }', twice)).map((p) => p[0])).toEqual(['DUPLICATE_RECORD']);
  });

  it.each([
    ['a variant without options', '[{ itemId: TEE-BLU-M }]', 'SCHEMA_MISSING_KEY'],
    ['empty options', '[{ itemId: TEE-BLU-M, options: {} }]', 'SCHEMA_RANGE'],
    ['an unknown key on a variant', '[{ itemId: TEE-BLU-M, options: { size: M }, colour: blue }]', 'SCHEMA_UNKNOWN_KEY'],
    ['a negative stock', '[{ itemId: TEE-BLU-M, options: { size: M }, stock: -1 }]', 'SCHEMA_RANGE'],
  ])('rejects %s', (_name, variants, code) => {
    expect(codes(caseWith('{ sku: TEE-01, qty: 1, price: 24.00 }', variants)).map((p) => p[0])).toEqual([code]);
  });
});
