/**
 * `expect.world: reference`: the final world graded whole against the world the case's reference
 * produces, every field but the ignored ones, as tau2-bench compares final databases.
 */
import { describe, expect, it } from 'vitest';
import { type LoadedCase, loadCases, loadPrompts, renderHtml, renderMarkdown, type ModelProvider, parseCase, referenceProvider, runEval, type TrialResult, type WorldSnapshot } from '../../src/index.js';
import { DEFAULT_WORLD_IGNORE, worldDifferences } from '../../src/grade/world.js';
import { folderWith } from '../cases/helpers.js';
import { selectCases } from '../../src/cli/select.js';

const prompts = loadPrompts();

/** A move to a new address: the case names no field of the final world, only `world: reference`. */
function moveCase(world = 'reference', extra = ''): string {
  return `
id: world-address-change
category: address-change
given:
  now: 2026-03-10T15:00:00Z
  session: { customer: c-maya }
  customers:
    - { id: c-maya, name: Maya Chen, email: maya.chen@example.com, language: en }
  products:
    - { sku: LMP-11, name: Desk lamp, price: 45.00, stock: 8 }
  orders:
    - id: A4001
      customer: c-maya
      status: processing
      placedAt: 2026-03-09T10:00:00Z
      items: [{ sku: LMP-11, qty: 1, price: 45.00 }]
      shipping: { address: "18 Harbor Lane, Portland, OR 97205" }
conversation:
  - Can you send order A4001 to 250 Pine Street, Seattle, WA 98101 instead?
  - { say: "Yes, that's right.", confirms: true }
expect:
  world: ${world}
${extra}
reference:
  - triage: { intent: change_address, language: en }
    calls:
      - { tool: get_order, args: { order_id: A4001 } }
      - { tool: propose_action, args: { action: change_address, order_id: A4001, address: "250 Pine Street, Seattle, WA 98101" } }
    reply: Order A4001 hasn't shipped yet. Shall I change its delivery address to 250 Pine Street, Seattle, WA 98101?
  - triage: { intent: change_address, language: en }
    calls:
      - { tool: execute_action, args: { proposal_id: P1 } }
    reply: Done. Order A4001 will now be delivered to 250 Pine Street, Seattle, WA 98101.
`;
}

function load(text: string): LoadedCase {
  const id = /^id: (\S+)$/m.exec(text)?.[1] ?? 'world-address-change';
  const { case: c, problems } = parseCase(text, `golden/cases/${id}.yaml`);
  expect(problems).toEqual([]);
  return c!;
}

/** A model that plays another text of the case's reference: an agent that did something else. */
function playing(text: string): ModelProvider {
  const other = load(text);
  return { ...referenceProvider(), forTrial: ({ trial }) => referenceProvider().forTrial({ case: other, trial }) };
}

async function trialOf(caseText: string, provider: ModelProvider = referenceProvider()): Promise<TrialResult> {
  const run = await runEval({ cases: [load(caseText)], provider, suite: 'test', prompts });
  return run.trials[0]!;
}

const failures = (t: TrialResult) => t.assertions.filter((a) => a.verdict === 'fail');

