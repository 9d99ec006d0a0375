/**
 * A sweep's record and its table: each model's results.json in a folder of its own, sweep.json
 * with one row per model, and the comparison table the terminal prints.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { DIMENSIONS } from '../grade/scorers/index.js';
import type { SweepRow } from '../run/sweep.js';
import type { RunResults } from '../run/types.js';
import { pct } from './format.js';
import { RESULTS_FILE } from './results-file.js';

const SWEEP_FILE = 'sweep.json';

const int = (v: number) => v.toLocaleString('en-US');
const ms = (v: number | undefined) => (v === undefined ? '' : v >= 1000 ? `${(v / 1000).toFixed(1)}s` : `${Math.round(v)}ms`);
const usd = (v: number | undefined) => (v === undefined ? '' : `$${v.toFixed(v < 1 ? 4 : 2)}`);

/** The comparison table: dimensions appear as columns when any model was scored on them. */
export function formatSweep(rows: readonly SweepRow[]): string {
  const dims = DIMENSIONS.filter((d) => rows.some((r) => r.dimensions[d] !== undefined));
  // With several trials per case, each model's pass rate carries its interval and its pass^k.
  const trials = rows.some((r) => (r.k ?? 1) > 1);
  const head = ['model', 'pass', ...(trials ? ['95 % interval', 'pass^k'] : []), 'score', ...dims, 'safety fails', 'unjudged', 'tokens in (cached) / out', 'cost', 'p50', 'p95'];
  const body = rows.map((r) => [
    r.model,
    pct(r.passRate),
    ...(trials ? [r.interval ? `[${pct(r.interval.low)}, ${pct(r.interval.high)}]` : '', r.passHatK !== undefined ? `${pct(r.passHatK)} (k=${r.k})` : ''] : []),
    pct(r.score),
    ...dims.map((d) => pct(r.dimensions[d])),
    String(r.safetyFailures),
    String(r.unjudged),
    `${int(r.tokens.input)} (${int(r.tokens.cachedInput)}) / ${int(r.tokens.output)}`,
    usd(r.costUsd),
    ms(r.latencyMs.p50),
    ms(r.latencyMs.p95),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  return [line(head), ...body.map(line)].join('\n') + '\n';
}

const slug = (spec: string) => spec.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80);

/** Writes a sweep into its folder: `<n>-<model>/results.json` per model as each ends, then sweep.json. */
export function sweepWriter(outDir: string) {
  return {
    /** Writes a model's results.json and returns its folder relative to the sweep's, for its row. */
    async keep(model: { spec: string; index: number }, results: RunResults): Promise<string> {
      const runDir = join(outDir, `${model.index + 1}-${slug(model.spec)}`);
      await mkdir(runDir, { recursive: true });
      await writeFile(join(runDir, RESULTS_FILE), `${JSON.stringify(results, null, 2)}\n`);
      return relative(outDir, runDir);
    },
    async finish(sweep: { sweepId: string; suite: string; cases: number; models: readonly SweepRow[] }): Promise<void> {
      const record = { version: 1, sweepId: sweep.sweepId, suite: sweep.suite, cases: sweep.cases, models: sweep.models };
      await writeFile(join(outDir, SWEEP_FILE), `${JSON.stringify(record, null, 2)}\n`);
    },
  };
}
