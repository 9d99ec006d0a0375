/**
 * Pass rate by category and score by dimension as bars (inline SVG in report.html): a page a
 * person would rather look at than read. Widths are computed here; the template only lays them out.
 */
import type { ReportView } from './view.js';

export interface Bar {
  name: string;
  label: string;
  /** Width of the filled part in the 200-unit track; 0 when nothing was judged. */
  width: number;
  /** Under the suite's usual bar: below 100%. */
  low: boolean;
}

export const BAR_TRACK = 200;

/** One bar: `value` in 0..1, undefined when nothing was judged. */
export const rateBar = (name: string, value: number | undefined, label: string): Bar => ({
  name,
  label: value === undefined ? 'not judged' : label,
  width: value === undefined ? 0 : Math.round(Math.max(0, Math.min(1, value)) * BAR_TRACK),
  low: value !== undefined && value < 1,
});

export function rateBars(view: ReportView): { categories: Bar[]; dimensions: Bar[]; track: number } {
  return {
    categories: view.rates.categories.map((r) => rateBar(r.name, r.passRate, r.rate)),
    dimensions: view.rates.dimensions.map((d) => rateBar(d.name, d.value, d.score)),
    track: BAR_TRACK,
  };
}
