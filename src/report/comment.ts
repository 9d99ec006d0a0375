/**
 * The pull-request comment: the gate's verdict, what regressed against a baseline run (the last
 * run on main, when the workflow has one), the failed cases and links. Short by design — the job
 * summary and report.html hold the rest. The first line is a marker, so the workflow updates its
 * one comment instead of adding one per push (a "sticky" comment, as promptfoo's action posts).
 */
import type { Verdict } from '../grade/types.js';
import type { RunResults } from '../run/types.js';
import { codeSpan, escapeMarkdown } from './escape.js';
import type { CaseView, ReportView } from './view.js';

export const COMMENT_MARKER = '<!-- agentdesk-gate -->';

/** Cases listed by name before the rest is counted. */
const MAX_LISTED = 10;

export interface CommentOptions {
  /** A run to compare with: cases that passed there and fail here are regressions. */
  baseline?: RunResults;
  /** The workflow run, where the job summary and the run folder are. */
  runUrl?: string;
}

function verdictsByCase(results: RunResults): Map<string, Verdict> {
  const out = new Map<string, Verdict>();
  for (const t of results.trials) {
    const was = out.get(t.caseId);
    if (t.verdict === 'fail' || was === undefined || (t.verdict === 'unjudged' && was === 'pass')) out.set(t.caseId, t.verdict);
  }
  return out;
}

/** Case ids that passed in the baseline and fail now, and those that failed there and pass now. */
export function regressions(current: RunResults, baseline: RunResults): { regressed: string[]; fixed: string[] } {
  const now = verdictsByCase(current);
  const before = verdictsByCase(baseline);
  const regressed: string[] = [];
  const fixed: string[] = [];
  for (const [id, verdict] of now) {
    if (verdict === 'fail' && before.get(id) === 'pass') regressed.push(id);
    if (verdict === 'pass' && before.get(id) === 'fail') fixed.push(id);
  }
  return { regressed: regressed.sort(), fixed: fixed.sort() };
}

const caseLink = (c: CaseView) => `[${codeSpan(c.id)}](${c.href})`;

function listed(items: string[]): string[] {
  const shown = items.slice(0, MAX_LISTED).map((i) => `- ${i}`);
  if (items.length > MAX_LISTED) shown.push(`- … and ${items.length - MAX_LISTED} more`);
  return shown;
}

function headline(view: ReportView): string {
  if (!view.gate) return '### agentdesk: no gate was asked for';
  return view.gate.passed ? `### 🟢 agentdesk gate passed (suite ${codeSpan(view.gate.suite)})` : `### 🔴 agentdesk gate failed (suite ${codeSpan(view.gate.suite)})`;
}

export function commentFromView(view: ReportView, results: RunResults, opts: CommentOptions = {}): string {
  const { counts, rates } = view;
  const lines = [COMMENT_MARKER, headline(view), ''];
  lines.push(`${counts.passed} passed, ${counts.failed} failed, ${counts.unjudged} unjudged of ${counts.trials} trial(s) — pass rate ${rates.overall.rate}; model ${codeSpan(view.meta.model)}`);
  if (view.meta.exercised) lines.push('', `What ran: ${escapeMarkdown(view.meta.exercised)}`);
  const failing = view.gate?.failing ?? [];
  if (failing.length > 0) lines.push('', ...failing.map((c) => `- ✗ **${escapeMarkdown(c.name)}**: ${escapeMarkdown(c.message)}`));
  if (opts.baseline) {
    const { regressed, fixed } = regressions(results, opts.baseline);
    const byId = new Map(view.cases.map((c) => [c.id, c]));
    const name = (id: string) => (byId.get(id) ? caseLink(byId.get(id)!) : codeSpan(id));
    lines.push('', `**Against the last run on main** (${escapeMarkdown(opts.baseline.meta.git.commit?.slice(0, 12) ?? opts.baseline.meta.runId)}): ${regressed.length} regressed, ${fixed.length} fixed`);
    lines.push(...listed(regressed.map((id) => `regressed: ${name(id)}`)), ...listed(fixed.map((id) => `fixed: ${name(id)}`)));
  }
  if (view.failedCases.length > 0) {
    lines.push('', '**Failed cases**');
    lines.push(...listed(view.failedCases.map((c) => `${caseLink(c)} — ${escapeMarkdown(c.title ?? c.category)}`)));
  }
  if (opts.runUrl) lines.push('', `[Job summary and run folder (agentdesk-run artifact)](${opts.runUrl})`);
  return `${lines.join('\n')}\n`;
}
