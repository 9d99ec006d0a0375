import { mkdir } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { SCHEMA_VERSION } from '../../cases/index.js';
import { EXIT, type ExitCode, UsageError } from '../../errors.js';
import { createJudgeProvider } from '../../model/judge.js';
import { recordingProvider } from '../../model/record.js';
import { createProvider } from '../../model/registry.js';
import { loadPrompts } from '../../desk/prompts.js';
import { chooseModel, recordingsState, recordManifest } from '../recorded.js';
import type { ModelProvider } from '../../model/types.js';
import { REPORTERS, type ReporterName } from '../../report/index.js';
import { newRunId, runEval } from '../../run/engine.js';
import { fitToProvider, resolveRunOptions, type RunOptions } from '../../run/options.js';
import { parseShard } from '../../run/shard.js';
import type { MutationTally, RunListener, RunResults } from '../../run/types.js';
import { auditTally } from '../tally.js';
import { createTraceListeners } from '../../trace/index.js';
import type { Command } from '../command.js';
import { gitInfo } from '../git.js';
import type { CliIO } from '../io.js';
import { type Selection, selectCases } from '../select.js';
import { packageVersion } from '../version.js';

const USAGE = `Usage: agentdesk eval [paths...] [options]

Runs golden cases through the real desk (triage, resolver, tools, guards) on a fresh store per trial,
grades them (state first, then tools, intent, guards, reply, judge, and the always-on safety checks)
and, with --gate, enforces the suite's gate. Every case is validated first: nothing runs if any is invalid.

Options:
  --suite <name>         suite from the config (default: the config's defaultSuite)
  --filter <id|glob>     only cases whose id matches (repeatable; * and ? globs)
  --model <spec>         reference | replay[:dir] | openai:<m> | openrouter:<m> | ollama:<m> | vllm:<m>
                         (default: the config's run.model, AGENTDESK_MODEL, else the recordings in the
                         config's run.recordings when there are some, else reference)
  --base-url <url>       OpenAI-compatible endpoint (or AGENTDESK_BASE_URL)
  --trials <k>           trials per case (default 1)
  --concurrency <n>      trials in flight (default 8)
  --timeout <seconds>    per trial (default 120)
  --max-steps <n>        model steps per customer turn (default 8)
  --seed <n>             sent as the request's seed to models that take one, and recorded in the run
  --gate                 apply the suite's gate: exit 1 when it fails
  --out <dir>            run folder (default .agentdesk/runs/<run-id>)
  --shard <i/n>          run a stable share of the cases (merge the shards with agentdesk merge)
  --record <dir>         save every model exchange and what it was made from (replayed by default when
                         <dir> is the config's run.recordings; stale cases then fail the gate)
  --reporter <name>      terminal | json | md | html | junit | github (repeatable; default from the config)
  --config <file>        suites config (default: the nearest golden/suites.yaml from here up)
  --no-langfuse          do not send to Langfuse even when LANGFUSE_* keys are set

Exit codes: 0 gate passed (or no gate asked), 1 gate failed, 2 invalid input, 3 the run could not be carried out.`;

const DEFAULT_REPORTERS: ReporterName[] = ['terminal', 'json', 'md', 'html', 'junit'];

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      suite: { type: 'string' },
      filter: { type: 'string', multiple: true },
      model: { type: 'string' },
      'base-url': { type: 'string' },
      trials: { type: 'string' },
      concurrency: { type: 'string' },
      timeout: { type: 'string' },
      'max-steps': { type: 'string' },
      seed: { type: 'string' },
      gate: { type: 'boolean', default: false },
      out: { type: 'string' },
      shard: { type: 'string' },
      record: { type: 'string' },
      reporter: { type: 'string', multiple: true },
      config: { type: 'string' },
      'no-langfuse': { type: 'boolean', default: false },
    },
  });
}

function reporterNames(flags: string[] | undefined, fromConfig: readonly string[] | undefined, env: CliIO['env']): ReporterName[] {
  const names = new Set<string>(flags ?? fromConfig ?? DEFAULT_REPORTERS);
  names.add('json'); // results.json is the record of the run: always written
  if (env['GITHUB_ACTIONS'] === 'true') names.add('github');
  for (const n of names) {
    if (!(n in REPORTERS)) throw new UsageError(`unknown reporter '${n}'`, `Reporters: ${Object.keys(REPORTERS).join(', ')}`);
  }
  return [...names] as ReporterName[];
}

/** A provider failure on every single trial means the run could not be carried out (exit 3). */
function deadProvider(results: RunResults): string | undefined {
  const providerReasons = new Set(['model_error', 'timeout', 'rate_limited']);
  const all = results.trials;
  if (all.length === 0 || !all.every((t) => t.verdict === 'unjudged' && providerReasons.has(t.reason ?? ''))) return undefined;
  return all[0]?.detail ?? all[0]?.reason;
}

export interface EvalPlan {
  selection: Selection;
  provider: ModelProvider;
  judge?: ModelProvider;
  runDir: string;
  runId: string;
  /** The team's recordings folder, when the run replays it because no live model is configured. */
  recordings?: string;
  options: RunOptions;
}

