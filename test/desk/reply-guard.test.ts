import { describe, expect, it } from 'vitest';
import { detectClaims } from '../../src/desk/guards/text/claims.js';
import { extractAmounts } from '../../src/desk/guards/text/amounts.js';
import { detectLanguage } from '../../src/desk/guards/text/language.js';
import { checkReply, FALLBACK_REPLIES } from '../../src/desk/guards/reply.js';
import { A1001_VIEW, baseWorld } from '../grade/support.js';

const ctx = (over: Partial<Parameters<typeof checkReply>[1]> = {}) => ({
  world: baseWorld(),
  sessionCustomer: 'c-ana',
  toolResults: [{ ok: true, data: A1001_VIEW }],
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

  it('falls back in the customer’s language, by primary subtag, else the reply’s, else English', () => {
    expect(checkReply('Son $99.00.', ctx({ language: 'pt-BR' })).text).toBe(FALLBACK_REPLIES['pt']);
    expect(checkReply('El total es de 99,00 €, gracias por tu pedido.', ctx()).text).toBe(FALLBACK_REPLIES['es']);
    expect(checkReply('$99.00', ctx({ language: 'sw' })).text).toBe(FALLBACK_REPLIES['en']);
  });

  it('accepts amounts of the visit’s tool results given as bare data', () => {
    expect(checkReply('That is $12.50 each.', ctx({ toolResults: [A1001_VIEW] })).violations).toEqual([]);
  });

  it.each(Object.entries(FALLBACK_REPLIES))('the %s fallback is in its language, with no amount and no claim', (language, text) => {
    expect(detectLanguage(text)).toBe(language);
    expect(extractAmounts(text)).toEqual([]);
    expect(detectClaims(text)).toEqual([]);
  });
});
