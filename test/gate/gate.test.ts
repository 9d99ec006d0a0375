/** The gate fails closed: a minimum that nothing in the run measured is not met. */
import { describe, expect, it } from 'vitest';
import { evaluateGate } from '../../src/index.js';
import { singleRun } from '../report/runs.js';

describe('a dimension minimum', () => {
  it('fails its check when the run measured nothing of that dimension (a judge minimum with no judge model)', () => {
    const run = singleRun({ failures: false });
    expect(run.summary.byDimension.judge).toBeUndefined();
    const gate = evaluateGate({ suite: 'main', config: { minPassRate: 0, maxUnjudgedRate: 1, dimensions: { judge: 0.9 } }, summary: run.summary, trials: run.trials, cases: run.cases });
    const check = gate.checks.find((c) => c.name === 'dimension:judge');
    expect(check).toMatchObject({ ok: false });
    expect(check?.message).toMatch(/judge: not measured in this run; a minimum of 90\.0% needs measurements/);
    expect(gate.passed).toBe(false);
  });

  it('passes when it is measured and met', () => {
    const run = singleRun({ failures: false });
    const gate = evaluateGate({ suite: 'main', config: { minPassRate: 0, maxUnjudgedRate: 1, dimensions: { tools: 1 } }, summary: run.summary, trials: run.trials, cases: run.cases });
    expect(gate.checks.find((c) => c.name === 'dimension:tools')).toMatchObject({ ok: true });
  });
});
