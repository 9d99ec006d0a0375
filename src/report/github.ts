/**
 * GitHub Actions: `::error file=…,line=…::` annotations that put each failed case on the PR diff
 * at its YAML line, and report.md appended to the job summary.
 */
import { appendFile } from 'node:fs/promises';
import type { RunListener, RunResults } from '../run/types.js';
import { escapeCommandData, escapeCommandProperty } from './escape.js';
import { renderMarkdown } from './markdown.js';
import { assertionText, buildView, type ReportOptions, type TrialView } from './view.js';
import type { CliIO } from '../cli/io.js';

/** GitHub refuses a job summary over 1 MiB. */
export const STEP_SUMMARY_LIMIT = 1024 * 1024;

function command(kind: 'error' | 'warning', props: Record<string, string | number>, message: string): string {
  const list = Object.entries(props)
    .map(([k, v]) => `${k}=${escapeCommandProperty(String(v))}`)
    .join(',');
  return `::${kind} ${list}::${escapeCommandData(message)}`;
}

function failureMessage(t: TrialView, trials: number): string {
  const prefix = trials > 1 ? `trial ${t.trial}: ` : '';
  const f = t.first;
  const what = f ? `${f.dimension} ${assertionText(f)}` : (t.detail ?? 'failed');
  const detail = f?.expected !== undefined ? ` (expected ${f.expected}, actual ${f.actual ?? ''})` : '';
  return `${prefix}${what}${detail}`;
}

/** The workflow commands for a run: the gate, then failed trials (safety first), then unjudged ones. */
export function annotations(results: RunResults, opts: ReportOptions = {}): string[] {
  const view = buildView(results, opts);
  const out: string[] = [];
  if (view.gate && !view.gate.passed) {
    out.push(command('error', { title: `agentdesk gate failed (suite ${view.gate.suite})` }, view.gate.failing.map((c) => `${c.name}: ${c.message}`).join('\n')));
  }
  for (const c of view.cases) {
    for (const t of c.trials) {
      const line = t.first?.line ?? t.failed.find((a) => a.line)?.line ?? c.line ?? 1;
      if (t.verdict === 'fail') {
        out.push(command('error', { file: c.file, line, title: c.id }, failureMessage(t, results.meta.trials)));
      } else if (t.verdict === 'unjudged') {
        out.push(command('warning', { file: c.file, line: 1, title: c.id }, `unjudged: ${t.reason ?? 'unknown'}${t.detail ? `: ${t.detail}` : ''}`));
      }
    }
  }
  return out;
}

/** report.md for the job summary, shortened until it fits GitHub's limit. */
export function stepSummary(results: RunResults, opts: ReportOptions = {}): string {
  for (const maxCases of [50, 10, 0]) {
    const md = renderMarkdown(results, { ...opts, maxCases });
    if (Buffer.byteLength(md) < STEP_SUMMARY_LIMIT - 1024) return md;
  }
  return `${renderMarkdown(results, { ...opts, maxCases: 0 }).slice(0, STEP_SUMMARY_LIMIT / 4)}\n\n… cut to fit the job summary; see report.md in the run folder.\n`;
}

export function githubReporter(ctx: { io: CliIO; repoUrl?: string }): RunListener {
  return {
    name: 'github',
    async runEnd(results) {
      const opts = ctx.repoUrl ? { repoUrl: ctx.repoUrl } : {};
      const lines = annotations(results, opts);
      if (lines.length > 0) ctx.io.stdout(`${lines.join('\n')}\n`);
      const summaryFile = ctx.io.env['GITHUB_STEP_SUMMARY'];
      if (summaryFile) await appendFile(summaryFile, `${stepSummary(results, opts)}\n`, 'utf8');
    },
  };
}
