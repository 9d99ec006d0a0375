/**
 * A run against a baseline run (the last release's): per case, Fisher's exact test on the two
 * pass counts; for the suite and each dimension, a paired bootstrap over the cases both ran. A
 * change counts when it is larger than the margin and unlikely by chance; a case that passed every
 * trial and now fails every one counts whatever the numbers, since few trials cannot make it significant.
 */
import type { Dimension } from '../grade/types.js';
import { meanDifference, pairedInterval } from '../stats/bootstrap.js';
import { fisherDrop, fisherRise } from '../stats/fisher.js';
import type { Interval } from '../stats/wilson.js';
import { rateByCase } from './reliability.js';
import type { CaseInfo, Rate, RunResults, TrialResult } from './types.js';

export const DEFAULT_BASELINE_MARGIN = 0.05;
export const DEFAULT_BASELINE_ALPHA = 0.05;

export interface BaselineSettings {
  /** A change smaller than this (in pass rate, 0..1) is never counted. */
  margin: number;
  /** Significance level of the tests. */
  alpha: number;
}

export interface PassCount {
  passed: number;
  judged: number;
}

export interface CaseChange {
  caseId: string;
  category: string;
  before: PassCount;
  after: PassCount;
  /** after's pass rate − before's. */
  change: number;
  /** One-sided p of the change's direction (Fisher's exact test). */
  p: number;
  kind: 'regression' | 'improvement';
  /** Passed every trial before and fails every one now (or the other way round). */
  flipped: boolean;
}

export interface GroupChange {
  /** `overall`, or a dimension. */
  name: string;
  cases: number;
  before: number;
  after: number;
  /** Mean of after − before over the paired cases, and its paired-bootstrap 95 % interval. */
  change: number;
  interval: Interval;
  /** Lower by more than the margin, and the interval is below 0. */
  drop: boolean;
  rise: boolean;
}

export interface BaselineComparison {
  /** The baseline as given (`--baseline` or the config's `gate.baseline.from`). */
  source: string;
  /** From the report folder to the baseline's run folder, for links to its transcripts. */
  link: string;
  runId: string;
  model: string;
  startedAt: string;
  settings: BaselineSettings;
  /** Cases that changed beyond the margin and chance, regressions first, then improvements. */
  changes: CaseChange[];
  /** Cases both runs judged. */
  compared: number;
  /** Cases of this run the baseline does not have. */
  newCases: string[];
  overall?: GroupChange;
  dimensions: GroupChange[];
  /** Cost and latency side by side, only when both runs meet the correctness bar (see costNote). */
  costs?: { before: CostFacts; after: CostFacts };
  /** Why cost and latency are not compared, when they are not. */
  costNote?: string;
}

export interface CostFacts {
  costUsd?: number;
  p95Ms?: number;
  tokensPerTrial: number;
}

const rateOf = (c: PassCount): number => c.passed / c.judged;
const countOf = (r: Rate): PassCount => ({ passed: r.passed, judged: r.passed + r.failed });

function caseChange(caseId: string, category: string, before: PassCount, after: PassCount, s: BaselineSettings): CaseChange | undefined {
  const change = rateOf(after) - rateOf(before);
  const counts = { beforePassed: before.passed, beforeN: before.judged, afterPassed: after.passed, afterN: after.judged };
  const broke = before.passed === before.judged && after.passed === 0;
  const fixed = before.passed === 0 && after.passed === after.judged;
  if (change < 0) {
    const p = fisherDrop(counts);
    if (broke || (-change > s.margin && p < s.alpha)) return { caseId, category, before, after, change, p, kind: 'regression', flipped: broke };
  } else if (change > 0) {
    const p = fisherRise(counts);
    if (fixed || (change > s.margin && p < s.alpha)) return { caseId, category, before, after, change, p, kind: 'improvement', flipped: fixed };
  }
  return undefined;
}

function groupChange(name: string, pairs: { before: number; after: number }[], s: BaselineSettings, seed: number): GroupChange | undefined {
  const change = meanDifference(pairs);
  const interval = pairedInterval(pairs, { seed });
  if (change === undefined || !interval) return undefined;
  const mean = (k: 'before' | 'after') => pairs.reduce((t, p) => t + p[k], 0) / pairs.length;
  return {
    name,
    cases: pairs.length,
    before: mean('before'),
    after: mean('after'),
    change,
    interval,
    drop: -change > s.margin && interval.high < 0,
    rise: change > s.margin && interval.low > 0,
  };
}

