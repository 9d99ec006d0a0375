/**
 * GitHub Actions: `::error file=…,line=…::` annotations that put each failed case on the PR diff
 * at its YAML line, and report.md appended to the job summary.
 */
import { appendFile } from 'node:fs/promises';
import type { RunListener, RunResults } from '../run/types.js';
import { escapeCommandData, escapeCommandProperty } from './escape.js';
import { runSource, type RunSource } from './formats.js';
import { projectPrefix } from './links.js';
import { markdownFromView } from './markdown.js';
import { type WriteFailure, writeFailure } from './records.js';
import type { PieceFilter } from './results-file.js';
import { assertionText, buildView, type ReportOptions, type ReportView, type TrialView } from './view.js';
import type { CliIO } from '../cli/io.js';

/** GitHub refuses a job summary over 1 MiB. */
const STEP_SUMMARY_LIMIT = 1024 * 1024;

function command(kind: 'error' | 'warning' | 'notice', props: Record<string, string | number>, message: string): string {
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

/** GitHub shows this many annotations of each kind (error, warning) per step, and drops the rest. */
export const ANNOTATIONS_SHOWN = 10;

export interface AnnotationOptions {
  /** The project's folder inside the repository (see projectPrefix): annotations name files from the repository root. */
  prefix?: string;
}

/** The workflow commands for a run: the gate, then failed trials (safety first), then unjudged ones. */
export function annotations(results: RunResults, opts: ReportOptions & AnnotationOptions = {}): string[] {
  return annotationsOf(buildView(results, opts), opts);
}

function annotationsOf(view: ReportView, opts: AnnotationOptions = {}): string[] {
  const errors: string[] = [];
  const warnings: string[] = [];
  const fromRoot = (file: string) => (opts.prefix ? `${opts.prefix}/${file}` : file);
  if (view.gate && !view.gate.passed) {
    errors.push(command('error', { title: `agentdesk gate failed (suite ${view.gate.suite})` }, view.gate.failing.map((c) => `${c.name}: ${c.message}`).join('\n')));
  }
  for (const c of view.cases) {
    for (const t of c.trials) {
      if (t.verdict === 'fail') {
        const line = t.first?.line ?? t.failed.find((a) => a.line)?.line ?? c.line ?? 1;
        errors.push(command('error', { file: fromRoot(c.file), line, title: c.id }, failureMessage(t, view.meta.trials)));
      } else if (t.verdict === 'unjudged') {
        warnings.push(command('warning', { file: fromRoot(c.file), line: 1, title: c.id }, `unjudged: ${t.reason ?? 'unknown'}${t.detail ? `: ${t.detail}` : ''}`));
      }
    }
  }
  const hidden = hiddenLine(errors.length, warnings.length);
  return [...(hidden ? [command('notice', { title: 'agentdesk: more than GitHub shows' }, hidden)] : []), ...errors, ...warnings];
}

/** Says how many annotations GitHub will not show, when it will not show them all; first, so it is seen. */
export function hiddenLine(errors: number, warnings: number): string | undefined {
  const over = [
    errors > ANNOTATIONS_SHOWN ? `${errors - ANNOTATIONS_SHOWN} of ${errors} errors` : '',
    warnings > ANNOTATIONS_SHOWN ? `${warnings - ANNOTATIONS_SHOWN} of ${warnings} warnings` : '',
  ].filter(Boolean);
  if (over.length === 0) return undefined;
  return `${over.join(' and ')} are not shown as annotations (GitHub shows ${ANNOTATIONS_SHOWN} of each per step): every one is in the job summary and report.md`;
}

function stepSummaryOf(view: ReportView): string {
  for (const maxCases of [50, 10, 0]) {
    const md = markdownFromView(view, { maxCases });
    if (Buffer.byteLength(md) < STEP_SUMMARY_LIMIT - 1024) return md;
  }
  return `${markdownFromView(view, { maxCases: 0 }).slice(0, STEP_SUMMARY_LIMIT / 4)}\n\n… cut to fit the job summary; see report.md in the run folder.\n`;
}

export interface GitHubContext {
  io: CliIO;
  repoUrl?: string;
  /** Applied to the job summary before it is written (the run's redaction). */
  filter?: PieceFilter;
}

/**
 * The annotations (through `io.commands`, the one way to speak to the runner) and the job summary;
 * returns the failure when $GITHUB_STEP_SUMMARY cannot be appended to.
 */
export async function publishToGitHub(source: RunSource, ctx: GitHubContext): Promise<WriteFailure | undefined> {
  const view = source.view();
  const lines = annotationsOf(view, { prefix: projectPrefix(ctx.io.env, ctx.io.cwd) });
  if (lines.length > 0) {
    if (ctx.io.commands) ctx.io.commands(lines);
    else ctx.io.stdout(`${lines.join('\n')}\n`);
  }
  const summaryFile = ctx.io.env['GITHUB_STEP_SUMMARY'];
  if (!summaryFile) return undefined;
  const filter = ctx.filter ?? ((t: string) => t);
  try {
    const count = (kind: string) => lines.filter((l) => l.startsWith(`::${kind} `)).length;
    const over = hiddenLine(count('error'), count('warning'));
    const hidden = over ? `> ${over}\n\n` : '';
    await appendFile(summaryFile, filter(`${hidden}${stepSummaryOf(view)}\n`), 'utf8');
    return undefined;
  } catch (error) {
    return writeFailure(summaryFile, error);
  }
}

export function githubReporter(ctx: GitHubContext): RunListener {
  return {
    name: 'github',
    async runEnd(results) {
      const failed = await publishToGitHub(runSource(results, ctx.repoUrl ? { repoUrl: ctx.repoUrl } : {}), ctx);
      if (failed) throw new Error(`could not write ${failed.path}: ${failed.reason}`);
    },
  };
}
