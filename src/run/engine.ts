/**
 * The engine: cases x trials with bounded concurrency, each trial on its own fresh store, events to
 * listeners, then the summary and (when asked) the gate. Listeners never change a verdict: what they
 * throw becomes a warning (see listeners.ts). An interrupted run (its `signal` aborted) starts no
 * more trials, gives those in flight a short grace and then cancels them, and comes back marked
 * `partial`.
 */
import { randomBytes } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import type { LoadedCase } from '../cases/types.js';
import type { GateConfig } from '../config/types.js';
import type { DeskRules } from '../desk/guards/rules.js';
import { loadPrompts, type Prompts } from '../desk/prompts.js';
import { evaluateGate, withoutQuarantined } from '../gate/gate.js';
import type { Scorer } from '../grade/types.js';
import type { ModelProvider } from '../model/types.js';
import { NO_SECRETS, type Redactor } from '../secrets/index.js';
import { trialPacker } from './compact.js';
import { forEachLimited } from './limited.js';
import { RUN_DEFAULTS } from './options.js';
import { annotateTrial, closeAll, emit, emitNow } from './listeners.js';
import { summarize } from './summary.js';
import { INTERRUPTED, runTrial } from './trial.js';
import {
  type CaseInfo,
  type GateResult,
  type MutationTally,
  RESULTS_VERSION,
  type RunListener,
  type RunMeta,
  type RunResults,
  type RecordingsState,
  type RunScope,
  type TrialResult,
  type UserModelFrom,
} from './types.js';
import { exercisedBy } from './exercised.js';
import type { QuarantineEntry } from '../config/quarantine.js';
import { compareWithBaseline, costFacts, type CompareInput } from './baseline.js';

/**
 * How long trials in flight may go on after an interrupt before they are cancelled: long enough to
 * keep a model answer already paid for, short enough to write the record before CI sends SIGTERM
 * (GitHub Actions: 7.5 s after SIGINT).
 */
const INTERRUPT_GRACE_MS = 3_000;

export interface EvalOptions {
  cases: LoadedCase[];
  provider: ModelProvider;
  judge?: ModelProvider;
  /** The simulated customer of cases with a `user:` block (on a live or recorded run). */
  user?: ModelProvider;
  /** Where the user model came from, for results.json. */
  userFrom?: UserModelFrom;
  suite: string;
  /** When set, the gate is evaluated into `results.gate`. */
  gate?: GateConfig;
  /** The audit's tally over these cases, for a gate with `minMutationScore`. */
  mutation?: MutationTally;
  trials?: number;
  concurrency?: number;
  /** Per trial. */
  timeoutMs?: number;
  seed?: number;
  maxSteps?: number;
  rules?: DeskRules;
  /**
   * Scorers from outside, graded after the built-in ones in this order: each adds its dimension to
   * the trials, the summary, the reports and the gate's `dimensions` (see docs/extending.md).
   */
  scorers?: readonly Scorer<string>[];
  /**
   * Listeners in the order they hear each event: put exporters (Langfuse) before the reporters, so a
   * warning an exporter raises in runEnd is in the reports. What a listener adds to a trial does not
   * depend on the order (see listeners.ts).
   */
  listeners?: RunListener[];
  /** Where warnings go; pass the same array to listeners that warn on their own (it becomes results.warnings). */
  warnings?: string[];
  cwd?: string;
  prompts?: Prompts;
  runId?: string;
  shard?: { index: number; total: number };
  /** How much of the suite the cases are (from the selection). */
  scope?: RunScope;
  /** When the provider replays recordings: the cases they are stale for. */
  recordings?: RecordingsState;
  git?: RunMeta['git'];
  schemaVersion?: number;
  agentdeskVersion?: string;
  /** The suites config file, recorded in the run's facts. */
  configFile?: string;
  /** Cases that run and are reported but do not gate (golden/quarantine.yaml). */
  quarantine?: readonly QuarantineEntry[];
  /** A baseline run to compare with: the comparison is recorded, and gated when there is a gate. */
  baseline?: Omit<CompareInput, 'cases' | 'trials' | 'costs'>;
  /** Aborted on an interrupt: no trial starts after it (see INTERRUPT_GRACE_MS for those in flight). */
  signal?: AbortSignal;
  graceMs?: number;
  /** Every secret the run knows: each trial's result is redacted before anyone sees it. */
  redact?: Redactor;
  /** A resumed run: the trials that already finished (never run again), and the run's first facts. */
  resume?: { kept: TrialResult[]; startedAt: string; resumed: NonNullable<RunMeta['resumed']> };
}

