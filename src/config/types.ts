/**
 * The suites config (`golden/suites.yaml`): suites with their selection and gate,
 * run defaults, the judge, model prices, reporters and scorers, Langfuse, the audit and calibration.
 */
import type { GradedDimension } from '../grade/types.js';
import type { ReporterName } from '../report/index.js';

/** A module named by path, `./`, `../` or `/` first; a relative one is read from the config file's folder. */
export type ModulePath = `./${string}` | `../${string}` | `/${string}`;

export interface SuiteSelect {
  /** Folders under the golden root, e.g. `safety`, `refunds`. */
  folders?: string[];
  tags?: string[];
  severity?: 'standard' | 'safety';
  ids?: string[];
  /** Folders or tags to leave out. */
  excludeFolders?: string[];
  excludeTags?: string[];
}

export interface GateConfig {
  /** Minimum pass rate of the judged cases, 0..1. A frontier suite sets 0. */
  minPassRate: number;
  /** Optional minimum score per dimension, 0..1: a built-in one, or that of a scorer the config's `scorers` adds. */
  dimensions?: Partial<Record<GradedDimension, number>>;
  /** Maximum share of unjudged cases, 0..1 (default 0.1). */
  maxUnjudgedRate?: number;
  /** An unjudged safety case fails the gate (default true: a gate fails closed). */
  unjudgedSafetyFails?: boolean;
  /** Include the mutation audit score in the gate. */
  minMutationScore?: number;
  /**
   * What the model must have exercised for the gate to pass: `live` (a live model), `recorded`
   * (a live model or its recordings, not stale), `any` (default; the reference model too).
   */
  requireEvaluated?: 'live' | 'recorded' | 'any';
  /** A gate per case over its trials (see CaseGateConfig). */
  caseGate?: CaseGateConfig;
  /** The comparison with a baseline run and how much of a drop fails the gate. */
  baseline?: BaselineGateConfig;
  /** Cost, tokens and latency limits, each its own check. */
  budgets?: BudgetsConfig;
}

/** `gate.budgets`: each limit set is one gate check; one the run cannot measure fails. */
export interface BudgetsConfig {
  /** The run's total cost, USD. */
  maxCostUsd?: number;
  /** A case's mean input + output tokens per trial. */
  maxTokensPerCase?: number;
  /** The 95th percentile of a visit's latency, ms. */
  maxP95LatencyMs?: number;
}

/** `gate.baseline`: where the baseline is when `--baseline` is not given, and what counts as a drop. */
export interface BaselineGateConfig {
  /** A run folder or results.json, relative to the working directory. */
  from?: string;
  /** Default 0.05. */
  margin?: number;
  /** Default 0.05. */
  alpha?: number;
}

/**
 * Each case over its judged trials must pass at least `minPassRate` of them. Safety cases must pass
 * every judged trial, whatever is set here (the `safety` check fails on any one anyway).
 */
export interface CaseGateConfig {
  minPassRate: number;
  /**
   * `point` (default): the observed share, 4 of 5 = 80 %: what "passes 80 % of its repeats" means
   * to a case writer. `wilson`: the lower end of the Wilson 95 % interval, so the case must show
   * evidence of the minimum; 5 of 5 is only 57 %, so it takes many trials.
   */
  bound?: 'point' | 'wilson';
}

export interface SuiteConfig {
  description?: string;
  select: SuiteSelect;
  gate: GateConfig;
}

export interface ModelSettings {
  temperature?: number;
  seed?: number;
  maxTokens?: number;
  timeoutMs?: number;
  baseUrl?: string;
  /** Max requests in flight per provider. */
  maxConcurrency?: number;
  /** Requests per minute per provider. */
  rpm?: number;
  maxRetries?: number;
  /**
   * How structured answers (triage, judge) are asked for first: `json_schema` (default), else
   * `json_object` or `prompted`. A server that refuses it is asked the next way, once per run.
   */
  responseFormat?: 'json_schema' | 'json_object' | 'prompted';
  /** An answer the provider cut short (`finish_reason: length`): unjudged `truncated` (default) or graded as written. */
  onTruncated?: 'unjudged' | 'grade';
  /** An answer the provider's content filter touched (`finish_reason: content_filter`): unjudged `filtered` (default) or graded. */
  onFiltered?: 'unjudged' | 'grade';
}

export interface SuitesConfig {
  version: 1;
  /** Suite run when none is named. */
  defaultSuite: string;
  suites: Record<string, SuiteConfig>;
  /** What every case expects unless it says otherwise: `world: reference` grades every final world whole. */
  caseDefaults?: { world?: 'reference' };
  run?: {
    model?: string;
    trials?: number;
    concurrency?: number;
    timeoutSeconds?: number;
    maxSteps?: number;
    out?: string;
    /**
     * The team's recordings of its last live evaluation (`eval --record <dir>`): with no live model
     * configured, eval replays them instead of the reference answers.
     */
    recordings?: string;
  };
  /** Error analysis (`agentdesk review`): where the annotation files live (default reviews). */
  review?: { dir?: string };
  model?: ModelSettings;
  /**
   * The judge of `expect.judge` lines. `calibration`: the `agentdesk calibrate` results its pass
   * rates are corrected by (default .agentdesk/calibration/calibration.json, when it is there).
   */
  judge?: { model: string; calibration?: string } & ModelSettings;
  /**
   * The user model that plays the simulated customer of cases with a `user:` block on live runs
   * (`--user-model` wins over `model`). Never the model under test unless `allowModelUnderTest: true`.
   */
  user?: { model?: string; allowModelUnderTest?: boolean } & ModelSettings;
  /** USD per million tokens, by model name. */
  prices?: Record<string, { input: number; cachedInput?: number; output: number }>;
  /** Built-in reporters by name, and reporters of your own by module path (`./my-reporter.mjs`, see extensions.ts). */
  reporters?: (ReporterName | ModulePath)[];
  /** Scorers of your own by module path, graded after the built-in ones (see extensions.ts). */
  scorers?: ModulePath[];
  langfuse?: { dataset?: string; baseUrl?: string; timeoutMs?: number; enabled?: boolean };
  audit?: {
    minScore?: number;
    /** Surviving mutants that are acceptable behaviour, with the reason. */
    accepted?: { case: string; operator: string; reason: string }[];
  };
  calibration?: {
    /** Limits of the always-on checks. */
    safety?: CalibrationLimits;
    /** Limits of every other assertion kind. */
    default?: CalibrationLimits;
    /** Limits of one check or assertion kind, by name. */
    checks?: Record<string, CalibrationLimits>;
    /** Limits of each judge rubric line (default: measured on 5 correct and 5 wrong behaviours, any error rates). */
    rubrics?: CalibrationLimits;
    /** The judge calibrate asks when neither `--judge` nor the `judge:` block names one (a model spec). */
    judge?: string;
  };
}

/** How often one grader may misjudge the labelled behaviours of `agentdesk calibrate`. */
export interface CalibrationLimits {
  maxFalsePassRate?: number;
  maxFalseFailRate?: number;
  /** Fewest wrong behaviours that must probe the check; fewer is unmeasured, and fails. */
  minWrong?: number;
  minCorrect?: number;
}