describe('expect.world: reference', () => {
  it('passes a trial that ends in the world its reference produces', async () => {
    const t = await trialOf(moveCase());
    expect(t.verdict).toBe('pass');
    expect(t.assertions.find((a) => a.assertion === 'state.world')).toMatchObject({ dimension: 'state', verdict: 'pass' });
  });

  it('fails a trial whose final world differs in one field no assertion names, naming that field', async () => {
    const typo = moveCase().replaceAll('250 Pine Street, Seattle, WA 98101', '205 Pine Street, Seattle, WA 98101');
    const t = await trialOf(moveCase(), playing(typo));
    expect(t.verdict).toBe('fail');
    const [f, ...more] = failures(t);
    expect(more).toEqual([]);
    expect(f).toMatchObject({
      dimension: 'state',
      assertion: 'state.world.orders.A4001.shipping.address',
      expected: '250 Pine Street, Seattle, WA 98101',
      actual: '205 Pine Street, Seattle, WA 98101',
      path: ['expect', 'world'],
    });
    expect(f?.message).toBe(
      "orders.A4001.shipping.address: the reference's world has 250 Pine Street, Seattle, WA 98101, this one 205 Pine Street, Seattle, WA 98101",
    );
    // Pointed at the write that made it and at the line of `world:` in the file.
    expect(t.visit?.steps.find((s) => s.step === f?.step)).toMatchObject({ kind: 'tool_call', tool: 'execute_action' });
    expect(f?.line).toBe(moveCase().split('\n').findIndex((l) => l.startsWith('  world:')) + 1);
  });

  it('is shown in the reports field by field, the reference’s value beside the trial’s', async () => {
    const typo = moveCase().replaceAll('250 Pine Street, Seattle, WA 98101', '205 Pine Street, Seattle, WA 98101');
    const run = await runEval({ cases: [load(moveCase())], provider: playing(typo), suite: 'test', prompts });
    const md = renderMarkdown(run);
    expect(md).toContain('state.world.orders.A4001.shipping.address');
    expect(md).toContain("reference's world has 250 Pine Street, Seattle, WA 98101, this one 205 Pine Street, Seattle, WA 98101");
    const html = renderHtml(run);
    expect(html).toContain('<code>state.world.orders.A4001.shipping.address</code>');
    expect(html).toContain('expected <code>&quot;250 Pine Street, Seattle, WA 98101&quot;</code> · actual <code>&quot;205 Pine Street, Seattle, WA 98101&quot;</code>');
  });

  it('lets the fields `ignore` names differ, and no others', async () => {
    const typo = moveCase().replaceAll('250 Pine Street, Seattle, WA 98101', '205 Pine Street, Seattle, WA 98101');
    const lenient = moveCase('{ equals: reference, ignore: [orders.*.shipping] }');
    expect((await trialOf(lenient, playing(typo))).verdict).toBe('pass');
    const other = moveCase('{ equals: reference, ignore: [orders.A9999.shipping, customers] }');
    expect(failures(await trialOf(other, playing(typo))).map((a) => a.assertion)).toEqual(['state.world.orders.A4001.shipping.address']);
  });

  it('fails a write the reference never made: an order left pending the reference did not touch is the same, an executed one is not', async () => {
    // The agent proposes but never executes: the reference's world has the new address, this one the old.
    const noExecute = moveCase().replace('    calls:\n      - { tool: execute_action, args: { proposal_id: P1 } }\n', '');
    const t = await trialOf(moveCase(), playing(noExecute));
    expect(failures(t).map((a) => a.message)).toContain(
      "orders.A4001.shipping.address: the reference's world has 250 Pine Street, Seattle, WA 98101, this one 18 Harbor Lane, Portland, OR 97205",
    );
  });

  it('is unjudged, not failed, when the reference itself does not play', async () => {
    const noReference = moveCase().slice(0, moveCase().indexOf('reference:\n'));
    // The case has no reference: the trial (played by a good agent) has nothing to be compared with.
    const t = await trialOf(noReference, playing(moveCase()));
    expect(t.assertions.find((a) => a.assertion === 'state.world')).toMatchObject({ verdict: 'unjudged', reason: 'no_reference_world' });
  });

  it('keeps field-level state assertions beside it, graded as before', async () => {
    const both = moveCase('reference', '  state:\n    orders:\n      A4001: { status: processing }');
    const t = await trialOf(both);
    expect(t.assertions.map((a) => [a.assertion, a.verdict])).toEqual(expect.arrayContaining([['state.orders.A4001.status', 'pass'], ['state.world', 'pass']]));
  });
});

describe('expect.world and the customer a visit served', () => {
  /** Lena is calling unidentified; her reference identifies her by email, then answers. */
  const unidentified = (email = 'lena.park@example.com') => `
id: world-identify
category: identity
given:
  now: 2026-11-20T10:00:00Z
  session: { customer: c-lena, authenticated: false }
  customers:
    - { id: c-lena, name: Lena Park, email: lena.park@example.com, language: en }
    - { id: c-omar, name: Omar Haddad, email: omar.haddad@example.com, language: en }
conversation:
  - Hi, can you look at my account?
  - "It's lena.park@example.com"
expect:
  world: reference
reference:
  - triage: { intent: other, language: en }
    reply: Happy to help. What is the email address on your account?
  - triage: { intent: other, language: en }
    calls:
      - { tool: find_customer_by_email, args: { email: ${email} } }
    reply: Thanks, I found your account. What can I do for you?
`;

  it('fails a visit that ended serving another customer than the reference, naming session.customer', async () => {
    const t = await trialOf(unidentified(), playing(unidentified('omar.haddad@example.com')));
    expect(failures(t).map((a) => [a.assertion, a.message])).toContainEqual([
      'state.world.session.customer',
      "session.customer: the reference's world has c-lena, this one c-omar",
    ]);
    expect((await trialOf(unidentified())).verdict).toBe('pass');
  });
});

describe('validating expect.world', () => {
  async function check(world: string) {
    const dir = await folderWith({ 'world-address-change.yaml': moveCase(world) });
    return loadCases([dir], { cwd: dir });
  }

  it('accepts the short form, and ignores naming a collection, a record or any record', async () => {
    const { problems, warnings } = await check('{ equals: reference, ignore: [customers, orders.A4001.shipping, refunds.R1, tickets.*.priority] }');
    expect([...problems, ...warnings]).toEqual([]);
    expect((await check('reference')).problems).toEqual([]);
  });

  it('refuses what it cannot mean: another world, an ignore outside the world, an unknown key', async () => {
    for (const bad of ['final', '{ equals: golden }', '{ equals: reference, ignore: [order.A4001] }', '{ equals: reference, skip: [orders] }', '{ ignore: [orders] }']) {
      const { problems } = await check(bad);
      expect(problems.length, bad).toBeGreaterThan(0);
      expect(problems[0]?.path, bad).toMatch(/^expect\.world/);
    }
  });

  it('warns of an ignore that names no record, which ignores nothing', async () => {
    const { problems, warnings } = await check('{ equals: reference, ignore: [orders.A4010.notes] }');
    expect(problems).toEqual([]);
    expect(warnings.map((w) => [w.code, w.message])).toEqual([
      ['UNKNOWN_WORLD_IGNORE', 'expect.world.ignore[0]: "orders.A4010.notes" ignores nothing: no order A4010 in given.orders; did you mean "A4001"?'],
    ]);
  });
});