function caseInfo(c: LoadedCase, quarantine: readonly QuarantineEntry[] = []): CaseInfo {
  const q = quarantine.find((e) => e.id === c.data.id);
  return {
    id: c.data.id,
    ...(c.data.title ? { title: c.data.title } : {}),
    category: c.data.category,
    tags: c.data.tags ?? [],
    severity: c.data.severity ?? 'standard',
    file: c.file,
    hash: c.hash,
    ...(q ? { quarantined: { reason: q.reason, owner: q.owner, expires: q.expires } } : {}),
  };
}

export function newRunId(now = new Date()): string {
  return `${now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}-${randomBytes(3).toString('hex')}`;
}

const trialKey = (caseId: string, trial: number): string => `${caseId}#${trial}`;

/**
 * Every (case, trial) pair of the run still to do, in case order, made one at a time as places
 * free up; none once the run is stopped.
 */
function* trialsOf(cases: readonly LoadedCase[], trials: number, done: ReadonlySet<string>, stop?: AbortSignal): Generator<[LoadedCase, number]> {
  for (const c of cases) {
    for (let k = 1; k <= trials; k += 1) {
      if (stop?.aborted) return;
      if (!done.has(trialKey(c.data.id, k))) yield [c, k];
    }
  }
}

/** Cancels the trials in flight `graceMs` after the stop signal; `dispose` when the run is over. */
function cancellation(stop: AbortSignal | undefined, graceMs: number): { signal: AbortSignal; dispose(): void } {
  const cancel = new AbortController();
  // Every trial in flight listens on it: as many as the concurrency.
  setMaxListeners(0, cancel.signal);
  let timer: NodeJS.Timeout | undefined;
  const onStop = () => {
    timer = setTimeout(() => cancel.abort(), graceMs);
  };
  if (stop?.aborted) onStop();
  else stop?.addEventListener('abort', onStop, { once: true });
  return {
    signal: cancel.signal,
    dispose() {
      clearTimeout(timer);
      stop?.removeEventListener('abort', onStop);
    },
  };
}

/** The gate of a run that did not finish: never passed, whatever the trials that did finish say. */
function incompleteGate(gate: GateResult, missing: number, planned: number): GateResult {
  const complete = { name: 'complete', ok: false, message: `the run was interrupted: ${missing} of ${planned} trial(s) did not finish` };
  return { ...gate, passed: false, checks: [complete, ...gate.checks] };
}