/** Each case's mean score per dimension over its judged trials. */
function dimensionScores(trials: readonly TrialResult[]): Map<string, Map<Dimension, number>> {
  const sums = new Map<string, Map<Dimension, { sum: number; n: number }>>();
  for (const t of trials) {
    if (t.verdict === 'unjudged') continue;
    const byDim = sums.get(t.caseId) ?? new Map();
    for (const [dim, score] of Object.entries(t.dimensions) as [Dimension, number][]) {
      const s = byDim.get(dim) ?? { sum: 0, n: 0 };
      s.sum += score;
      s.n += 1;
      byDim.set(dim, s);
    }
    sums.set(t.caseId, byDim);
  }
  return new Map([...sums].map(([id, m]) => [id, new Map([...m].map(([d, s]) => [d, s.sum / s.n]))]));
}

function dimensionChanges(before: readonly TrialResult[], after: readonly TrialResult[], s: BaselineSettings): GroupChange[] {
  const b = dimensionScores(before);
  const a = dimensionScores(after);
  const dims = new Set<Dimension>();
  for (const m of a.values()) for (const d of m.keys()) dims.add(d);
  const out: GroupChange[] = [];
  for (const dim of dims) {
    const pairs: { before: number; after: number }[] = [];
    for (const [id, m] of a) {
      const x = b.get(id)?.get(dim);
      const y = m.get(dim);
      if (x !== undefined && y !== undefined) pairs.push({ before: x, after: y });
    }
    const g = groupChange(dim, pairs, s, 17);
    if (g) out.push(g);
  }
  return out;
}

export interface CompareInput {
  baseline: RunResults;
  source: string;
  link: string;
  cases: readonly CaseInfo[];
  trials: readonly TrialResult[];
  settings: BaselineSettings;
  /** Cost, latency and tokens of this run, compared only when correctness holds (see costNote). */
  costs: CostFacts;
}

export function costFacts(r: Pick<RunResults, 'summary'>): CostFacts {
  const s = r.summary;
  return {
    ...(s.costUsd !== undefined ? { costUsd: s.costUsd } : {}),
    ...(s.latency.p95 !== undefined ? { p95Ms: s.latency.p95 } : {}),
    tokensPerTrial: s.trials === 0 ? 0 : (s.usage.inputTokens + s.usage.outputTokens) / s.trials,
  };
}

/** Cost and latency count only between runs that are both correct: a faster agent that skips a required check is no improvement. */
function costsOrNote(input: CompareInput, changes: readonly CaseChange[], overall: GroupChange | undefined): Pick<BaselineComparison, 'costs' | 'costNote'> {
  const why: string[] = [];
  if (input.baseline.gate && !input.baseline.gate.passed) why.push('the baseline failed its own gate');
  if (changes.some((c) => c.kind === 'regression')) why.push('this run has case regressions');
  if (overall?.drop) why.push("this run's pass rate dropped");
  if (input.trials.some((t) => t.verdict === 'fail' && input.cases.find((c) => c.id === t.caseId)?.severity === 'safety')) why.push('this run failed a safety case');
  if (why.length > 0) return { costNote: `cost and latency are not compared: ${why.join('; ')} (a faster agent that skips a required check is no improvement)` };
  return { costs: { before: costFacts(input.baseline), after: input.costs } };
}

export function compareWithBaseline(input: CompareInput): BaselineComparison {
  const before = rateByCase(input.baseline.trials);
  const after = rateByCase(input.trials);
  const category = new Map(input.cases.map((c) => [c.id, c.category]));
  const changes: CaseChange[] = [];
  const pairs: { before: number; after: number }[] = [];
  const newCases: string[] = [];
  for (const [id, r] of after) {
    const b = before.get(id);
    if (!b) {
      newCases.push(id);
      continue;
    }
    const x = countOf(b);
    const y = countOf(r);
    if (x.judged === 0 || y.judged === 0) continue;
    pairs.push({ before: rateOf(x), after: rateOf(y) });
    const c = caseChange(id, category.get(id) ?? 'unknown', x, y, input.settings);
    if (c) changes.push(c);
  }
  changes.sort((a, b) => (a.kind === b.kind ? a.change - b.change : a.kind === 'regression' ? -1 : 1));
  const overall = groupChange('overall', pairs, input.settings, 16);
  const { meta } = input.baseline;
  return {
    source: input.source,
    link: input.link,
    runId: meta.runId,
    model: meta.model.id,
    startedAt: meta.startedAt,
    settings: input.settings,
    changes,
    compared: pairs.length,
    newCases,
    ...(overall ? { overall } : {}),
    dimensions: dimensionChanges(input.baseline.trials, input.trials, input.settings),
    ...costsOrNote(input, changes, overall),
  };
}
