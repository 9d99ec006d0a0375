/** Budgets: total cost, tokens per case, p95 latency, each its own gate check; unmeasurable fails. */
import { describe, expect, it } from 'vitest';
import { type CaseInfo, evaluateGate, type TrialResult } from '../../src/index.js';
import { summarize } from '../../src/run/summary.js';

const info = (id: string): CaseInfo => ({ id, category: 'refunds', tags: [], severity: 'standard', file: `golden/refunds/${id}.yaml`, hash: id });
const cases = [info('cheap'), info('chatty')];

const trial = (caseId: string, n: number, tokens: number, costUsd?: number): TrialResult => ({
  caseId,
  trial: n,
  verdict: 'pass',
  assertions: [],
  dimensions: {},
  unjudgedAssertions: 0,
  usage: { inputTokens: tokens - 100, cachedInputTokens: 0, outputTokens: 100 },
  ...(costUsd !== undefined ? { costUsd } : {}),
  durationMs: 1,
});

function gate(trials: TrialResult[], budgets: object, latency: { p50?: number; p95?: number } = { p95: 900 }) {
  const summary = { ...summarize(cases, trials, 0), latency };
  const result = evaluateGate({ suite: 's', config: { minPassRate: 0, maxUnjudgedRate: 1, budgets }, summary, trials, cases });
  return (name: string) => result.checks.find((c) => c.name === name);
}

const priced = [trial('cheap', 1, 1000, 0.01), trial('cheap', 2, 1200, 0.012), trial('chatty', 1, 9000, 0.09), trial('chatty', 2, 11000, 0.11)];

describe('gate.budgets', () => {
  it('checks the total cost against maxCostUsd', () => {
    expect(gate(priced, { maxCostUsd: 0.5 })('budget:cost')).toMatchObject({ ok: true, message: 'cost $0.2220, budget $0.5' });
    expect(gate(priced, { maxCostUsd: 0.2 })('budget:cost')).toMatchObject({ ok: false });
  });

  it('fails a cost budget when the cost is unknown (a model with no price), not when nothing was spent', () => {
    const unpriced = priced.map(({ costUsd: _, ...t }) => t);
    expect(gate(unpriced, { maxCostUsd: 1 })('budget:cost')?.ok).toBe(false);
    const free = [trial('cheap', 1, 100)].map((t) => ({ ...t, usage: { inputTokens: 0, cachedInputTokens: 0, outputTokens: 0 } }));
    expect(gate(free, { maxCostUsd: 0 })('budget:cost')?.ok).toBe(true);
  });

  it('names every case whose mean tokens per trial is over maxTokensPerCase', () => {
    const check = gate(priced, { maxTokensPerCase: 5000 })('budget:tokens-per-case');
    expect(check).toMatchObject({ ok: false, message: '1 case(s) over 5000 tokens per trial: chatty 10000' });
    expect(gate(priced, { maxTokensPerCase: 10000 })('budget:tokens-per-case')?.ok).toBe(true);
  });

  it('checks p95 latency, and fails when none was measured', () => {
    expect(gate(priced, { maxP95LatencyMs: 1000 })('budget:p95-latency')).toMatchObject({ ok: true });
    expect(gate(priced, { maxP95LatencyMs: 800 })('budget:p95-latency')).toMatchObject({ ok: false, message: 'p95 latency 900 ms, budget 800 ms' });
    expect(gate(priced, { maxP95LatencyMs: 800 }, {})('budget:p95-latency')?.ok).toBe(false);
  });

  it('adds no check for a budget not set', () => {
    expect(gate(priced, {})('budget:cost')).toBeUndefined();
  });
});
