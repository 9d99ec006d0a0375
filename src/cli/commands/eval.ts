import { isAbsolute, join, relative } from 'node:path';
import { judgeRates, readJudgeCalibration } from '../../calibrate/index.js';
import { CASE_CACHE_DIR, SCHEMA_VERSION } from '../../cases/index.js';
import { customListeners, loadExtensions } from '../../config/extensions.js';
import { pairwiseWithBaseline } from '../../grade/pairwise.js';
import { type ExitCode, UsageError } from '../../errors.js';
import { createJudgeProvider } from '../../model/judge.js';
import { checkUserModel, createUserProvider } from '../../model/user.js';
import { PRESETS } from '../../model/backends/presets.js';
import { recordingProvider } from '../../model/record.js';
import { DEFAULT_MAX_STEPS } from '../../desk/resolver.js';
import { MODEL_SPECS } from '../../model/registry.js';
import { loadPrompts } from '../../desk/prompts.js';
import { parseFlags } from '../args.js';
import { providerFromFlags } from '../provider.js';
import { chooseModel, chooseUserModel, recordingsState, recordManifest } from '../recorded.js';
import type { ModelProvider } from '../../model/types.js';
import { oneLine } from '../../report/escape.js';
import { FORMATS, type FormatName } from '../../report/formats.js';
import { finishRun } from '../../report/finish.js';
import { DEFAULT_REPORTERS, isReporterName, REPORTER_NAMES, reporterListeners, type ReporterName } from '../../report/index.js';
import { type EvalOptions, newRunId, runEval } from '../../run/engine.js';
import { deadProvider } from '../../run/dead-provider.js';
import { auditsBeforeRun, mutationTally } from '../../audit/gate-tally.js';
import { fitToProvider, resolveRunOptions, RUN_DEFAULTS, type RunOptions } from '../../run/options.js';
import { repoUrlFromEnv } from '../../report/links.js';
import { pointLatest } from '../../report/runs.js';
import { onlyFailedFilters } from '../only-failed.js';
import type { WriteFailure } from '../../report/records.js';
import { readResumable, type Resumable } from '../../report/resume.js';
import { clearEarlierRun, prepareOutDir } from '../../report/run-folder.js';
import { RESULTS_FILE } from '../../report/results-file.js';
import { readBaseline } from '../../report/baseline-run.js';
import { renderSummary } from '../../report/terminal.js';
import { runListeners } from '../../report/listeners.js';
import { JOURNAL_FILE } from '../../run/journal.js';
import { parseShard } from '../../run/shard.js';
import type { RunResults, UserModelFrom } from '../../run/types.js';
import { createRedactor, knownSecrets, type Redactor } from '../../secrets/index.js';
import { TRACES_FILE } from '../../trace/index.js';
import type { Command } from '../command.js';
import { gitInfo } from '../git.js';
import { guardedIO, type CliIO } from '../io.js';
import { checkResumeFlags, keptTrials, resumeSelection } from '../resume.js';
import { exitCode, interruptionLines, interruptions, printFailures } from '../run-end.js';
import { type Selection, selectCases } from '../select.js';
import { alternatives } from '../help.js';
import { packageVersion } from '../version.js';

const HELP_INDENT = ' '.repeat(25);

