/**
 * The item writes (issue 14): exchange_items, modify_items and return_items, two-phase through
 * propose_action and execute_action, each policy rule with a refusal and an allowance.
 */
import { describe, expect, it } from 'vitest';
import type { CaseGiven } from '../../src/cases/types.js';
import { call, data, error, proposeAndExecute, visit } from './fixtures.js';

type Policy = NonNullable<CaseGiven['policy']>;

/** Ana: a Visa, a gift card with 1.00 and one with 50.00; a T-shirt in three variants; a delivered, a pending and a processing order. */
function world(policy: Policy = {}): CaseGiven {
  return {
    now: '2026-01-10T12:00:00Z',
    session: { customer: 'c-ana' },
    policy,
    customers: [
      {
        id: 'c-ana',
        name: 'Ana Ruiz',
        language: 'en',
        paymentMethods: [
          { id: 'pm-visa', kind: 'card', brand: 'visa', last4: '4242' },
          { id: 'gc-low', kind: 'gift_card', balance: 1 },
          { id: 'gc-big', kind: 'gift_card', balance: 50 },
        ],
      },
      { id: 'c-bob', name: 'Bob Stone', paymentMethods: [{ id: 'pm-bob', kind: 'paypal' }] },
    ],
    products: [
      {
        sku: 'TEE-01',
        name: 'Organic T-shirt',
        price: 24,
        variants: [
          { itemId: 'TEE-BLU-M', options: { colour: 'blue', size: 'M' }, stock: 5 },
          { itemId: 'TEE-GRN-L', options: { colour: 'green', size: 'L' }, price: 26, stock: 2 },
          { itemId: 'TEE-RED-S', options: { colour: 'red', size: 'S' }, price: 21, stock: 3 },
          { itemId: 'TEE-BLK-XL', options: { colour: 'black', size: 'XL' }, stock: 0 },
        ],
      },
      { sku: 'CAP-01', name: 'Cap', price: 15, variants: [{ itemId: 'CAP-GRY', options: { colour: 'grey' }, stock: 4 }] },
      { sku: 'MUG-01', name: 'Mug', price: 12.5, stock: 10, returnable: false },
    ],
    orders: [
      {
        id: 'A2001',
        customer: 'c-ana',
        status: 'delivered',
        placedAt: '2026-01-02T09:00:00Z',
        deliveredAt: '2026-01-05T09:00:00Z',
        items: [
          { sku: 'TEE-01', itemId: 'TEE-BLU-M', qty: 1, price: 24 },
          { sku: 'MUG-01', qty: 1, price: 12.5 },
        ],
        payments: [{ method: 'pm-visa', amount: 36.5 }],
      },
      {
        id: 'A2002',
        customer: 'c-ana',
        status: 'pending',
        placedAt: '2026-01-09T09:00:00Z',
        items: [{ sku: 'TEE-01', itemId: 'TEE-BLU-M', qty: 2, price: 24 }],
        payments: [{ method: 'pm-visa', amount: 48 }],
      },
      { id: 'A2003', customer: 'c-ana', status: 'processing', placedAt: '2026-01-08T09:00:00Z', items: [{ sku: 'TEE-01', itemId: 'TEE-BLU-M', qty: 1, price: 24 }] },
      { id: 'B3001', customer: 'c-bob', status: 'delivered', placedAt: '2026-01-02T09:00:00Z', items: [{ sku: 'TEE-01', itemId: 'TEE-BLU-M', qty: 1, price: 24 }] },
    ],
  };
}

const exchange = (over: Record<string, unknown> = {}) => ({
  action: 'exchange_items',
  order_id: 'A2001',
  item_ids: ['TEE-BLU-M'],
  new_item_ids: ['TEE-GRN-L'],
  payment_method_id: 'pm-visa',
  ...over,
});
const modify = (over: Record<string, unknown> = {}) => ({ ...exchange(over), action: 'modify_items', order_id: 'A2002', ...over });
const giveBack = (over: Record<string, unknown> = {}) => ({ action: 'return_items', order_id: 'A2001', item_ids: ['TEE-BLU-M'], payment_method_id: 'pm-visa', ...over });

