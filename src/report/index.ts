/**
 * Reports: a registry of reporters (run listeners) and the pure renderers they share with the
 * `report` and `merge` commands.
 */
import type { CliIO } from '../cli/io.js';
import type { RunListener } from '../run/types.js';
import { githubReporter } from './github.js';
import { repoUrlFromEnv } from './links.js';
import { FORMAT_NAMES, FORMATS, type FormatName } from './formats.js';
import { fileReporter } from './reporters.js';
import { terminalReporter } from './terminal.js';

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

/** A reporter: everything the CLI, the config schema and the help need to know of it. */
export interface Reporter {
  /** What it writes, in one line: the help's and the config schema's description of the name. */
  about: string;
  /** A run has it when neither `--reporter` nor the config's `reporters` names any. */
  byDefault: boolean;
  create(ctx: ReporterContext): RunListener;
}

/** Each file of the run folder (FORMATS) as the reporter of its name. */
const FILE_REPORTERS = Object.fromEntries(
  FORMAT_NAMES.map((name) => [name, { about: FORMATS[name].about, byDefault: FORMATS[name].byDefault, create: (ctx: ReporterContext) => fileReporter(name)(withRepoUrl(ctx)) }]),
) as Record<FormatName, Reporter>;

/**
 * Every reporter by name: `ReporterName`, the defaults, the help and the config schema's enum
 * (written by `npm run schema:tools`; a sync test holds it to this map) are all taken from here,
 * and `eval` hears every one it does not write itself (reporterListeners). Adding one is its file
 * and one line here, or, for a file of the run folder, one entry in FORMATS (docs/extending.md).
 */
export const REPORTERS = {
  terminal: { about: 'progress and summary on the terminal', byDefault: true, create: (ctx) => terminalReporter(ctx) },
  ...FILE_REPORTERS,
  github: {
    about: 'annotations and a step summary on GitHub Actions (added on its own there)',
    byDefault: false,
    create: (ctx) => githubReporter(withRepoUrl(ctx)),
  },
} satisfies Record<string, Reporter>;

export type ReporterName = keyof typeof REPORTERS;
export const REPORTER_NAMES = Object.keys(REPORTERS) as ReporterName[];
export const DEFAULT_REPORTERS: readonly ReporterName[] = REPORTER_NAMES.filter((name) => REPORTERS[name].byDefault);

export function isReporterName(name: string): name is ReporterName {
  return Object.hasOwn(REPORTERS, name);
}

/**
 * What `agentdesk eval` writes itself once the run is over, so that a failure to write decides the
 * exit code: the run folder's files (FORMATS), the terminal's summary and GitHub's annotations.
 */
const WRITTEN_BY_EVAL: ReadonlySet<string> = new Set<string>([...FORMAT_NAMES, 'terminal', 'github']);

/** The listeners of the named reporters `agentdesk eval` does not write itself: every other one in the map is heard as it is. */
export function reporterListeners(names: readonly ReporterName[], ctx: ReporterContext): RunListener[] {
  return names.filter((name) => !WRITTEN_BY_EVAL.has(name)).map((name) => REPORTERS[name].create(ctx));
}

export { renderHtml } from './html.js';
export { renderJunit } from './junit.js';
export { renderMarkdown } from './markdown.js';
export { mergeRuns } from '../run/merge.js';
