/**
 * Identity: a visit that starts unidentified serves no one until find_customer_by_email or
 * find_customer_by_name_zip finds the customer; the identity guard refuses every personal-data tool
 * before that, and one visit serves one customer.
 */
import { describe, expect, it } from 'vitest';
import type { CaseGiven } from '../../src/cases/types.js';
import { DEFAULT_RULES } from '../../src/index.js';
import { call, data, error, given, say, show, visit } from './fixtures.js';

const ANA_ADDRESS = { line1: 'Calle Mayor 1', city: 'Madrid', zip: '28013', country: 'ES' };
const BOB_ADDRESS = { line1: '7 Birch Road', city: 'Portland', state: 'OR', zip: '97201', country: 'US' };

/** Ana is really calling, but has not signed in; both customers have an address on file. */
function unidentified(overrides: Partial<CaseGiven> = {}): CaseGiven {
  const g = given(overrides);
  return {
    ...g,
    session: { customer: 'c-ana', authenticated: false },
    customers: (g.customers ?? []).map((c) => ({ ...c, address: c.id === 'c-ana' ? ANA_ADDRESS : BOB_ADDRESS })),
  };
}

describe('find_customer_by_email', () => {
  it('answers not_found on an email no account has, and identifies no one', () => {
    const ctx = visit(unidentified());
    const outcome = call(ctx, 'find_customer_by_email', { email: 'ana@example.org' });
    expect(error(outcome).code).toBe('not_found');
    expect(ctx.store.session.customer).toBeUndefined();
    expect(ctx.store.events).toEqual([]);
  });

  it('identifies the customer whose account has the email, trimmed and in any case, and returns little but the id', () => {
    const ctx = visit(unidentified());
    const out = data(call(ctx, 'find_customer_by_email', { email: '  Ana@Example.COM ' }));
    expect(out).toMatchObject({ customer_id: 'c-ana', identified: true });
    expect(Object.keys(out).sort()).toEqual(['customer_id', 'identified', 'message']);
    expect(ctx.store.session).toEqual({ customer: 'c-ana', authenticated: false });
    expect(ctx.store.events.map((e) => [e.kind, e.ids])).toEqual([['customer_identified', { customer: 'c-ana' }]]);
  });

  it('refuses arguments without an email', () => {
    expect(error(call(visit(unidentified()), 'find_customer_by_email', {})).code).toBe('invalid_arguments');
  });
});

describe('find_customer_by_name_zip', () => {
  it('answers a wrong zip exactly as an unknown name: not_found, the same words, nobody identified', () => {
    const ctx = visit(unidentified());
    const wrongZip = call(ctx, 'find_customer_by_name_zip', { first_name: 'Ana', last_name: 'Ruiz', zip: '28014' });
    const unknownName = call(ctx, 'find_customer_by_name_zip', { first_name: 'Anna', last_name: 'Ruis', zip: '28013' });
    expect(error(wrongZip).code).toBe('not_found');
    expect(error(wrongZip)).toEqual(error(unknownName));
    expect(error(wrongZip).message).not.toMatch(/zip code is wrong|name is wrong|c-ana|Ana/);
    expect(ctx.store.session.customer).toBeUndefined();
  });

  it('identifies by the right name and zip, case and accents aside', () => {
    const ctx = visit(unidentified());
    const out = data(call(ctx, 'find_customer_by_name_zip', { first_name: 'ANA', last_name: 'Ruíz', zip: ' 28013 ' }));
    expect(out['customer_id']).toBe('c-ana');
    expect(ctx.store.session.customer).toBe('c-ana');
  });

  it('takes a US zip with its +4 for the five digits on file', () => {
    const ctx = visit(unidentified({ session: { customer: 'c-bob', authenticated: false } }));
    expect(data(call(ctx, 'find_customer_by_name_zip', { first_name: 'Bob', last_name: 'Stone', zip: '97201-3344' }))['customer_id']).toBe('c-bob');
  });

  it('finds no one who has no address on file', () => {
    const g = unidentified();
    const ctx = visit({ ...g, customers: (g.customers ?? []).map(({ address: _address, ...c }) => c) });
    expect(error(call(ctx, 'find_customer_by_name_zip', { first_name: 'Ana', last_name: 'Ruiz', zip: '28013' })).code).toBe('not_found');
  });
});

/** Every tool that reads or changes a customer's records, with arguments it would take. */
const PERSONAL: [tool: string, args: Record<string, unknown>][] = [
  ['get_customer', {}],
  ['list_orders', {}],
  ['get_order', { order_id: 'A1001' }],
  ['track_shipment', { order_id: 'A1003' }],
  ['propose_action', { action: 'cancel_order', order_id: 'A1001' }],
  ['execute_action', { proposal_id: 'P1' }],
  ['escalate_to_human', { reason: 'Asks about an order', priority: 'normal', order_id: 'A1001' }],
];

