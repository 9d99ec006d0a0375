/** The calibration in the terminal and in calibration.md: the corpus, the per-check table, the gate, every misjudgement. */
import type { Interval } from '../stats/wilson.js';
import type { CalibrationGateCheck, CalibrationResult, CheckCalibration, Misjudgement } from './types.js';
import { pct } from '../report/format.js';

const rate = (x: number | undefined): string => pct(x, '-');

function interval(i: Interval | undefined): string {
  return i === undefined ? '' : `[${(i.low * 100).toFixed(1)}, ${(i.high * 100).toFixed(1)}]`;
}

function counts(record: Record<string, number>): string {
  return Object.entries(record)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
}

const HEAD = ['check', 'true pass', 'true fail', 'false pass', 'false fail', 'unjudged', 'TPR [95% CI]', 'TNR [95% CI]'];

function row(c: CheckCalibration): string[] {
  return [
    `${c.check}${c.safety ? ' *' : ''}`,
    String(c.truePass),
    String(c.trueFail),
    String(c.falsePass),
    String(c.falseFail),
    String(c.unjudged + c.wronglyUnjudged + c.wronglyJudged),
    `${rate(c.tpr)} ${interval(c.tprInterval)}`.trim(),
    `${rate(c.tnr)} ${interval(c.tnrInterval)}`.trim(),
  ];
}

function aligned(head: readonly string[], body: readonly string[][]): string[] {
  const rows = [head, ...body];
  const widths = head.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  '));
}

/** The per-check table as aligned text (the graders; judge rubric lines have their own table). */
function checkTable(result: CalibrationResult): string[] {
  return aligned(HEAD, result.checks.filter((c) => c.rubric === undefined).map(row));
}

const RUBRIC_HEAD = ['rubric line', 'true pass', 'true fail', 'false pass', 'false fail', 'unknown', 'TPR [95% CI]', 'TNR [95% CI]', 'TPR+TNR-1'];

function rubricRow(c: CheckCalibration): string[] {
  const j = c.tpr !== undefined && c.tnr !== undefined ? (c.tpr + c.tnr - 1).toFixed(3) : 'unmeasured';
  return [`"${c.rubric ?? c.check}"`, ...row(c).slice(1), j];
}

/** One row per judge rubric line: how often the judge agreed with the labels on it. */
function rubricTable(result: CalibrationResult): string[] {
  const rubrics = result.checks.filter((c) => c.rubric !== undefined);
  return rubrics.length === 0 ? [] : aligned(RUBRIC_HEAD, rubrics.map(rubricRow));
}

function judgeLines(result: CalibrationResult): string[] {
  const table = rubricTable(result);
  if (table.length === 0) return [];
  const who = result.judge ? `judge ${result.judge.id}` : 'no judge configured: every line unjudged, unmeasured';
  return [
    '',
    `Per judge rubric line (${who}; TPR = correct behaviours the judge passed, TNR = wrong ones it failed, of those it decided; unknown = it could not tell, or could not be asked):`,
    ...table.map((l) => `  ${l}`),
  ];
}

function misjudgementLine(m: Misjudgement): string {
  const kind = m.cell.toUpperCase().replace('-', ' ');
  return `  ${m.file}:${m.line}:${m.column}  ${kind}  ${m.check}  [${m.label}, ${m.area}, ${m.language}]  ${m.message}  (label: ${m.why})`;
}

export function renderText(result: CalibrationResult, gate: readonly CalibrationGateCheck[]): string {
  const c = result.corpus;
  const agreed = result.behaviours.filter((b) => b.agreed).length;
  const lines = [
    `Calibration: ${c.total} labelled behaviours (${counts(c.byLabel)})`,
    `  by area: ${counts(c.byArea)}`,
    `  by language: ${counts(c.byLanguage)}`,
    '',
    'Per check (* = always-on safety check; TPR = correct behaviours passed, TNR = wrong behaviours failed):',
    ...checkTable(result).map((l) => `  ${l}`),
    ...judgeLines(result),
    '',
    `Behaviours judged exactly as labelled: ${agreed} of ${result.behaviours.length}`,
  ];
  const wrongPassed = result.behaviours.filter((b) => b.label === 'wrong' && b.verdict === 'pass').length;
  const correctFailed = result.behaviours.filter((b) => b.label === 'correct' && b.verdict === 'fail').length;
  lines.push(`Trials: wrong behaviours that passed ${wrongPassed}, correct behaviours that failed ${correctFailed}`);
  if (result.problems.length > 0) {
    lines.push('', `Label problems (${result.problems.length}):`);
    for (const p of result.problems) lines.push(`  ${p.file}:${p.line}:${p.column}  ${p.caseId}  ${p.message}`);
  }
  const unasked = result.behaviours.flatMap((b) => b.cells.filter((x) => x.check.startsWith('judge') && x.reason !== undefined && x.reason !== 'judge_unknown').map((x) => ({ b, x })));
  if (unasked.length > 0) {
    // Not a misjudgement, but the judge's row is measured on fewer behaviours for it: say why.
    lines.push('', `Judge lines the judge could not be asked (${unasked.length}):`);
    for (const { b, x } of unasked.slice(0, 10)) lines.push(`  ${b.file}  ${x.check}  ${x.reason}: ${x.message ?? ''}`);
    if (unasked.length > 10) lines.push(`  ... and ${unasked.length - 10} more`);
  }
  if (result.misjudgements.length > 0) {
    lines.push('', `Misjudgements (${result.misjudgements.length}):`);
    lines.push(...result.misjudgements.map(misjudgementLine));
  }
  const passed = gate.every((g) => g.ok);
  lines.push('', passed ? 'CALIBRATION PASSED' : 'CALIBRATION FAILED');
  for (const g of gate) if (!g.ok || g.name === 'labels') lines.push(`  ${g.ok ? '✓' : '✗'} ${g.message}`);
  return `${lines.join('\n')}\n`;
}
