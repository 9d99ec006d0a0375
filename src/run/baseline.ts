/**
 * A run against a baseline run (the last release's): per case, Fisher's exact test on the two
 * pass counts (Holm-corrected over the cases); for the suite and each dimension, a paired bootstrap
 * over the cases both ran. A change counts when it is larger than the margin and unlikely by chance;
 * a case that passed every trial and now fails every one counts whatever the numbers.
 */
import type { Dimension } from '../grade/types.js';
import { meanDifference, pairedInterval } from '../stats/bootstrap.js';
import { fisherDrop, fisherRise } from '../stats/fisher.js';
import type { Interval } from '../stats/wilson.js';
import { rateByCase } from './reliability.js';
import type { CaseInfo, Rate, RunResults, TrialResult } from './types.js';

export const DEFAULT_BASELINE_MARGIN = 0.05;
export const DEFAULT_BASELINE_ALPHA = 0.05;
/**
 * Fewest paired cases for a group's drop to count: a percentile bootstrap over a handful of cases
 * is far too sure of itself (with 8 cases an unchanged agent "dropped" a category in one run of
 * five in the power simulation). Smaller groups are reported, never gated.
 */
const MIN_GROUP_CASES = 10;

interface BaselineSettings {
  /** A change smaller than this (in pass rate, 0..1) is never counted. */
  margin: number;
  /** Significance level of the tests. */
  alpha: number;
  /** Bootstrap resamples of the paired intervals (default 2000; the power simulation asks for fewer). */
  resamples?: number;
}

interface PassCount {
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
  /** One-sided p of the change's direction (Fisher's exact test), before Holm's correction. */
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
  /** Mean of after − before over the paired cases, and its paired-bootstrap interval (95 %, Bonferroni-widened for a family of groups). */
  change: number;
  interval: Interval;
  /** The interval's level: 0.95, or more for a family of groups. */
  level: number;
  /** Lower by more than the margin, the interval below 0, over at least MIN_GROUP_CASES cases. */
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
  /** Each category's mean pass rate, paired over its cases. */
  categories: GroupChange[];
  dimensions: GroupChange[];
  /** Cost and latency side by side, only when both runs meet the correctness bar (see costNote). */
  costs?: { before: CostFacts; after: CostFacts };
  /** Why cost and latency are not compared, when they are not. */
  costNote?: string;
  /** With a judge: each judge rubric line of each case, this run's reply against the baseline's, asked both ways round. */
  pairwise?: PairwiseComparison;
}

/** One rubric line of one case, the baseline's first judged trial against this run's. */
export interface PairwiseRow {
  caseId: string;
  rubric: string;
  /** `candidate`: this run's reply is better on the line; `unjudged`: see reason (position_bias, ...). */
  verdict: 'candidate' | 'baseline' | 'tie' | 'unjudged';
  reason?: string;
  message: string;
}

export interface PairwiseComparison {
  judge: string;
  rows: PairwiseRow[];
  counts: { candidate: number; baseline: number; tie: number; unjudged: number };
}

export interface CostFacts {
  costUsd?: number;
  p95Ms?: number;
  tokensPerTrial: number;
}

const rateOf = (c: PassCount): number => c.passed / c.judged;
const countOf = (r: Rate): PassCount => ({ passed: r.passed, judged: r.passed + r.failed });

interface Candidate {
  caseId: string;
  category: string;
  before: PassCount;
  after: PassCount;
}

function flippedOf(c: Candidate): { broke: boolean; fixed: boolean } {
  return { broke: c.before.passed === c.before.judged && c.after.passed === 0, fixed: c.before.passed === 0 && c.after.passed === c.after.judged };
}

/**
 * The cases that changed. Each case is its own exact test, and a suite has a hundred cases: at
 * 5 % each, an unchanged agent would show a "regression" in most runs. So the p-values are held
 * to Holm's step-down bounds (alpha / m, alpha / (m − 1), ... over the m cases compared), which
 * keeps the chance of any false regression under alpha. A flip (every trial passed, now every one
 * fails) counts whatever its p: a few trials can never make it significant, and it is never noise.
 */
