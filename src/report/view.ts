/**
 * The view of a run that every report renders: cases in the order a person reads them (safety
 * failures, other failures, unjudged, passes), each trial's first failure with its file line and
 * first failing step, the rates and the run's facts. Pure: RunResults in, plain data out.
 */
import type { Visit } from '../desk/types.js';
import { orderDimensions } from '../grade/scorers/index.js';
import type { AssertionResult, GradedDimension, Verdict } from '../grade/types.js';
import { trialContent } from '../run/compact.js';
import type { CaseInfo, CaseStats, GateCheck, Rate, RunResults, RunSummary, TrialResult } from '../run/types.js';
import type { Interval } from '../stats/wilson.js';
import { duration, jsonLine, pct, tokens, usd } from './format.js';
import { caseHref, caseWhere, repoPath } from './links.js';
import { describeStepOf } from './steps.js';
import { judgeRateRows, type JudgeRateRow } from './judge-rates.js';
import { scopeNote } from '../run/exercised.js';
import type { BaselineComparison, CaseChange, PairwiseComparison } from '../run/baseline.js';
import { groupChangeText } from '../gate/baseline-checks.js';

export interface ReportOptions {
  /** Makes case links absolute, e.g. `https://github.com/o/r/blob/<sha>` (see repoUrlFromEnv). */
  repoUrl?: string;
  /** The pull-request comment only: a run to compare with (regressions), and the workflow run's URL. */
  baseline?: RunResults;
  runUrl?: string;
}

export interface AssertionView {
  dimension: GradedDimension;
  assertion: string;
  verdict: Verdict;
  message: string;
  expected?: string;
  actual?: string;
  line?: number;
  where: string;
  href: string;
  step?: number;
  stepText: string;
  reason?: string;
}

export interface TrialView {
  caseId: string;
  trial: number;
  verdict: Verdict;
  reason?: string;
  detail?: string;
  duration: string;
  durationMs: number;
  tokens: string;
  cost: string;
  first?: AssertionView;
  failed: AssertionView[];
  assertions: AssertionView[];
  visit?: Visit;
  /** A simulated customer: the user model, the scripted opening's length, and who said each line (customerLines). */
  customer?: { model: string; opening: number; lines: string[] };
}

export interface CaseView {
  id: string;
  title?: string;
  category: string;
  severity: string;
  safety: boolean;
  file: string;
  verdict: Verdict;
  /** Line of the first failure, when it has one. */
  line?: number;
  where: string;
  href: string;
  trials: TrialView[];
  /** Dimensions graded in any trial, and those that failed in any trial. */
  dims: GradedDimension[];
  failDims: GradedDimension[];
  /** The case over its trials (absent for a run recorded before it was). */
  stats?: CaseStatsView;
  /** Quarantined: it ran and is reported, and did not gate. */
  quarantined?: { reason: string; owner: string; expires: string };
}

/** A case's figures over its trials, as the reports print them. */
interface CaseStatsView {
  /** `4/5`: passes out of judged trials. */
  passes: string;
  rate: string;
  /** `[62.4%, 96.4%]` (Wilson 95 %), '' when nothing was judged. */
  interval: string;
  passAtK: string;
  passHatK: string;
  flaky: boolean;
  unjudged: number;
}

interface RateRow extends Rate {
  name: string;
  rate: string;
  /** `[88.1%, 97.0%]`: the case-resampled 95 % interval, '' when there is none. */
  range: string;
}

/** pass@k and pass^k of the suite at one k. */
interface ReliabilityRow {
  k: number;
  cases: number;
  passAtK: string;
  passHatK: string;
}

/** A run that was interrupted before every trial finished (see RunResults.partial). */
interface PartialView {
  signal: string;
  finished: number;
  planned: number;
  cancelled: number;
  notStarted: number;
}

/** One case that changed against the baseline, with both transcripts. */
interface ChangeRow {
  caseId: string;
  category: string;
  counts: string;
  change: string;
  why: string;
  href: string;
  where: string;
  /** This run's and the baseline's report.html, at the case. */
  transcript: string;
  baselineTranscript: string;
}

interface BaselineView {
  runId: string;
  model: string;
  startedAt: string;
  source: string;
  compared: number;
  regressions: ChangeRow[];
  improvements: ChangeRow[];
  overall?: string;
  dimensions: { name: string; text: string; drop: boolean; rise: boolean }[];
  costs?: { name: string; before: string; after: string }[];
  costNote?: string;
  newCases: number;
  /** Any case changed: the table is worth showing. */
  changesShown: boolean;
  /** The pairwise judge's verdicts, this run's replies against the baseline's. */
  pairwise?: PairwiseComparison;
}

