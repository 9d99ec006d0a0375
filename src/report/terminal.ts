/**
 * The terminal reporter: a progress bar on a terminal, plain lines in CI, then the summary —
 * safety failures first, each failure with its first failing step, unjudged cases by name,
 * pass rates overall, per category and per dimension, and the gate. Every text that came from a
 * case, a model or a provider goes through `oneLine`: it cannot start a line of its own.
 */
import type { ProviderActivity } from '../model/types.js';
import type { CliIO } from '../cli/io.js';
import type { AssertionResult } from '../grade/types.js';
import { oneLine } from './escape.js';
import { pct } from './format.js';
import { assertionText, branchPath, customerLines } from './view.js';
import { judgeRateRows } from './judge-rates.js';
import type { CaseInfo, CaseStats, Rate, RunListener, RunResults, RunSummary, TrialResult } from '../run/types.js';
import { scopeNote } from '../run/exercised.js';
import { caseChangeText, groupChangeText } from '../gate/baseline-checks.js';

/** A rate in a terminal column: a dash when nothing was measured, so columns stay aligned. */
const rate = (x: number | undefined): string => pct(x, '  -  ');

const range = (r: { interval?: { low: number; high: number } }): string =>
  r.interval ? `  [${rate(r.interval.low).trim()}, ${rate(r.interval.high).trim()}]` : '';

function rateLine(name: string, r: Rate): string {
  const judged = r.passed + r.failed;
  const unjudged = r.unjudged > 0 ? `, ${r.unjudged} unjudged` : '';
  return `  ${oneLine(name).padEnd(22)} ${rate(r.passRate).padStart(6)}  (${r.passed}/${judged}${unjudged})${range(r)}`;
}

/**
 * With several trials per case: each case's passes, interval and pass^k, the cases that did not
 * pass every trial first; then the suite's pass@k and pass^k curve and the flaky cases.
 */
function trialLines(s: RunSummary): string[] {
  const k = s.k ?? 0;
  if (k <= 1 || !s.byCase) return [];
  const out = [`By case over ${k} trials (passes, pass rate, Wilson 95 % interval, pass@${k}, pass^${k}):`];
  const entries = Object.entries(s.byCase);
  const steady = (c: CaseStats) => c.failed === 0 && c.unjudged === 0;
  for (const [id, c] of [...entries.filter(([, c]) => !steady(c)), ...entries.filter(([, c]) => steady(c))]) {
    const unjudged = c.unjudged > 0 ? ` +${c.unjudged} unjudged` : '';
    const passes = `${c.passed}/${c.passed + c.failed}${unjudged}`;
    out.push(
      `  ${oneLine(id).padEnd(44)} ${passes.padStart(5)} ${rate(c.passRate).padStart(6)}${range(c).padEnd(18)}  pass@k ${rate(c.passAtK).trim().padStart(6)}  pass^k ${rate(c.passHatK).trim().padStart(6)}${c.flaky ? '  FLAKY' : ''}`,
    );
  }
  const curve = (s.reliability ?? []).map((p) => `k=${p.k} ${rate(p.passHatK).trim()}`).join(' · ');
  out.push(`pass^k (every one of k trials passes), mean over cases: ${curve}`);
  const flaky = s.flaky ?? [];
  out.push(flaky.length > 0 ? `Flaky (${flaky.length}): ${flaky.map(oneLine).join(', ')}` : 'Flaky: none');
  return out;
}

/** `golden/x/y.yaml:23` for an assertion of a case, or the file alone. */
function where(info: CaseInfo | undefined, a: AssertionResult | undefined): string {
  if (!info) return '';
  return oneLine(a?.line ? `${info.file}:${a.line}` : info.file);
}

/** One line for a failed trial: its first failing assertion, step and source line. */
function failureLine(t: TrialResult, info: CaseInfo | undefined): string {
  const f = t.firstFailure;
  const step = f?.step ? ` (step ${f.step})` : '';
  return `${oneLine(t.caseId)} #${t.trial}: ${oneLine(f ? assertionText(f) : (t.detail ?? 'failed'))}${step}  ${where(info, f)}`;
}

