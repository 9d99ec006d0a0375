/** `agentdesk review --summary`: the modes view as plain tables (Pareto, saturation, agreement). */
import { oneLine } from '../report/escape.js';
import { pct } from '../report/format.js';
import type { Annotations } from './annotations.js';
import { agreement, AUTO_VERDICTS, currentJudgements, pareto, saturation } from './modes.js';
import { categoryTrend } from './page.js';
import type { ReviewRun, ReviewTrial } from './runs.js';

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function summaryText(trials: readonly ReviewTrial[], annotations: Annotations, batch: number, runs: readonly ReviewRun[] = []): string {
  const byKey = new Map(trials.map((t) => [t.key, t]));
  const current = currentJudgements(annotations).filter((c) => byKey.has(`${c.runId}/${c.caseId}#${c.trial}`));
  const rows = pareto(current);
  const out: string[] = [];
  const reviewers = new Set(current.map((c) => c.reviewer)).size;
  out.push(`${current.length} judgement(s) of ${trials.length} trial(s) by ${reviewers} reviewer(s)`);
  out.push('', 'Failure modes (judged fail, with a mode), largest first:');
  out.push(rows.length ? table(['mode', 'count', 'share', 'cumulative'], rows.map((r) => [oneLine(r.mode), String(r.count), pct(r.share), pct(r.cumulative)])) : '(none yet)');
  out.push('', `Saturation: new modes per batch of ${batch} judgements: [${saturation(current, batch).join(', ')}]`);
  out.push('', 'Agreement (rows: automatic verdict, columns: human verdict):');
  for (const m of agreement(current, (c) => byKey.get(`${c.runId}/${c.caseId}#${c.trial}`)?.facts)) {
    out.push('', `${m.name}: ${m.disagree} of ${m.compared} disagree`);
    out.push(table(['auto \\ human', 'pass', 'fail', 'unsure'], AUTO_VERDICTS.map((a) => [a, String(m.cells[a].pass), String(m.cells[a].fail), String(m.cells[a].unsure)])));
  }
  if (runs.length > 0) {
    const trend = categoryTrend(runs);
    out.push('', 'Pass rate by category, run by run (oldest first):');
    out.push(table(['category', ...trend.runs.map(oneLine)], trend.rows.map((r) => [oneLine(r.name), ...r.cells.map((c) => c.label)])));
  }
  if (annotations.skipped.length > 0) out.push('', `Skipped ${annotations.skipped.length} unreadable line(s): ${annotations.skipped.map((s) => `${s.file}:${s.line}`).join(', ')}`);
  return `${out.join('\n')}\n`;
}
