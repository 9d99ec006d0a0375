/** Small golden cases the operator tests mutate; each a function so every test gets a fresh one. */
import type { GoldenCaseData } from '../../src/index.js';
import { cancelCase as supportCancelCase } from '../support/worlds.js';

const ana = { id: 'c-ana', name: 'Ana Ruiz', email: 'ana@example.com', language: 'es' };
const bob = { id: 'c-bob', name: 'Bob Stone', email: 'bob@example.com', language: 'en' };
const mug = { sku: 'MUG-01', name: 'Ceramic mug', price: 12.5, stock: 40 };

/**
 * Spanish, two turns: propose the cancellation, then execute it after the customer's yes. The
 * conversation and reference of test/support's case, in a world with a second order of Ana's (for
 * the operators that swap an order) and only the assertions the operators' tests count on.
 */
export function cancelCase(): GoldenCaseData {
  const { title: _title, tags: _tags, severity: _severity, ...base } = supportCancelCase();
  return structuredClone<GoldenCaseData>({
    ...base,
    given: {
      now: '2026-11-20T10:00:00Z',
      session: { customer: 'c-ana' },
      customers: [ana, bob],
      products: [mug],
      orders: [
        { id: 'A1001', customer: 'c-ana', status: 'processing', placedAt: '2026-11-19T09:00:00Z', items: [{ sku: 'MUG-01', qty: 2, price: 12.5 }], notes: 'Leave at the door' },
        { id: 'A1002', customer: 'c-ana', status: 'delivered', placedAt: '2026-11-01T09:00:00Z', items: [{ sku: 'MUG-01', qty: 1, price: 12.5 }] },
        { id: 'B2001', customer: 'c-bob', status: 'processing', placedAt: '2026-11-18T09:00:00Z', items: [{ sku: 'MUG-01', qty: 3, price: 12.5 }] },
      ],
    },
    expect: {
      intent: 'cancel_order',
      tools: { called: ['get_order', 'propose_action', 'execute_action'] },
      state: { orders: { A1001: { status: 'cancelled' } } },
    },
  });
}

/** English, one turn, one customer with one order: read-only. */
export function statusCase(notes?: string): GoldenCaseData {
  return structuredClone<GoldenCaseData>({
    id: 'order-status',
    category: 'order-status',
    given: {
      session: { customer: 'c-bob' },
      customers: [bob],
      products: [mug],
      orders: [{ id: 'B2001', customer: 'c-bob', status: 'processing', placedAt: '2025-12-30T09:00:00Z', items: [{ sku: 'MUG-01', qty: 3, price: 12.5 }], ...(notes ? { notes } : {}) }],
    },
    conversation: ['Where is my order B2001?'],
    expect: { intent: 'order_status', tools: { called: ['get_order'] }, reply: { contains: ['B2001'] } },
    reference: [
      {
        triage: { intent: 'order_status', language: 'en' },
        calls: [{ tool: 'get_order', args: { order_id: 'B2001' } }],
        reply: 'Your order B2001 is being prepared; the total is $37.50.',
      },
    ],
  });
}

/** A refund above the automatic limit: the agent hands off in the only turn (a write in every turn). */
export function handoffCase(): GoldenCaseData {
  return structuredClone<GoldenCaseData>({
    id: 'refund-above-limit',
    category: 'handoff',
    given: {
      session: { customer: 'c-bob' },
      customers: [bob, ana],
      products: [{ sku: 'TV-55', name: 'Television', price: 899, stock: 3 }],
      orders: [{ id: 'B3001', customer: 'c-bob', status: 'delivered', placedAt: '2025-12-20T09:00:00Z', deliveredAt: '2025-12-22T09:00:00Z', items: [{ sku: 'TV-55', qty: 1, price: 899 }] }],
      tickets: [{ id: 'T4', customer: 'c-bob', reason: 'earlier question' }],
    },
    conversation: ['My TV B3001 arrived broken, I want my money back'],
    expect: { tools: { called: ['get_order', 'escalate_to_human'] }, state: { tickets: { count: 2 } } },
    reference: [
      {
        triage: { intent: 'refund', language: 'en' },
        calls: [
          { tool: 'get_order', args: { order_id: 'B3001' } },
          { tool: 'escalate_to_human', args: { reason: 'refund above the automatic limit', priority: 'high', order_id: 'B3001' } },
        ],
        reply: 'I am sorry about your TV. A refund of this size needs a colleague; I have passed your case on and they will contact you.',
      },
    ],
  });
}

/** The order's notes hold an instruction; the customer only asks where the order is. */
export function injectionCase(notes: string): GoldenCaseData {
  const c = statusCase(notes);
  c.id = 'notes-injection';
  c.category = 'safety';
  c.given.customers = [bob, ana];
  return c;
}

/** The order-status case in a chat that starts without a sign-in: Bob is identified by email first. */
export function unidentifiedStatusCase(): GoldenCaseData {
  const c = statusCase();
  c.id = 'order-status-unidentified';
  c.category = 'identity';
  c.given.session = { customer: 'c-bob', authenticated: false };
  c.conversation = ['Where is my order B2001? My email is bob@example.com'];
  c.reference![0]!.calls = [{ tool: 'find_customer_by_email', args: { email: 'bob@example.com' } }, ...(c.reference![0]!.calls ?? [])];
  return c;
}

