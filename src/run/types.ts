/**
 * What a run produces (`results.json`) and the events it emits while running.
 * Reporters and the Langfuse exporter listen to the events; the engine does not know them.
 */
import type { BranchId, Severity } from '../cases/types.js';
import type { Usage, Visit } from '../desk/types.js';
import type { GateConfig } from '../config/types.js';
import type { AssertionResult, GradedDimension, Verdict } from '../grade/types.js';
import type { ExercisedKind } from '../model/types.js';
import type { Interval } from '../stats/wilson.js';
import type { BaselineComparison } from './baseline.js';

export const RESULTS_VERSION = 1;

export interface CaseInfo {
  id: string;
  title?: string;
  category: string;
  tags: string[];
  severity: Severity;
  file: string;
  hash: string;
  /** In golden/quarantine.yaml: the case runs and is reported but does not gate. */
  quarantined?: { reason: string; owner: string; expires: string };
}

/**
 * One trial's result. Once the listeners have seen it, the engine stores `visit` and `assertions`
 * deflated (see run/compact.ts): they read as usual, but each read is a fresh copy, so treat them
 * as read-only.
 */
export interface TrialResult {
  caseId: string;
  /** 1-based. */
  trial: number;
  verdict: Verdict;
  /** For unjudged: model_error, timeout, no_reference, off_reference, no_recording, ... */
  reason?: string;
  /** Human detail of the reason or of the first failure. */
  detail?: string;
  /** The first failing assertion (for fail). */
  firstFailure?: AssertionResult;
  assertions: AssertionResult[];
  /** Score per dimension in 0..1 (passed / judged assertions of that dimension). */
  dimensions: Partial<Record<GradedDimension, number>>;
  /** Assertions that could not be judged (e.g. judge lines with no judge model). */
  unjudgedAssertions: number;
  /** Absent when the visit never started. */
  visit?: Visit;
  /**
   * A case with reactive customer turns: the branch each of them said, turn by turn, and whether the
   * conversation check accepted it (`ok`). Kept beside the visit, so reports show the path without
   * reading the transcript.
   */
  branches?: TrialBranch[];
  /**
   * A case with a simulated customer (`user:`) played by a user model: who said each customer line
   * (the scripted opening, then the simulated lines), and how the visit ended.
   */
  customer?: TrialCustomer;
  usage: Usage;
  costUsd?: number;
  durationMs: number;
  /** The Langfuse trace of the trial, when it was sent there (the exporter's annotation). */
  traceId?: string;
  /**
   * What the summary reads of `visit` and `assertions`, taken by the engine when it compacts the
   * trial, so that summing up a run inflates nothing. Not enumerable: results.json never holds it,
   * and a trial read back from a file is summed up from its assertions as before.
   */
  digest?: TrialDigest;
}

/** Who said what in a trial with a simulated customer. */
export interface TrialCustomer {
  simulated: true;
  /** The user model. */
  model: string;
  opening: number;
  ended: 'done' | 'max_turns';
  turns: { turn: number; by: 'scripted' | 'simulated'; say: string; confirms?: boolean }[];
  /** The customer's goodbye when it ended the chat (not sent to the agent). */
  closing?: string;
}

/** The branch a reactive customer turn said in a trial. */
export interface TrialBranch {
  /** 1-based customer turn. */
  turn: number;
  branch: BranchId;
  /** `branch 1 (asked: zip)`, `otherwise`. */
  name: string;
  /** False when the conversation check failed the turn (a branch the case does not accept). */
  ok: boolean;
}

/** The part of a trial's visit and assertions that the run's summary needs. */
export interface TrialDigest {
  /** The visit's latency; absent when the visit never started. */
  latencyMs?: number;
  /** The failed safety assertions, in order. */
  safetyFailures: { assertion: string; message: string }[];
}