export interface ReportView {
  partialRun?: PartialView;
  baseline?: BaselineView;
  gate?: { passed: boolean; suite: string; checks: GateCheck[]; failing: GateCheck[] };
  counts: { cases: number; trials: number; passed: number; failed: number; unjudged: number };
  safety: { caseId: string; trial: number; assertion: string; message: string; where: string; href: string }[];
  failedCases: CaseView[];
  unjudged: { caseId: string; title?: string; trial: number; reason: string; detail?: string; where: string; href: string }[];
  /** Trials of cases with reactive customer turns: the branch each turn said, turn by turn. */
  branches: { caseId: string; trial: number; path: string; failed: boolean; where: string; href: string }[];
  /** Trials whose customer was simulated after a scripted opening: who said each line, turn by turn. */
  simulated: { caseId: string; trial: number; model: string; ended: string; lines: string[]; where: string; href: string }[];
  /** Judged trials graded without some of their assertions (e.g. judge lines with no judge model). */
  partial: { caseId: string; trial: number; verdict: Verdict; count: number; reasons: string; where: string; href: string }[];
  cases: CaseView[];
  categories: string[];
  dimensions: GradedDimension[];
  rates: { overall: RateRow; categories: RateRow[]; dimensions: { name: string; score: string; value?: number }[] };
  /** Trials per case, and the suite's pass@k / pass^k for k = 1 .. trials (empty before they were recorded). */
  k: number;
  reliability: ReliabilityRow[];
  /** Cases that passed some trials and failed others. */
  flaky: CaseView[];
  /** Quarantined cases: run and reported, not gated. */
  quarantined: CaseView[];
  /** More than one trial per case: the per-case figures are worth a table. */
  multiTrial: boolean;
  /** Judge rubric lines: raw and corrected pass rates (absent without judge lines). */
  judgeRates?: { calibration?: string; rows: JudgeRateRow[] };
  meta: ReportMeta;
  warnings: string[];
}

interface ReportMeta {
  runId: string;
  startedAt: string;
  model: string;
  judge?: string;
  suite: string;
  /** What the model exercised, in words (absent in results written before it was recorded). */
  exercised?: string;
  /** ` — partial: 1 of 78 cases (--filter x)` for a narrowed run; empty otherwise. */
  scope: string;
  promptVersion: string;
  prompts: string;
  trials: number;
  duration: string;
  tokens: string;
  cost: string;
  commit?: string;
  branch?: string;
  dirty: boolean;
  shard?: string;
  p50: string;
  p95: string;
}

const VERDICT_RANK: Record<Verdict, number> = { fail: 0, unjudged: 1, pass: 2 };

function caseVerdict(trials: readonly TrialResult[]): Verdict {
  if (trials.some((t) => t.verdict === 'fail')) return 'fail';
  if (trials.some((t) => t.verdict === 'unjudged')) return 'unjudged';
  return 'pass';
}

/** A message without the assertion's name in front, since reports show the name beside it. */
/**
 * The message without a leading repeat of the assertion's name: scorers start a message with the
 * field it is about (`orders.A1001.status: expected cancelled, got processing`) so that it stands
 * alone, and the reports print the assertion (`state.orders.A1001.status`) before it.
 */
function bareMessage(message: string, assertion: string): string {
  const colon = message.indexOf(': ');
  if (colon <= 0) return message;
  const head = message.slice(0, colon);
  return assertion === head || assertion.endsWith(`.${head}`) ? message.slice(colon + 2) : message;
}

/** `turn 2 branch 1 (asked: zip) · turn 3 otherwise ✗`: a trial's path through its reactive customer turns. */
export function branchPath(t: Pick<TrialResult, 'branches'>): string {
  return (t.branches ?? []).map((b) => `turn ${b.turn} ${b.name}${b.ok ? '' : ' ✗'}`).join(' · ');
}

/**
 * Who said each customer line of a trial with a simulated customer, one entry a turn:
 * `turn 2 [simulated] "Yes, go ahead." (confirms: yes)`; the user model's lines are the ones
 * marked [simulated], said from the case's instructions, the others the case's scripted opening.
 */
