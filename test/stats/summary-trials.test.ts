/** A run's summary over several trials per case: each case's figures, flaky cases, the pass^k curve. */
import { describe, expect, it } from 'vitest';
import type { CaseInfo, TrialResult, Verdict } from '../../src/index.js';
import { summarize } from '../../src/run/summary.js';

const info = (id: string, category: string): CaseInfo => ({ id, category, tags: [], severity: 'standard', file: `golden/${category}/${id}.yaml`, hash: id });

const trial = (caseId: string, n: number, verdict: Verdict): TrialResult => ({
  caseId,
  trial: n,
  verdict,
  ...(verdict === 'unjudged' ? { reason: 'timeout' } : {}),
  assertions: [],
  dimensions: {},
  unjudgedAssertions: 0,
  usage: { inputTokens: 0, cachedInputTokens: 0, outputTokens: 0 },
  durationMs: 1,
});

const pattern = (caseId: string, verdicts: string): TrialResult[] =>
  [...verdicts].map((v, i) => trial(caseId, i + 1, v === 'p' ? 'pass' : v === 'f' ? 'fail' : 'unjudged'));

describe('a summary of 3 trials per case', () => {
  const cases = [info('steady', 'refunds'), info('shaky', 'refunds'), info('broken', 'tracking'), info('slow', 'tracking')];
  const trials = [...pattern('steady', 'ppp'), ...pattern('shaky', 'pfp'), ...pattern('broken', 'fff'), ...pattern('slow', 'ppu')];
  const s = summarize(cases, trials, 0);

  it('gives each case its passes, Wilson interval, pass@3 and pass^3', () => {
    expect(s.k).toBe(3);
    expect(s.byCase?.['shaky']).toMatchObject({ passed: 2, failed: 1, unjudged: 0, passAtK: 1, passHatK: 0, flaky: true });
    expect(s.byCase?.['shaky']?.passRate).toBeCloseTo(2 / 3, 12);
    expect(s.byCase?.['steady']).toMatchObject({ passAtK: 1, passHatK: 1, flaky: false, interval: { high: 1 } });
    expect(s.byCase?.['broken']).toMatchObject({ passAtK: 0, passHatK: 0, flaky: false, interval: { low: 0 } });
    // Two judged trials: pass^3 cannot be estimated from them.
    expect(s.byCase?.['slow']?.passHatK).toBeUndefined();
  });

  it('lists as flaky only the case that passed some trials and failed others', () => {
    expect(s.flaky).toEqual(['shaky']);
  });

  it('averages pass^k over the cases with k judged trials', () => {
    const at = (k: number) => s.reliability?.find((p) => p.k === k);
    // k=1: the mean pass rate of the four cases: (1 + 2/3 + 0 + 1) / 4.
    expect(at(1)?.passHatK).toBeCloseTo((1 + 2 / 3 + 0 + 1) / 4, 12);
    // k=2: steady 1, shaky C(2,2)/C(3,2)=1/3, broken 0, slow C(2,2)/C(2,2)=1.
    expect(at(2)?.passHatK).toBeCloseTo((1 + 1 / 3 + 0 + 1) / 4, 12);
    expect(at(3)).toMatchObject({ cases: 3, passHatK: 1 / 3, passAtK: 2 / 3 });
  });

  it('puts a case-resampled interval around the overall and each category pass rate', () => {
    expect(s.overall.passRate).toBeCloseTo(7 / 11, 12);
    expect(s.overall.interval!.low).toBeLessThan(7 / 11);
    expect(s.overall.interval!.high).toBeGreaterThan(7 / 11);
    expect(s.byCategory['refunds']?.interval).toBeDefined();
    expect(summarize(cases, trials, 0).overall.interval).toEqual(s.overall.interval);
  });
});

describe('a run where every trial passed', () => {
  it('does not claim certainty: the interval reaches down to Wilson over the cases, each counted once', () => {
    const cases = Array.from({ length: 10 }, (_, i) => info(`c${i}`, 'refunds'));
    const s = summarize(cases, cases.flatMap((c) => pattern(c.id, 'ppppp')), 0);
    expect(s.overall.interval?.high).toBe(1);
    // 10/10 cases: n/(n+z²) = 10/13.84.
    expect(s.overall.interval?.low).toBeCloseTo(10 / (10 + 1.959963984540054 ** 2), 10);
  });
});