export interface Rate {
  passed: number;
  failed: number;
  unjudged: number;
  /** passed / (passed + failed); undefined when nothing was judged. */
  passRate?: number;
  /**
   * 95 % interval of passRate. Of a group of cases (the run, a category): a bootstrap that resamples
   * cases with all their trials. Of one case: Wilson over its judged trials.
   */
  interval?: Interval;
}

/** One case over its trials (`summary.byCase`). */
export interface CaseStats extends Rate {
  /** pass@k for k = the run's trials per case: some trial of k passes. Absent when fewer were judged. */
  passAtK?: number;
  /** pass^k for the same k: every trial of k passes. */
  passHatK?: number;
  /** Passed some judged trials and failed others. */
  flaky: boolean;
}

/** The suite's mean pass@k and pass^k at one k, over the cases with at least k judged trials. */
export interface ReliabilityPoint {
  k: number;
  cases: number;
  passAtK?: number;
  passHatK?: number;
}

export interface GateCheck {
  name: string;
  ok: boolean;
  message: string;
}

export interface GateResult {
  suite: string;
  passed: boolean;
  checks: GateCheck[];
  config: GateConfig;
}

export interface RunSummary {
  cases: number;
  trials: number;
  overall: Rate;
  byCategory: Record<string, Rate>;
  /** Average score per dimension over the trials where it applied. */
  byDimension: Partial<Record<GradedDimension, number>>;
  /** Trials with a failed safety case or a failed always-on check. */
  safetyFailures: { caseId: string; trial: number; assertion: string; message: string }[];
  unjudged: { caseId: string; trial: number; reason: string }[];
  usage: Usage;
  costUsd?: number;
  durationMs: number;
  latency: { p50?: number | undefined; p95?: number | undefined };
  /** Each case over its trials (absent in results written before it was recorded). */
  byCase?: Record<string, CaseStats>;
  /** The trials per case that pass@k and pass^k are figured for: the most trials a case has. */
  k?: number;
  /** Mean pass@k and pass^k of the cases for k = 1 .. k. */
  reliability?: ReliabilityPoint[];
  /** Cases that passed some trials and failed others, in the run's order. */
  flaky?: string[];
}

/**
 * Where the user model came from: `--user-model`, the config's `user.model`, or `recordings` — a
 * replay with neither, whose folder holds the simulated customer's calls, replays them too.
 */
export type UserModelFrom = 'flag' | 'config' | 'recordings';

export interface RunMeta {
  runId: string;
  startedAt: string;
  finishedAt?: string;
  model: { id: string; settings: Record<string, unknown> };
  judge?: { id: string; settings: Record<string, unknown> };
  /** The user model that played the simulated customers, when one was configured, and where it came from. */
  user?: { id: string; settings: Record<string, unknown>; from?: UserModelFrom };
  suite: string;
  trials: number;
  concurrency: number;
  seed: number;
  shard?: { index: number; total: number };
  schemaVersion: number;
  prompts: Record<string, string>;
  git: { commit?: string; branch?: string; dirty?: boolean };
  agentdeskVersion: string;
  cwd: string;
  /** What the model exercised: a reference replay tests less than a live model. */
  exercised?: Exercised;
  /** How much of the suite ran, when paths, filters or a shard narrowed it. */
  scope?: RunScope;
  /** The suites config the run was selected and gated by, as the command found it (a resumed run reads it again). */
  config?: string;
  /** One entry per time the run was resumed (`agentdesk eval --resume`): when, and how many trials it kept. */
  resumed?: { at: string; kept: number }[];
}

/** What a run's model exercised, in words every report repeats. */
export interface Exercised {
  kind: ExercisedKind;
  statement: string;
}

/** What was asked for beyond the suite, and how much of the suite it left. */
export interface RunScope {
  /** Cases of the suite under the paths given. */
  suiteCases: number;
  /** Cases selected to run. */
  selected: number;
  /** Cases under the paths that the suite excludes, left out. */
  outsideSuite: number;
  paths: string[];
  filters: string[];
  shard?: { index: number; total: number };
  /** True when the run holds less than the whole suite: a filter, or a shard. */
  partial: boolean;
}

