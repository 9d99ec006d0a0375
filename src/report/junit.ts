/**
 * `junit.xml`: one testsuite per category, one testcase per case and trial. A failure's message is
 * the first failing assertion and its type the dimension; unjudged trials are skipped with the reason.
 */
import type { RunResults } from '../run/types.js';
import { stripNonXml } from './escape.js';
import { seconds } from './format.js';
import { describeStep } from './steps.js';
import { reportTemplate } from './templates.js';
import { type AssertionView, buildView, type ReportOptions, type ReportView, type TrialView } from './view.js';

interface TestCase {
  name: string;
  classname: string;
  file: string;
  line?: number;
  time: string;
  ms: number;
  failure?: { message: string; type: string; body: string };
  skipped?: string;
  out?: string;
}

function assertionText(a: AssertionView): string {
  const lines = [`${a.dimension} ${a.assertion}: ${a.message}`];
  if (a.expected !== undefined) lines.push(`  expected: ${a.expected}`);
  if (a.actual !== undefined) lines.push(`  actual:   ${a.actual}`);
  if (a.stepText) lines.push(`  first failing step: ${a.stepText}`);
  lines.push(`  at ${a.where}`);
  return lines.join('\n');
}

function testCase(t: TrialView, classname: string, file: string): TestCase {
  const tc: TestCase = { name: `${t.caseId} #${t.trial}`, classname, file, time: seconds(t.durationMs), ms: t.durationMs };
  if (t.verdict === 'fail') {
    const first = t.first;
    const failed = t.failed;
    // Always-on checks have no line of their own: point at the case's first failed line instead.
    const line = first?.line ?? failed.find((a) => a.line)?.line;
    if (line) tc.line = line;
    tc.failure = {
      message: first ? `${first.assertion}: ${first.message}` : (t.detail ?? 'failed'),
      type: first?.dimension ?? 'fail',
      body: failed.length > 0 ? failed.map(assertionText).join('\n\n') : (t.detail ?? ''),
    };
    // The transcript in one line per step, for CI pages that show a test's output.
    const visit = t.visit;
    if (visit) tc.out = visit.steps.map(describeStep).join('\n');
  }
  if (t.verdict === 'unjudged') tc.skipped = `unjudged: ${t.reason ?? 'unknown'}${t.detail ? ` (${t.detail})` : ''}`;
  return tc;
}

function gateCase(gate: NonNullable<ReturnType<typeof buildView>['gate']>, suite: string): TestCase {
  const tc: TestCase = { name: `gate (suite ${suite})`, classname: 'agentdesk-gate', file: '', time: '0.000', ms: 0 };
  if (!gate.passed) {
    tc.failure = {
      message: `the gate failed ${gate.failing.length} of ${gate.checks.length} checks: ${gate.failing.map((c) => c.name).join(', ')}`,
      type: 'gate',
      body: gate.failing.map((c) => `${c.name}: ${c.message}`).join('\n'),
    };
  }
  return tc;
}

export function renderJunit(results: RunResults, opts: ReportOptions = {}): string {
  return junitFromView(buildView(results, opts), results);
}

/** junit.xml from the run's view (built once per run and shared by every report). */
export function junitFromView(view: ReportView, results: Pick<RunResults, 'summary' | 'meta'>): string {
  const byCategory = new Map<string, TestCase[]>();
  for (const c of [...view.cases].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))) {
    const list = byCategory.get(c.category) ?? [];
    list.push(...c.trials.map((t) => testCase(t, c.category, c.file)));
    byCategory.set(c.category, list);
  }
  // The gate's verdict is a testcase of its own: a JUnit consumer that reads only testcases
  // (action-junit-report, test-reporter) must not call a run green when its gate failed.
  if (view.gate) byCategory.set('agentdesk-gate', [gateCase(view.gate, view.meta.suite)]);
  const suites = [...byCategory].map(([name, testcases]) => ({
    name,
    testcases,
    tests: testcases.length,
    failures: testcases.filter((t) => t.failure).length,
    skipped: testcases.filter((t) => t.skipped).length,
    time: seconds(testcases.reduce((s, t) => s + t.ms, 0)),
  }));
  const sum = (key: 'tests' | 'failures' | 'skipped') => suites.reduce((s, x) => s + x[key], 0);
  const { meta } = view;
  const properties = [
    { name: 'model', value: meta.model },
    { name: 'suite', value: meta.suite },
    { name: 'prompt_version', value: meta.promptVersion },
    { name: 'trials', value: String(meta.trials) },
    { name: 'commit', value: meta.commit ?? '' },
    ...(view.partialRun ? [{ name: 'partial', value: `interrupted: ${view.partialRun.finished} of ${view.partialRun.planned} trials finished` }] : []),
    { name: 'gate', value: view.gate ? (view.gate.passed ? 'passed' : 'failed') : 'not applied' },
    ...(view.gate?.failing ?? []).map((c) => ({ name: `gate.${c.name}`, value: c.message })),
  ];
  const xml = reportTemplate('junit.xml')({
    meta,
    suites,
    properties,
    totals: { tests: sum('tests'), failures: sum('failures'), skipped: sum('skipped'), time: seconds(results.summary.durationMs) },
    timestamp: results.meta.startedAt.replace(/(\.\d+)?Z$/, ''),
  });
  return stripNonXml(xml);
}
