/**
 * Budgets, each its own gate check: the run's total cost, the tokens a case spends per trial, and
 * the 95th percentile of a visit's latency. A budget that the run cannot measure fails: a gate
 * fails closed.
 */
import type { BudgetsConfig } from '../config/types.js';
import type { GateCheck, RunSummary, TrialResult } from '../run/types.js';

const tokensOf = (t: TrialResult): number => t.usage.inputTokens + t.usage.outputTokens;

const cost = (max: number, summary: RunSummary): GateCheck => {
  const spent = summary.usage.inputTokens + summary.usage.outputTokens;
  // No token spent (the reference model) costs nothing; tokens without a price are an unknown cost.
  const usd = summary.costUsd ?? (spent === 0 ? 0 : undefined);
  if (usd === undefined) {
    return { name: 'budget:cost', ok: false, message: `cost unknown (${spent} tokens, no price for the model in the config's prices); a cost budget of $${max} needs one` };
  }
  return { name: 'budget:cost', ok: usd <= max, message: `cost $${usd.toFixed(4)}, budget $${max}` };
};

/** Each case's mean tokens per trial, the most expensive first. */
function tokensPerCase(trials: readonly TrialResult[]): { caseId: string; tokens: number }[] {
  const sums = new Map<string, { sum: number; n: number }>();
  for (const t of trials) {
    const s = sums.get(t.caseId) ?? { sum: 0, n: 0 };
    s.sum += tokensOf(t);
    s.n += 1;
    sums.set(t.caseId, s);
  }
  return [...sums].map(([caseId, s]) => ({ caseId, tokens: s.sum / s.n })).sort((a, b) => b.tokens - a.tokens);
}

const tokens = (max: number, trials: readonly TrialResult[]): GateCheck => {
  const over = tokensPerCase(trials).filter((c) => c.tokens > max);
  const worst = tokensPerCase(trials)[0];
  if (over.length === 0) {
    return { name: 'budget:tokens-per-case', ok: true, message: `the most tokens a case spent per trial: ${Math.round(worst?.tokens ?? 0)} (${worst?.caseId ?? 'none'}), budget ${max}` };
  }
  const shown = over.slice(0, 5).map((c) => `${c.caseId} ${Math.round(c.tokens)}`).join(', ');
  return { name: 'budget:tokens-per-case', ok: false, message: `${over.length} case(s) over ${max} tokens per trial: ${shown}${over.length > 5 ? ', ...' : ''}` };
};

const latency = (max: number, summary: RunSummary): GateCheck => {
  const p95 = summary.latency.p95;
  if (p95 === undefined) return { name: 'budget:p95-latency', ok: false, message: `no visit latency was measured; a p95 budget of ${max} ms needs some` };
  return { name: 'budget:p95-latency', ok: p95 <= max, message: `p95 latency ${Math.round(p95)} ms, budget ${max} ms` };
};

export function budgetChecks(config: BudgetsConfig, summary: RunSummary, trials: readonly TrialResult[]): GateCheck[] {
  return [
    ...(config.maxCostUsd !== undefined ? [cost(config.maxCostUsd, summary)] : []),
    ...(config.maxTokensPerCase !== undefined ? [tokens(config.maxTokensPerCase, trials)] : []),
    ...(config.maxP95LatencyMs !== undefined ? [latency(config.maxP95LatencyMs, summary)] : []),
  ];
}
