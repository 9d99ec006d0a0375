/**
 * A sweep: one suite on each model in turn (sequentially: concurrent runs would share the
 * providers' rate limits and slow each other), one comparison row per model.
 */
import type { LoadedCase } from '../cases/types.js';
import type { Dimension } from '../grade/types.js';
import type { ModelProvider } from '../model/types.js';
import { runEval } from './engine.js';
import { fitToProvider, type RunOptions } from './options.js';
import type { RunResults } from './types.js';

export interface SweepRow {
  model: string;
  passRate?: number;
  /** Mean of the per-dimension scores: each dimension counts once, however many assertions it has. */
  score?: number;
  dimensions: Partial<Record<Dimension, number>>;
  passed: number;
  failed: number;
  unjudged: number;
  safetyFailures: number;
  tokens: { input: number; cachedInput: number; output: number };
  costUsd?: number;
  latencyMs: { p50?: number | undefined; p95?: number | undefined };
  runDir: string;
  /** Trials per case, and with more than one: the pass rate's case-resampled interval and pass^k. */
  k?: number;
  interval?: { low: number; high: number };
  passHatK?: number;
}

function sweepRow(model: string, results: RunResults, runDir: string): SweepRow {
  const { summary } = results;
  const scores = Object.values(summary.byDimension).filter((v): v is number => typeof v === 'number');
  return {
    model,
    ...(summary.overall.passRate !== undefined ? { passRate: summary.overall.passRate } : {}),
    ...(scores.length > 0 ? { score: scores.reduce((a, b) => a + b, 0) / scores.length } : {}),
    dimensions: summary.byDimension,
    passed: summary.overall.passed,
    failed: summary.overall.failed,
    unjudged: summary.overall.unjudged,
    safetyFailures: summary.safetyFailures.length,
    tokens: { input: summary.usage.inputTokens, cachedInput: summary.usage.cachedInputTokens, output: summary.usage.outputTokens },
    ...(summary.costUsd !== undefined ? { costUsd: summary.costUsd } : {}),
    latencyMs: summary.latency,
    runDir,
    ...(summary.k !== undefined ? { k: summary.k } : {}),
    ...(summary.overall.interval ? { interval: summary.overall.interval } : {}),
    ...passHatAtK(summary),
  };
}

/** The suite's mean pass^k at the run's own k. */
function passHatAtK(summary: RunResults['summary']): { passHatK?: number } {
  const point = summary.reliability?.find((p) => p.k === summary.k);
  return point?.passHatK !== undefined ? { passHatK: point.passHatK } : {};
}

export interface SweepOptions {
  cases: LoadedCase[];
  suite: string;
  /** One per model, in the order they run; each is closed once its run ends. */
  models: readonly { spec: string; provider: ModelProvider }[];
  judge?: ModelProvider;
  /** Resolved once for the sweep; each model's run fits them to its own cap on requests in flight. */
  options: RunOptions;
  sweepId: string;
  cwd: string;
  schemaVersion: number;
  agentdeskVersion: string;
  /** Hears each model before its run, with what fitting its options changed. */
  onStart?(model: { spec: string; index: number; notes: readonly string[] }): void;
  /** Keeps a model's results (report/sweep.ts writes them) and says where they are, for its row. */
  keep(model: { spec: string; index: number }, results: RunResults): Promise<string>;
}

/** Runs every model in turn and returns their rows; every provider and the judge are closed at the end, whatever happens. */
export async function runSweep(o: SweepOptions): Promise<SweepRow[]> {
  const rows: SweepRow[] = [];
  try {
    for (const [index, { spec, provider }] of o.models.entries()) {
      const fitted = fitToProvider(o.options, provider);
      o.onStart?.({ spec, index, notes: fitted.notes });
      const results = await runEval({
        cases: o.cases,
        provider,
        ...(o.judge ? { judge: o.judge } : {}),
        suite: o.suite,
        trials: fitted.trials,
        concurrency: fitted.concurrency,
        timeoutMs: fitted.timeoutMs,
        ...(fitted.seed !== undefined ? { seed: fitted.seed } : {}),
        ...(fitted.maxSteps ? { maxSteps: fitted.maxSteps } : {}),
        warnings: [...fitted.notes],
        cwd: o.cwd,
        runId: `${o.sweepId}-${index + 1}`,
        schemaVersion: o.schemaVersion,
        agentdeskVersion: o.agentdeskVersion,
      });
      await provider.close?.();
      rows.push(sweepRow(spec, results, await o.keep({ spec, index }, results)));
    }
  } finally {
    await Promise.all([...o.models.map((m) => m.provider.close?.()), o.judge?.close?.()]);
  }
  return rows;
}