function refusal(g: CaseGiven, args: Record<string, unknown>): { code: string; guard: string | undefined } {
  const outcome = call(visit(g), 'propose_action', args);
  return { code: error(outcome).code, guard: outcome.guard?.guard };
}

describe('exchange_items', () => {
  it('proposes the swap with its price difference and changes nothing yet', () => {
    const ctx = visit(world());
    const p = data(call(ctx, 'propose_action', exchange()));
    expect(p).toMatchObject({ action: 'exchange_items', item_ids: ['TEE-BLU-M'], new_item_ids: ['TEE-GRN-L'], payment_method_id: 'pm-visa', difference: 2 });
    expect(p['summary']).toContain('2.00 USD is charged to Visa card ending 4242');
    expect(ctx.store.orders.get('A2001')?.status).toBe('delivered');
    expect(ctx.store.proposals.get(p['proposal_id'])).toMatchObject({ itemIds: ['TEE-BLU-M'], newItemIds: ['TEE-GRN-L'], paymentMethodId: 'pm-visa', difference: 200 });
  });

  it('after the yes: exchange_requested, the exchange recorded, the difference charged, the new variant taken from stock', () => {
    const ctx = visit(world());
    const done = data(proposeAndExecute(ctx, exchange()));
    expect(done).toMatchObject({ action: 'exchange_items', payment: { kind: 'payment', method: 'pm-visa', amount: 2 } });
    const order = ctx.store.orders.get('A2001');
    expect(order?.status).toBe('exchange_requested');
    expect(order?.exchange).toEqual({ items: ['TEE-BLU-M'], newItems: ['TEE-GRN-L'], paymentMethodId: 'pm-visa', difference: 200 });
    expect(order?.payments?.at(-1)).toEqual({ kind: 'payment', method: 'pm-visa', amount: 200 });
    expect(order?.items[0]).toEqual({ sku: 'TEE-01', itemId: 'TEE-BLU-M', qty: 1, price: 2400 });
    expect(ctx.store.products.get('TEE-01')?.variants?.[1]?.stock).toBe(1);
    expect(ctx.store.events.map((e) => e.kind)).toContain('items_exchanged');
    expect(data(call(ctx, 'get_order', { order_id: 'A2001' }))['exchange']).toEqual({ items: ['TEE-BLU-M'], newItems: ['TEE-GRN-L'], paymentMethodId: 'pm-visa', difference: 2 });
  });

  it('refunds a cheaper variant to the method: a gift card gains the difference', () => {
    const ctx = visit(world());
    const done = data(proposeAndExecute(ctx, exchange({ new_item_ids: ['TEE-RED-S'], payment_method_id: 'gc-low' })));
    expect(done['payment']).toEqual({ kind: 'refund', method: 'gc-low', amount: 3 });
    expect(ctx.store.customers.get('c-ana')?.paymentMethods?.[1]?.balance).toBe(400);
    expect(ctx.store.orders.get('A2001')?.exchange?.difference).toBe(-300);
  });

  it('charges a gift card that covers the difference, and refuses one that does not (policy_violation)', () => {
    const ctx = visit(world());
    proposeAndExecute(ctx, exchange({ payment_method_id: 'gc-big' }));
    expect(ctx.store.customers.get('c-ana')?.paymentMethods?.[2]?.balance).toBe(4800);
    expect(refusal(world(), exchange({ payment_method_id: 'gc-low' }))).toEqual({ code: 'policy_violation', guard: 'policy' });
  });

  it.each([
    ['a variant of another product', { new_item_ids: ['CAP-GRY'] }],
    ['an item id the catalogue does not have', { new_item_ids: ['TEE-PNK-M'] }],
    ['an item the order does not hold', { item_ids: ['TEE-GRN-L'] }],
    ['more replacements than items', { new_item_ids: ['TEE-GRN-L', 'TEE-RED-S'] }],
    ['the same variant again', { new_item_ids: ['TEE-BLU-M'] }],
    ['a payment method that is not hers', { payment_method_id: 'pm-bob' }],
    ['no payment method', { payment_method_id: undefined }],
    ['an amount', { amount: 2 }],
  ])('refuses %s with invalid_arguments', (_what, over) => {
    expect(refusal(world(), exchange(over))).toEqual({ code: 'invalid_arguments', guard: 'arguments' });
  });

  it('refuses a variant out of stock (policy_violation)', () => {
    expect(refusal(world(), exchange({ new_item_ids: ['TEE-BLK-XL'] }))).toEqual({ code: 'policy_violation', guard: 'policy' });
  });

  it('status rule: refuses a processing order by default, allows it when the policy lists processing', () => {
    expect(refusal(world(), exchange({ order_id: 'A2003' })).code).toBe('policy_violation');
    const ctx = visit(world({ exchangeStatuses: ['delivered', 'processing'] }));
    expect(call(ctx, 'propose_action', exchange({ order_id: 'A2003' })).result.ok).toBe(true);
  });

  it('once per order: a second exchange is refused, even when the policy lists exchange_requested', () => {
    const ctx = visit(world({ exchangeStatuses: ['delivered', 'exchange_requested'] }));
    expect(proposeAndExecute(ctx, exchange()).result.ok).toBe(true);
    const again = call(ctx, 'propose_action', exchange({ item_ids: ['TEE-BLU-M'], new_item_ids: ['TEE-RED-S'] }));
    expect(error(again).code).toBe('policy_violation');
    expect(error(again).message).toMatch(/only once/);
  });

  it('answers another customer\'s order not_found (the ownership guard)', () => {
    const outcome = call(visit(world()), 'propose_action', exchange({ order_id: 'B3001' }));
    expect(error(outcome).code).toBe('not_found');
    expect(outcome.guard?.guard).toBe('ownership');
  });

  it('rechecks at execution: the stock sold out since the proposal', () => {
    const ctx = visit(world());
    const id = data(call(ctx, 'propose_action', exchange()))['proposal_id'];
    ctx.conversation.shownProposals.add(id);
    ctx.conversation.customerTurns.push('ask', 'yes please');
    ctx.store.turn = 1;
    (ctx.store.products.get('TEE-01')?.variants?.[1] as { stock: number }).stock = 0;
    expect(error(call(ctx, 'execute_action', { proposal_id: id })).code).toBe('policy_violation');
    expect(ctx.store.orders.get('A2001')?.status).toBe('delivered');
  });
});

