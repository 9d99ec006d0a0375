import { describe, expect, it } from 'vitest';
import { extractAmounts } from '../../src/text/amounts.js';
import { checkReply, FALLBACK_REPLIES } from '../../src/desk/guards/reply.js';
import { readClaims } from '../../src/grade/text/claims/index.js';
import { judgeLanguage } from '../../src/grade/text/language/index.js';
import { type GoldenCaseData, loadPrompts, referenceProvider, runVisit } from '../../src/index.js';
import { A1001_VIEW, baseWorld } from '../grade/support.js';

const ctx = (over: Partial<Parameters<typeof checkReply>[1]> = {}) => ({
  world: baseWorld(),
  sessionCustomer: 'c-ana',
  toolResults: [A1001_VIEW],
  language: 'en',
  ...over,
});

describe('checkReply', () => {
  it('lets a clean reply through unchanged, with no decision', () => {
    const text = 'Your order A1001 (2 × Ceramic mug, $25.00) is being prepared.';
    expect(checkReply(text, ctx())).toEqual({ text, violations: [] });
  });

  it.each([
    ['an amount no tool returned', 'Your order comes to $24.00.', 'ungrounded_amount', '$24.00'],
    ['another customer’s email', 'I have emailed bob@example.com for you.', 'other_customer_data', 'bob@example.com'],
    ['an internal id', 'Your ticket T1 is open.', 'internal_id', 'T1'],
  ])('rewrites a reply with %s', (_name, text, kind, match) => {
    const world = baseWorld();
    world.tickets['T1'] = { id: 'T1', customer: 'c-ana', reason: 'x', priority: 'normal', createdAt: '2026-11-20T10:00:00Z' };
    const check = checkReply(text, ctx({ world, language: 'en' }));
    expect(check.violations.map((v) => [v.kind, v.match])).toEqual([[kind, match]]);
    expect(check.text).toBe(FALLBACK_REPLIES['en']);
    expect(check.decision).toMatchObject({ guard: 'reply', verdict: 'rewritten', code: kind });
  });

  // Spanish names a support ticket a "caso": "caso #1" shows ticket T1 as surely as "ticket 1"
  // does, while "caso" alone is an everyday word ("en caso de que", "el caso 1 de 3").
  it('rewrites a Spanish reply that shows a ticket as its case number, and keeps "caso" with no marker', () => {
    const world = baseWorld();
    world.tickets['T1'] = { id: 'T1', customer: 'c-ana', reason: 'x', priority: 'normal', createdAt: '2026-11-20T10:00:00Z' };
    for (const text of ['He pasado tu consulta a un compañero (caso #1).', 'Tu número de caso 1 está abierto.', 'Queda abierto el caso nº 1.']) {
      const check = checkReply(text, ctx({ world, language: 'es' }));
      expect(check.violations.map((v) => [v.kind, v.match]), text).toEqual([['internal_id', 'T1']]);
      expect(check.text).toBe(FALLBACK_REPLIES['es']);
    }
    for (const text of ['He pasado tu caso a un compañero.', 'En caso de que 1 artículo llegue roto, escríbenos.', 'Es el caso 1 de los 3 que vemos a menudo.']) {
      expect(checkReply(text, ctx({ world, language: 'es' })).violations, text).toEqual([]);
    }
  });

  it('falls back in the customer’s language, by primary subtag, else English', () => {
    expect(checkReply('Son $99.00.', ctx({ language: 'pt-BR' })).text).toBe(FALLBACK_REPLIES['pt']);
    expect(checkReply('El total es de 99,00 €, gracias por tu pedido.', ctx({ language: 'es' })).text).toBe(FALLBACK_REPLIES['es']);
    expect(checkReply('$99.00', ctx({ language: 'sw' })).text).toBe(FALLBACK_REPLIES['en']);
  });

  it.each([
    ['a delivery time', 'It should arrive around 14.00 on 22.11.', []],
    ['the name of a product a tool returned', 'The $25 Gift Card is $22.00.', [{ products: [{ sku: 'GC-25', name: '$25 Gift Card', price: 22 }] }]],
    ['the automatic-refund limit', 'Refunds up to $100.00 are automatic.', []],
  ])('keeps a correct reply with %s', (_name, text, toolResults) => {
    expect(checkReply(text, ctx({ toolResults, policy: { autoRefundLimit: 10000 } })).violations).toEqual([]);
  });

  it.each([
    ['an amount in words', 'Your order comes to twenty-five dollars.'],
    ['a colloquial amount', 'That is 30 bucks.'],
    ['an amount in markdown', 'Your order comes to $**27**.'],
    ['the right number in another currency', 'Your order comes to 25,00 €.'],
  ])('rewrites a reply with %s', (_name, text) => {
    expect(checkReply(text, ctx({ toolResults: [{ id: 'A1001', total: 20, currency: 'USD' }, A1001_VIEW] })).violations.map((v) => v.kind)).toEqual(['ungrounded_amount']);
  });

  it('counts a gift card’s balance, which has no currency in the store, in the store’s currencies', () => {
    const world = baseWorld();
    world.orders['A1001'] = { ...world.orders['A1001']!, currency: 'EUR' };
    const customer = { id: 'c-ana', paymentMethods: [{ id: 'gc-1', kind: 'gift_card', balance: 17 }] };
    const check = (text: string) => checkReply(text, ctx({ world, toolResults: [customer], language: 'es' })).violations.map((v) => v.match);
    expect(check('A tu tarjeta regalo le quedan 17,00 €.')).toEqual([]);
    expect(check('A tu tarjeta regalo le quedan 17,00 $.')).toEqual([]);
    expect(check('A tu tarjeta regalo le quedan 17,00 £.')).toEqual(['17,00 £']);
    expect(check('A tu tarjeta regalo le quedan 18,00 €.')).toEqual(['18,00 €']);
  });

  it('lets the reply quote the customer’s own amount back to correct it, and not repeat it as a fact', () => {
    const customerTurns = ['I was charged $30 for A1001.'];
    expect(checkReply('You mentioned $30, but order A1001 came to $25.00.', ctx({ customerTurns })).violations).toEqual([]);
    expect(checkReply('Yes, order A1001 came to $30.', ctx({ customerTurns })).violations).toHaveLength(1);
  });

  it('accepts amounts of the visit’s tool results given as bare data', () => {
    expect(checkReply('That is $12.50 each.', ctx({ toolResults: [A1001_VIEW] })).violations).toEqual([]);
  });

  it.each(Object.entries(FALLBACK_REPLIES))('the %s fallback is in its language, with no amount and no claim', (language, text) => {
    expect(judgeLanguage(text, language).verdict).toBe('pass');
    expect(extractAmounts(text)).toEqual([]);
    expect(readClaims(text)).toEqual([]);
  });
});