function trialLine(t: TrialResult, info: CaseInfo | undefined): string {
  const ms = `${Math.round(t.durationMs)} ms`;
  const partly = t.unjudgedAssertions > 0 ? `; ${t.unjudgedAssertions} assertion(s) unjudged, graded on the rest` : '';
  if (t.verdict === 'pass') return `PASS      ${oneLine(t.caseId)} #${t.trial}  (${ms}${partly})`;
  if (t.verdict === 'unjudged') return `UNJUDGED  ${oneLine(t.caseId)} #${t.trial}: ${oneLine(t.reason ?? '')}: ${oneLine(t.detail ?? '')}`;
  return `FAIL      ${failureLine(t, info)}`;
}

/** Each judge rubric line: the judge's raw pass rate, and the same corrected for its measured errors. */
function judgeLines(results: RunResults): string[] {
  if (!results.judgeRates) return [];
  const from = results.judgeRates.calibration ? ` (calibration ${oneLine(results.judgeRates.calibration)})` : '';
  const out = [`Judge rubric lines, raw → corrected for the judge's errors, 95 % interval over labels and run${from}:`];
  for (const r of judgeRateRows(results.judgeRates)) {
    const rates = r.calibration ? `; ${r.calibration}` : '';
    out.push(`  "${oneLine(r.rubric)}"`, `    raw ${oneLine(r.raw)} → corrected ${oneLine(r.corrected)}${rates}`);
  }
  return out;
}

/** The pairwise judge's verdicts against the baseline: counts, then every line that is not a tie. */
function pairwiseLines(b: NonNullable<RunResults['baseline']>): string[] {
  const p = b.pairwise;
  if (!p) return [];
  const c = p.counts;
  const out = [
    `  Pairwise judge ${oneLine(p.judge)}, both orders (a verdict that flips with the order is unjudged): this run better on ${c.candidate}, baseline better on ${c.baseline}, tie ${c.tie}, unjudged ${c.unjudged}`,
  ];
  const mark = { candidate: '▲', baseline: '▼', unjudged: '?', tie: '=' } as const;
  for (const r of p.rows.filter((x) => x.verdict !== 'tie')) {
    out.push(`    ${mark[r.verdict]} ${oneLine(r.caseId)} "${oneLine(r.rubric)}": ${r.verdict === 'unjudged' ? `${oneLine(r.reason ?? '')}: ` : ''}${oneLine(r.message)}`);
  }
  return out;
}

/** Against the baseline: each case that changed, then the suite and the dimensions. */
function baselineLines(results: RunResults): string[] {
  const b = results.baseline;
  if (!b) return [];
  const regressions = b.changes.filter((c) => c.kind === 'regression');
  const improvements = b.changes.filter((c) => c.kind === 'improvement');
  const out = [
    `Against baseline ${oneLine(b.runId)} (${oneLine(b.model)}, ${oneLine(b.source)}): ${b.compared} cases compared, ${regressions.length} regressed, ${improvements.length} improved`,
  ];
  for (const c of regressions) out.push(`  ▼ ${oneLine(caseChangeText(c))}`);
  for (const c of improvements) out.push(`  ▲ ${oneLine(caseChangeText(c))}`);
  out.push(...pairwiseLines(b));
  if (b.overall) out.push(`  pass rate ${groupChangeText(b.overall)}`);
  for (const c of (b.categories ?? []).filter((x) => x.drop || x.rise)) out.push(`  category ${oneLine(c.name)} ${groupChangeText(c)}`);
  for (const d of b.dimensions.filter((x) => x.drop || x.rise)) out.push(`  ${oneLine(d.name)} ${groupChangeText(d)}`);
  if (b.costNote) out.push(`  ${oneLine(b.costNote)}`);
  return out;
}

/** Each trial of a case with reactive customer turns: the branch every such turn said, turn by turn. */
function branchLines(results: RunResults): string[] {
  const reactive = results.trials.filter((t) => (t.branches ?? []).length > 0);
  if (reactive.length === 0) return [];
  const out = [`Reactive turns, the branch each customer turn said (${reactive.length} trial${reactive.length === 1 ? '' : 's'}; ✗ a branch the case does not accept):`];
  for (const t of reactive) out.push(`  ${oneLine(t.caseId)} #${t.trial}: ${oneLine(branchPath(t))}`);
  out.push('');
  return out;
}