describe('modify_items', () => {
  it('swaps one unit of a line: the lines, prices and total change; the difference is charged', () => {
    const ctx = visit(world());
    const done = data(proposeAndExecute(ctx, modify()));
    expect(done['payment']).toEqual({ kind: 'payment', method: 'pm-visa', amount: 2 });
    const order = ctx.store.orders.get('A2002');
    expect(order?.status).toBe('pending');
    expect(order?.items).toEqual([
      { sku: 'TEE-01', itemId: 'TEE-BLU-M', qty: 1, price: 2400 },
      { sku: 'TEE-01', itemId: 'TEE-GRN-L', qty: 1, price: 2600 },
    ]);
    expect(order?.total).toBe(5000);
    expect(order?.modification).toEqual({ items: ['TEE-BLU-M'], newItems: ['TEE-GRN-L'], paymentMethodId: 'pm-visa', difference: 200 });
    expect(ctx.store.events.map((e) => e.kind)).toContain('items_modified');
  });

  it('swaps both units into one line and refunds the cheaper difference', () => {
    const ctx = visit(world());
    const done = data(proposeAndExecute(ctx, modify({ item_ids: ['TEE-BLU-M', 'TEE-BLU-M'], new_item_ids: ['TEE-RED-S', 'TEE-RED-S'] })));
    expect(done['payment']).toEqual({ kind: 'refund', method: 'pm-visa', amount: 6 });
    expect(ctx.store.orders.get('A2002')?.items).toEqual([{ sku: 'TEE-01', itemId: 'TEE-RED-S', qty: 2, price: 2100 }]);
    expect(ctx.store.orders.get('A2002')?.total).toBe(4200);
  });

  it('status rule: refuses a processing order by default, allows it when the policy lists processing', () => {
    expect(refusal(world(), modify({ order_id: 'A2003' })).code).toBe('policy_violation');
    expect(refusal(world(), modify({ order_id: 'A2001' })).code).toBe('policy_violation');
    const ctx = visit(world({ modifyItemsStatuses: ['pending', 'processing'] }));
    expect(call(ctx, 'propose_action', modify({ order_id: 'A2003' })).result.ok).toBe(true);
  });

  it('once per order: a second change of items is refused', () => {
    const ctx = visit(world());
    expect(proposeAndExecute(ctx, modify()).result.ok).toBe(true);
    expect(error(call(ctx, 'propose_action', modify({ new_item_ids: ['TEE-RED-S'] }))).code).toBe('policy_violation');
  });

  it('refuses a variant of another product and a gift card that does not cover the difference', () => {
    expect(refusal(world(), modify({ new_item_ids: ['CAP-GRY'] })).code).toBe('invalid_arguments');
    expect(refusal(world(), modify({ payment_method_id: 'gc-low' })).code).toBe('policy_violation');
  });

  // A cheaper variant's difference may go to a gift card that did not pay the order; what the
  // order still holds is then less than its card paid, and a cancellation or a change of payment
  // method gives back only that: never more than the customer paid, all refunds counted.
  const cheaperToGiftCard = () => modify({ new_item_ids: ['TEE-RED-S'], payment_method_id: 'gc-big' });
  const refunded = (ctx: ReturnType<typeof visit>) =>
    (ctx.store.orders.get('A2002')?.payments ?? []).filter((p) => p.kind === 'refund').reduce((sum, p) => sum + p.amount, 0);

  it('a cancellation after a difference refunded to a gift card gives the card only what the order still holds', () => {
    const ctx = visit(world());
    expect(data(proposeAndExecute(ctx, cheaperToGiftCard()))['payment']).toEqual({ kind: 'refund', method: 'gc-big', amount: 3 });
    expect(data(call(ctx, 'propose_action', { action: 'cancel_order', order_id: 'A2002' }))['summary']).toContain('45.00 USD back to the visa card');
    const out = data(proposeAndExecute(ctx, { action: 'cancel_order', order_id: 'A2002' }));
    expect(out['refunded_to']).toEqual([{ method: 'pm-visa', kind: 'card', amount: 45 }]);
    expect(refunded(ctx)).toBe(4800);
    expect(ctx.store.customers.get('c-ana')?.paymentMethods?.[2]?.balance).toBe(5300);
  });

  it('a change of payment method after a difference refunded to a gift card gives back only what the order still holds', () => {
    const ctx = visit(world());
    proposeAndExecute(ctx, cheaperToGiftCard());
    const out = data(proposeAndExecute(ctx, { action: 'change_payment', order_id: 'A2002', payment_method_id: 'gc-big' }));
    expect(out['refunded_to']).toEqual([{ method: 'pm-visa', kind: 'card', amount: 45 }]);
    expect(out['paid_with']).toMatchObject({ method: 'gc-big', amount: 45, balance: 8 });
    expect(refunded(ctx)).toBe(4800);
  });
});