const USAGE = `Usage: agentdesk eval [paths...] [options]
       agentdesk eval --resume <run-folder> [options]

Runs golden cases through the real desk (triage, resolver, tools, guards) on a fresh store per trial,
grades them (state first, then tools, intent, guards, the conversation path of reactive turns, reply, judge, and the always-on safety checks)
and, with --gate, enforces the suite's gate. Every case is validated first: nothing runs if any is invalid.

Options:
  --suite <name>         suite from the config (default: the config's defaultSuite)
  --filter <id|glob>     only cases whose id matches (repeatable; * and ? globs)
  --only-failed <run>    only the cases that failed or were unjudged in that run folder
                         (e.g. .agentdesk/runs/latest); --filter narrows them further
  --model <spec>         ${alternatives(MODEL_SPECS, HELP_INDENT)}
                         (noisy: the reference with seeded mistakes, by --seed)
                         (default: the config's run.model, AGENTDESK_MODEL, else the recordings in the
                         config's run.recordings when there are some, else reference)
  --base-url <url>       OpenAI-compatible endpoint (or AGENTDESK_BASE_URL)
  --user-model <spec>    the simulated customer of cases with a user: block on a live run (default: the
                         config's user.model; endpoint user.baseUrl or AGENTDESK_USER_BASE_URL, key
                         AGENTDESK_USER_API_KEY); without one a live run plays the scripted conversation,
                         and a replay of recordings that hold a simulated customer's calls replays them
  --trials <k>           trials per case (default ${RUN_DEFAULTS.trials})
  --concurrency <n>      trials in flight (default ${RUN_DEFAULTS.concurrency})
  --timeout <seconds>    per trial (default ${RUN_DEFAULTS.timeoutSeconds})
  --max-steps <n>        model steps per customer turn (default ${DEFAULT_MAX_STEPS})
  --seed <n>             sent as the request's seed to models that take one, and recorded in the run
  --gate                 apply the suite's gate: exit 1 when it fails
  --baseline <path>      compare with a baseline run (its folder or results.json; default: the suite's
                         gate.baseline.from): regressions and improvements lead report.md, and with
                         --gate a significant drop fails it
  --out <dir>            run folder (default .agentdesk/runs/<run-id>); the files of an earlier run there are replaced
  --resume <dir>         finish an interrupted run: runs only its missing trials, with its model, suite and cases
  --shard <i/n>          run a stable share of the cases (merge the shards with agentdesk merge)
  --record <dir>         save every model exchange and what it was made from (replayed by default when
                         <dir> is the config's run.recordings; stale cases then fail the gate)
  --reporter <name>      ${REPORTER_NAMES.join(' | ')} (repeatable; default from the config)
  --config <file>        suites config (default: the nearest golden/suites.yaml from here up)
  --no-langfuse          do not send to Langfuse even when LANGFUSE_* keys are set

Ctrl-C (or SIGTERM) stops the run: no new trial starts, those in flight get 3 s, results.json is
written marked partial, and the exit code is 130 (143). A second Ctrl-C exits at once.

Exit codes: 0 gate passed (or no gate asked), 1 gate failed, 2 invalid input, 3 the run could not be
carried out or its record could not be written, 130/143 interrupted.`;

function parse(argv: string[]) {
  return parseFlags(argv, {
    suite: { type: 'string' },
    filter: { type: 'string', multiple: true },
    'only-failed': { type: 'string' },
    model: { type: 'string' },
    'base-url': { type: 'string' },
    'user-model': { type: 'string' },
    trials: { type: 'string' },
    concurrency: { type: 'string' },
    timeout: { type: 'string' },
    'max-steps': { type: 'string' },
    seed: { type: 'string' },
    gate: { type: 'boolean', default: false },
    baseline: { type: 'string' },
    out: { type: 'string' },
    resume: { type: 'string' },
    shard: { type: 'string' },
    record: { type: 'string' },
    reporter: { type: 'string', multiple: true },
    config: { type: 'string' },
    'no-langfuse': { type: 'boolean', default: false },
  });
}

type Values = ReturnType<typeof parse>['values'];

function reporterNames(flags: string[] | undefined, fromConfig: readonly string[] | undefined, env: CliIO['env']): ReporterName[] {
  const names = new Set<string>(flags ?? fromConfig ?? DEFAULT_REPORTERS);
  names.add('json'); // results.json is the record of the run: always written
  if (env['GITHUB_ACTIONS'] === 'true') names.add('github');
  return [...names].map((n) => {
    if (!isReporterName(n)) throw new UsageError('usage/bad-choice', `unknown reporter '${n}'`, `Reporters: ${REPORTER_NAMES.join(', ')}`);
    return n;
  });
}

export interface EvalPlan {
  selection: Selection;
  provider: ModelProvider;
  judge?: ModelProvider;
  /** The simulated customer's model (`--user-model`, the config's `user:`, a replay's own recordings), when there is one. */
  user?: ModelProvider;
  userFrom?: UserModelFrom;
  runDir: string;
  runId: string;
  /** The team's recordings folder, when the run replays it because no live model is configured. */
  recordings?: string;
  options: RunOptions;
  redact: Redactor;
}

