/** The power table: for each number of trials, how often the gate blocks each scenario. */
import type { GateConfig } from '../config/types.js';
import { failChance, type CaseNoise } from './measure.js';
import { blockRate, categoryDrop, oneCaseHalved, type Scenario, unchanged } from './simulate.js';
import { pct } from '../report/format.js';

const TARGET_POWER = 0.8;
const MAX_FALSE_ALARM = 0.05;

export interface PowerOptions {
  cases: readonly CaseNoise[];
  gate: GateConfig;
  rate: number;
  trials: number[];
  /** The category drop to detect, 0..1. */
  drop: number;
  category: string;
  simulations: number;
  seed: number;
}

interface PowerRow {
  trials: number;
  /** Block rates by scenario name, for the suite's gate and for the baseline comparison alone. */
  gate: Record<string, number>;
  baseline: Record<string, number>;
}

export interface PowerTable {
  scenarios: string[];
  rows: PowerRow[];
  /** Per gate and drop scenario: the fewest trials tried with power ≥ 80 % at ≤ 5 % false alarms. */
  recommended: { gate: Record<string, number | undefined>; baseline: Record<string, number | undefined> };
  meanFailChance: number;
  cases: number;
}

/** The category with the most standard cases: where a drop is most likely to be measured. */
export function largestCategory(cases: readonly CaseNoise[]): string {
  const counts = new Map<string, number>();
  for (const c of cases) if (!c.safety) counts.set(c.category, (counts.get(c.category) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? cases[0]?.category ?? '';
}

function recommend(rows: readonly PowerRow[], scenarios: readonly Scenario[], which: 'gate' | 'baseline'): Record<string, number | undefined> {
  const out: Record<string, number | undefined> = {};
  for (const s of scenarios.slice(1)) {
    out[s.name] = rows.find((r) => r[which][unchanged.name]! <= MAX_FALSE_ALARM && r[which][s.name]! >= TARGET_POWER)?.trials;
  }
  return out;
}

export function powerTable(o: PowerOptions): PowerTable {
  const scenarios = [unchanged, categoryDrop(o.category, o.drop), oneCaseHalved(o.cases)];
  const rows = o.trials.map((trials) => {
    const row: PowerRow = { trials, gate: {}, baseline: {} };
    scenarios.forEach((scenario, i) => {
      const input = { cases: o.cases, gate: o.gate, rate: o.rate, trials, scenario, simulations: o.simulations, seed: o.seed + i * 7919 + trials };
      const rates = blockRate(input);
      row.gate[scenario.name] = rates.gate;
      row.baseline[scenario.name] = rates.baseline;
    });
    return row;
  });
  return {
    scenarios: scenarios.map((s) => s.name),
    rows,
    recommended: { gate: recommend(rows, scenarios, 'gate'), baseline: recommend(rows, scenarios, 'baseline') },
    meanFailChance: o.cases.reduce((s, c) => s + failChance(c, o.rate), 0) / Math.max(1, o.cases.length),
    cases: o.cases.length,
  };
}

const rate = (x: number | undefined): string => pct(x, '-');

export function renderPowerTable(t: PowerTable, heading: string): string {
  const w = Math.max(14, ...t.scenarios.map((s) => s.length + 2));
  const cols = (r: Record<string, number>) => t.scenarios.map((s) => rate(r[s]).padStart(w)).join('');
  const head = t.scenarios.map((s) => s.padStart(w)).join('');
  const out = [
    heading,
    `Mean chance that a noisy trial fails: ${rate(t.meanFailChance)} over ${t.cases} cases.`,
    '',
    "The suite's gate as configured (with the baseline comparison against an unchanged run):",
    `  trials${head}`,
    ...t.rows.map((r) => `  ${String(r.trials).padStart(6)}${cols(r.gate)}`),
    '',
    'The baseline comparison alone (regressions against the last release):',
    `  trials${head}`,
    ...t.rows.map((r) => `  ${String(r.trials).padStart(6)}${cols(r.baseline)}`),
    '',
    `Each cell: the share of simulated runs the gate blocks. "${t.scenarios[0]}" is the false-alarm rate; the others are its power.`,
    `Trials needed for ${rate(TARGET_POWER)} power at ≤ ${rate(MAX_FALSE_ALARM)} false alarms (of those tried):`,
  ];
  for (const [which, rec] of [["the suite's gate", t.recommended.gate], ['the baseline comparison', t.recommended.baseline]] as const) {
    for (const [name, k] of Object.entries(rec)) out.push(`  ${which}, ${name}: ${k === undefined ? 'none of those tried' : `${k} trials`}`);
  }
  return `${out.join('\n')}\n`;
}
