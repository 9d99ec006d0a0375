/**
 * `agentdesk sweep --models a,b,c`: one suite on each model in turn (sequentially: concurrent runs
 * would share the providers' rate limits and slow each other), one comparison row per model.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { SCHEMA_VERSION } from '../../cases/index.js';
import { EXIT, type ExitCode, UsageError } from '../../errors.js';
import { DIMENSIONS } from '../../grade/scorers/index.js';
import type { Dimension } from '../../grade/types.js';
import { createJudgeProvider } from '../../model/judge.js';
import { createProvider } from '../../model/registry.js';
import type { ModelProvider } from '../../model/types.js';
import { newRunId, runEval } from '../../run/engine.js';
import { fitToProvider, resolveRunOptions, RUN_DEFAULTS } from '../../run/options.js';
import type { RunResults } from '../../run/types.js';
import { parseFlags } from '../args.js';
import type { Command } from '../command.js';
import type { CliIO } from '../io.js';
import { selectByFlags } from '../select.js';
import { packageVersion } from '../version.js';
import { pct } from '../../report/format.js';

const USAGE = `Usage: agentdesk sweep --models <a,b,c> [paths...] [options]

Runs one suite on each model in turn and prints one row per model: pass rate, the score per dimension
(and their mean), safety failures, unjudged trials, tokens, cost (blank when a model has no price) and
p50/p95 visit latency. Writes sweep.json, and each model's results.json, in the out folder.

Options:
  --models <list>        comma-separated model specs, e.g. openai:gpt-4o-mini,vllm:qwen,reference
  --suite <name>         suite from the config (default: the config's defaultSuite)
  --filter <id|glob>     only cases whose id matches (repeatable)
  --base-url <url>       OpenAI-compatible endpoint for every model (or AGENTDESK_BASE_URL)
  --trials <k>           trials per case (default ${RUN_DEFAULTS.trials})
  --concurrency <n>      trials in flight within one model's run (default ${RUN_DEFAULTS.concurrency})
  --timeout <seconds>    per trial (default ${RUN_DEFAULTS.timeoutSeconds})
  --out <dir>            sweep folder (default .agentdesk/runs/sweep-<id>)
  --config <file>        suites config (default golden/suites.yaml)

Exit codes: 0 the sweep ran, 2 invalid input, 3 the sweep could not be carried out.`;

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

export function sweepRow(model: string, results: RunResults, runDir: string): SweepRow {
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

function parse(argv: string[]) {
  return parseFlags(argv, {
    models: { type: 'string' },
    suite: { type: 'string' },
    filter: { type: 'string', multiple: true },
    'base-url': { type: 'string' },
    trials: { type: 'string' },
    concurrency: { type: 'string' },
    timeout: { type: 'string' },
    out: { type: 'string' },
    config: { type: 'string' },
  });
}

const slug = (spec: string) => spec.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80);
const resolvePath = (cwd: string, path: string) => (isAbsolute(path) ? path : join(cwd, path));

async function execute(argv: string[], io: CliIO): Promise<ExitCode> {
  const { values, positionals } = parse(argv);
  const specs = [...new Set((values.models ?? '').split(',').map((s) => s.trim()).filter(Boolean))];
  if (specs.length === 0) throw new UsageError('--models is required', 'Give a comma-separated list, e.g. --models openai:gpt-4o-mini,reference');
  const selection = await selectByFlags(values, positionals, io.cwd);
  const { config } = selection;
  const run = config.run ?? {};
  const options = resolveRunOptions({ flags: { trials: values.trials, concurrency: values.concurrency, timeout: values.timeout }, config, env: io.env });
  const providerFor = (spec: string): ModelProvider =>
    createProvider({
      spec,
      env: io.env,
      cwd: io.cwd,
      settings: options.modelSettings,
      ...(config.prices ? { prices: config.prices } : {}),
      ...(values['base-url'] ? { baseUrl: values['base-url'] } : {}),
    });
  // Every spec is checked before anything runs: a typo in the third model must not waste the first two runs.
  const providers = specs.map(providerFor);
  const judge = createJudgeProvider(config.judge, io.env, config.prices, { cwd: io.cwd });
  const sweepId = newRunId();
  const outDir = resolvePath(io.cwd, values.out ?? join(run.out ?? '.agentdesk/runs', `sweep-${sweepId}`));
  const version = await packageVersion();
  const rows: SweepRow[] = [];
  try {
    for (const [i, provider] of providers.entries()) {
      const spec = specs[i]!;
      io.stderr(`sweep: ${spec} (${i + 1}/${specs.length}), ${selection.cases.length} case(s)\n`);
      // Each model's own cap on requests in flight bounds its run's trials in flight.
      const fitted = fitToProvider(options, provider);
      for (const note of fitted.notes) io.stderr(`note: ${note}\n`);
      const results = await runEval({
        cases: selection.cases,
        provider,
        ...(judge ? { judge } : {}),
        suite: selection.suiteName,
        trials: fitted.trials,
        concurrency: fitted.concurrency,
        timeoutMs: fitted.timeoutMs,
        ...(fitted.seed !== undefined ? { seed: fitted.seed } : {}),
        ...(fitted.maxSteps ? { maxSteps: fitted.maxSteps } : {}),
        warnings: [...fitted.notes],
        cwd: io.cwd,
        runId: `${sweepId}-${i + 1}`,
        schemaVersion: SCHEMA_VERSION,
        agentdeskVersion: version,
      });
      await provider.close?.();
      const runDir = join(outDir, `${i + 1}-${slug(spec)}`);
      await mkdir(runDir, { recursive: true });
      await writeFile(join(runDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
      rows.push(sweepRow(spec, results, relative(outDir, runDir)));
    }
  } finally {
    await Promise.all([...providers.map((p) => p.close?.()), judge?.close?.()]);
  }
  const sweep = { version: 1, sweepId, suite: selection.suiteName, cases: selection.cases.length, models: rows };
  await writeFile(join(outDir, 'sweep.json'), `${JSON.stringify(sweep, null, 2)}\n`);
  io.stdout(formatSweep(rows));
  io.stdout(`Sweep folder: ${relative(io.cwd, outDir) || '.'}\n`);
  return EXIT.ok;
}

export const command: Command = {
  name: 'sweep',
  summary: 'run one suite on several models in turn and compare them',
  usage: USAGE,
  run: execute,
};
