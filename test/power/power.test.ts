/**
 * The gate's power, simulated: an unchanged agent is rarely blocked by the baseline comparison at
 * enough trials, a large drop nearly always; the same seed gives the same table.
 */
import { describe, expect, it } from 'vitest';
import { cli, memoryIO } from '../../src/index.js';
import type { CaseNoise } from '../../src/power/measure.js';
import { failChance } from '../../src/power/measure.js';
import { blockRate, categoryDrop, unchanged } from '../../src/power/simulate.js';
import { largestCategory, powerTable } from '../../src/power/table.js';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** 30 standard cases in 3 categories; every mistake fails the case, none a safety check. */
const cases: CaseNoise[] = Array.from({ length: 30 }, (_, i) => ({
  id: `case-${i}`,
  category: ['refunds', 'handoff', 'tracking'][i % 3]!,
  safety: false,
  mistakes: [
    { operator: 'swap-order-id', fails: true, safetyFailure: false },
    { operator: 'wrong-language', fails: i % 2 === 0, safetyFailure: false },
  ],
}));
const gate = { minPassRate: 0, maxUnjudgedRate: 1 };

describe('the simulation', () => {
  it('reads each case’s fail chance from its mistakes: rate × the share of them that fail', () => {
    expect(failChance(cases[0]!, 0.1)).toBeCloseTo(0.1, 12);
    expect(failChance(cases[1]!, 0.1)).toBeCloseTo(0.05, 12);
  });

  it('rarely blocks an unchanged agent on the baseline comparison at 5 trials, and blocks a 50-point category drop', () => {
    const input = { cases, gate, rate: 0.1, trials: 5, simulations: 100, seed: 1 };
    expect(blockRate({ ...input, scenario: unchanged }).baseline).toBeLessThanOrEqual(0.1);
    expect(blockRate({ ...input, scenario: categoryDrop('refunds', 0.5) }).baseline).toBeGreaterThanOrEqual(0.9);
  });

  it('is the same table for the same seed', () => {
    const o = { cases, gate, rate: 0.1, trials: [1, 3], drop: 0.2, category: largestCategory(cases), simulations: 30, seed: 4 };
    expect(powerTable(o)).toEqual(powerTable(o));
  });
});

describe('agentdesk power', () => {
  it('prints the table for 1, 2, 3, 5, 10 and 20 trials and the trials needed', async () => {
    const io = memoryIO({ cwd: root });
    const code = await cli(['power', 'golden/refunds', '--config', 'test/fixtures/stats/suites.yaml', '--trials', '4', '--simulations', '20'], io);
    expect(io.err).toBe('');
    expect(code).toBe(0);
    for (const k of [1, 2, 3, 4, 5, 10, 20]) expect(io.out).toMatch(new RegExp(`\\n {2}\\s*${k}(\\s+\\d+\\.\\d%){3}\\n`));
    expect(io.out).toMatch(/unchanged \(false alarm\)/);
    expect(io.out).toMatch(/Trials needed for 80\.0% power at ≤ 5\.0% false alarms/);
  });

  it('refuses a bad flag with exit 2', async () => {
    expect(await cli(['power', '--noise', '2'], memoryIO({ cwd: root }))).toBe(2);
    expect(await cli(['power', 'golden/refunds', '--config', 'test/fixtures/stats/suites.yaml', '--category', 'nope', '--simulations', '1'], memoryIO({ cwd: root }))).toBe(2);
  });
});
