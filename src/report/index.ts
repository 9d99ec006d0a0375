/**
 * Reports: a registry of reporters (run listeners) and the pure renderers they share with the
 * `report` and `merge` commands.
 */
import type { CliIO } from '../cli/io.js';
import type { RunListener } from '../run/types.js';
import { githubReporter } from './github.js';
import { repoUrlFromEnv } from './links.js';
import { fileReporter } from './reporters.js';
import { terminalReporter } from './terminal.js';

export type ReporterName = 'terminal' | 'json' | 'md' | 'html' | 'junit' | 'github';

export interface ReporterContext {
  runDir: string;
  io: CliIO;
  cwd: string;
  /** Base of absolute links to case files; on GitHub Actions it defaults to this commit's blob URL. */
  repoUrl?: string;
}

/** The context with its repoUrl settled: the one given, else this commit's on GitHub, else none. */
function withRepoUrl(ctx: ReporterContext): ReporterContext {
  const repoUrl = ctx.repoUrl ?? repoUrlFromEnv(ctx.io.env, ctx.io.cwd);
  return repoUrl ? { ...ctx, repoUrl } : ctx;
}

export const REPORTERS: Record<ReporterName, (ctx: ReporterContext) => RunListener> = {
  terminal: (ctx) => terminalReporter(ctx),
  json: (ctx) => fileReporter('json')(ctx),
  md: (ctx) => fileReporter('md')(withRepoUrl(ctx)),
  html: (ctx) => fileReporter('html')(withRepoUrl(ctx)),
  junit: (ctx) => fileReporter('junit')(withRepoUrl(ctx)),
  github: (ctx) => githubReporter(withRepoUrl(ctx)),
};

export { annotations, githubReporter, stepSummary } from './github.js';
export { FORMAT_NAMES, FORMATS, type FormatName, renderJson } from './formats.js';
export { renderHtml } from './html.js';
export { renderJunit } from './junit.js';
export { caseHref, repoUrlFromEnv } from './links.js';
export { type MarkdownOptions, renderMarkdown } from './markdown.js';
export { mergeRuns, type MergeOptions, type MergeOutcome } from './merge.js';
export { readRunFolder, RESULTS_FILE, resultsProblem, writeFileAtomic } from './results-file.js';
export type { ReportOptions } from './view.js';