async function plan(values: ReturnType<typeof parse>['values'], positionals: string[], io: CliIO): Promise<EvalPlan> {
  const shard = values.shard !== undefined ? parseShard(values.shard) : undefined;
  const selection = await selectCases({
    cwd: io.cwd,
    paths: positionals,
    ...(values.config ? { config: values.config } : {}),
    ...(values.suite ? { suite: values.suite } : {}),
    ...(values.filter ? { filters: values.filter } : {}),
    ...(shard ? { shard } : {}),
  });
  const { config } = selection;
  const choice = chooseModel(values.model, config, io.env, io.cwd);
  const spec = choice.spec;
  const flags = { trials: values.trials, concurrency: values.concurrency, timeout: values.timeout, maxSteps: values['max-steps'], seed: values.seed };
  const resolved = resolveRunOptions({ flags, config, env: io.env });
  let provider = createProvider({
    spec,
    settings: resolved.modelSettings,
    env: io.env,
    cwd: io.cwd,
    ...(config.prices ? { prices: config.prices } : {}),
    ...(values['base-url'] ? { baseUrl: values['base-url'] } : {}),
  });
  if (values.record) provider = recordingProvider(provider, resolvePath(io.cwd, values.record));
  const judge = createJudgeProvider(config.judge, io.env, config.prices, { cwd: io.cwd });
  const runId = newRunId();
  const out = values.out ?? join(config.run?.out ?? '.agentdesk/runs', runId);
  const options = fitToProvider(resolved, provider);
  return { selection, provider, ...(judge ? { judge } : {}), runDir: resolvePath(io.cwd, out), runId, options, ...(choice.recordings ? { recordings: choice.recordings } : {}) };
}

/** The cases every trial of which was judged: only their recordings are whole. */
function judgedCases(selection: Selection, results: RunResults) {
  const open = new Set(results.trials.filter((t) => t.verdict === 'unjudged').map((t) => t.caseId));
  return selection.cases.filter((c) => !open.has(c.data.id));
}

function resolvePath(cwd: string, path: string): string {
  return isAbsolute(path) ? path : join(cwd, path);
}

/** When the suite's gate asks for a mutation score, the audit runs first on the same cases. */
async function mutationTally(selection: Selection, io: CliIO): Promise<MutationTally | undefined> {
  if (selection.suite.gate.minMutationScore === undefined) return undefined;
  io.stdout(`Mutation audit of ${selection.cases.length} case(s) for the gate's minimum score...\n`);
  return auditTally(selection.cases, selection.config.audit?.accepted ?? []);
}

async function execute(argv: string[], io: CliIO): Promise<ExitCode> {
  const { values, positionals } = parse(argv);
  const p = await plan(values, positionals, io);
  const { selection, options } = p;
  // Shards count their share of mutants too, so that a merge can gate on the whole tally.
  const mutation = values.gate || values.shard ? await mutationTally(selection, io) : undefined;
  await mkdir(p.runDir, { recursive: true });
  const prompts = loadPrompts();
  const recordings = p.recordings ? await recordingsState(io.cwd, p.recordings, selection.cases, prompts) : undefined;

  const warnings: string[] = [...options.notes];
  for (const note of options.notes) io.stderr(`note: ${note}\n`);
  const ctx = { runDir: p.runDir, io, cwd: io.cwd };
  const listeners: RunListener[] = [
    ...createTraceListeners({
      env: io.env,
      ...(selection.config.langfuse ? { config: selection.config.langfuse } : {}),
      runDir: p.runDir,
      disabled: values['no-langfuse'],
      cases: selection.cases,
      warn: (m) => warnings.push(m),
    }),
    ...reporterNames(values.reporter, selection.config.reporters, io.env).map((n) => REPORTERS[n](ctx)),
  ];
  const results = await runEval({
    cases: selection.cases,
    provider: p.provider,
    ...(p.judge ? { judge: p.judge } : {}),
    suite: selection.suiteName,
    scope: selection.scope,
    prompts,
    ...(recordings ? { recordings } : {}),
    ...(values.gate ? { gate: selection.suite.gate } : {}),
    ...(mutation ? { mutation } : {}),
    trials: options.trials,
    concurrency: options.concurrency,
    timeoutMs: options.timeoutMs,
    seed: options.seed ?? 0,
    ...(options.maxSteps ? { maxSteps: options.maxSteps } : {}),
    listeners,
    warnings,
    cwd: io.cwd,
    runId: p.runId,
    git: await gitInfo(io.cwd, io.env),
    schemaVersion: SCHEMA_VERSION,
    agentdeskVersion: await packageVersion(),
    ...(values.shard ? { shard: parseShard(values.shard) } : {}),
  });
  await Promise.all([p.provider.close?.(), p.judge?.close?.()]);
  if (values.record) await recordManifest(io.cwd, values.record, judgedCases(selection, results), prompts, p.provider.id);
  io.stdout(`Run folder: ${relative(io.cwd, p.runDir) || '.'}\n`);
  const dead = deadProvider(results);
  if (dead) {
    io.stderr(`agentdesk eval: the run could not be carried out: every trial failed at the model provider (${dead})\n`);
    return EXIT.runFailed;
  }
  if (values.gate && results.gate && !results.gate.passed) return EXIT.gateFailed;
  return EXIT.ok;
}

export const command: Command = {
  name: 'eval',
  summary: 'run cases through the desk, grade them and (with --gate) enforce the gate',
  usage: USAGE,
  run: execute,
};