describe('return_items', () => {
  it('refunds the items to the method that paid: a refund record with its method, return_requested', () => {
    const ctx = visit(world());
    const done = data(proposeAndExecute(ctx, giveBack()));
    expect(done['refund']).toMatchObject({ amount: 24, status: 'issued', method: 'pm-visa' });
    const order = ctx.store.orders.get('A2001');
    expect(order?.status).toBe('return_requested');
    expect(order?.itemReturn).toMatchObject({ items: ['TEE-BLU-M'], paymentMethodId: 'pm-visa', amount: 2400 });
    expect(order?.payments?.at(-1)).toEqual({ kind: 'refund', method: 'pm-visa', amount: 2400 });
    expect([...ctx.store.refunds.values()]).toMatchObject([{ order: 'A2001', amount: 2400, method: 'pm-visa' }]);
    expect(ctx.store.events.map((e) => e.kind)).toContain('items_returned');
  });

  it('refunds to a gift card (its balance grows), but not to a card that did not pay the order', () => {
    const ctx = visit(world());
    proposeAndExecute(ctx, giveBack({ payment_method_id: 'gc-low' }));
    expect(ctx.store.customers.get('c-ana')?.paymentMethods?.[1]?.balance).toBe(2500);
    const g = world();
    g.customers![0]!.paymentMethods!.push({ id: 'pm-amex', kind: 'card', brand: 'amex', last4: '0005' });
    expect(refusal(g, giveBack({ payment_method_id: 'pm-amex' })).code).toBe('policy_violation');
  });

  it('window rule: open through day 30 after delivery, closed on day 31', () => {
    const open = world();
    open.now = '2026-02-04T12:00:00Z';
    expect(call(visit(open), 'propose_action', giveBack()).result.ok).toBe(true);
    const closed = world();
    closed.now = '2026-02-05T12:00:00Z';
    expect(refusal(closed, giveBack()).code).toBe('policy_violation');
  });

  it('status rule: refuses a pending order by default, allows it when the policy lists pending', () => {
    expect(refusal(world(), giveBack({ order_id: 'A2002' })).code).toBe('policy_violation');
    expect(call(visit(world({ returnStatuses: ['delivered', 'pending'] })), 'propose_action', giveBack({ order_id: 'A2002' })).result.ok).toBe(true);
  });

  it('refuses an item the store does not take back, an item the order lacks, and new_item_ids', () => {
    expect(refusal(world(), giveBack({ item_ids: ['MUG-01'] })).code).toBe('policy_violation');
    expect(refusal(world(), giveBack({ item_ids: ['TEE-GRN-L'] })).code).toBe('invalid_arguments');
    expect(refusal(world(), giveBack({ new_item_ids: ['TEE-GRN-L'] })).code).toBe('invalid_arguments');
  });

  it('above the automatic refund limit the refund waits for approval, and no money moves yet: a gift card keeps its balance', () => {
    const ctx = visit(world({ autoRefundLimit: 20 }));
    const proposal = data(call(ctx, 'propose_action', giveBack({ payment_method_id: 'gc-low' })));
    expect(proposal['summary']).toContain('staff must approve it');
    const done = data(proposeAndExecute(ctx, giveBack({ payment_method_id: 'gc-low' })));
    expect(done['refund']).toMatchObject({ amount: 24, status: 'pending_approval', method: 'gc-low' });
    expect(done).toHaveProperty('ticket');
    expect(ctx.store.customers.get('c-ana')?.paymentMethods?.[1]?.balance).toBe(100);
    const order = ctx.store.orders.get('A2001');
    expect(order?.payments).toEqual([{ kind: 'payment', method: 'pm-visa', amount: 3650 }]);
    expect(order?.status).toBe('return_requested');
    expect(order?.itemReturn).toMatchObject({ items: ['TEE-BLU-M'], paymentMethodId: 'gc-low', amount: 2400 });
  });

  it('a second return of the same order is refused: it is return_requested', () => {
    const ctx = visit(world());
    proposeAndExecute(ctx, giveBack());
    expect(error(call(ctx, 'propose_action', giveBack())).code).toBe('policy_violation');
  });
});

describe('the v1 actions refuse the item arguments', () => {
  it.each([
    [{ action: 'cancel_order', order_id: 'A2002', item_ids: ['TEE-BLU-M'] }],
    [{ action: 'refund', order_id: 'A2001', payment_method_id: 'pm-visa' }],
    [{ action: 'change_address', order_id: 'A2002', address: '1 Main St', new_item_ids: ['TEE-GRN-L'] }],
  ])('%o', (args) => {
    expect(refusal(world(), args).code).toBe('invalid_arguments');
  });
});