export async function runEval(options: EvalOptions): Promise<RunResults> {
  const started = performance.now();
  const trials = options.trials ?? RUN_DEFAULTS.trials;
  const concurrency = options.concurrency ?? RUN_DEFAULTS.concurrency;
  const prompts = options.prompts ?? loadPrompts();
  const listeners = options.listeners ?? [];
  const warnings: string[] = options.warnings ?? [];
  const cases = options.cases.map((c) => caseInfo(c, options.quarantine));
  const info = new Map(cases.map((c) => [c.id, c]));
  const redact = options.redact ?? NO_SECRETS;
  const meta: RunMeta = {
    runId: options.runId ?? newRunId(),
    startedAt: options.resume?.startedAt ?? new Date().toISOString(),
    model: { id: options.provider.id, settings: options.provider.settings },
    ...(options.judge ? { judge: { id: options.judge.id, settings: options.judge.settings } } : {}),
    ...(options.user ? { user: { id: options.user.id, settings: options.user.settings, ...(options.userFrom ? { from: options.userFrom } : {}) } } : {}),
    suite: options.suite,
    trials,
    concurrency,
    seed: options.seed ?? 0,
    ...(options.shard ? { shard: options.shard } : {}),
    schemaVersion: options.schemaVersion ?? 1,
    prompts: { ...prompts.hashes, version: prompts.version },
    git: options.git ?? {},
    agentdeskVersion: options.agentdeskVersion ?? '0.0.0',
    cwd: options.cwd ?? process.cwd(),
    exercised: exercisedBy(options.provider),
    ...(options.scope ? { scope: options.scope } : {}),
    ...(options.configFile ? { config: options.configFile } : {}),
    ...(options.resume ? { resumed: options.resume.resumed } : {}),
  };
  await emit(listeners, warnings, (l) => l.runStart?.(meta, cases));

  const order = new Map(options.cases.map((c, i) => [c.data.id, i]));
  const kept = options.resume?.kept ?? [];
  const packer = trialPacker(options.cases.length * trials);
  for (const t of kept) packer.compact(t);
  const results: TrialResult[] = [...kept];
  const done = new Set(kept.map((t) => trialKey(t.caseId, t.trial)));
  const cancel = cancellation(options.signal, options.graceMs ?? INTERRUPT_GRACE_MS);
  const runOne = async (c: LoadedCase, trial: number): Promise<void> => {
    // Handed to the scheduler before the stop, started after it: it never runs.
    if (options.signal?.aborted) return;
    emitNow(listeners, warnings, (l) => l.trialStart?.(c.data.id, trial));
    const ran = await runTrial({
      case: c,
      trial,
      provider: options.provider,
      ...(options.judge ? { judge: options.judge } : {}),
      ...(options.user ? { user: options.user } : {}),
      prompts,
      ...(options.rules ? { rules: options.rules } : {}),
      ...(options.maxSteps ? { maxSteps: options.maxSteps } : {}),
      timeoutMs: options.timeoutMs ?? RUN_DEFAULTS.timeoutSeconds * 1000,
      cancel: cancel.signal,
      ...(options.scorers ? { scorers: options.scorers } : {}),
    });
    // Whatever a provider echoed (a key, a Basic header) is gone before any listener or file sees it.
    const result = await annotateTrial(listeners, warnings, redact.value(ran), info.get(c.data.id)!);
    results.push(result);
    await emit(listeners, warnings, (l) => l.trialEnd?.(result, info.get(c.data.id)!));
    packer.compact(result);
  };
  await forEachLimited(concurrency, trialsOf(options.cases, trials, done, options.signal), ([c, trial]) => runOne(c, trial));
  cancel.dispose();
  // A provider learns during a run (a server that refused json_schema output): its settings as they
  // ended, and what it worked around, are part of the run's record.
  meta.model.settings = { ...options.provider.settings };
  if (meta.judge && options.judge) meta.judge.settings = { ...options.judge.settings };
  warnings.push(...(options.provider.notices?.() ?? []), ...(options.judge?.notices?.() ?? []), ...(options.user?.notices?.() ?? []));
  // Results come back in completion order; sort them so a run reads the same at any concurrency.
  results.sort((a, b) => (order.get(a.caseId) ?? 0) - (order.get(b.caseId) ?? 0) || a.trial - b.trial);

  const durationMs = performance.now() - started;
  const summary = summarize(cases, results, durationMs);
  meta.finishedAt = new Date().toISOString();
  const run: RunResults = {
    version: RESULTS_VERSION,
    meta,
    cases,
    trials: results,
    summary,
    ...(options.mutation ? { mutation: options.mutation } : {}),
    ...(options.recordings ? { recordings: options.recordings } : {}),
    warnings,
  };
  const gating = withoutQuarantined({ cases, trials: results, summary });
  // Compared over the cases that gate: a quarantined case's regression is reported with it, not here.
  if (options.baseline) run.baseline = compareWithBaseline({ ...options.baseline, cases: gating.cases, trials: gating.trials, costs: costFacts(run) });
  const planned = options.cases.length * trials;
  const cancelled = results.filter((t) => t.verdict === 'unjudged' && t.reason === INTERRUPTED).length;
  const notStarted = planned - results.length;
  if (options.signal?.aborted || cancelled > 0 || notStarted > 0) {
    run.partial = true;
    run.interrupted = { at: new Date().toISOString(), notStarted, cancelled };
  }
  if (options.gate) {
    run.gate = evaluateGate({
      suite: options.suite,
      config: options.gate,
      summary,
      trials: results,
      cases,
      ...(options.mutation?.score !== undefined ? { mutationScore: options.mutation.score } : {}),
      ...(meta.exercised ? { exercised: meta.exercised } : {}),
      ...(options.recordings ? { recordings: options.recordings } : {}),
      ...(run.baseline ? { baseline: run.baseline } : {}),
    });
    if (run.partial) run.gate = incompleteGate(run.gate, notStarted + cancelled, planned);
  }
  await emit(listeners, warnings, (l) => l.runEnd?.(run));
  await closeAll(listeners, warnings);
  // Warnings quote servers (Langfuse, providers): they are redacted like everything else.
  run.warnings = warnings.map((w) => redact.text(w));
  return run;
}
