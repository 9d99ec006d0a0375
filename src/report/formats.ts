/** The files a run folder holds, each a name and a pure renderer from `results.json`. */
import type { RunResults } from '../run/types.js';
import { jsonPieces } from './results-file.js';
import { renderHtml } from './html.js';
import { renderJunit } from './junit.js';
import { renderMarkdown } from './markdown.js';
import type { ReportOptions } from './view.js';

export type FormatName = 'json' | 'md' | 'html' | 'junit';

export interface Format {
  /** The file's name in a run folder. */
  file: string;
  render(results: RunResults, opts: ReportOptions): string;
  /** The same text in pieces, for a file too large to hold as one string; `render` when absent. */
  pieces?(results: RunResults, opts: ReportOptions): Iterable<string>;
}

/** `JSON.stringify(results, null, 2)` and a newline. */
export function renderJson(results: RunResults): string {
  return [...jsonPieces(results)].join('');
}

export const FORMATS: Record<FormatName, Format> = {
  json: { file: 'results.json', render: (r) => renderJson(r), pieces: (r) => jsonPieces(r) },
  md: { file: 'report.md', render: (r, o) => renderMarkdown(r, o) },
  html: { file: 'report.html', render: (r, o) => renderHtml(r, o) },
  junit: { file: 'junit.xml', render: (r, o) => renderJunit(r, o) },
};

export const FORMAT_NAMES = Object.keys(FORMATS) as FormatName[];