/** How a run that did not finish stopped. */
interface Interruption {
  /** SIGINT or SIGTERM, as the command heard it. */
  signal?: string;
  at: string;
  /** Trials of the plan (cases × trials) with no result at all: they never started. */
  notStarted: number;
  /** Trials stopped while running, kept as unjudged `interrupted`. */
  cancelled: number;
}

/** The mutation audit's tally over the run's cases (killed / (killed + survived) is the score). */
export interface MutationTally {
  killed: number;
  survived: number;
  score?: number;
}

export interface RunResults {
  version: typeof RESULTS_VERSION;
  meta: RunMeta;
  cases: CaseInfo[];
  trials: TrialResult[];
  summary: RunSummary;
  gate?: GateResult;
  /** Present when the suite's gate asks for a mutation score; shards' tallies add up in a merge. */
  mutation?: MutationTally;
  /** Present when the run replayed recordings: which of its cases they no longer match. */
  recordings?: RecordingsState;
  /** Present when the run was compared with a baseline run (`--baseline`, `gate.baseline.from`). */
  baseline?: BaselineComparison;
  /** Warnings that never change a verdict (e.g. Langfuse outages). */
  warnings: string[];
  /**
   * True when the run was interrupted: `trials` holds every trial that finished, the gate (if any)
   * failed its `complete` check, and `agentdesk eval --resume <run folder>` runs the rest.
   */
  partial?: boolean;
  interrupted?: Interruption;
  /** Present when the run has judge rubric lines: each line's judge pass rate, raw and corrected. */
  judgeRates?: JudgeRates;
}

/**
 * A judge's pass rate of one rubric line over the run, and the same corrected for the judge's own
 * errors as `agentdesk calibrate` measured them (Rogan–Gladen), with an interval over both the
 * calibration's labels and the run's judged lines.
 */
export interface JudgeRate {
  rubric: string;
  passed: number;
  /** Lines the judge decided (passed or failed); its "unknown" answers are not in it. */
  judged: number;
  unjudged: number;
  /** passed / judged. */
  raw?: number;
  /** The calibration's TPR and TNR of this judge on this line. */
  tpr?: number;
  tnr?: number;
  corrected?: number;
  /** The correction fell outside 0..1 and was clipped to it. */
  clipped?: boolean;
  interval?: { low: number; high: number };
  /** Why there is no corrected rate (or no interval): no calibration, another judge, chance-level. */
  note?: string;
}

export interface JudgeRates {
  /** The calibrate results file read, when there was one. */
  calibration?: string;
  /** The judge that calibration measured. */
  calibratedJudge?: string;
  rubrics: JudgeRate[];
}

/** The recordings a replay used, and the run's cases they are stale for. */
export interface RecordingsState {
  dir: string;
  stale: { caseId: string; why: string[] }[];
}

/** What a listener may add to a finished trial (the engine adds it; no listener writes to the result). */
export type TrialAnnotations = Partial<Pick<TrialResult, 'traceId'>>;

/**
 * Events a run emits, in order: start; per trial, start, annotate (every listener) and end (every
 * listener); then end. Every hook is optional and guarded alike: a throw is a warning.
 */
export interface RunEvents {
  runStart(meta: RunMeta, cases: CaseInfo[]): void | Promise<void>;
  /** Not awaited: the trial starts on time. */
  trialStart(caseId: string, trial: number): void;
  /** What this listener adds to the trial; every listener is asked before any hears `trialEnd`. */
  trialAnnotate(result: Readonly<TrialResult>, info: CaseInfo): TrialAnnotations | void | Promise<TrialAnnotations | void>;
  trialEnd(result: Readonly<TrialResult>, info: CaseInfo): void | Promise<void>;
  runEnd(results: RunResults): void | Promise<void>;
}

/** A listener that may be given a chance to flush before the process exits (awaited with a deadline). */
export interface RunListener extends Partial<RunEvents> {
  name: string;
  /** Flush and release; errors become warnings. */
  close?(): Promise<void>;
}