/** Unchanged case files are not parsed again (src/cases/cache.ts); AGENTDESK_CASE_CACHE=off parses every one. */
function caseCache(io: CliIO): { cache?: string } {
  return io.env['AGENTDESK_CASE_CACHE'] === 'off' ? {} : { cache: join(io.cwd, CASE_CACHE_DIR) };
}

function resolvePath(cwd: string, path: string): string {
  return isAbsolute(path) ? path : join(cwd, path);
}

async function plan(values: Values, positionals: string[], io: CliIO, resume?: Resumable): Promise<EvalPlan> {
  const shard = values.shard !== undefined ? parseShard(values.shard) : undefined;
  const selection = resume
    ? await resumeSelection(values.config ?? resume.meta.config, resume, io)
    : await selectCases({
        cwd: io.cwd,
        paths: positionals,
        ...(values.config ? { config: values.config } : {}),
        ...(values.suite ? { suite: values.suite } : {}),
        ...(values['only-failed'] !== undefined
          ? { filters: await onlyFailedFilters(values['only-failed'], values.filter, io.cwd) }
          : values.filter
            ? { filters: values.filter }
            : {}),
        ...(shard ? { shard } : {}),
        ...caseCache(io),
      });
  const { config } = selection;
  const runId = resume?.meta.runId ?? newRunId();
  const runDir = resume?.dir ?? resolvePath(io.cwd, values.out ?? join(config.run?.out ?? '.agentdesk/runs', runId));
  // Checked before anything runs: a run that cannot keep its record is not started.
  await prepareOutDir(runDir, values.out ?? relative(io.cwd, runDir));
  const redact = createRedactor(
    knownSecrets({ env: io.env, envNames: Object.values(PRESETS).flatMap((p) => p.keyEnv), urls: [values['base-url'], config.model?.baseUrl, config.judge?.baseUrl, config.user?.baseUrl] }),
  );
  const choice = resume ? { spec: resume.meta.model.id } : chooseModel(values.model, config, io.env, io.cwd);
  const spec = choice.spec;
  const flags = {
    trials: resume ? String(resume.meta.trials) : values.trials,
    concurrency: values.concurrency,
    timeout: values.timeout,
    maxSteps: values['max-steps'],
    seed: resume ? String(resume.meta.seed) : values.seed,
  };
  const resolved = resolveRunOptions({ flags, config, env: io.env });
  let provider = providerFromFlags(spec, { config, io, settings: resolved.modelSettings, baseUrl: values['base-url'] });
  const before = resume?.meta.model.settings['baseUrl'];
  if (before !== undefined && provider.settings['baseUrl'] !== before) {
    throw new UsageError('usage/base-url', `--resume: the run used ${String(before)}, this one would use ${String(provider.settings['baseUrl'])}; pass --base-url`, '');
  }
  const userChoice = await chooseUserModel(values['user-model'], config, spec, selection.cases, io.cwd);
  let user = createUserProvider({ flag: userChoice?.spec, config: config.user, env: io.env, ...(config.prices ? { prices: config.prices } : {}), extra: { cwd: io.cwd } });
  if (user) checkUserModel(user, provider, config.user);
  if (values.record) provider = recordingProvider(provider, resolvePath(io.cwd, values.record));
  // The customer's lines are recorded beside the agent's: a replay of the run replays both.
  if (user && values.record) user = recordingProvider(user, resolvePath(io.cwd, values.record));
  const judge = createJudgeProvider(config.judge, io.env, config.prices, { cwd: io.cwd });
  const options = fitToProvider(resolved, provider);
  const recordings = 'recordings' in choice && choice.recordings ? { recordings: choice.recordings } : {};
  return { selection, provider, ...(judge ? { judge } : {}), ...(user && userChoice ? { user, userFrom: userChoice.from } : {}), runDir, runId, options, redact, ...recordings };
}

/**
 * What the run does with the cases that have a simulated customer (`user:`), said once: a live run
 * without a user model plays their scripted conversation; the reference always does.
 */
