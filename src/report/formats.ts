/**
 * The files a run folder holds, each a name and a renderer. The reports render from the run's
 * view, built once per run and shared (see `RunSource`); results.json from the results alone.
 */
import type { RunResults } from '../run/types.js';
import { commentFromView } from './comment.js';
import { htmlPieces } from './html.js';
import { junitFromView } from './junit.js';
import { markdownFromView } from './markdown.js';
import { jsonPieces } from './results-file.js';
import { buildView, type ReportOptions, type ReportView } from './view.js';

/** A run to render, with its view made on first use and then shared by every format. */
export interface RunSource {
  results: RunResults;
  view(): ReportView;
}

export function runSource(results: RunResults, opts: ReportOptions = {}): RunSource {
  let view: ReportView | undefined;
  return { results, view: () => (view ??= buildView(results, opts)) };
}

export interface Format {
  /** The file's name in a run folder. */
  file: string;
  /** The text in pieces, written as they are made: results.json and report.html are far larger than any piece. */
  pieces(source: RunSource, opts: ReportOptions): Iterable<string>;
}

/** `JSON.stringify(results, null, 2)` and a newline. */
export function renderJson(results: RunResults): string {
  return [...jsonPieces(results)].join('');
}

/** A file of the run folder, which is also a reporter of the same name (report/index.ts). */
export interface RunFile extends Format {
  /** What it writes, in one line: the reporter's help and config schema description. */
  about: string;
  /** Written when neither `--reporter` nor the config's `reporters` names any reporter. */
  byDefault: boolean;
}

/**
 * The files a run folder holds, by name; `FormatName` is taken from here, and each is a reporter
 * (REPORTERS): adding a format is its renderer and one entry here.
 */
export const FORMATS = {
  json: { file: 'results.json', about: 'results.json, the record of the run (always written)', byDefault: true, pieces: (s) => jsonPieces(s.results) },
  md: { file: 'report.md', about: 'report.md', byDefault: true, pieces: (s) => [markdownFromView(s.view())] },
  html: { file: 'report.html', about: 'report.html, a self-contained page', byDefault: true, pieces: (s, o) => htmlPieces(s.view(), o) },
  junit: { file: 'junit.xml', about: 'junit.xml, one testcase per trial and one for the gate', byDefault: true, pieces: (s) => [junitFromView(s.view(), s.results)] },
} satisfies Record<string, RunFile>;

export type FormatName = keyof typeof FORMATS;

export const FORMAT_NAMES = Object.keys(FORMATS) as FormatName[];

/** Formats only `agentdesk report` renders, on demand; no reporter writes them into a run folder. */
export const ON_DEMAND: Record<'comment', Format> = {
  comment: { file: 'comment.md', pieces: (s, o) => [commentFromView(s.view(), s.results, o)] },
};

export type RenderName = FormatName | keyof typeof ON_DEMAND;
export const RENDER_NAMES = [...FORMAT_NAMES, ...(Object.keys(ON_DEMAND) as (keyof typeof ON_DEMAND)[])] as RenderName[];

/** One format of a run as one string (`agentdesk report` to stdout). */
export function renderFormat(format: RenderName, results: RunResults, opts: ReportOptions = {}): string {
  const renderer = format in ON_DEMAND ? ON_DEMAND[format as keyof typeof ON_DEMAND] : FORMATS[format as FormatName];
  return [...renderer.pieces(runSource(results, opts), opts)].join('');
}
