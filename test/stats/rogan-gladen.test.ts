/** The Rogan–Gladen correction of a judge's pass rate, against values worked out by hand. */
import { describe, expect, it } from 'vitest';
import { informedness, roganGladen, roganGladenInterval } from '../../src/stats/rogan-gladen.js';

function value(q: number, tpr: number, tnr: number): number {
  const c = roganGladen(q, tpr, tnr);
  if (!('value' in c)) throw new Error(c.undefined);
  return c.value;
}

describe('the Rogan–Gladen corrected rate (q + TNR − 1) / (TPR + TNR − 1)', () => {
  it('undoes a judge that passes 90 % of right replies and fails 80 % of wrong ones', () => {
    // (0.7 + 0.8 − 1) / (0.9 + 0.8 − 1) = 0.5 / 0.7
    expect(value(0.7, 0.9, 0.8)).toBeCloseTo(5 / 7, 12);
    // (0.4 + 0.8 − 1) / 0.7 = 0.2 / 0.7
    expect(value(0.4, 0.9, 0.8)).toBeCloseTo(2 / 7, 12);
  });

  it('undoes the loopback judge of calibration/judge (TPR 3/5, TNR 4/6)', () => {
    // (0.6 + 2/3 − 1) / (0.6 + 2/3 − 1) = 1: a raw 60 % from this judge is what an all-right run looks like.
    expect(value(0.6, 3 / 5, 4 / 6)).toBeCloseTo(1, 12);
    // (0.5 + 2/3 − 1) / (4/15) = (1/6) / (4/15) = 15/24
    expect(value(0.5, 3 / 5, 4 / 6)).toBeCloseTo(15 / 24, 12);
  });

  it('leaves a perfect judge’s rate as it is', () => {
    expect(value(0.83, 1, 1)).toBeCloseTo(0.83, 12);
  });

  it('clips a rate the run pushed past what the judge could report, and says so', () => {
    // (0.95 + 0.8 − 1) / 0.7 = 1.0714…
    expect(roganGladen(0.95, 0.9, 0.8)).toEqual({ value: 1, clipped: true });
    // (0.1 + 0.8 − 1) / 0.7 = −0.1428…
    expect(roganGladen(0.1, 0.9, 0.8)).toEqual({ value: 0, clipped: true });
    expect(roganGladen(0.7, 0.9, 0.8)).toMatchObject({ clipped: false });
  });

  it('is undefined, never divided, when TPR + TNR − 1 ≤ 0', () => {
    expect(informedness(0.5, 0.5)).toBe(0);
    expect(roganGladen(0.7, 0.5, 0.5)).toEqual({ undefined: expect.stringMatching(/TPR \+ TNR − 1 = 0\.000 ≤ 0/) });
    expect(roganGladen(0.7, 0.3, 0.4)).toEqual({ undefined: expect.stringMatching(/= -0\.300 ≤ 0/) });
    expect(roganGladen(0.7, 0, 0)).toHaveProperty('undefined');
  });
});

describe('the bootstrap interval over the labels and the run', () => {
  const counts = { truePass: 45, correct: 50, trueFail: 40, wrong: 50, passed: 70, judged: 100 };

  it('holds the point estimate and is the same for the same seed', () => {
    const point = value(70 / 100, 45 / 50, 40 / 50);
    const a = roganGladenInterval(counts, { seed: 7 });
    expect(a.interval!.low).toBeLessThan(point);
    expect(a.interval!.high).toBeGreaterThan(point);
    expect(roganGladenInterval(counts, { seed: 7 })).toEqual(a);
    expect(a.undefinedResamples).toBe(0);
  });

  it('is wider than the run alone shows: the labels are a sample too', () => {
    const few = roganGladenInterval({ ...counts, truePass: 9, correct: 10, trueFail: 8, wrong: 10 });
    const many = roganGladenInterval({ ...counts, truePass: 900, correct: 1000, trueFail: 800, wrong: 1000 });
    expect(few.interval!.high - few.interval!.low).toBeGreaterThan(many.interval!.high - many.interval!.low);
  });

  it('gives no interval when the resampled judge is too often no better than chance', () => {
    const coin = roganGladenInterval({ truePass: 6, correct: 10, trueFail: 5, wrong: 10, passed: 5, judged: 10 });
    expect(coin.interval).toBeUndefined();
    expect(coin.undefinedResamples).toBeGreaterThan(0.025 * coin.resamples);
  });

  it('gives nothing when a side was never measured', () => {
    expect(roganGladenInterval({ ...counts, wrong: 0, trueFail: 0 }).interval).toBeUndefined();
    expect(roganGladenInterval({ ...counts, judged: 0, passed: 0 }).interval).toBeUndefined();
  });
});
