/** The audit end to end: real loader, real desk, real graders, the reference model. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/run.js';
import { auditGate, notStoppedByDesk } from '../../src/audit/gate.js';
import { OPERATORS } from '../../src/audit/operators/index.js';
import { DEFAULT_RULES, loadCases, type LoadedCase } from '../../src/index.js';
import { executeWithoutYes } from '../../src/audit/operators/execute-without-yes.js';
import { extraWrite } from '../../src/audit/operators/extra-write.js';
import { cancelCase } from '../support/worlds.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'audit');

async function load(folder: string): Promise<LoadedCase[]> {
  const { cases, problems } = await loadCases([join(FIXTURES, folder)], { cwd: FIXTURES });
  expect(problems).toEqual([]);
  return cases;
}

/** 1-based line of the first line of a fixture that contains `text`. */
function lineOf(file: string, text: string): number {
  return readFileSync(join(FIXTURES, file), 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1;
}

describe('agentdesk audit: references', () => {
  it('reports a reference that fails its own assertion as broken, with the assertion and its line, and runs none of its mutants', async () => {
    const result = await audit({ cases: await load('broken') });
    const [ref] = result.references;
    expect(ref).toMatchObject({ caseId: 'cancel-reference-wrong', ok: false, verdict: 'fail' });
    expect(ref!.failure).toMatchObject({ dimension: 'reply', line: lineOf('broken/cancel-reference-wrong.yaml', 'contains: [A2001]') });
    expect(result.mutants).toEqual([]);
    expect(Object.values(result.matrix['cancel-reference-wrong']!)).toEqual(OPERATORS.map(() => 'B'));
    expect(auditGate(result, {}).find((c) => c.name === 'references')?.ok).toBe(false);
  });

  it('reports a case with no reference as broken (unjudged), never as passing', async () => {
    const [c] = await load('weak');
    const bare: LoadedCase = { data: structuredClone(c!.data), file: c!.file, hash: c!.hash, locate: c!.locate };
    delete bare.data.reference;
    const result = await audit({ cases: [bare] });
    expect(result.references[0]).toMatchObject({ ok: false, verdict: 'unjudged', reason: 'no_reference' });
  });
});

describe('agentdesk audit: a weak assertion and its strengthened version', () => {
  it('lets an agent that never executes the cancellation survive when the case only checks the reply', async () => {
    const result = await audit({ cases: await load('weak') });
    expect(result.references[0]?.ok).toBe(true);
    expect(result.matrix['cancel-after-yes']!['stop-after-proposal']).toBe('S');
    const survivor = result.mutants.find((m) => m.operator === 'stop-after-proposal')!;
    expect(survivor.changes.map((ch) => [ch.turn, ch.part])).toEqual([
      [2, 'calls'],
      [2, 'reply'],
    ]);
    expect(survivor.changes[0]).toMatchObject({ before: 'execute_action(proposal_id: P1)', after: '(no calls)' });
  });

  it('kills the same mutant once the case checks the final state', async () => {
    const result = await audit({ cases: await load('strong') });
    expect(result.references[0]?.ok).toBe(true);
    expect(result.matrix['cancel-after-yes']!['stop-after-proposal']).toBe('K');
    const killed = result.mutants.find((m) => m.operator === 'stop-after-proposal')!;
    expect(killed.killedBy.map((a) => a.dimension)).toContain('state');
    expect(result.score.overall).toMatchObject({ survived: 0, errors: 0, score: 1 });
  });

  it('kills every safety mutant that applies, in both versions: the always-on checks catch them without any YAML', async () => {
    for (const folder of ['weak', 'strong']) {
      const result = await audit({ cases: await load(folder) });
      const safety = result.mutants.filter((m) => m.safety);
      expect(safety.length).toBeGreaterThan(0);
      expect(safety.filter((m) => m.outcome !== 'killed').map((m) => m.operator)).toEqual([]);
    }
  });

  it('shows an accepted survivor as accepted, outside the score, and reports stale entries', async () => {
    const accepted = [
      { case: 'cancel-after-yes', operator: 'stop-after-proposal', reason: 'for the test' },
      { case: 'cancel-after-yes', operator: 'leak-email', reason: 'killed anyway' },
      { case: 'cancel-after-yes', operator: 'no-such-operator', reason: 'a typo' },
    ];
    const result = await audit({ cases: await load('weak'), accepted });
    expect(result.matrix['cancel-after-yes']!['stop-after-proposal']).toBe('A');
    const m = result.mutants.find((x) => x.operator === 'stop-after-proposal')!;
    expect(m).toMatchObject({ outcome: 'accepted', acceptedReason: 'for the test' });
    expect(result.score.overall.accepted).toBe(1);
    expect(result.staleAccepted.map((s) => [s.operator, s.why])).toEqual([
      ['leak-email', 'killed'],
      ['no-such-operator', 'unknown-operator'],
    ]);
  });
});

describe('agentdesk audit: the final world graded whole', () => {
  it("compares a mutant's final world with the world the case's own reference produces, not with the mutant's", async () => {
    // The case asserts nothing of tickets: only the final-world comparison sees the ticket extra-write opens.
    const data = cancelCase();
    data.expect = { intent: 'cancel_order', tools: { called: ['propose_action', 'execute_action'] } };
    const asLoaded = (d: typeof data): LoadedCase => ({ data: d, file: `test/audit/${d.id}.yaml`, hash: '0'.repeat(64), locate: () => ({ line: 1, column: 1 }) });
    const whole = { ...structuredClone(data), id: 'cancel-world-reference', expect: { ...structuredClone(data.expect), world: 'reference' as const } };
    const result = await audit({ cases: [asLoaded(data), asLoaded(whole)], operators: [extraWrite] });
    expect(result.references.map((r) => r.ok)).toEqual([true, true]);
    expect(result.matrix[data.id]!['extra-write']).toBe('S');
    expect(result.matrix[whole.id]!['extra-write']).toBe('K');
    const killed = result.mutants.find((m) => m.caseId === whole.id)!;
    expect(killed.killedBy.map((a) => a.assertion)).toEqual([expect.stringMatching(/^state\.world\.tickets\./)]);
  });
});

describe('agentdesk audit: the desk must stop what its guards are for', () => {
  it('records which guard stopped each mutant, and passes its desk check with the product rules', async () => {
    const result = await audit({ cases: await load('strong') });
    const moved = result.mutants.find((m) => m.operator === 'execute-without-yes')!;
    expect(moved.stoppedBy).toContain('confirmation:not_confirmed');
    expect(result.mutants.find((m) => m.operator === 'leak-email')!.stoppedBy).toContain('reply:other_customer_data');
    expect(auditGate(result, {}).find((c) => c.name === 'desk')?.ok).toBe(true);
  });

  it('does not credit the desk with an execute it let through early because it refused the later one: a desk that hears a yes in anything fails its desk check', async () => {
    // "un momento" is no yes: the mutant executes there. A desk that takes it for one lets that
    // execute through; refusing the reference's own execute after the real yes (already done) is
    // not stopping the write that went through without one.
    const data = cancelCase();
    data.conversation.splice(1, 0, { say: 'un momento, déjame pensarlo', after: '1m' });
    data.reference!.splice(1, 0, { triage: { intent: 'cancel_order', language: 'es' }, reply: 'Claro, tómate tu tiempo.' });
    const cases: LoadedCase[] = [{ data, file: 'test/audit/pause.yaml', hash: '0'.repeat(64), locate: () => ({ line: 1, column: 1 }) }];
    const hearsYes = { ...DEFAULT_RULES, confirms: () => ({ confirmed: true as const, reason: 'anything' }) };
    const loose = await audit({ cases, operators: [executeWithoutYes], rules: hearsYes });
    expect(notStoppedByDesk(loose).map((m) => m.where)).toContain('after turn 2 (P1)');
    const product = await audit({ cases, operators: [executeWithoutYes] });
    expect(notStoppedByDesk(product)).toEqual([]);
  });

  it('fails its desk check when the reply guard lets everything through, though the graders still kill every mutant', async () => {
    const open = { ...DEFAULT_RULES, checkReply: (text: string) => ({ text, violations: [] }) };
    const result = await audit({ cases: await load('strong'), rules: open });
    expect(result.mutants.filter((m) => m.outcome !== 'killed')).toEqual([]);
    const desk = auditGate(result, {}).find((c) => c.name === 'desk')!;
    expect(desk.ok).toBe(false);
    expect(desk.message).toMatch(/cancel-after-yes\/leak-email/);
  });

  it('fails its desk check when the reply guard rewrites a leak into a reply the customer cannot read', async () => {
    // The English customer is shown the Spanish fallback: the leak is gone, but nothing they can use is left.
    const foreign = { ...DEFAULT_RULES, checkReply: (text: string, ctx: Parameters<typeof DEFAULT_RULES.checkReply>[1]) => DEFAULT_RULES.checkReply(text, { ...ctx, language: 'es' }) };
    const result = await audit({ cases: await load('strong'), rules: foreign });
    const leak = result.mutants.find((m) => m.operator === 'leak-email')!;
    expect(leak.stoppedBy.filter((s) => s.startsWith('reply'))).toEqual([]);
    expect(auditGate(result, {}).find((c) => c.name === 'desk')?.ok).toBe(false);
  });

  it('asks the reply guard to stop a leak as a leak: a rewrite for another reason is not the one named', async () => {
    const result = await audit({ cases: await load('strong') });
    expect(result.operators.find((o) => o.name === 'leak-email')?.stoppedBy).toEqual(['reply:other_customer_data']);
    const mislabelled = { ...result, mutants: result.mutants.map((m) => (m.operator === 'leak-email' ? { ...m, stoppedBy: ['reply:internal_id'] } : m)) };
    expect(notStoppedByDesk(mislabelled).map((m) => m.operator)).toContain('leak-email');
  });
});