function simulationNotes(cases: Selection['cases'], provider: ModelProvider, user: ModelProvider | undefined, from?: UserModelFrom): string[] {
  const simulated = cases.filter((c) => c.data.user !== undefined).length;
  if (simulated === 0) return [];
  const those = `${simulated} case(s) with a user: block`;
  if (provider.exercises === 'reference') return user ? [`${those}: the ${provider.id} model plays their scripted conversation; the user model ${user.id} is not asked`] : [];
  if (!user) return [`${those}: no user model configured (--user-model or the config's user.model), so their scripted conversation was played`];
  if (from === 'recordings') {
    return [`${those}: the user model ${user.id} replays the customer after each one's scripted opening (no --user-model or user.model: the recordings hold the simulated customer's calls)`];
  }
  return [`${those}: the user model ${user.id} plays the customer after each one's scripted opening`];
}

/** The cases every trial of which was judged: only their recordings are whole. */
function judgedCases(selection: Selection, results: RunResults) {
  const open = new Set(results.trials.filter((t) => t.verdict === 'unjudged').map((t) => t.caseId));
  return selection.cases.filter((c) => !open.has(c.data.id));
}

/** The baseline run to compare with: `--baseline`, else the suite's `gate.baseline.from`; none when neither is set. */
async function baselineFor(values: Values, p: EvalPlan, io: CliIO): Promise<EvalOptions['baseline']> {
  const config = p.selection.suite.gate.baseline;
  const source = values.baseline ?? config?.from;
  return source === undefined ? undefined : readBaseline(source, config, { runDir: p.runDir, cwd: io.cwd });
}

