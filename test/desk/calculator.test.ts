/**
 * The calculator tool: what it computes and what it refuses, at the tool boundary; and, through the
 * real desk and graders, that its result is a tool-returned amount for the reply guard and for
 * grounded-amounts, in the store's currencies, while the operands the model typed are not.
 */
import { describe, expect, it } from 'vitest';
import type { CaseCustomer, CaseOrder, ReferenceCall } from '../../src/cases/types.js';
import { type GoldenCaseData, gradeVisit, type LoadedCase, loadPrompts, referenceProvider, runVisit } from '../../src/index.js';
import { call, data, error, visit } from './fixtures.js';

const calculate = (expression: unknown) => call(visit(), 'calculator', { expression });

describe('calculator: a wrong call fails', () => {
  it.each([
    ['a letter', '2 x 3', '"x" at position 3'],
    ['an exponent', '1e5 + 1', '"e" at position 2'],
    ['a percent sign', '15% * 80', '"%" at position 3'],
    ['a decimal comma', '12,50 * 2', '"," at position 3'],
    ['a malformed number', '1.2.3 + 1', '"1.2.3" at position 1'],
    ['two numbers with no operator', '12 34', 'no operator'],
    ['an implied multiplication', '2(3 + 4)', 'operator is missing'],
    ['an unclosed parenthesis', '(2 + 3 * 4', 'not closed'],
    ['a stray parenthesis', '2 + 3)', 'no "("'],
    ['a dangling operator', '2 +', 'a number is expected'],
    ['division by zero', '10 / (5 - 5)', 'division by zero'],
    ['a result too large to be an amount', '9999999999 * 9999999999', 'too large'],
    ['a blank expression', '   ', 'empty'],
    ['a single number, which calculates nothing', '70', 'nothing to calculate'],
    ['a single signed number in parentheses', '(-70)', 'nothing to calculate'],
  ])('refuses %s with invalid_arguments naming the problem', (_name, expression, problem) => {
    const e = error(calculate(expression));
    expect(e).toMatchObject({ code: 'invalid_arguments', retryable: false });
    expect(e.message).toContain(problem);
  });

  it.each([
    ['an empty expression', ''],
    ['a number instead of a string', 42],
    ['an expression longer than 200 characters', `${'1 + '.repeat(60)}1`],
  ])('refuses %s at the argument check', (_name, expression) => {
    expect(error(calculate(expression))).toMatchObject({ code: 'invalid_arguments' });
  });

  it('refuses an argument it does not know', () => {
    expect(error(call(visit(), 'calculator', { expression: '1 + 1', currency: 'EUR' })).code).toBe('invalid_arguments');
  });
});

describe('calculator: a right call passes', () => {
  it.each([
    ['precedence', '2 + 3 * 4', 14],
    ['left to right', '8 - 2 - 2', 4],
    ['division left to right', '8 / 2 / 2', 2],
    ['parentheses', '(2 + 3) * 4', 20],
    ['nested parentheses', '2 * ((3 + 4) * 5)', 70],
    ['decimals', '3 * 12.50 + 2 * 8.00', 53.5],
    ['a leading decimal point', '.5 * 30', 15],
    ['a negative number', '-5 + 2', -3],
    ['a negative factor', '2 * -3.5', -7],
    ['a negated group', '-(60 - 15) / 3', -15],
    ['what remains after a refund', '60.00 - 15.00', 45],
    ['spaces anywhere', ' 3*12.5 ', 37.5],
  ])('computes %s', (_name, expression, result) => {
    expect(data(calculate(expression))).toEqual({ expression: expression.trim(), result });
  });

  it.each([
    ['a third', '10 / 3', 3.33],
    ['two thirds', '200 / 3', 66.67],
    ['half a cent', '0.125 * 1', 0.13],
    ['half a cent below zero', '-0.125 * 1', -0.13],
    ['half a cent that binary floating point puts just below', '1.005 * 1', 1.01],
  ])('rounds %s to the cent, half away from zero, and says so', (_name, expression, result) => {
    expect(data(calculate(expression))).toEqual({ expression, result, note: 'Rounded to 2 decimals, as the store shows money.' });
  });

  it('does not call binary noise a rounding: 0.1 + 0.2 is 0.3', () => {
    expect(data(calculate('0.1 + 0.2'))).toEqual({ expression: '0.1 + 0.2', result: 0.3 });
  });

  it('changes nothing in the store', () => {
    const ctx = visit();
    const before = ctx.store.snapshot();
    data(call(ctx, 'calculator', { expression: '1 + 1' }));
    expect(ctx.store.snapshot()).toEqual(before);
    expect(ctx.store.events).toEqual([]);
  });
});

const MUG = { sku: 'MUG-01', name: 'Ceramic mug', price: 12.5, stock: 40 };
const TOWEL = { sku: 'TOWEL-01', name: 'Tea towel', price: 8, stock: 25 };
const SEARCHES: ReferenceCall[] = [
  { tool: 'search_products', args: { query: 'ceramic mug' } },
  { tool: 'search_products', args: { query: 'tea towel' } },
];
const EUR_ORDER: CaseOrder = { id: 'E3001', customer: 'c-omar', status: 'delivered', currency: 'EUR', placedAt: '2026-03-01T10:00:00Z', items: [{ sku: 'MUG-01', qty: 1, price: 12.5 }] };

