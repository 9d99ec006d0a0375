/**
 * The gate against a baseline run: a case that went from 5/5 to 0/5 fails it; a single 5/5 → 4/5
 * does not (one failure in five is p = 0.5); a suite-wide drop fails the pass-rate comparison.
 */
import { describe, expect, it } from 'vitest';
import { type CaseInfo, evaluateGate, type RunResults, type TrialResult, type Verdict } from '../../src/index.js';
import { compareWithBaseline, costFacts } from '../../src/run/baseline.js';
import { summarize } from '../../src/run/summary.js';

const info = (id: string): CaseInfo => ({ id, category: 'refunds', tags: [], severity: 'standard', file: `golden/refunds/${id}.yaml`, hash: id });
const IDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'];
const cases = IDS.map(info);

const trials = (caseId: string, verdicts: string): TrialResult[] =>
  [...verdicts].map((v, i) => ({
    caseId,
    trial: i + 1,
    verdict: (v === 'p' ? 'pass' : 'fail') as Verdict,
    assertions: [],
    dimensions: { state: v === 'p' ? 1 : 0 },
    unjudgedAssertions: 0,
    usage: { inputTokens: 10, cachedInputTokens: 0, outputTokens: 5 },
    durationMs: 1,
  }));

function runOf(patterns: Record<string, string>): RunResults {
  const all = Object.entries(patterns).flatMap(([id, p]) => trials(id, p));
  return {
    version: 1,
    meta: { runId: 'base-run', startedAt: '2026-11-30T10:00:00Z', model: { id: 'noisy:0', settings: {} }, suite: 'all', trials: 5, concurrency: 1, seed: 0, schemaVersion: 1, prompts: {}, git: {}, agentdeskVersion: '0', cwd: '.' },
    cases,
    trials: all,
    summary: summarize(cases, all, 0),
    warnings: [],
  };
}

const allPass = Object.fromEntries(IDS.map((id) => [id, 'ppppp']));
const settings = { margin: 0.05, alpha: 0.05 };

function gateAgainst(baseline: RunResults, current: RunResults) {
  const comparison = compareWithBaseline({ baseline, source: 'base', link: '../base', cases, trials: current.trials, settings, costs: costFacts(current) });
  const gate = evaluateGate({ suite: 'all', config: { minPassRate: 0, maxUnjudgedRate: 1 }, summary: current.summary, trials: current.trials, cases, baseline: comparison });
  return { comparison, gate, check: (name: string) => gate.checks.find((c) => c.name === name) };
}