export function customerLines(t: Pick<TrialResult, 'customer'>): string[] {
  const c = t.customer;
  if (!c) return [];
  const consent = (v: boolean | undefined) => (v === undefined ? '' : ` (confirms: ${v ? 'yes' : 'no'})`);
  const lines = c.turns.map((x) => `turn ${x.turn} [${x.by}] ${JSON.stringify(x.say)}${consent(x.confirms)}`);
  return [...lines, c.ended === 'done' ? `ended by the customer${c.closing ? `: ${JSON.stringify(c.closing)}` : ''}` : `ended at maxTurns (${c.turns.length})`];
}

/** `state.orders.A1001.status: expected cancelled, got processing`. */
export function assertionText(a: { assertion: string; message: string }): string {
  return `${a.assertion}: ${bareMessage(a.message, a.assertion)}`;
}

function assertionView(a: AssertionResult, file: string, visit: Visit | undefined, opts: ReportOptions): AssertionView {
  return {
    dimension: a.dimension,
    assertion: a.assertion,
    verdict: a.verdict,
    message: bareMessage(a.message, a.assertion),
    ...(a.expected !== undefined ? { expected: jsonLine(a.expected) } : {}),
    ...(a.actual !== undefined ? { actual: jsonLine(a.actual) } : {}),
    ...(a.line ? { line: a.line } : {}),
    where: caseWhere(file, a.line),
    href: caseHref(file, a.line, opts.repoUrl),
    ...(a.step !== undefined ? { step: a.step } : {}),
    stepText: describeStepOf(visit, a.step),
    ...(a.reason ? { reason: a.reason } : {}),
  };
}

const sameAssertion = (a: AssertionView, b: AssertionView): boolean =>
  a.dimension === b.dimension && a.assertion === b.assertion && a.line === b.line && a.message === b.message;

/**
 * Defines `key` as an own, enumerable property computed on each read (templates read own
 * properties only). A 10,000-case view holds no transcript and no assertion list: each is
 * inflated when a renderer reaches its trial, and dropped after.
 */
function lazy<T extends object, K extends string, V>(target: T, key: K, get: () => V): T & Record<K, V> {
  Object.defineProperty(target, key, { enumerable: true, configurable: true, get });
  return target as T & Record<K, V>;
}

function failedOf(assertions: readonly AssertionView[], first: AssertionView | undefined, verdict: Verdict): AssertionView[] {
  // The first failure leads; the others follow in the case's order.
  const failed = assertions.filter((a) => a.verdict === 'fail' && !(first && sameAssertion(a, first)));
  if (first && verdict === 'fail') failed.unshift(first);
  return failed;
}

function firstFailureView(t: TrialResult, file: string, opts: ReportOptions): AssertionView | undefined {
  if (t.verdict !== 'fail') return undefined;
  if (t.firstFailure) return assertionView(t.firstFailure, file, t.visit, opts);
  const a = t.assertions.find((x) => x.verdict === 'fail');
  return a ? assertionView(a, file, t.visit, opts) : undefined;
}

/** A trial's assertions, failures and transcript, inflated together (see expandTrial). */
interface TrialDetail {
  assertions: AssertionView[];
  failed: AssertionView[];
  visit?: Visit;
}

const DETAIL = Symbol('detail');

/**
 * A trial view as plain data, its lazy parts read in one go: a renderer that needs them all pays
 * one inflation (spreading the view would pay one per part).
 */
export function expandTrial(t: TrialView): TrialView {
  const detail = (t as unknown as Record<symbol, (() => TrialDetail) | undefined>)[DETAIL];
  if (!detail) return { ...t };
  const eager = Object.entries(Object.getOwnPropertyDescriptors(t)).filter(([, d]) => d.enumerable && !d.get);
  return { ...(Object.fromEntries(eager.map(([k, d]) => [k, d.value])) as TrialView), ...detail() };
}

/** Whether the trial has a transcript, asked without inflating it (a compacted one is a getter). */
function hasVisit(t: TrialResult): boolean {
  const d = Object.getOwnPropertyDescriptor(t, 'visit');
  return d !== undefined && (d.get !== undefined || d.value !== undefined);
}