/** One turn played by the reference model through the real desk, then graded: what the customer saw and the checks' verdicts. */
async function play(calls: ReferenceCall[], reply: string, orders: CaseOrder[] = [], others: CaseCustomer[] = []) {
  const c: GoldenCaseData = {
    id: 'calculator-visit',
    category: 'product-info',
    given: {
      now: '2026-03-10T15:00:00Z',
      session: { customer: 'c-omar' },
      customers: [{ id: 'c-omar', name: 'Omar Haddad', email: 'omar.haddad@example.com', language: 'en' }, ...others],
      products: [MUG, TOWEL],
      orders,
    },
    conversation: ['What would 3 ceramic mugs and 2 tea towels cost together?'],
    expect: {},
    reference: [{ triage: { intent: 'product_info', language: 'en' }, calls, reply }],
  };
  const loaded: LoadedCase = { data: c, file: 'calculator-visit.yaml', hash: '', locate: () => ({ line: 1, column: 1 }) };
  const v = await runVisit({ case: c, model: referenceProvider().forTrial({ case: loaded, trial: 1 }), prompts: loadPrompts() });
  const assertions = await gradeVisit({ case: loaded, visit: v });
  const turn = v.turns[0];
  return {
    guard: turn?.reply === reply && turn.violations.length === 0 ? 'kept' : 'rewritten',
    violations: turn?.violations.map((x) => x.match) ?? [],
    check: assertions.find((a) => a.assertion === 'grounded-amounts')?.verdict,
    privacy: assertions.find((a) => a.assertion === 'own-data-only')?.verdict,
  };
}

const TOTAL = { tool: 'calculator', args: { expression: '3 * 12.50 + 2 * 8.00' } } as const;
const KEPT = { guard: 'kept', violations: [], check: 'pass', privacy: 'pass' };

describe('a calculator result is a tool-returned amount', () => {
  it('grounds a total only the calculator produced, for the reply guard and grounded-amounts', async () => {
    const reply = 'A Ceramic mug is $12.50 and a Tea towel $8.00, so 3 mugs and 2 towels come to $53.50.';
    expect(await play([...SEARCHES, TOTAL], reply)).toEqual(KEPT);
  });

  it('grounds nothing without the calculator call: the same reply is rewritten and fails the check', async () => {
    const reply = 'A Ceramic mug is $12.50 and a Tea towel $8.00, so 3 mugs and 2 towels come to $53.50.';
    expect(await play(SEARCHES, reply)).toEqual({ guard: 'rewritten', violations: ['$53.50'], check: 'fail', privacy: 'pass' });
  });

  it('grounds nothing from a refused call: a single number is not a calculation', async () => {
    expect(await play([...SEARCHES, { tool: 'calculator', args: { expression: '53.50' } }], 'That comes to $53.50.')).toMatchObject({ guard: 'rewritten', check: 'fail' });
  });

  it('does not take the operands the model typed as evidence', async () => {
    const calls = [...SEARCHES, { tool: 'calculator', args: { expression: '3 * 17.25' } }];
    expect(await play(calls, 'Three at $17.25 would be $51.75.')).toEqual({ guard: 'rewritten', violations: ['$17.25'], check: 'fail', privacy: 'pass' });
    expect(await play(calls, 'That would be $51.75.')).toEqual(KEPT);
  });
});

describe('a calculator result has no currency of its own: it counts in the store’s currencies', () => {
  it('counts in USD, as product prices do, and with no currency named', async () => {
    expect(await play([...SEARCHES, TOTAL], 'That comes to 53.50 USD.')).toEqual(KEPT);
    expect(await play([...SEARCHES, TOTAL], 'That comes to 53.50 in total.')).toEqual(KEPT);
  });

  it('counts in the currency of the customer’s orders', async () => {
    expect(await play([...SEARCHES, TOTAL], 'Eso son 53,50 € en total.', [EUR_ORDER])).toEqual(KEPT);
  });

  it('counts in no currency the store does not use', async () => {
    expect(await play([...SEARCHES, TOTAL], 'That comes to 53,50 €.')).toMatchObject({ guard: 'rewritten', check: 'fail' });
    expect(await play([...SEARCHES, TOTAL], 'That comes to £53.50.', [EUR_ORDER])).toMatchObject({ guard: 'rewritten', check: 'fail' });
  });
});

describe('a calculator result is evidence of an amount and of nothing else', () => {
  const BOB: CaseCustomer = { id: 'c-bob', name: 'Bob Stone', email: 'bob.stone@example.com', phone: '+1 555 010 0199', language: 'en' };

  it.each([
    ['with its country code', '15550100199 * 1', 'You can call 15550100199.'],
    ['without it', '5550100199 * 1', 'You can call 5550100199.'],
  ])('does not make another customer’s phone number, typed into it %s, one the customer was shown', async (_name, expression, reply) => {
    expect(await play([{ tool: 'calculator', args: { expression } }], reply, [], [BOB])).toMatchObject({ guard: 'rewritten', privacy: 'fail' });
  });
});

describe('a search is evidence of the products it found, not of the words the model typed', () => {
  const BOB: CaseCustomer = { id: 'c-bob', name: 'Bob Stone', email: 'bob.stone@example.com', phone: '+1 555 010 0199', language: 'en' };

  it('does not make another customer’s phone number, typed as a query, one the customer was shown', async () => {
    expect(await play([{ tool: 'search_products', args: { query: '+1 555 010 0199' } }], 'You can call +1 555 010 0199.', [], [BOB])).toMatchObject({
      guard: 'rewritten',
      privacy: 'fail',
    });
  });
});

describe('a refusal is evidence of nothing the model typed into it', () => {
  const BOB: CaseCustomer = { id: 'c-bob', name: 'Bob Stone', email: 'bob.stone@example.com', phone: '+1 555 010 0199', language: 'en' };

  it('does not make another customer’s phone number, typed as a sku and quoted back by not_found, one the customer was shown', async () => {
    expect(await play([{ tool: 'get_product', args: { sku: '+1 555 010 0199' } }], 'You can call +1 555 010 0199.', [], [BOB])).toMatchObject({
      guard: 'rewritten',
      privacy: 'fail',
    });
  });
});
