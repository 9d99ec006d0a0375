import { join, relative, resolve } from 'node:path';
import { judgeRates, readJudgeCalibration } from '../../calibrate/index.js';
import { loadCases } from '../../cases/index.js';
import type { LoadedCase } from '../../cases/types.js';
import { loadConfig } from '../../config/load.js';
import { EXIT, type ExitCode, InvalidInputError, UsageError } from '../../errors.js';
import { finishRun } from '../../report/finish.js';
import { FORMAT_NAMES, FORMATS } from '../../report/formats.js';
import { repoUrlFromEnv } from '../../report/links.js';
import { mergeRuns, type MergeOptions } from '../../run/merge.js';
import { failureLine } from '../../report/records.js';
import { readRunFolder, RESULTS_FILE } from '../../report/results-file.js';
import { clearEarlierRun, prepareOutDir } from '../../report/run-folder.js';
import { renderSummary } from '../../report/terminal.js';
import { readBaseline } from '../../report/baseline-run.js';
import { JOURNAL_FILE } from '../../run/journal.js';
import type { RunResults } from '../../run/types.js';
import { parseFlags } from '../args.js';
import type { Command } from '../command.js';
import { gateNeedsMutation, mutationTally } from '../../audit/gate-tally.js';
import type { CliIO } from '../io.js';

const USAGE = `Usage: agentdesk merge <run-folders...> [--out dir] [--gate] [--suite name] [--config file] [--baseline run]

Joins the run folders of shards (agentdesk eval --shard i/n) into one run: the same cases, trials,
summary and gate as one unsharded run. Every shard 1..n must be there exactly once, and no case
trial may appear twice; shards that disagree on model, suite or commit are merged with a warning.
Writes results.json, report.md, report.html and junit.xml into --out.

Options:
  --out <dir>        the merged run folder (default .agentdesk/runs/merged-<id>)
  --gate             apply the gate and exit 1 when it fails (implied when the shards were gated)
  --config <file>    take the gate from this suites config (default: the shards' own gate, else
                     golden/suites.yaml)
  --suite <name>     the suite whose gate applies (default: the shards' suite)
  --baseline <run>   compare the merged run with this run folder or results.json, as eval
                     --baseline does (default: the gate's baseline.from, else the baseline the
                     shards were compared with); each shard's own comparison covered its share only

A partial shard (an interrupted run) is refused: finish it first with agentdesk eval --resume.

Exit codes: 0 gate passed (or no gate asked), 1 gate failed, 2 invalid input (folders, flags, config,
a partial shard), 3 the merge could not be carried out or its record could not be written.`;

function parse(argv: string[]) {
  return parseFlags(argv, {
    out: { type: 'string' },
    gate: { type: 'boolean', default: false },
    suite: { type: 'string' },
    config: { type: 'string' },
    baseline: { type: 'string' },
  });
}

type Values = ReturnType<typeof parse>['values'];

/** The gate from the suites config, when the flags ask for it or the shards carry none. */
async function configGate(values: Values, runs: readonly RunResults[], cwd: string): Promise<MergeOptions['gate']> {
  const shardsGated = runs.some((r) => r.gate);
  const wanted = values.config !== undefined || values.suite !== undefined || (values.gate && !shardsGated);
  if (!wanted) return undefined;
  const loaded = await loadConfig(values.config, { cwd });
  if (loaded.problems.length > 0) throw new InvalidInputError(loaded.problems);
  const suite = values.suite ?? runs[0]!.meta.suite;
  const suiteConfig = loaded.config.suites[suite];
  if (!suiteConfig) {
    throw new UsageError('usage/unknown-suite', `no suite named '${suite}' in ${loaded.file ?? 'the built-in config'}`, `Suites: ${Object.keys(loaded.config.suites).join(', ')}`);
  }
  return { suite, config: suiteConfig.gate };
}

/** The survivors the config (--config, or the one found from the checkout) accepts. */
async function acceptedSurvivors(values: Values, cwd: string): Promise<Parameters<typeof mutationTally>[1]> {
  const loaded = await loadConfig(values.config, { cwd });
  if (loaded.problems.length > 0) throw new InvalidInputError(loaded.problems);
  return loaded.config.audit?.accepted ?? [];
}

/** The merged run's cases, read again from their files (the merge runs in the same checkout). */
async function casesOf(results: RunResults, cwd: string): Promise<LoadedCase[]> {
  const { cases, problems } = await loadCases(results.cases.map((c) => c.file), { cwd });
  if (problems.length > 0) throw new InvalidInputError(problems);
  return cases;
}