function trialView(t: TrialResult, file: string, opts: ReportOptions): TrialView {
  const first = firstFailureView(t, file, opts);
  const view = {
    caseId: t.caseId,
    trial: t.trial,
    verdict: t.verdict,
    ...(t.reason ? { reason: t.reason } : {}),
    ...(t.detail ? { detail: t.detail } : {}),
    duration: duration(t.durationMs),
    durationMs: t.durationMs,
    tokens: tokens(t.usage),
    cost: usd(t.costUsd),
    ...(first ? { first } : {}),
    ...(t.customer ? { customer: { model: t.customer.model, opening: t.customer.opening, lines: customerLines(t) } } : {}),
  };
  const detail = (): TrialDetail => {
    const { visit, assertions: raw } = trialContent(t);
    const assertions = raw.map((a) => assertionView(a, file, visit, opts));
    return { assertions, failed: failedOf(assertions, first, t.verdict), ...(visit ? { visit } : {}) };
  };
  Object.defineProperty(view, DETAIL, { enumerable: false, value: detail });
  // Failures are read by every report (and are few): kept once made. Nothing else is.
  let failed: AssertionView[] | undefined;
  lazy(view, 'failed', () => (t.verdict === 'fail' ? (failed ??= detail().failed) : detail().failed));
  lazy(view, 'assertions', () => detail().assertions);
  if (hasVisit(t)) lazy(view, 'visit', () => t.visit);
  return view as TrialView;
}

/** What a case view needs of its trials' assertions, read once per trial. */
interface TrialFacts {
  dims: GradedDimension[];
  failDims: GradedDimension[];
  /** Failed assertions with a line, the first failure first. */
  failedLines: number[];
}

function trialFacts(t: TrialResult, first: AssertionView | undefined): TrialFacts {
  // The assertions alone: a packed trial inflates them without its transcript.
  const assertions = t.assertions;
  const fails = assertions.filter((a) => a.verdict === 'fail');
  const firstRaw = first ? fails.find((a) => a.dimension === first.dimension && a.assertion === first.assertion && a.line === first.line) : undefined;
  const ordered = first && t.verdict === 'fail' ? [first, ...fails.filter((a) => a !== firstRaw)] : fails;
  return {
    dims: assertions.map((a) => a.dimension),
    failDims: ordered.map((a) => a.dimension),
    failedLines: ordered.flatMap((a) => (a.line ? [a.line] : [])),
  };
}

function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

/** `[62.4%, 96.4%]`, or '' when there is no interval. */
function range(i: Interval | undefined): string {
  return i ? `[${pct(i.low)}, ${pct(i.high)}]` : '';
}

function caseStatsView(s: CaseStats): CaseStatsView {
  return {
    passes: `${s.passed}/${s.passed + s.failed}`,
    rate: pct(s.passRate),
    interval: range(s.interval),
    passAtK: pct(s.passAtK),
    passHatK: pct(s.passHatK),
    flaky: s.flaky,
    unjudged: s.unjudged,
  };
}

function caseView(info: CaseInfo, trials: TrialResult[], cwd: string, opts: ReportOptions, stats?: CaseStats): CaseView {
  const file = repoPath(info.file, cwd);
  const views = trials.map((t) => trialView(t, file, opts));
  const facts = trials.map((t, i) => trialFacts(t, views[i]!.first));
  const verdict = caseVerdict(trials);
  // The line to open: the first failure's, else any failed assertion's (always-on checks have none).
  const line = views.find((t) => t.first?.line)?.first?.line ?? facts.flatMap((f) => f.failedLines)[0];
  const failDims = unique(facts.flatMap((f) => f.failDims));
  return {
    id: info.id,
    ...(info.title ? { title: info.title } : {}),
    category: info.category,
    severity: info.severity,
    safety: info.severity === 'safety' || failDims.includes('safety'),
    file,
    verdict,
    ...(line ? { line } : {}),
    where: caseWhere(file, line),
    href: caseHref(file, line, opts.repoUrl),
    trials: views,
    dims: unique(facts.flatMap((f) => f.dims)),
    failDims,
    ...(stats ? { stats: caseStatsView(stats) } : {}),
    ...(info.quarantined ? { quarantined: info.quarantined } : {}),
  };
}

const unknownCase = (id: string): CaseInfo => ({ id, category: 'unknown', tags: [], severity: 'standard', file: '', hash: '' });

