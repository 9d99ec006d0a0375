/** `agentdesk sweep --models a,b,c`: parses, runs the sweep (run/sweep.ts), writes and prints it (report/sweep.ts). */
import { isAbsolute, join, relative } from 'node:path';
import { SCHEMA_VERSION } from '../../cases/index.js';
import { EXIT, type ExitCode, UsageError } from '../../errors.js';
import { createJudgeProvider } from '../../model/judge.js';
import { formatSweep, sweepWriter } from '../../report/sweep.js';
import { newRunId } from '../../run/engine.js';
import { resolveRunOptions, RUN_DEFAULTS } from '../../run/options.js';
import { runSweep } from '../../run/sweep.js';
import { parseFlags } from '../args.js';
import { providerFromFlags } from '../provider.js';
import type { Command } from '../command.js';
import type { CliIO } from '../io.js';
import { selectByFlags } from '../select.js';
import { packageVersion } from '../version.js';

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

const resolvePath = (cwd: string, path: string) => (isAbsolute(path) ? path : join(cwd, path));

async function execute(argv: string[], io: CliIO): Promise<ExitCode> {
  const { values, positionals } = parse(argv);
  const specs = [...new Set((values.models ?? '').split(',').map((s) => s.trim()).filter(Boolean))];
  if (specs.length === 0) throw new UsageError('usage/missing-flag', '--models is required', 'Give a comma-separated list, e.g. --models openai:gpt-4o-mini,reference');
  const selection = await selectByFlags(values, positionals, io.cwd);
  const { config } = selection;
  const options = resolveRunOptions({ flags: { trials: values.trials, concurrency: values.concurrency, timeout: values.timeout }, config, env: io.env });
  // Every spec is checked before anything runs: a typo in the third model must not waste the first two runs.
  const models = specs.map((spec) => ({
    spec,
    provider: providerFromFlags(spec, { config, io, settings: options.modelSettings, baseUrl: values['base-url'] }),
  }));
  const judge = createJudgeProvider(config.judge, io.env, config.prices, { cwd: io.cwd });
  const sweepId = newRunId();
  const outDir = resolvePath(io.cwd, values.out ?? join(config.run?.out ?? '.agentdesk/runs', `sweep-${sweepId}`));
  const writer = sweepWriter(outDir);
  const rows = await runSweep({
    cases: selection.cases,
    suite: selection.suiteName,
    models,
    ...(judge ? { judge } : {}),
    options,
    sweepId,
    cwd: io.cwd,
    schemaVersion: SCHEMA_VERSION,
    agentdeskVersion: await packageVersion(),
    onStart: ({ spec, index, notes }) => {
      io.stderr(`sweep: ${spec} (${index + 1}/${specs.length}), ${selection.cases.length} case(s)\n`);
      for (const note of notes) io.stderr(`note: ${note}\n`);
    },
    keep: writer.keep,
  });
  await writer.finish({ sweepId, suite: selection.suiteName, cases: selection.cases.length, models: rows });
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
