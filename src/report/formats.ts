/** The files a run folder holds, each a name and a pure renderer from `results.json`. */
import type { RunResults } from '../run/types.js';
import { renderHtml } from './html.js';
import { renderJunit } from './junit.js';
import { renderMarkdown } from './markdown.js';
import type { ReportOptions } from './view.js';

export type FormatName = 'json' | 'md' | 'html' | 'junit';

export interface Format {
  /** The file's name in a run folder. */
  file: string;
  render(results: RunResults, opts: ReportOptions): string;
}

export function renderJson(results: RunResults): string {
  return `${JSON.stringify(results, null, 2)}\n`;
}

export const FORMATS: Record<FormatName, Format> = {
  json: { file: 'results.json', render: (r) => renderJson(r) },
  md: { file: 'report.md', render: (r, o) => renderMarkdown(r, o) },
  html: { file: 'report.html', render: (r, o) => renderHtml(r, o) },
  junit: { file: 'junit.xml', render: (r, o) => renderJunit(r, o) },
};

export const FORMAT_NAMES = Object.keys(FORMATS) as FormatName[];
