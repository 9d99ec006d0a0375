/** The judge rubric lines of a run in words: raw pass rate, then the corrected one or why there is none. */
import type { JudgeRate, JudgeRates } from '../run/types.js';
import { pct } from './format.js';

export interface JudgeRateRow {
  rubric: string;
  raw: string;
  corrected: string;
  calibration: string;
}

function rawText(r: JudgeRate): string {
  const unknown = r.unjudged > 0 ? `, ${r.unjudged} unjudged` : '';
  return r.raw === undefined ? `- (0 decided${unknown})` : `${pct(r.raw)} (${r.passed}/${r.judged}${unknown})`;
}

function correctedText(r: JudgeRate): string {
  if (r.corrected === undefined) return r.note ?? 'not corrected';
  const range = r.interval ? ` [${pct(r.interval.low)}, ${pct(r.interval.high)}]` : '';
  const clipped = r.clipped ? ' (clipped to 0..100 %)' : '';
  const note = r.interval ? '' : ` (${r.note ?? 'no interval'})`;
  return `${pct(r.corrected)}${range}${clipped}${note}`;
}

/** One row per rubric line, as text the terminal and report.md show alike. */
export function judgeRateRows(rates: JudgeRates): JudgeRateRow[] {
  return rates.rubrics.map((r) => ({
    rubric: r.rubric,
    raw: rawText(r),
    corrected: correctedText(r),
    calibration: r.tpr !== undefined && r.tnr !== undefined ? `TPR ${pct(r.tpr)}, TNR ${pct(r.tnr)}` : '',
  }));
}