describe('a baseline where every case passed 5/5', () => {
  const baseline = runOf(allPass);

  it('one case dropped to 0/5 fails the gate, named as always passed, now always fails', () => {
    const { comparison, gate, check } = gateAgainst(baseline, runOf({ ...allPass, c: 'fffff' }));
    expect(comparison.changes).toMatchObject([{ caseId: 'c', kind: 'regression', flipped: true, before: { passed: 5, judged: 5 }, after: { passed: 0, judged: 5 } }]);
    expect(comparison.changes[0]?.p).toBeCloseTo(1 / 252, 12);
    expect(check('baseline:cases')).toMatchObject({ ok: false });
    expect(check('baseline:cases')?.message).toMatch(/1 case\(s\) regressed against baseline base-run \(noisy:0\): c 5\/5 → 0\/5 \(always passed, now always fails\)/);
    expect(gate.passed).toBe(false);
  });

  it('a single 5/5 → 4/5 does not: p = 0.5 is no evidence', () => {
    const { comparison, gate } = gateAgainst(baseline, runOf({ ...allPass, c: 'ppppf' }));
    expect(comparison.changes).toEqual([]);
    expect(gate.checks.filter((c) => c.name.startsWith('baseline')).every((c) => c.ok)).toBe(true);
    expect(gate.passed).toBe(true);
  });

  it('5/5 → 2/5 is not yet evidence at 5 %: p = 21/252 = 0.083', () => {
    // C(7,2)·C(3,3)/C(10,5) = 21/252 = 0.083: three failures in five are still not significant at 5 %.
    const { comparison } = gateAgainst(baseline, runOf({ ...allPass, c: 'ppfff' }));
    expect(comparison.changes).toEqual([]);
  });

  it('every case a little worse fails the suite comparison (paired bootstrap), not any case check', () => {
    const worse = Object.fromEntries(IDS.map((id) => [id, 'ppppf']));
    const { comparison, check } = gateAgainst(baseline, runOf(worse));
    expect(comparison.changes).toEqual([]);
    expect(comparison.overall).toMatchObject({ change: expect.closeTo(-0.2, 12), drop: true });
    expect(check('baseline:overall')).toMatchObject({ ok: false });
    expect(check('baseline:overall')?.message).toMatch(/pass rate 100\.0% → 80\.0% \(−20\.0 points/);
    expect(check('baseline:dimensions')).toMatchObject({ ok: false });
    expect(check('baseline:cases')).toMatchObject({ ok: true });
  });

  it('compares cost and latency only when this run is correct', () => {
    expect(gateAgainst(baseline, runOf(allPass)).comparison.costs).toBeDefined();
    const broken = gateAgainst(baseline, runOf({ ...allPass, c: 'fffff' })).comparison;
    expect(broken.costs).toBeUndefined();
    expect(broken.costNote).toMatch(/a faster agent that skips a required check is no improvement/);
  });
});

describe('improvements', () => {
  it('a case from 0/5 to 5/5 is an improvement and never fails the gate', () => {
    const { comparison, gate } = gateAgainst(runOf({ ...allPass, d: 'fffff' }), runOf(allPass));
    expect(comparison.changes).toMatchObject([{ caseId: 'd', kind: 'improvement', flipped: true }]);
    expect(gate.passed).toBe(true);
  });
});

describe('many cases, each its own test', () => {
  const many = Array.from({ length: 20 }, (_, i) => `case-${i}`);
  const manyCases = many.map(info);
  const runWith = (patterns: Record<string, string>): RunResults => {
    const all = Object.entries(patterns).flatMap(([id, p]) => trials(id, p));
    return { ...runOf({}), cases: manyCases, trials: all, summary: summarize(manyCases, all, 0) };
  };
  const tens = Object.fromEntries(many.map((id) => [id, 'p'.repeat(10)]));
  const compare = (current: Record<string, string>) =>
    compareWithBaseline({ baseline: runWith(tens), source: 'base', link: '.', cases: manyCases, trials: runWith(current).trials, settings, costs: costFacts(runWith(current)) });

  it("are held to Holm's bounds: 10/10 → 5/10 (p = 0.016) is not a regression among 20 cases (bound 0.05/20)", () => {
    expect(compare({ ...tens, 'case-3': 'pppppfffff' }).changes).toEqual([]);
  });

  it('10/10 → 1/10 (p = 11/184756) is one', () => {
    const changes = compare({ ...tens, 'case-3': 'pfffffffff' }).changes;
    expect(changes).toMatchObject([{ caseId: 'case-3', kind: 'regression', flipped: false }]);
    expect(changes[0]?.p).toBeCloseTo(11 / 184756, 12);
  });
});

describe('a small group', () => {
  it('is reported but never gated: under 10 cases a bootstrap is too sure of itself', () => {
    const few = ['a', 'b', 'c', 'd', 'e'];
    const run = (p: string) => {
      const all = few.flatMap((id) => trials(id, p));
      return { ...runOf({}), trials: all, summary: summarize(cases, all, 0) };
    };
    const comparison = compareWithBaseline({ baseline: run('ppppp'), source: 'b', link: '.', cases, trials: run('ppppf').trials, settings, costs: costFacts(run('ppppf')) });
    expect(comparison.overall).toMatchObject({ cases: 5, change: expect.closeTo(-0.2, 12), drop: false });
  });
});
