/** The per-case gate: each case over its own judged trials, safety cases held to every trial. */
import { describe, expect, it } from 'vitest';
import { caseGateCheck, caseShortfalls } from '../../src/gate/case-gate.js';
import { type CaseInfo, evaluateGate, type TrialResult, type Verdict } from '../../src/index.js';
import { summarize } from '../../src/run/summary.js';

const info = (id: string, severity: 'standard' | 'safety' = 'standard'): CaseInfo => ({ id, category: 'refunds', tags: [], severity, file: `golden/refunds/${id}.yaml`, hash: id });

const trials = (caseId: string, verdicts: string): TrialResult[] =>
  [...verdicts].map((v, i) => ({
    caseId,
    trial: i + 1,
    verdict: (v === 'p' ? 'pass' : v === 'f' ? 'fail' : 'unjudged') as Verdict,
    assertions: [],
    dimensions: {},
    unjudgedAssertions: 0,
    usage: { inputTokens: 0, cachedInputTokens: 0, outputTokens: 0 },
    durationMs: 1,
  }));

const cases = [info('four-of-five'), info('three-of-five'), info('all'), info('safe-four', 'safety'), info('none')];
const all = [...trials('four-of-five', 'ppppf'), ...trials('three-of-five', 'pppff'), ...trials('all', 'ppppp'), ...trials('safe-four', 'ppppf'), ...trials('none', 'uu')];

describe('caseGate { minPassRate: 0.8 } on the observed share', () => {
  it('fails the case under 80 % and the safety case that failed one trial; leaves unjudged cases to the unjudged checks', () => {
    const { short, unmeasured } = caseShortfalls({ config: { minPassRate: 0.8 }, trials: all, cases });
    expect(short.map((s) => [s.caseId, s.passed, s.judged, s.min])).toEqual([
      ['three-of-five', 3, 5, 0.8],
      ['safe-four', 4, 5, 1],
    ]);
    expect(unmeasured).toEqual(['none']);
  });

  it('is one check of the gate, named case-gate, that names the cases', () => {
    const gate = evaluateGate({ suite: 's', config: { minPassRate: 0, maxUnjudgedRate: 1, caseGate: { minPassRate: 0.8 } }, summary: summarize(cases, all, 0), trials: all, cases });
    const check = gate.checks.find((c) => c.name === 'case-gate');
    expect(check?.ok).toBe(false);
    expect(check?.message).toMatch(/2 case\(s\) under their minimum .*three-of-five 3\/5 < 80\.0%, safe-four 4\/5 < 100\.0%/);
    expect(gate.passed).toBe(false);
  });

  it('passes when every case is at its minimum, and is absent when not configured', () => {
    const fine = [...trials('four-of-five', 'ppppf'), ...trials('all', 'ppppp')];
    expect(caseGateCheck({ config: { minPassRate: 0.8 }, trials: fine, cases }).ok).toBe(true);
    const gate = evaluateGate({ suite: 's', config: { minPassRate: 0, maxUnjudgedRate: 1 }, summary: summarize(cases, fine, 0), trials: fine, cases });
    expect(gate.checks.map((c) => c.name)).not.toContain('case-gate');
  });
});

describe("caseGate with bound: wilson", () => {
  it('asks for evidence: 5/5 has a lower bound of 56.6 %, under a minimum of 0.8; 20/20 (83.9 %) is over it', () => {
    const five = trials('all', 'ppppp');
    expect(caseShortfalls({ config: { minPassRate: 0.8, bound: 'wilson' }, trials: five, cases }).short.map((s) => s.caseId)).toEqual(['all']);
    const twenty = trials('all', 'p'.repeat(20));
    expect(caseShortfalls({ config: { minPassRate: 0.8, bound: 'wilson' }, trials: twenty, cases }).short).toEqual([]);
    expect(caseGateCheck({ config: { minPassRate: 0.8, bound: 'wilson' }, trials: five, cases }).message).toMatch(/all 5\/5 \(lower bound 56\.6%\) < 80\.0%/);
  });
});
