/** The estimators against values worked out by hand. */
import { describe, expect, it } from 'vitest';
import { clusteredInterval, meanDifference, pairedInterval } from '../../src/stats/bootstrap.js';
import { fisherDrop, fisherRise } from '../../src/stats/fisher.js';
import { passAtK, passHatK } from '../../src/stats/passk.js';
import { wilson } from '../../src/stats/wilson.js';

describe('pass^k and pass@k from n trials', () => {
  it('pass^k is C(c,k)/C(n,k)', () => {
    expect(passHatK(5, 4, 2)).toBeCloseTo(6 / 10, 12); // C(4,2)=6, C(5,2)=10
    expect(passHatK(5, 3, 3)).toBeCloseTo(1 / 10, 12); // C(3,3)=1, C(5,3)=10
    expect(passHatK(3, 2, 1)).toBeCloseTo(2 / 3, 12);
    expect(passHatK(5, 5, 5)).toBe(1);
    expect(passHatK(5, 4, 5)).toBe(0);
  });

  it('pass@k is 1 − C(n−c,k)/C(n,k)', () => {
    expect(passAtK(5, 1, 2)).toBeCloseTo(1 - 6 / 10, 12); // C(4,2)=6
    expect(passAtK(5, 4, 2)).toBe(1); // C(1,2)=0: two draws always hold a pass
    expect(passAtK(4, 0, 3)).toBe(0);
    expect(passAtK(6, 2, 3)).toBeCloseTo(1 - 4 / 20, 12); // C(4,3)=4, C(6,3)=20
  });

  it('both equal the pass rate at k = 1', () => {
    expect(passAtK(7, 3, 1)).toBeCloseTo(3 / 7, 12);
    expect(passHatK(7, 3, 1)).toBeCloseTo(3 / 7, 12);
  });

  it('are undefined for k above n, k below 1, or no trials', () => {
    expect(passHatK(3, 3, 4)).toBeUndefined();
    expect(passAtK(3, 1, 0)).toBeUndefined();
    expect(passHatK(0, 0, 1)).toBeUndefined();
  });

  it('stay finite at a thousand trials', () => {
    expect(passHatK(1000, 990, 500)).toBeGreaterThan(0);
    expect(passHatK(1000, 990, 500)).toBeLessThan(1e-3);
  });
});

describe('the Wilson interval', () => {
  it('of 8/10 is [0.490, 0.943]', () => {
    const i = wilson(8, 10)!;
    expect(i.low).toBeCloseTo(0.4902, 4);
    expect(i.high).toBeCloseTo(0.9433, 4);
  });

  it('of 5/5 reaches down to n/(n+z²) = 0.566: five passes are weak evidence of 100 %', () => {
    const i = wilson(5, 5)!;
    expect(i.high).toBe(1);
    expect(i.low).toBeCloseTo(5 / (5 + 1.959963984540054 ** 2), 10);
  });
});

describe("Fisher's exact test on two runs' pass counts", () => {
  it('5/5 → 0/5 is a drop at p = 1/252', () => {
    expect(fisherDrop({ beforePassed: 5, beforeN: 5, afterPassed: 0, afterN: 5 })).toBeCloseTo(1 / 252, 12);
  });

  it('5/5 → 4/5 is p = 126/252 = 0.5: one failure in five is not evidence', () => {
    expect(fisherDrop({ beforePassed: 5, beforeN: 5, afterPassed: 4, afterN: 5 })).toBeCloseTo(0.5, 12);
  });

  it('3/3 → 2/3 is p = C(5,2)/C(6,3) = 0.5', () => {
    expect(fisherDrop({ beforePassed: 3, beforeN: 3, afterPassed: 2, afterN: 3 })).toBeCloseTo(0.5, 12);
  });

  it('no change is p = 1, and a rise is measured the other way', () => {
    expect(fisherDrop({ beforePassed: 5, beforeN: 5, afterPassed: 5, afterN: 5 })).toBeCloseTo(1, 12);
    expect(fisherRise({ beforePassed: 0, beforeN: 5, afterPassed: 5, afterN: 5 })).toBeCloseTo(1 / 252, 12);
    // 2/4 → 4/4: P(X ≥ 4) with 6 passes of 8 spread over 4 draws = C(6,4)C(2,0)/C(8,4) = 15/70.
    expect(fisherRise({ beforePassed: 2, beforeN: 4, afterPassed: 4, afterN: 4 })).toBeCloseTo(15 / 70, 12);
  });
});

describe('bootstrap intervals over cases', () => {
  const halfAndHalf = Array.from({ length: 10 }, (_, i) => ({ passed: i < 5 ? 10 : 0, judged: 10 }));

  it('resample cases, not trials: 5 cases always pass, 5 always fail is wide, where 100 independent trials would be [0.40, 0.60]', () => {
    const i = clusteredInterval(halfAndHalf, { seed: 3 })!;
    expect(i.low).toBeLessThan(0.3);
    expect(i.high).toBeGreaterThan(0.7);
    const trials = wilson(50, 100)!;
    expect(trials.high - trials.low).toBeLessThan(0.21);
  });

  it('are the same for the same seed, and collapse when every case is alike', () => {
    expect(clusteredInterval(halfAndHalf, { seed: 9 })).toEqual(clusteredInterval(halfAndHalf, { seed: 9 }));
    expect(clusteredInterval([{ passed: 3, judged: 4 }, { passed: 3, judged: 4 }])).toEqual({ low: 0.75, high: 0.75 });
    expect(clusteredInterval([{ passed: 0, judged: 0 }])).toBeUndefined();
  });

  it('pair the cases of two runs: the same drop on every case is certain, whatever the cases', () => {
    const pairs = [0.2, 0.5, 0.9, 1].map((before) => ({ before, after: before - 0.1 }));
    expect(meanDifference(pairs)).toBeCloseTo(-0.1, 12);
    const i = pairedInterval(pairs)!;
    expect(i.low).toBeCloseTo(-0.1, 12);
    expect(i.high).toBeCloseTo(-0.1, 12);
  });
});