describe("the config's caseDefaults.world", () => {
  const suites = (defaults: string) => `version: 1
defaultSuite: all
${defaults}
suites:
  all: { select: {}, gate: { minPassRate: 1 } }
`;
  async function selected(defaults: string, cases: Record<string, string>) {
    const dir = await folderWith({ 'golden/suites.yaml': suites(defaults), ...cases });
    const { cases: picked } = await selectCases({ cwd: dir, paths: ['golden'] });
    return Object.fromEntries(picked.map((c) => [c.data.id, c.data.expect.world]));
  }
  const named = (id: string, world?: string) => {
    const text = moveCase(world).replace('id: world-address-change', `id: ${id}`);
    return world === undefined ? text.replace('  world: reference\n', '  intent: change_address\n') : text;
  };

  it('grades every case whole that does not say otherwise; its own block or world: false wins', async () => {
    const files = {
      'golden/address-change/plain.yaml': named('plain'),
      'golden/address-change/own-block.yaml': named('own-block', '{ equals: reference, ignore: [customers] }'),
      'golden/address-change/opted-out.yaml': named('opted-out', 'false'),
    };
    expect(await selected('caseDefaults: { world: reference }', files)).toEqual({
      plain: 'reference',
      'own-block': { equals: 'reference', ignore: ['customers'] },
      'opted-out': false,
    });
    // Without the default, a case means what it says and nothing more.
    expect((await selected('', files))['plain']).toBeUndefined();
  });

  it('a case with world: false is not graded whole', async () => {
    const typo = moveCase().replaceAll('250 Pine Street, Seattle, WA 98101', '205 Pine Street, Seattle, WA 98101');
    const t = await trialOf(moveCase('false'), playing(typo));
    expect(t.verdict).toBe('pass');
    expect(t.assertions.some((a) => a.assertion.startsWith('state.world'))).toBe(false);
  });
});

describe('worldDifferences', () => {
  const world = (over: Partial<WorldSnapshot> = {}): WorldSnapshot => ({
    now: '2026-01-01T12:00:00.000Z',
    customers: {},
    products: {},
    orders: {},
    refunds: {},
    tickets: {},
    proposals: {},
    ...over,
  });
  const refund = (id: string, amount: number, reason = 'broken') => ({ id, order: 'A1', amount, reason, status: 'issued' as const, createdAt: '2026-01-01T12:00:00.000Z' });

  it('pairs created records by what they hold, not by their generated ids', () => {
    const reference = world({ refunds: { R1: refund('R1', 4000), R2: refund('R2', 1500) } });
    const swapped = world({ refunds: { R1: refund('R1', 1500, 'other words'), R2: refund('R2', 4000) } });
    expect(worldDifferences(reference, swapped, world())).toEqual([]);
  });

  it('shows money as decimals and names a record one world has and the other lacks', () => {
    const reference = world({ refunds: { R1: refund('R1', 4000) } });
    expect(worldDifferences(reference, world({ refunds: { R1: refund('R1', 3500) } }), world())).toEqual([
      { field: ['refunds', 'R1', 'amount'], reference: 40, actual: 35 },
    ]);
    expect(worldDifferences(reference, world(), world())).toEqual([
      { field: ['refunds', 'R1'], reference: { id: 'R1', order: 'A1', amount: 40, reason: 'broken', status: 'issued', createdAt: '2026-01-01T12:00:00.000Z' }, actual: undefined },
    ]);
    expect(worldDifferences(world(), reference, world()).map((d) => d.field)).toEqual([['refunds', 'R1']]);
  });

  it('ignores by default only the conversation’s bookkeeping and the agent’s own words', () => {
    expect(DEFAULT_WORLD_IGNORE).toEqual(['proposals', 'refunds.*.reason', 'refunds.*.createdAt', 'tickets.*.reason', 'tickets.*.createdAt']);
    const reference = world({ refunds: { R1: refund('R1', 4000) } });
    const pendingNotIssued = world({ refunds: { R1: { ...refund('R1', 4000), status: 'pending_approval' } } });
    expect(worldDifferences(reference, pendingNotIssued, world()).map((d) => d.field)).toEqual([['refunds', 'R1', 'status']]);
  });
});