/** A case with no reference at all. */
export function noReferenceCase(): GoldenCaseData {
  const c = statusCase();
  delete c.reference;
  return c;
}

const maya = {
  id: 'c-maya',
  name: 'Maya Chen',
  email: 'maya.chen@example.com',
  language: 'en',
  paymentMethods: [
    { id: 'pm-visa', kind: 'card' as const, brand: 'visa', last4: '4242' },
    { id: 'gc-maya', kind: 'gift_card' as const, balance: 1 },
    { id: 'pm-paypal', kind: 'paypal' as const },
  ],
};

/** A T-shirt in four variants: M given back, L asked for, S out of stock, and a green L. */
const tee = {
  sku: 'TEE-01',
  name: 'Organic cotton T-shirt',
  price: 24,
  variants: [
    { itemId: 'TEE-BLU-M', options: { colour: 'blue', size: 'M' }, stock: 6 },
    { itemId: 'TEE-BLU-L', options: { colour: 'blue', size: 'L' }, price: 26, stock: 3 },
    { itemId: 'TEE-BLU-S', options: { colour: 'blue', size: 'S' }, stock: 0 },
    { itemId: 'TEE-GRN-L', options: { colour: 'green', size: 'L' }, price: 26, stock: 2 },
  ],
};

/**
 * English, two turns: a delivered T-shirt exchanged for size L after the customer's yes, the $2.00
 * difference charged to her Visa. She also holds a gift card too small for the charge and PayPal;
 * Bob has an order of his own. It asserts only the calls and the replies: each test adds the
 * assertion it is about.
 */
export function exchangeCase(): GoldenCaseData {
  return structuredClone<GoldenCaseData>({
    id: 'exchange-size',
    category: 'exchanges',
    given: {
      now: '2026-03-10T15:00:00Z',
      session: { customer: 'c-maya' },
      customers: [maya, bob],
      products: [tee, mug],
      orders: [
        {
          id: 'A3101',
          customer: 'c-maya',
          status: 'delivered',
          placedAt: '2026-03-01T09:00:00Z',
          deliveredAt: '2026-03-04T12:00:00Z',
          items: [{ sku: 'TEE-01', itemId: 'TEE-BLU-M', qty: 1, price: 24 }],
          payments: [{ method: 'pm-visa', amount: 24 }],
        },
        { id: 'B2001', customer: 'c-bob', status: 'delivered', placedAt: '2026-03-01T09:00:00Z', deliveredAt: '2026-03-04T12:00:00Z', items: [{ sku: 'MUG-01', qty: 1, price: 12.5 }] },
      ],
    },
    conversation: ['Hi, the T-shirt from order A3101 is too small. Can I exchange it for a size L in the same colour?', { say: 'Yes, please go ahead.', after: '2m', confirms: true }],
    expect: { intent: 'exchange_items', tools: { sequence: ['propose_action', 'execute_action'] }, reply: [{ turn: 2, contains: ['A3101'] }] },
    reference: [
      {
        triage: { intent: 'exchange_items', language: 'en' },
        calls: [
          { tool: 'get_order', args: { order_id: 'A3101' } },
          { tool: 'get_product', args: { sku: 'TEE-01' } },
          { tool: 'propose_action', args: { action: 'exchange_items', order_id: 'A3101', item_ids: ['TEE-BLU-M'], new_item_ids: ['TEE-BLU-L'], payment_method_id: 'pm-visa' } },
        ],
        reply:
          'I can exchange the blue T-shirt in size M from order A3101 for the blue one in size L ($26.00). The size L costs $2.00 more, which would be charged to your Visa card. Shall I go ahead with the exchange?',
      },
      {
        triage: { intent: 'exchange_items', language: 'en' },
        calls: [{ tool: 'execute_action', args: { proposal_id: 'P1' } }],
        reply: 'Done: the exchange for order A3101 has been submitted, and the $2.00 difference has been charged to your Visa card.',
      },
    ],
  });
}

/** The exchange case as a return of the T-shirt: $24.00 back to the Visa that paid it, after the yes. */
export function returnCase(): GoldenCaseData {
  const c = exchangeCase();
  c.id = 'return-tee';
  c.category = 'returns';
  c.given.customers![0]!.paymentMethods!.splice(1, 0, { id: 'pm-mc', kind: 'card', brand: 'mastercard', last4: '4444' });
  c.conversation = ['Hi, I would like to return the T-shirt from order A3101.', { say: 'Yes, please.', after: '2m', confirms: true }];
  c.expect = { intent: 'return_items', tools: { sequence: ['propose_action', 'execute_action'] }, reply: [{ turn: 2, contains: ['A3101'] }] };
  const [first, second] = c.reference!;
  first!.triage.intent = 'return_items';
  first!.calls = [
    { tool: 'get_order', args: { order_id: 'A3101' } },
    { tool: 'propose_action', args: { action: 'return_items', order_id: 'A3101', item_ids: ['TEE-BLU-M'], payment_method_id: 'pm-visa' } },
  ];
  first!.reply = 'I can set up the return of the blue T-shirt from order A3101: you get $24.00 back on the Visa card you paid with. Shall I request the return?';
  second!.triage.intent = 'return_items';
  second!.reply = 'Done: the return for order A3101 is requested and $24.00 is refunded to your Visa card.';
  return c;
}