describe('the reply guard in a visit', () => {
  it('takes no amount from a failed call: a refusal that quotes the model\'s figure vouches for nothing', async () => {
    const c: GoldenCaseData = {
      id: 'refund-too-much',
      category: 'refunds',
      given: {
        now: '2026-03-10T15:00:00Z',
        session: { customer: 'c-ana' },
        customers: [{ id: 'c-ana', name: 'Ana Ruiz', email: 'ana@example.com', language: 'en' }],
        products: [{ sku: 'MUG-01', name: 'Ceramic mug', price: 12.5, stock: 40 }],
        orders: [{ id: 'A1001', customer: 'c-ana', status: 'delivered', placedAt: '2026-03-01T10:00:00Z', deliveredAt: '2026-03-03T10:00:00Z', items: [{ sku: 'MUG-01', qty: 2, price: 12.5 }] }],
      },
      conversation: ['Refund $30 on A1001 please.'],
      expect: {},
      reference: [
        {
          triage: { intent: 'refund', language: 'en' },
          calls: [{ tool: 'propose_action', args: { action: 'refund', order_id: 'A1001', amount: 30, reason: 'broken' } }],
          reply: 'I can refund 30.00 USD on order A1001.',
        },
      ],
    };
    const loaded = { data: c, file: 'x.yaml', hash: '', locate: () => ({ line: 1, column: 1 }) };
    const visit = await runVisit({ case: c, model: referenceProvider().forTrial({ case: loaded, trial: 1 }), prompts: loadPrompts() });
    const call = visit.steps.find((s) => s.kind === 'tool_call');
    expect(call?.kind === 'tool_call' && !call.result.ok && call.result.error.message).toContain('30.00 USD');
    expect(visit.turns[0]?.reply).toBe(FALLBACK_REPLIES['en']);
  });
});