/** A shard that was interrupted is not a share of the run: it is finished first, never merged as is. */
function refusePartial(folder: string, results: RunResults): void {
  if (!results.partial) return;
  throw new UsageError(
    'usage/partial-run',
    `${folder} is a partial run (interrupted: ${results.trials.length} trial(s) of ${results.cases.length * results.meta.trials}); finish it with agentdesk eval --resume ${folder}, then merge`,
    '',
  );
}

/** The baseline to compare with: --baseline, else the gate's baseline.from, else the one every shard was compared with. */
function baselineSource(values: Values, gate: MergeOptions['gate'], runs: readonly RunResults[]): string | undefined {
  if (values.baseline !== undefined) return values.baseline;
  if (gate?.config.baseline?.from !== undefined) return gate.config.baseline.from;
  const sources = new Set(runs.map((r) => r.baseline?.source));
  return sources.size === 1 ? [...sources][0] : undefined;
}

/**
 * Each shard's judge rates were of its share of the lines: the merged run's are figured again over
 * all of them, by the calibration the shards were corrected by.
 */
async function mergedJudgeRates(results: RunResults, runs: readonly RunResults[], cwd: string): Promise<RunResults['judgeRates']> {
  const judge = results.meta.judge?.id;
  const used = runs.flatMap((r) => (r.judgeRates ? [r.judgeRates] : []));
  if (judge === undefined || used.length === 0) return undefined;
  const file = used.find((r) => r.calibration !== undefined)?.calibration;
  const calibration = file ? await readJudgeCalibration(file, cwd) : { missing: 'the shards were corrected by no calibration' };
  return judgeRates(results.trials, judge, calibration);
}

async function execute(argv: string[], io: CliIO): Promise<ExitCode> {
  const { values, positionals } = parse(argv);
  if (positionals.length === 0) throw new UsageError('usage/operands', 'name the run folders of the shards to merge');
  const runs: RunResults[] = [];
  for (const folder of positionals) {
    const { results } = await readRunFolder(folder, io.cwd);
    refusePartial(folder, results);
    runs.push(results);
  }
  const gate = await configGate(values, runs, io.cwd);
  let merged = mergeRuns(runs, gate ? { gate } : {});
  if (gateNeedsMutation(merged.results.gate?.config) && !merged.results.mutation) {
    // Shards run without the gate did not count mutants: count them once, over all the cases,
    // leaving out the survivors the config accepts, as eval does.
    const mutation = await mutationTally(await casesOf(merged.results, io.cwd), await acceptedSurvivors(values, io.cwd), io.stdout);
    merged = mergeRuns(runs, { ...(gate ? { gate } : {}), mutation });
  }
  const out = resolve(io.cwd, values.out ?? join('.agentdesk', 'runs', merged.results.meta.runId));
  const source = baselineSource(values, merged.results.gate ? { suite: merged.results.gate.suite, config: merged.results.gate.config } : gate, runs);
  if (source !== undefined) {
    const baseline = await readBaseline(source, (gate ?? merged.results.gate)?.config.baseline, { runDir: out, cwd: io.cwd });
    merged = mergeRuns(runs, { ...(gate ? { gate } : {}), ...(merged.results.mutation ? { mutation: merged.results.mutation } : {}), baseline });
  }
  const { results, warnings, gated } = merged;
  const rates = await mergedJudgeRates(results, runs, io.cwd);
  if (rates) results.judgeRates = rates;
  await prepareOutDir(out, values.out ?? relative(io.cwd, out));
  await clearEarlierRun(out, [...Object.values(FORMATS).map((f) => f.file), JOURNAL_FILE], [RESULTS_FILE]);
  const repoUrl = repoUrlFromEnv(io.env, io.cwd);
  const github = io.env['GITHUB_ACTIONS'] === 'true';
  // The record first; the verdict is printed once it is safe, and a failure is the last word.
  const failures = await finishRun(results, { dir: out, formats: FORMAT_NAMES, io, github, ...(repoUrl ? { repoUrl } : {}) });
  for (const w of warnings) io.stderr(`agentdesk merge: warning: ${w}\n`);
  io.stdout(`Merged ${runs.length} run(s): ${results.summary.cases} cases, ${results.summary.trials} trials\n`);
  io.stdout(`Run folder: ${relative(io.cwd, out) || '.'}\n`);
  io.stdout(renderSummary(results, { verdict: failures.length === 0 }));
  if (failures.length > 0) {
    io.stderr(`agentdesk merge: the merged record is incomplete, so it has no verdict (exit 3):\n`);
    for (const f of failures) io.stderr(`${failureLine('merge', f)}\n`);
    return EXIT.runFailed;
  }
  return (values.gate || gated) && results.gate && !results.gate.passed ? EXIT.gateFailed : EXIT.ok;
}

export const command: Command = {
  name: 'merge',
  summary: 'join shard results and apply the gate once',
  usage: USAGE,
  run: execute,
};