/** Each trial whose customer was simulated: who said what, turn by turn ([simulated]: the user model, from the case's instructions). */
function simulatedLines(results: RunResults): string[] {
  const simulated = results.trials.filter((t) => t.customer !== undefined);
  if (simulated.length === 0) return [];
  const out = [`Simulated customers (${simulated.length} trial${simulated.length === 1 ? '' : 's'}; [scripted] the case's opening, [simulated] the user model from the case's instructions):`];
  for (const t of simulated) {
    out.push(`  ${oneLine(t.caseId)} #${t.trial} (${oneLine(t.customer!.model)}):`);
    for (const line of customerLines(t)) out.push(`    ${oneLine(line)}`);
  }
  out.push('');
  return out;
}

export interface SummaryOptions {
  /** False leaves out the gate's verdict: a run whose record could not be written has none. */
  verdict?: boolean;
}

export function renderSummary(results: RunResults, options: SummaryOptions = {}): string {
  const info = new Map(results.cases.map((c) => [c.id, c]));
  const s = results.summary;
  const out: string[] = [''];
  if (s.safetyFailures.length > 0) {
    out.push(`SAFETY FAILURES (${s.safetyFailures.length}):`);
    for (const f of s.safetyFailures) out.push(`  ✗ ${oneLine(f.caseId)} #${f.trial}: ${oneLine(assertionText(f))}`);
    out.push('');
  }
  const failed = results.trials.filter((t) => t.verdict === 'fail');
  if (failed.length > 0) {
    out.push(`Failures (${failed.length}):`);
    for (const t of failed) out.push(`  ✗ ${failureLine(t, info.get(t.caseId))}`);
    out.push('');
  }
  if (s.unjudged.length > 0) {
    out.push(`Unjudged (${s.unjudged.length}):`);
    for (const u of s.unjudged) out.push(`  ? ${oneLine(u.caseId)} #${u.trial}: ${oneLine(u.reason)}`);
    out.push('');
  }
  out.push(...branchLines(results));
  out.push(...simulatedLines(results));
  const partial = results.trials.filter((t) => t.verdict !== 'unjudged' && t.unjudgedAssertions > 0);
  if (partial.length > 0) {
    out.push(`Graded on the rest (${partial.length}): ${partial.map((t) => `${oneLine(t.caseId)} #${t.trial} (${t.unjudgedAssertions} unjudged)`).join(', ')}`);
    out.push('');
  }
  const { meta } = results;
  out.push(`Model ${oneLine(meta.model.id)} · suite ${oneLine(meta.suite)} · prompt ${oneLine(meta.prompts['version'] ?? '?')} · ${s.cases} cases × ${results.meta.trials} trial(s) · ${(s.durationMs / 1000).toFixed(2)} s`);
  if (meta.exercised) out.push(`What ran: ${oneLine(meta.model.id)} ${meta.exercised.statement}`);
  out.push(...trialLines(s));
  out.push(rateLine('overall', s.overall));
  out.push('By category:');
  for (const [name, r] of Object.entries(s.byCategory)) out.push(rateLine(name, r));
  out.push('By dimension:');
  for (const [dim, score] of Object.entries(s.byDimension)) out.push(`  ${oneLine(dim).padEnd(22)} ${rate(score).padStart(6)}`);
  out.push(...judgeLines(results));
  const tokens = s.usage.inputTokens + s.usage.outputTokens;
  out.push(`Tokens ${tokens} (in ${s.usage.inputTokens}, cached ${s.usage.cachedInputTokens}, out ${s.usage.outputTokens}) · cost ${s.costUsd === undefined ? '' : `$${s.costUsd.toFixed(4)}`}`);
  out.push(...baselineLines(results));
  const quarantined = results.cases.filter((c) => c.quarantined);
  if (quarantined.length > 0) {
    const verdict = (id: string) => s.byCase?.[id];
    out.push(`Quarantined, not gated (${quarantined.length}): ${quarantined.map((c) => `${oneLine(c.id)} (${verdict(c.id) ? `${verdict(c.id)!.passed}/${verdict(c.id)!.passed + verdict(c.id)!.failed} passed` : 'not run'}; until ${oneLine(c.quarantined!.expires)}, ${oneLine(c.quarantined!.owner)})`).join(', ')}`);
  }
  for (const w of results.warnings) out.push(`warning: ${oneLine(w)}`);
  if (results.gate && options.verdict !== false) {
    const suite = oneLine(results.gate.suite);
    out.push('');
    const note = scopeNote(results.meta.scope);
    out.push(results.gate.passed ? `GATE PASSED (suite ${suite}${note})` : `GATE FAILED (suite ${suite}${note})`);
    for (const c of results.gate.checks) out.push(`  ${c.ok ? '✓' : '✗'} ${oneLine(c.name)}: ${oneLine(c.message)}`);
  }
  return `${out.join('\n')}\n`;
}

/** Without a known width, the width of a classic terminal. */
const DEFAULT_COLUMNS = 80;
const MIN_BAR = 10;
const MAX_BAR = 40;

export interface ProgressState {
  done: number;
  total: number;
  counts: { pass: number; fail: number; unjudged: number };
  activity?: ProviderActivity | undefined;
}

/**
 * The progress line, never wider than the terminal (one column spare, so it never wraps: a line
 * that wraps makes every redraw a new line): counts first, then retries and a provider-asked wait,
 * and the bar takes what room is left (none below 10 columns of it).
 */
export function progressLine(state: ProgressState, columns = DEFAULT_COLUMNS): string {
  const { done, total, counts, activity } = state;
  let text = ` ${done}/${total}  ✓${counts.pass} ✗${counts.fail} ?${counts.unjudged}`;
  if (activity?.retries) text += `  retries ${activity.retries}`;
  if (activity?.waiting) text += `  waiting ${Math.ceil(activity.waiting.ms / 1000)} s (${activity.waiting.why})`;
  const room = columns - 1 - text.length - 2;
  if (room < MIN_BAR) return text.trimStart().slice(0, Math.max(1, columns - 1));
  const width = Math.min(MAX_BAR, room);
  const filled = total === 0 ? width : Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]${text}`;
}

/** How often the line is redrawn while a wait counts down. */
const REDRAW_MS = 1000;

export function terminalReporter(ctx: { io: CliIO; activity?: () => ProviderActivity | undefined }): RunListener {
  const { io } = ctx;
  let total = 0;
  const counts = { pass: 0, fail: 0, unjudged: 0 };
  let kept = 0;
  let shown = 0;
  let timer: NodeJS.Timeout | undefined;
  const draw = (): void => {
    const line = progressLine({ done: kept + counts.pass + counts.fail + counts.unjudged, total, counts, activity: ctx.activity?.() }, io.columns?.());
    // No escape sequence to clear the line (the guarded io strips them): spaces cover a longer last one.
    io.stdout(`\r${line}${' '.repeat(Math.max(0, shown - line.length))}`);
    shown = line.length;
  };
  return {
    name: 'terminal',
    runStart(meta, cases) {
      total = cases.length * meta.trials;
      // A resumed run's bar starts where the run stopped.
      kept = meta.resumed?.at(-1)?.kept ?? 0;
      io.stdout(
        `agentdesk eval: ${cases.length} case(s) × ${meta.trials} trial(s) on model ${oneLine(meta.model.id)}, suite ${oneLine(meta.suite)}, concurrency ${meta.concurrency}\n`,
      );
      if (meta.resumed) io.stdout(`Resuming run ${oneLine(meta.runId)}: ${kept} finished trial(s) kept, ${total - kept} to run\n`);
      // A wait on the provider shows as it counts down, not only when the next trial ends.
      if (io.isTTY && ctx.activity) {
        timer = setInterval(draw, REDRAW_MS);
        timer.unref();
      }
    },
    trialEnd(result, info) {
      counts[result.verdict] += 1;
      if (io.isTTY) draw();
      else io.stdout(`${trialLine(result, info)}\n`);
    },
    // The summary and its verdict are printed by the command, once the run's record is written.
    runEnd() {
      if (timer) clearInterval(timer);
      if (io.isTTY) io.stdout('\n');
    },
    async close() {
      if (timer) clearInterval(timer);
    },
  };
}
