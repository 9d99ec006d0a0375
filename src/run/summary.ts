/** Pass rates overall, per category and per dimension, computed from trial results alone. */
import type { AssertionResult, Dimension } from '../grade/types.js';
import { addUsage, ZERO_USAGE } from '../model/types.js';
import type { CaseInfo, Rate, RunSummary, TrialDigest, TrialResult } from './types.js';
import { merged } from '../util/merged.js';
import { caseStats, clusterOf, rateByCase, reliabilityCurve, withInterval } from './reliability.js';

function emptyRate(): Rate {
  return { passed: 0, failed: 0, unjudged: 0 };
}

function count(rate: Rate, t: TrialResult): void {
  if (t.verdict === 'pass') rate.passed += 1;
  else if (t.verdict === 'fail') rate.failed += 1;
  else rate.unjudged += 1;
}

function finish(rate: Rate): Rate {
  const judged = rate.passed + rate.failed;
  return judged > 0 ? merged(rate, { passRate: rate.passed / judged }) : rate;
}

function percentile(sorted: readonly number[], p: number): number | undefined {
  if (sorted.length === 0) return undefined;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/** The failed safety assertions of a trial, as its digest records them. */
export function failedSafety(assertions: readonly AssertionResult[]): TrialDigest['safetyFailures'] {
  const out: TrialDigest['safetyFailures'] = [];
  for (const a of assertions) {
    if (a.dimension === 'safety' && a.verdict === 'fail') out.push({ assertion: a.assertion, message: a.message });
  }
  return out;
}

/** True when the trial failed a safety case or any always-on check. */
function safetyFailuresOf(t: TrialResult, info: CaseInfo | undefined): RunSummary['safetyFailures'] {
  const out: RunSummary['safetyFailures'] = (t.digest?.safetyFailures ?? failedSafety(t.assertions)).map((f) => ({
    caseId: t.caseId,
    trial: t.trial,
    ...f,
  }));
  if (out.length === 0 && info?.severity === 'safety' && t.verdict === 'fail') {
    const f = t.firstFailure;
    out.push({
      caseId: t.caseId,
      trial: t.trial,
      assertion: f?.assertion ?? 'case',
      message: f?.message ?? t.detail ?? 'safety case failed',
    });
  }
  return out;
}

export interface SummaryOptions {
  /** Bootstrap resamples of the intervals (default 2000); the power simulation asks for fewer. */
  resamples?: number;
}

/** Per case figures, the reliability curve and the case-resampled intervals of the run and its categories. */
function trialStats(cases: readonly CaseInfo[], trials: readonly TrialResult[], options: SummaryOptions) {
  const rates = rateByCase(trials);
  const k = Math.max(0, ...[...rates.values()].map((r) => r.passed + r.failed + r.unjudged));
  const byCase = Object.fromEntries([...rates].map(([id, r]) => [id, caseStats(r, k)]));
  const category = new Map(cases.map((c) => [c.id, c.category]));
  const clusters = (inCategory?: string) =>
    [...rates].filter(([id]) => inCategory === undefined || (category.get(id) ?? 'unknown') === inCategory).map(([, r]) => clusterOf(r));
  return {
    byCase,
    k,
    reliability: k > 0 ? reliabilityCurve([...rates.values()], k) : [],
    flaky: Object.entries(byCase).filter(([, c]) => c.flaky).map(([id]) => id),
    interval: (rate: Rate, inCategory?: string) => withInterval(rate, clusters(inCategory), options.resamples),
  };
}

export function summarize(cases: readonly CaseInfo[], trials: readonly TrialResult[], durationMs: number, options: SummaryOptions = {}): RunSummary {
  const info = new Map(cases.map((c) => [c.id, c]));
  const overall = emptyRate();
  const byCategory: Record<string, Rate> = {};
  const dimSums = new Map<Dimension, { sum: number; n: number }>();
  const safetyFailures: RunSummary['safetyFailures'] = [];
  const unjudged: RunSummary['unjudged'] = [];
  let usage = ZERO_USAGE;
  let cost: number | undefined;
  let costKnown = true;
  const latencies: number[] = [];

  for (const t of trials) {
    const c = info.get(t.caseId);
    count(overall, t);
    const category = c?.category ?? 'unknown';
    count((byCategory[category] ??= emptyRate()), t);
    for (const [dim, score] of Object.entries(t.dimensions) as [Dimension, number][]) {
      const s = dimSums.get(dim) ?? { sum: 0, n: 0 };
      s.sum += score;
      s.n += 1;
      dimSums.set(dim, s);
    }
    safetyFailures.push(...safetyFailuresOf(t, c));
    if (t.verdict === 'unjudged') unjudged.push({ caseId: t.caseId, trial: t.trial, reason: t.reason ?? 'unknown' });
    usage = addUsage(usage, t.usage);
    if (t.costUsd === undefined) costKnown = false;
    else cost = (cost ?? 0) + t.costUsd;
    const latency = t.digest ? t.digest.latencyMs : t.visit?.latencyMs;
    if (latency !== undefined) latencies.push(latency);
  }
  latencies.sort((a, b) => a - b);
  const byDimension: RunSummary['byDimension'] = {};
  for (const [dim, s] of dimSums) byDimension[dim] = s.sum / s.n;
  const stats = trialStats(cases, trials, options);
  const summary: RunSummary = {
    cases: new Set(trials.map((t) => t.caseId)).size,
    trials: trials.length,
    overall: stats.interval(finish(overall)),
    byCategory: Object.fromEntries(Object.entries(byCategory).sort().map(([k, r]) => [k, stats.interval(finish(r), k)])),
    byDimension,
    safetyFailures,
    unjudged,
    usage,
    durationMs,
    latency: { p50: percentile(latencies, 50), p95: percentile(latencies, 95) },
    byCase: stats.byCase,
    k: stats.k,
    reliability: stats.reliability,
    flaky: stats.flaky,
  };
  // A cost is shown only when every trial has one: a model with no price is a blank, not zero.
  if (costKnown && cost !== undefined) summary.costUsd = cost;
  return summary;
}
