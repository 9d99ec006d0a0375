/**
 * A judge's pass rate corrected for the judge's own errors (Rogan & Gladen, 1978): a judge that
 * passes a right reply with chance TPR and fails a wrong one with chance TNR reports, on a run
 * whose true pass rate is p, the rate q = p·TPR + (1 − p)·(1 − TNR). Solved for p:
 * p = (q + TNR − 1) / (TPR + TNR − 1). When TPR + TNR − 1 ≤ 0 the judge is no better than a coin
 * (or worse): nothing can be solved for, and nothing is divided.
 */
import { pick, seededRandom, type Random } from './random.js';
import type { Interval } from './wilson.js';

export type Corrected = { value: number; clipped: boolean } | { undefined: string };

/** TPR + TNR − 1 (Youden's J): how far the judge is from a coin. */
export function informedness(tpr: number, tnr: number): number {
  return tpr + tnr - 1;
}

/** The corrected rate, clipped to 0..1 (a small run can land outside); undefined for a judge no better than chance. */
export function roganGladen(q: number, tpr: number, tnr: number): Corrected {
  const j = informedness(tpr, tnr);
  if (!(j > 0)) {
    return { undefined: `TPR + TNR − 1 = ${j.toFixed(3)} ≤ 0: the judge tells right from wrong no better than chance, so its rate cannot be corrected` };
  }
  const raw = (q + tnr - 1) / j;
  const value = Math.min(1, Math.max(0, raw));
  return { value, clipped: value !== raw };
}

/** Counts behind one corrected rate: the calibration's labelled verdicts and the run's judged lines. */
export interface CorrectionCounts {
  /** Correct behaviours the judge passed, of the correct behaviours it judged. */
  truePass: number;
  correct: number;
  /** Wrong behaviours the judge failed, of the wrong behaviours it judged. */
  trueFail: number;
  wrong: number;
  /** The run's judged lines that passed, of the judged lines. */
  passed: number;
  judged: number;
}

export interface CorrectionInterval {
  interval?: Interval;
  /** Resamples in which the resampled judge was no better than chance (left out of the interval). */
  undefinedResamples: number;
  resamples: number;
}

/** Successes in a resample of n items of which k succeed: n draws with replacement. */
function redraw(random: Random, k: number, n: number): number {
  let hits = 0;
  for (let i = 0; i < n; i += 1) if (pick(random, n) < k) hits += 1;
  return hits;
}

function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))]!;
}

/**
 * Percentile bootstrap over both sources of doubt: the calibration's correct and wrong behaviours
 * are resampled (so TPR and TNR move), and so are the run's judged lines (so q moves). A resample
 * whose judge is no better than chance has no corrected rate; when more than the interval's own
 * tail (2.5 %) of the resamples are such, the labels cannot bound the rate and no interval is given.
 */
export function roganGladenInterval(c: CorrectionCounts, options: { resamples?: number; seed?: number; level?: number } = {}): CorrectionInterval {
  const resamples = options.resamples ?? 2000;
  const level = options.level ?? 0.95;
  if (c.correct === 0 || c.wrong === 0 || c.judged === 0 || resamples < 1) return { undefinedResamples: 0, resamples: 0 };
  const random = seededRandom(options.seed ?? 1);
  const values: number[] = [];
  let undefinedResamples = 0;
  for (let r = 0; r < resamples; r += 1) {
    const tpr = redraw(random, c.truePass, c.correct) / c.correct;
    const tnr = redraw(random, c.trueFail, c.wrong) / c.wrong;
    const q = redraw(random, c.passed, c.judged) / c.judged;
    const corrected = roganGladen(q, tpr, tnr);
    if ('value' in corrected) values.push(corrected.value);
    else undefinedResamples += 1;
  }
  const tail = (1 - level) / 2;
  if (undefinedResamples > tail * resamples) return { undefinedResamples, resamples };
  values.sort((a, b) => a - b);
  return { interval: { low: percentile(values, tail), high: percentile(values, 1 - tail) }, undefinedResamples, resamples };
}
