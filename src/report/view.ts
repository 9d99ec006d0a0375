/**
 * The view of a run that every report renders: cases in the order a person reads them (safety
 * failures, other failures, unjudged, passes), each trial's first failure with its file line and
 * first failing step, the rates and the run's facts. Pure: RunResults in, plain data out.
 */
import type { Visit } from '../desk/types.js';
import { type AssertionResult, type Dimension, DIMENSIONS, type Verdict } from '../grade/types.js';
import type { CaseInfo, GateCheck, Rate, RunResults, TrialResult } from '../run/types.js';
import { duration, jsonLine, pct, tokens, usd } from './format.js';
import { caseHref, caseWhere, repoPath } from './links.js';
import { describeStepOf } from './steps.js';
import { scopeNote } from '../run/exercised.js';

export interface ReportOptions {
  /** Makes case links absolute, e.g. `https://github.com/o/r/blob/<sha>` (see repoUrlFromEnv). */
  repoUrl?: string;
}

export interface AssertionView {
  dimension: Dimension;
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
  dims: Dimension[];
  failDims: Dimension[];
}

export interface RateRow extends Rate {
  name: string;
  rate: string;
}

export interface ReportView {
  gate?: { passed: boolean; suite: string; checks: GateCheck[]; failing: GateCheck[] };
  counts: { cases: number; trials: number; passed: number; failed: number; unjudged: number };
  safety: { caseId: string; trial: number; assertion: string; message: string; where: string; href: string }[];
  failedCases: CaseView[];
  unjudged: { caseId: string; title?: string; trial: number; reason: string; detail?: string; where: string; href: string }[];
  /** Judged trials graded without some of their assertions (e.g. judge lines with no judge model). */
  partial: { caseId: string; trial: number; verdict: Verdict; count: number; reasons: string; where: string; href: string }[];
  cases: CaseView[];
  categories: string[];
  dimensions: Dimension[];
  rates: { overall: RateRow; categories: RateRow[]; dimensions: { name: string; score: string }[] };
  meta: ReportMeta;
  warnings: string[];
}

export interface ReportMeta {
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
export function bareMessage(message: string, assertion: string): string {
  const colon = message.indexOf(': ');
  if (colon <= 0) return message;
  const head = message.slice(0, colon);
  return assertion === head || assertion.endsWith(`.${head}`) ? message.slice(colon + 2) : message;
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

function trialView(t: TrialResult, file: string, opts: ReportOptions): TrialView {
  const assertions = t.assertions.map((a) => assertionView(a, file, t.visit, opts));
  const first = t.firstFailure ? assertionView(t.firstFailure, file, t.visit, opts) : assertions.find((a) => a.verdict === 'fail');
  // The first failure leads; the others follow in the case's order.
  const failed = assertions.filter((a) => a.verdict === 'fail' && !(first && sameAssertion(a, first)));
  if (first && t.verdict === 'fail') failed.unshift(first);
  return {
    caseId: t.caseId,
    trial: t.trial,
    verdict: t.verdict,
    ...(t.reason ? { reason: t.reason } : {}),
    ...(t.detail ? { detail: t.detail } : {}),
    duration: duration(t.durationMs),
    durationMs: t.durationMs,
    tokens: tokens(t.usage),
    cost: usd(t.costUsd),
    ...(first && t.verdict === 'fail' ? { first } : {}),
    failed,
    assertions,
    ...(t.visit ? { visit: t.visit } : {}),
  };
}

function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

function caseView(info: CaseInfo, trials: TrialResult[], cwd: string, opts: ReportOptions): CaseView {
  const file = repoPath(info.file, cwd);
  const views = trials.map((t) => trialView(t, file, opts));
  const verdict = caseVerdict(trials);
  // The line to open: the first failure's, else any failed assertion's (always-on checks have none).
  const line = views.find((t) => t.first?.line)?.first?.line ?? views.flatMap((t) => t.failed).find((a) => a.line)?.line;
  return {
    id: info.id,
    ...(info.title ? { title: info.title } : {}),
    category: info.category,
    severity: info.severity,
    safety: info.severity === 'safety' || views.some((t) => t.failed.some((a) => a.dimension === 'safety')),
    file,
    verdict,
    ...(line ? { line } : {}),
    where: caseWhere(file, line),
    href: caseHref(file, line, opts.repoUrl),
    trials: views,
    dims: unique(views.flatMap((t) => t.assertions.map((a) => a.dimension))),
    failDims: unique(views.flatMap((t) => t.failed.map((a) => a.dimension))),
  };
}

const unknownCase = (id: string): CaseInfo => ({ id, category: 'unknown', tags: [], severity: 'standard', file: '', hash: '' });

/** Cases with their trials, in the order a person reads them; cases that never ran are left out. */
function caseViews(results: RunResults, opts: ReportOptions): CaseView[] {
  const byCase = new Map<string, TrialResult[]>();
  for (const t of results.trials) byCase.set(t.caseId, [...(byCase.get(t.caseId) ?? []), t]);
  const infos = new Map(results.cases.map((c) => [c.id, c]));
  const views = [...byCase].map(([id, trials]) => caseView(infos.get(id) ?? unknownCase(id), trials, results.meta.cwd, opts));
  const order = new Map(results.cases.map((c, i) => [c.id, i]));
  const rank = (c: CaseView): number => VERDICT_RANK[c.verdict] * 2 + (c.verdict === 'fail' && c.safety ? 0 : 1);
  return views.sort((a, b) => rank(a) - rank(b) || (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

const rateRow = (name: string, r: Rate): RateRow => ({ ...r, name, rate: pct(r.passRate) });

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

export function buildView(results: RunResults, opts: ReportOptions = {}): ReportView {
  const cases = caseViews(results, opts);
  const byId = new Map(cases.map((c) => [c.id, c]));
  const link = (caseId: string, line?: number) => {
    const file = byId.get(caseId)?.file ?? '';
    return { where: caseWhere(file, line), href: caseHref(file, line, opts.repoUrl) };
  };
  const { summary, gate } = results;
  const firstLine = (caseId: string, trial: number, assertion: string): number | undefined =>
    results.trials.find((t) => t.caseId === caseId && t.trial === trial)?.assertions.find((a) => a.assertion === assertion)?.line;
  return {
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
    dimensions: DIMENSIONS.filter((d) => cases.some((c) => c.dims.includes(d))),
    rates: {
      overall: rateRow('overall', summary.overall),
      categories: Object.entries(summary.byCategory).map(([name, r]) => rateRow(name, r)),
      dimensions: Object.entries(summary.byDimension).map(([name, score]) => ({ name, score: pct(score) })),
    },
    meta: metaView(results),
    warnings: results.warnings,
  };
}