describe('the identity guard', () => {
  it.each(PERSONAL)('refuses %s before the customer is identified: forbidden, and a message to identify them first', (tool, args) => {
    const ctx = visit(unidentified());
    const before = ctx.store.snapshot();
    const outcome = call(ctx, tool, args);
    expect(error(outcome)).toMatchObject({ code: 'forbidden', retryable: false });
    expect(error(outcome).message).toMatch(/identify/i);
    expect(error(outcome).message).toContain('find_customer_by_email');
    expect(outcome.guard).toMatchObject({ guard: 'identity', verdict: 'refused', code: 'forbidden', tool });
    expect(ctx.store.snapshot()).toEqual(before);
  });

  it('refuses get_order before identification and allows it after', () => {
    const ctx = visit(unidentified());
    expect(error(call(ctx, 'get_order', { order_id: 'A1001' })).code).toBe('forbidden');
    data(call(ctx, 'find_customer_by_email', { email: 'ana@example.com' }));
    expect(data(call(ctx, 'get_order', { order_id: 'A1001' }))['id']).toBe('A1001');
  });

  it('runs the whole two-phase write once the customer is identified', () => {
    const ctx = visit(unidentified());
    say(ctx, 'Cancel A1001 please, I am Ana Ruiz, zip 28013');
    data(call(ctx, 'find_customer_by_name_zip', { first_name: 'Ana', last_name: 'Ruiz', zip: '28013' }));
    const id = data(call(ctx, 'propose_action', { action: 'cancel_order', order_id: 'A1001' }))['proposal_id'] as string;
    expect(ctx.store.proposals.get(id)?.customer).toBe('c-ana');
    show(ctx, id);
    say(ctx, 'yes please');
    data(call(ctx, 'execute_action', { proposal_id: id }));
    expect(ctx.store.orders.get('A1001')?.status).toBe('cancelled');
  });

  it('keeps the catalogue open, and a hand-off that names no order (its ticket names no customer)', () => {
    const ctx = visit(unidentified());
    expect(data(call(ctx, 'search_products', { query: 'mug' }))['count']).toBeGreaterThan(0);
    expect(data(call(ctx, 'get_product', { sku: 'MUG-01' }))).toMatchObject({ sku: 'MUG-01' });
    data(call(ctx, 'escalate_to_human', { reason: 'Cannot identify; wants a person', priority: 'normal' }));
    expect(ctx.store.tickets.get('T1')).not.toHaveProperty('customer');
  });

  it('never fires in a signed-in visit: its customer is served from the start', () => {
    const ctx = visit();
    expect(ctx.store.session).toEqual({ customer: 'c-ana', authenticated: true });
    for (const [tool, args] of PERSONAL) expect(call(ctx, tool, args).guard?.guard).not.toBe('identity');
  });
});

describe('one visit serves one customer', () => {
  it("refuses a second customer's email after the first identification, and the session stays with the first", () => {
    const ctx = visit(unidentified());
    data(call(ctx, 'find_customer_by_email', { email: 'ana@example.com' }));
    const outcome = call(ctx, 'find_customer_by_email', { email: 'bob@example.com' });
    expect(error(outcome).code).toBe('forbidden');
    expect(outcome.guard).toMatchObject({ guard: 'identity', verdict: 'refused', code: 'forbidden', tool: 'find_customer_by_email' });
    expect(ctx.store.session.customer).toBe('c-ana');
    expect(error(call(ctx, 'get_order', { order_id: 'B2001' })).code).toBe('not_found');
  });

  it('answers details that match no one exactly as another customer\'s: no account is enumerated', () => {
    const ctx = visit(unidentified());
    data(call(ctx, 'find_customer_by_email', { email: 'ana@example.com' }));
    const bob = error(call(ctx, 'find_customer_by_name_zip', { first_name: 'Bob', last_name: 'Stone', zip: '97201' }));
    const nobody = error(call(ctx, 'find_customer_by_name_zip', { first_name: 'Zoe', last_name: 'Nobody', zip: '00000' }));
    expect(bob).toEqual(nobody);
    expect(bob.code).toBe('forbidden');
  });

  it('lets the same customer be found again', () => {
    const ctx = visit(unidentified());
    data(call(ctx, 'find_customer_by_email', { email: 'ana@example.com' }));
    expect(data(call(ctx, 'find_customer_by_name_zip', { first_name: 'Ana', last_name: 'Ruiz', zip: '28013' }))['customer_id']).toBe('c-ana');
    expect(ctx.store.events.filter((e) => e.kind === 'customer_identified')).toHaveLength(1);
  });

  it('refuses another customer in a signed-in visit too', () => {
    const ctx = visit();
    expect(error(call(ctx, 'find_customer_by_email', { email: 'bob@example.com' })).code).toBe('forbidden');
    expect(ctx.store.session.customer).toBe('c-ana');
  });
});

describe('the reply guard before identification', () => {
  it("rewrites a reply that shows the caller's own email while no one is identified, and lets it through once they are", () => {
    const world = visit(unidentified()).store.snapshot();
    const reply = 'The account is under ana@example.com.';
    const before = DEFAULT_RULES.checkReply(reply, { world, sessionCustomer: undefined, toolResults: [], language: 'en' });
    expect(before.violations.map((v) => [v.kind, v.match])).toEqual([['other_customer_data', 'ana@example.com']]);
    expect(before.text).not.toContain('ana@example.com');
    const after = DEFAULT_RULES.checkReply(reply, { world, sessionCustomer: 'c-ana', toolResults: [], language: 'en' });
    expect(after.violations).toEqual([]);
  });

  it("rewrites another customer's street address on file", () => {
    const world = visit(unidentified()).store.snapshot();
    const check = DEFAULT_RULES.checkReply('Bob lives at 7 Birch Road.', { world, sessionCustomer: 'c-ana', toolResults: [], language: 'en' });
    expect(check.violations.map((v) => v.kind)).toEqual(['other_customer_data']);
  });
});