function caseChanges(candidates: readonly Candidate[], s: BaselineSettings): CaseChange[] {
  const m = candidates.length;
  const tested = candidates.map((c) => {
    const change = rateOf(c.after) - rateOf(c.before);
    const counts = { beforePassed: c.before.passed, beforeN: c.before.judged, afterPassed: c.after.passed, afterN: c.after.judged };
    const kind: CaseChange['kind'] = change < 0 ? 'regression' : 'improvement';
    const p = change < 0 ? fisherDrop(counts) : change > 0 ? fisherRise(counts) : 1;
    return { ...c, change, p, kind };
  });
  const significant = new Set<string>();
  for (const kind of ['regression', 'improvement'] as const) {
    const ordered = tested.filter((t) => t.kind === kind && Math.abs(t.change) > s.margin).sort((a, b) => a.p - b.p);
    for (const [i, t] of ordered.entries()) {
      if (t.p > s.alpha / (m - i)) break;
      significant.add(t.caseId);
    }
  }
  const out: CaseChange[] = [];
  for (const t of tested) {
    const { broke, fixed } = flippedOf(t);
    const flipped = t.kind === 'regression' ? broke : fixed;
    if (t.change !== 0 && (flipped || significant.has(t.caseId))) out.push({ ...t, flipped });
  }
  return out;
}

/**
 * One group's paired change. `family` is how many groups are tested alongside (the categories, or
 * the dimensions): the interval is widened to 1 − 0.05 / family (Bonferroni), or one of ten
 * categories would "drop" by chance in a run of every few.
 */
function groupChange(name: string, pairs: { before: number; after: number }[], s: BaselineSettings, seed: number, family = 1): GroupChange | undefined {
  const change = meanDifference(pairs);
  const level = 1 - 0.05 / family;
  const interval = pairedInterval(pairs, { seed, level, ...(s.resamples !== undefined ? { resamples: s.resamples } : {}) });
  if (change === undefined || !interval) return undefined;
  const mean = (k: 'before' | 'after') => pairs.reduce((t, p) => t + p[k], 0) / pairs.length;
  return {
    name,
    cases: pairs.length,
    before: mean('before'),
    after: mean('after'),
    change,
    interval,
    level,
    drop: pairs.length >= MIN_GROUP_CASES && -change > s.margin && interval.high < 0,
    rise: pairs.length >= MIN_GROUP_CASES && change > s.margin && interval.low > 0,
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
  const groups: [Dimension, { before: number; after: number }[]][] = [];
  for (const dim of dims) {
    const pairs: { before: number; after: number }[] = [];
    for (const [id, m] of a) {
      const x = b.get(id)?.get(dim);
      const y = m.get(dim);
      if (x !== undefined && y !== undefined) pairs.push({ before: x, after: y });
    }
    groups.push([dim, pairs]);
  }
  for (const [dim, pairs] of groups) {
    const g = groupChange(dim, pairs, s, 17, groups.length);
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
  const candidates: Candidate[] = [];
  const pairs: { before: number; after: number }[] = [];
  const byCategory = new Map<string, { before: number; after: number }[]>();
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
    const pair = { before: rateOf(x), after: rateOf(y) };
    pairs.push(pair);
    const cat = category.get(id) ?? 'unknown';
    byCategory.set(cat, [...(byCategory.get(cat) ?? []), pair]);
    candidates.push({ caseId: id, category: category.get(id) ?? 'unknown', before: x, after: y });
  }
  const changes = caseChanges(candidates, input.settings);
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
    categories: [...byCategory].sort(([a], [b]) => a.localeCompare(b)).flatMap(([name, p]) => groupChange(name, p, input.settings, 18, byCategory.size) ?? []),
    dimensions: dimensionChanges(input.baseline.trials, input.trials, input.settings),
    ...costsOrNote(input, changes, overall),
  };
}