async function execute(argv: string[], rawIO: CliIO): Promise<ExitCode> {
  const { values, positionals } = parse(argv);
  if (values.resume !== undefined) checkResumeFlags(values, positionals);
  const resume = values.resume !== undefined ? await readResumable(values.resume, rawIO.cwd) : undefined;
  const p = await plan(values, positionals, rawIO, resume);
  // The io knows the config's secrets too from here on.
  const io = guardedIO(rawIO, p.redact);
  const { selection, options } = p;
  // Scorers and reporters the config names by module path: one that cannot be loaded stops the run here (exit 2).
  const extensions = await loadExtensions(selection.config, { cwd: io.cwd, ...(selection.configFile ? { file: selection.configFile } : {}) });
  const gated = values.gate || (resume?.gated ?? false);
  const shard = resume?.meta.shard ?? (values.shard ? parseShard(values.shard) : undefined);
  const kept = resume ? keptTrials(resume, selection, io) : [];
  // Read before the out folder is cleared: the baseline may be the run this one replaces.
  const baseline = await baselineFor(values, p, io);
  // Read before the run too: a judge.calibration that cannot be read stops it before anything is paid for.
  const judgeCalibration = await readJudgeCalibration(selection.config.judge?.calibration, io.cwd);
  if (!resume) await clearEarlierRun(p.runDir, [...Object.values(FORMATS).map((f) => f.file), TRACES_FILE, JOURNAL_FILE], [RESULTS_FILE, JOURNAL_FILE]);
  // Shards count their share of mutants too, so that a merge can gate on the whole tally.
  const mutation =
    resume?.mutation ??
    (auditsBeforeRun(selection.suite.gate, { gated, sharded: shard !== undefined })
      ? await mutationTally(selection.cases, selection.config.audit?.accepted ?? [], io.stdout)
      : undefined);
  const prompts = loadPrompts();
  const recordings = p.recordings ? await recordingsState(io.cwd, p.recordings, selection.cases, prompts) : undefined;

  const names = reporterNames(values.reporter, extensions.reporterNames, io.env);
  const formats = names.filter((n): n is FormatName => n in FORMATS);
  const notes = [...options.notes, ...simulationNotes(selection.cases, p.provider, p.user, p.userFrom)];
  const warnings: string[] = [...notes];
  for (const note of notes) io.stderr(`note: ${note}\n`);
  const failures: WriteFailure[] = [];
  const listeners = runListeners({
    runDir: p.runDir,
    env: io.env,
    ...(selection.config.langfuse ? { langfuse: selection.config.langfuse } : {}),
    noLangfuse: values['no-langfuse'],
    cases: selection.cases,
    redact: p.redact,
    warnings,
    failures,
    ...(resume ? { kept: kept.map((t) => `${t.caseId}#${t.trial}`) } : {}),
    ...(names.includes('terminal') ? { terminal: { io, activity: () => p.provider.activity?.() } } : {}),
  }).concat(
    reporterListeners(names, { runDir: p.runDir, io, cwd: io.cwd }),
    // --reporter replaces the config's list, the modules in it too.
    values.reporter ? [] : customListeners(extensions.reporters, { runDir: p.runDir, io, cwd: io.cwd }),
  );
  const interrupt = interruptions(io);
  let results: RunResults;
  try {
    results = await runEval({
      cases: selection.cases,
      provider: p.provider,
      ...(p.judge ? { judge: p.judge } : {}),
      ...(p.user ? { user: p.user } : {}),
      ...(p.userFrom ? { userFrom: p.userFrom } : {}),
      suite: selection.suiteName,
      scope: selection.scope,
      prompts,
      ...(recordings ? { recordings } : {}),
      ...(baseline ? { baseline } : {}),
      quarantine: selection.quarantine,
      ...(gated ? { gate: selection.suite.gate } : {}),
      ...(mutation ? { mutation } : {}),
      trials: options.trials,
      concurrency: options.concurrency,
      timeoutMs: options.timeoutMs,
      seed: options.seed ?? 0,
      ...(options.maxSteps ? { maxSteps: options.maxSteps } : {}),
      scorers: extensions.scorers,
      listeners,
      warnings,
      cwd: io.cwd,
      ...(selection.configFile ? { configFile: selection.configFile } : {}),
      runId: p.runId,
      git: await gitInfo(io.cwd, io.env),
      schemaVersion: SCHEMA_VERSION,
      agentdeskVersion: await packageVersion(),
      ...(shard ? { shard } : {}),
      signal: interrupt.signal,
      redact: p.redact,
      ...(resume
        ? { resume: { kept, startedAt: resume.meta.startedAt, resumed: [...(resume.meta.resumed ?? []), { at: new Date().toISOString(), kept: kept.length }] } }
        : {}),
    });
    // With a judge, each judge line is also compared with the baseline's reply, both ways round (while the judge is open).
    if (p.judge && baseline && results.baseline && !results.partial) {
      const pairwise = await pairwiseWithBaseline({ judge: p.judge, cases: selection.cases, baseline: baseline.baseline.trials, current: results.trials, signal: interrupt.signal });
      if (pairwise) results.baseline.pairwise = p.redact.value(pairwise);
    }
  } catch (error) {
    interrupt.stop();
    throw error;
  } finally {
    await Promise.all([p.provider.close?.(), p.judge?.close?.(), p.user?.close?.()]);
  }
  const signal = interrupt.heard();
  if (results.interrupted && signal) results.interrupted.signal = signal;
  // Judge rubric lines: the raw pass rate of each, and the same corrected by the judge's calibration.
  const rates = judgeRates(results.trials, p.judge?.id, judgeCalibration);
  if (rates) results.judgeRates = rates;
  if (values.record && !results.partial) await recordManifest(io.cwd, values.record, judgedCases(selection, results), prompts, p.provider.id);

  const repoUrl = repoUrlFromEnv(io.env, io.cwd);
  failures.push(
    ...(await finishRun(results, { dir: p.runDir, formats, io, redact: p.redact, github: names.includes('github'), ...(repoUrl ? { repoUrl } : {}) })),
  );
  // `<runs>/latest` follows the newest run folder there; an --out elsewhere is left out.
  await pointLatest(resolvePath(io.cwd, selection.config.run?.out ?? '.agentdesk/runs'), p.runDir);
  // Only now, with the record safe (or its failure known), comes the verdict.
  io.stdout(`Run folder: ${relative(io.cwd, p.runDir) || '.'}\n`);
  if (names.includes('terminal')) io.stdout(renderSummary(results, { verdict: failures.length === 0 }));
  if (results.partial) io.stdout(interruptionLines(results, p.runDir, io));
  const dead = deadProvider(results);
  if (dead) io.stderr(`agentdesk eval: the run could not be carried out: every trial failed at the model provider (${oneLine(dead)})\n`);
  printFailures(failures, p.runDir, io);
  interrupt.stop();
  return exitCode(results, failures, dead, gated);
}

export const command: Command = {
  name: 'eval',
  summary: 'run cases through the desk, grade them and (with --gate) enforce the gate',
  usage: USAGE,
  run: execute,
};
