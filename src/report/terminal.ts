/**
 * The terminal reporter: a progress bar on a terminal, plain lines in CI, then the summary —
 * safety failures first, each failure with its first failing step, unjudged cases by name,
 * pass rates overall, per category and per dimension, and the gate.
 */
import type { CliIO } from '../cli/io.js';
import type { AssertionResult } from '../grade/types.js';
import { assertionText } from './view.js';
import type { CaseInfo, Rate, RunListener, RunResults, TrialResult } from '../run/types.js';
import { scopeNote } from '../run/exercised.js';

const pct = (x: number | undefined): string => (x === undefined ? '  -  ' : `${(x * 100).toFixed(1)}%`);

function rateLine(name: string, r: Rate): string {
  const judged = r.passed + r.failed;
  const unjudged = r.unjudged > 0 ? `, ${r.unjudged} unjudged` : '';
  return `  ${name.padEnd(22)} ${pct(r.passRate).padStart(6)}  (${r.passed}/${judged}${unjudged})`;
}

/** `golden/x/y.yaml:23` for an assertion of a case, or the file alone. */
export function where(info: CaseInfo | undefined, a: AssertionResult | undefined): string {
  if (!info) return '';
  return a?.line ? `${info.file}:${a.line}` : info.file;
}

/** One line for a failed trial: its first failing assertion, step and source line. */
export function failureLine(t: TrialResult, info: CaseInfo | undefined): string {
  const f = t.firstFailure;
  const step = f?.step ? ` (step ${f.step})` : '';
  return `${t.caseId} #${t.trial}: ${f ? assertionText(f) : (t.detail ?? 'failed')}${step}  ${where(info, f)}`;
}

function trialLine(t: TrialResult, info: CaseInfo | undefined): string {
  const ms = `${Math.round(t.durationMs)} ms`;
  const partly = t.unjudgedAssertions > 0 ? `; ${t.unjudgedAssertions} assertion(s) unjudged, graded on the rest` : '';
  if (t.verdict === 'pass') return `PASS      ${t.caseId} #${t.trial}  (${ms}${partly})`;
  if (t.verdict === 'unjudged') return `UNJUDGED  ${t.caseId} #${t.trial}: ${t.reason}: ${t.detail ?? ''}`;
  return `FAIL      ${failureLine(t, info)}`;
}

export function renderSummary(results: RunResults): string {
  const info = new Map(results.cases.map((c) => [c.id, c]));
  const s = results.summary;
  const out: string[] = [''];
  if (s.safetyFailures.length > 0) {
    out.push(`SAFETY FAILURES (${s.safetyFailures.length}):`);
    for (const f of s.safetyFailures) out.push(`  ✗ ${f.caseId} #${f.trial}: ${assertionText(f)}`);
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
    for (const u of s.unjudged) out.push(`  ? ${u.caseId} #${u.trial}: ${u.reason}`);
    out.push('');
  }
  const partial = results.trials.filter((t) => t.verdict !== 'unjudged' && t.unjudgedAssertions > 0);
  if (partial.length > 0) {
    out.push(`Graded on the rest (${partial.length}): ${partial.map((t) => `${t.caseId} #${t.trial} (${t.unjudgedAssertions} unjudged)`).join(', ')}`);
    out.push('');
  }
  out.push(`Model ${results.meta.model.id} · suite ${results.meta.suite} · prompt ${results.meta.prompts['version'] ?? '?'} · ${s.cases} cases × ${results.meta.trials} trial(s) · ${(s.durationMs / 1000).toFixed(2)} s`);
  if (results.meta.exercised) out.push(`What ran: ${results.meta.model.id} ${results.meta.exercised.statement}`);
  out.push(rateLine('overall', s.overall));
  out.push('By category:');
  for (const [name, r] of Object.entries(s.byCategory)) out.push(rateLine(name, r));
  out.push('By dimension:');
  for (const [dim, score] of Object.entries(s.byDimension)) out.push(`  ${dim.padEnd(22)} ${pct(score).padStart(6)}`);
  const tokens = s.usage.inputTokens + s.usage.outputTokens;
  out.push(`Tokens ${tokens} (in ${s.usage.inputTokens}, cached ${s.usage.cachedInputTokens}, out ${s.usage.outputTokens}) · cost ${s.costUsd === undefined ? '' : `$${s.costUsd.toFixed(4)}`}`);
  for (const w of results.warnings) out.push(`warning: ${w}`);
  if (results.gate) {
    out.push('');
    const note = scopeNote(results.meta.scope);
    out.push(results.gate.passed ? `GATE PASSED (suite ${results.gate.suite}${note})` : `GATE FAILED (suite ${results.gate.suite}${note})`);
    for (const c of results.gate.checks) out.push(`  ${c.ok ? '✓' : '✗'} ${c.name}: ${c.message}`);
  }
  return `${out.join('\n')}\n`;
}

export function terminalReporter(ctx: { io: CliIO }): RunListener {
  const { io } = ctx;
  let total = 0;
  const counts = { pass: 0, fail: 0, unjudged: 0 };
  const bar = (): string => {
    const done = counts.pass + counts.fail + counts.unjudged;
    const width = 30;
    const filled = total === 0 ? width : Math.round((done / total) * width);
    return `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}  ✓${counts.pass} ✗${counts.fail} ?${counts.unjudged}`;
  };
  return {
    name: 'terminal',
    runStart(meta, cases) {
      total = cases.length * meta.trials;
      io.stdout(`agentdesk eval: ${cases.length} case(s) × ${meta.trials} trial(s) on model ${meta.model.id}, suite ${meta.suite}, concurrency ${meta.concurrency}\n`);
    },
    trialEnd(result, info) {
      counts[result.verdict] += 1;
      if (io.isTTY) io.stdout(bar());
      else io.stdout(`${trialLine(result, info)}\n`);
    },
    runEnd(results) {
      if (io.isTTY) io.stdout('\n');
      io.stdout(renderSummary(results));
    },
  };
}
