/**
 * What `npm run mutate` does not mutate (test/mutate/stryker-plugins.mjs, the `desk-data` ignorer):
 * prose only a live model reads. Played through Stryker's own instrumenter on the desk's real
 * files, so the test sees exactly the mutants a run makes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Instrumenter } from '@stryker-mutator/instrumenter';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module with JSDoc types, no declaration file
import { deskData, verdict } from './stryker-plugins.mjs';

const root = join(import.meta.dirname, '..', '..');
const quiet = { debug() {}, info() {}, warn() {}, error() {}, trace() {}, fatal() {}, isDebugEnabled: () => false, isTraceEnabled: () => false };

interface Made {
  line: number;
  mutator: string;
  replacement: string;
  ignored?: string;
  source: string;
}

async function mutantsOf(file: string): Promise<Made[]> {
  const name = join(root, file);
  const content = readFileSync(name, 'utf8');
  const lines = content.split('\n');
  const instrumenter = new Instrumenter(quiet as never);
  const { mutants } = await instrumenter.instrument([{ name, mutate: true, content }], { plugins: null, excludedMutations: [], ignorers: [deskData] } as never);
  return mutants.map((m) => ({
    line: m.location.start.line + 1,
    mutator: m.mutatorName,
    replacement: m.replacement,
    source: lines[m.location.start.line] ?? '',
    ...(m.status === 'Ignored' ? { ignored: m.statusReason ?? '' } : {}),
  }));
}

const onLine = (made: Made[], text: string) => made.filter((m) => m.source.includes(text));

describe('the desk-data ignorer', () => {
  it("leaves out the words of a refusal's message but mutates its code and the rule that refuses", async () => {
    const made = await mutantsOf('src/desk/guards/policy.ts');
    const message = onLine(made, 'can no longer be cancelled');
    expect(message.length).toBeGreaterThan(0);
    expect(message.every((m) => m.ignored?.startsWith('model-facing text'))).toBe(true);
    // Every refusal code (the amount's and the cancellation reason's) is what decides: mutated.
    const code = made.filter((m) => m.replacement === '""' && m.source.includes("'invalid_arguments'"));
    expect(code.length).toBeGreaterThan(0);
    expect(code.every((m) => m.ignored === undefined)).toBe(true);
    const window = onLine(made, 'days <= policy.refundWindowDays');
    expect(window.length).toBeGreaterThan(0);
    expect(window.every((m) => m.ignored === undefined)).toBe(true);
  });

  it("leaves out identity's refusal messages and reasons but mutates who may be served", async () => {
    const made = await mutantsOf('src/desk/guards/identity.ts');
    const first = onLine(made, 'needs a verified customer');
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((m) => m.ignored?.startsWith('model-facing text'))).toBe(true);
    const cannotSwitch = onLine(made, 'cannot switch to another account');
    expect(cannotSwitch.length).toBeGreaterThan(0);
    expect(cannotSwitch.every((m) => m.ignored !== undefined)).toBe(true);
    const why = onLine(made, 'the details match no customer');
    expect(why.length).toBeGreaterThan(0);
    expect(why.every((m) => m.ignored !== undefined)).toBe(true);
    // The refusal's code and the rule itself are what decide.
    expect(onLine(made, "code: 'forbidden'").some((m) => m.ignored === undefined)).toBe(true);
    const rule = onLine(made, 'match === served');
    expect(rule.length).toBeGreaterThan(0);
    expect(rule.every((m) => m.ignored === undefined)).toBe(true);
    expect(onLine(made, "need !== 'customer'").every((m) => m.ignored === undefined)).toBe(true);
  });

  it("leaves out the confirmation rule's reasons but mutates its verdicts", async () => {
    const made = await mutantsOf('src/desk/guards/confirmation.ts');
    const empty = onLine(made, "no('no clear yes in the turn')");
    expect(empty.filter((m) => m.ignored !== undefined).map((m) => m.replacement)).toEqual(['""']);
    expect(empty.filter((m) => m.ignored === undefined).length).toBeGreaterThan(0);
    const verdict = made.filter((m) => m.source.includes('confirmed: false') && m.mutator === 'BooleanLiteral');
    expect(verdict.map((m) => m.ignored)).toEqual([undefined]);
    const yes = made.filter((m) => m.source.includes('confirmed: true') && m.mutator === 'BooleanLiteral');
    expect(yes.map((m) => m.ignored)).toEqual([undefined]);
    const hold = onLine(made, "kind: 'hold', why:");
    expect(hold.filter((m) => m.ignored === undefined).map((m) => m.mutator)).toEqual(['ObjectLiteral', 'StringLiteral']);
    expect(hold.filter((m) => m.ignored !== undefined).map((m) => m.replacement)).toEqual(['""']);
  });

  it("mutates what a reply guard decides and what the customer sees, and only the reasons' words are left out", async () => {
    const made = await mutantsOf('src/desk/guards/reply.ts');
    const pii = onLine(made, "kind: 'other_customer_data'").filter((m) => m.mutator === 'StringLiteral');
    expect(pii.map((m) => m.ignored?.slice(0, 17))).toEqual([undefined, 'model-facing text']);
    const fallback = onLine(made, "en: \"Sorry, I can't give you");
    expect(fallback.map((m) => m.ignored)).toEqual([undefined]);
  });

  it("leaves a tool's messages mutated: they are results, and a reply may state what a result holds", async () => {
    const made = await mutantsOf('src/desk/tools/refund-issue.ts');
    const issued = onLine(made, 'is issued.');
    expect(issued.length).toBeGreaterThan(0);
    expect(issued.every((m) => m.ignored === undefined)).toBe(true);
  });

  it('leaves out the words of the lexicons and keeps emptying a list', async () => {
    const made = await mutantsOf('src/desk/guards/confirmation/lexicon/en.ts');
    expect(made.filter((m) => m.mutator === 'StringLiteral').every((m) => m.ignored?.startsWith('lexicon data'))).toBe(true);
    expect(made.some((m) => m.mutator === 'ArrayDeclaration' && m.ignored === undefined)).toBe(true);
    expect(onLine(made, 'reason:').some((m) => m.mutator === 'ArrayDeclaration' && m.ignored === undefined)).toBe(true);
  });
});

describe("the run's verdict", () => {
  const area = (name: string, detected: number, judged: number) => ({ name, judged, score: judged === 0 ? undefined : detected / judged });

  it('passes on the guards at the minimum and fails just under it', () => {
    expect(verdict([area('guards', 80, 100), area('tools', 0, 0)])).toMatchObject({ ok: true, line: expect.stringMatching(/^MUTATE PASSED: .* 0\.800 of the guards/) });
    expect(verdict([area('guards', 79, 100), area('tools', 90, 100)])).toMatchObject({ ok: false, line: expect.stringMatching(/^MUTATE FAILED: .* 0\.790/) });
  });

  it('reports a run of the tools alone as measured, with no minimum of its own', () => {
    expect(verdict([area('guards', 0, 0), area('text', 0, 0), area('tools', 50, 100)])).toMatchObject({ ok: true, line: expect.stringMatching(/^MUTATE MEASURED: .* 0\.500 of the tools' mutants/) });
  });

  it('reports a run of the text library alone as measured, and never lets it stand in for the guards', () => {
    expect(verdict([area('guards', 0, 0), area('text', 30, 100), area('tools', 0, 0)])).toMatchObject({ ok: true, line: expect.stringMatching(/^MUTATE MEASURED: .* 0\.300 of the text library's mutants/) });
    // A guards' run under the minimum fails whatever the text library scores.
    expect(verdict([area('guards', 70, 100), area('text', 100, 100), area('tools', 0, 0)])).toMatchObject({ ok: false, line: expect.stringMatching(/^MUTATE FAILED: .* 0\.700/) });
  });

  it('fails a run that measured nothing', () => {
    expect(verdict([area('guards', 0, 0), area('tools', 0, 0)])).toMatchObject({ ok: false, line: expect.stringMatching(/^MUTATE FAILED: .* n\/a/) });
  });
});