/** Cases with their trials, in the order a person reads them; cases that never ran are left out. */
function caseViews(results: RunResults, opts: ReportOptions): CaseView[] {
  const byCase = new Map<string, TrialResult[]>();
  for (const t of results.trials) {
    const list = byCase.get(t.caseId);
    if (list) list.push(t);
    else byCase.set(t.caseId, [t]);
  }
  const infos = new Map(results.cases.map((c) => [c.id, c]));
  const views = [...byCase].map(([id, trials]) => caseView(infos.get(id) ?? unknownCase(id), trials, results.meta.cwd, opts, results.summary.byCase?.[id]));
  const order = new Map(results.cases.map((c, i) => [c.id, i]));
  const rank = (c: CaseView): number => VERDICT_RANK[c.verdict] * 2 + (c.verdict === 'fail' && c.safety ? 0 : 1);
  return views.sort((a, b) => rank(a) - rank(b) || (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

const rateRow = (name: string, r: Rate): RateRow => ({ ...r, name, rate: pct(r.passRate), range: range(r.interval) });

function reliabilityRows(summary: RunSummary): ReliabilityRow[] {
  return (summary.reliability ?? []).map((p) => ({ k: p.k, cases: p.cases, passAtK: pct(p.passAtK), passHatK: pct(p.passHatK) }));
}

function metaView(results: RunResults): ReportMeta {
  const { meta, summary } = results;
  const { version, ...templates } = meta.prompts;
  return {
    runId: meta.runId,
    startedAt: meta.startedAt,
    model: meta.model.id,
    ...(meta.judge ? { judge: meta.judge.id } : {}),
    suite: meta.suite,
    ...(meta.exercised ? { exercised: `${meta.model.id} ${meta.exercised.statement}` } : {}),
    scope: scopeNote(meta.scope),
    promptVersion: version ?? '',
    prompts: Object.entries(templates)
      .map(([name, hash]) => `${name} ${hash}`)
      .join(', '),
    trials: meta.trials,
    duration: duration(summary.durationMs),
    tokens: tokens(summary.usage),
    cost: usd(summary.costUsd),
    ...(meta.git.commit ? { commit: meta.git.commit.slice(0, 12) } : {}),
    ...(meta.git.branch ? { branch: meta.git.branch } : {}),
    dirty: meta.git.dirty === true,
    ...(meta.shard ? { shard: `${meta.shard.index}/${meta.shard.total}` } : {}),
    p50: duration(summary.latency.p50),
    p95: duration(summary.latency.p95),
  };
}

function partialView(results: RunResults): PartialView | undefined {
  if (!results.partial) return undefined;
  const cancelled = results.interrupted?.cancelled ?? 0;
  return {
    signal: results.interrupted?.signal ?? 'an interrupt',
    finished: results.trials.length - cancelled,
    planned: results.cases.length * results.meta.trials,
    cancelled,
    notStarted: results.interrupted?.notStarted ?? 0,
  };
}

function changeRow(c: CaseChange, b: BaselineComparison, byId: ReadonlyMap<string, CaseView>): ChangeRow {
  const view = byId.get(c.caseId);
  const anchor = `report.html#case-${encodeURIComponent(c.caseId)}`;
  return {
    caseId: c.caseId,
    category: c.category,
    counts: `${c.before.passed}/${c.before.judged} → ${c.after.passed}/${c.after.judged}`,
    change: `${c.change >= 0 ? '+' : '−'}${Math.abs(c.change * 100).toFixed(0)} points`,
    why: c.flipped ? (c.kind === 'regression' ? 'always passed, now always fails' : 'always failed, now always passes') : `p = ${c.p.toPrecision(2)}`,
    href: view?.href ?? '',
    where: view?.where ?? '',
    transcript: anchor,
    baselineTranscript: `${b.link === '.' ? '' : `${b.link}/`}${anchor}`,
  };
}

function baselineView(b: BaselineComparison, byId: ReadonlyMap<string, CaseView>): BaselineView {
  const costs = b.costs && [
    { name: 'cost', before: usd(b.costs.before.costUsd), after: usd(b.costs.after.costUsd) },
    { name: 'latency p95', before: duration(b.costs.before.p95Ms), after: duration(b.costs.after.p95Ms) },
    { name: 'tokens per trial', before: b.costs.before.tokensPerTrial.toFixed(0), after: b.costs.after.tokensPerTrial.toFixed(0) },
  ];
  return {
    runId: b.runId,
    model: b.model,
    startedAt: b.startedAt,
    source: b.source,
    compared: b.compared,
    regressions: b.changes.filter((c) => c.kind === 'regression').map((c) => changeRow(c, b, byId)),
    improvements: b.changes.filter((c) => c.kind === 'improvement').map((c) => changeRow(c, b, byId)),
    ...(b.overall ? { overall: groupChangeText(b.overall) } : {}),
    dimensions: [...(b.categories ?? []).map((c) => ({ ...c, name: `category ${c.name}` })), ...b.dimensions].map((d) => ({ name: d.name, text: groupChangeText(d), drop: d.drop, rise: d.rise })),
    ...(costs ? { costs } : {}),
    ...(b.costNote ? { costNote: b.costNote } : {}),
    newCases: b.newCases.length,
    changesShown: b.changes.length > 0,
    ...(b.pairwise ? { pairwise: b.pairwise } : {}),
  };
}

export function buildView(results: RunResults, opts: ReportOptions = {}): ReportView {
  const cases = caseViews(results, opts);
  const byId = new Map(cases.map((c) => [c.id, c]));
  const link = (caseId: string, line?: number) => {
    const file = byId.get(caseId)?.file ?? '';
    return { where: caseWhere(file, line), href: caseHref(file, line, opts.repoUrl) };
  };
  const { summary, gate } = results;
  const trials = new Map(results.trials.map((t) => [`${t.caseId}#${t.trial}`, t]));
  const firstLine = (caseId: string, trial: number, assertion: string): number | undefined =>
    trials.get(`${caseId}#${trial}`)?.assertions.find((a) => a.assertion === assertion)?.line;
  const partialRun = partialView(results);
  return {
    ...(partialRun ? { partialRun } : {}),
    ...(results.baseline ? { baseline: baselineView(results.baseline, byId) } : {}),
    ...(gate ? { gate: { passed: gate.passed, suite: gate.suite, checks: gate.checks, failing: gate.checks.filter((c) => !c.ok) } } : {}),
    counts: { cases: summary.cases, trials: summary.trials, ...summary.overall },
    safety: summary.safetyFailures.map((f) => ({
      ...f,
      message: bareMessage(f.message, f.assertion),
      // Always-on checks have no line of their own: link the case's first failed line.
      ...link(f.caseId, firstLine(f.caseId, f.trial, f.assertion) ?? byId.get(f.caseId)?.line),
    })),
    failedCases: cases.filter((c) => c.verdict === 'fail'),
    unjudged: summary.unjudged.map((u) => {
      const c = byId.get(u.caseId);
      const t = c?.trials.find((x) => x.trial === u.trial);
      return { ...u, ...(c?.title ? { title: c.title } : {}), ...(t?.detail ? { detail: t.detail } : {}), ...link(u.caseId) };
    }),
    branches: results.trials
      .filter((t) => (t.branches ?? []).length > 0)
      .map((t) => ({ caseId: t.caseId, trial: t.trial, path: branchPath(t), failed: (t.branches ?? []).some((b) => !b.ok), ...link(t.caseId) })),
    simulated: results.trials
      .filter((t) => t.customer !== undefined)
      .map((t) => ({ caseId: t.caseId, trial: t.trial, model: t.customer!.model, ended: t.customer!.ended, lines: customerLines(t), ...link(t.caseId) })),
    partial: results.trials
      .filter((t) => t.verdict !== 'unjudged' && t.unjudgedAssertions > 0)
      .map((t) => ({
        caseId: t.caseId,
        trial: t.trial,
        verdict: t.verdict,
        count: t.unjudgedAssertions,
        reasons: [...new Set(t.assertions.filter((a) => a.verdict === 'unjudged').map((a) => a.reason ?? 'unknown'))].join(', '),
        ...link(t.caseId),
      })),
    cases,
    categories: Object.keys(summary.byCategory),
    dimensions: orderDimensions(cases.flatMap((c) => c.dims)),
    rates: {
      overall: rateRow('overall', summary.overall),
      categories: Object.entries(summary.byCategory).map(([name, r]) => rateRow(name, r)),
      dimensions: Object.entries(summary.byDimension).map(([name, score]) => ({ name, score: pct(score), ...(score !== undefined ? { value: score } : {}) })),
    },
    k: summary.k ?? results.meta.trials,
    reliability: reliabilityRows(summary),
    flaky: cases.filter((c) => c.stats?.flaky),
    quarantined: cases.filter((c) => c.quarantined),
    multiTrial: (summary.k ?? results.meta.trials) > 1,
    ...(results.judgeRates
      ? { judgeRates: { ...(results.judgeRates.calibration ? { calibration: results.judgeRates.calibration } : {}), rows: judgeRateRows(results.judgeRates) } }
      : {}),
    meta: metaView(results),
    warnings: results.warnings,
  };
}
