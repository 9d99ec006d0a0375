/**
 * Playing the labelled behaviours: each case's reference (the behaviour being judged) through the
 * real desk, tools, guards and graders on the offline reference model, exactly as `eval` plays a
 * golden case, then every assertion compared with the label.
 */
import pLimit from 'p-limit';
import type { LoadedCase } from '../cases/types.js';
import type { DeskRules } from '../desk/guards/rules.js';
import { loadPrompts, type Prompts } from '../desk/prompts.js';
import { referenceProvider } from '../model/backends/reference.js';
import { type ModelProvider, ZERO_USAGE } from '../model/types.js';
import { RUN_DEFAULTS } from '../run/options.js';
import { playOffline } from '../run/trial.js';
import type { TrialResult } from '../run/types.js';
import { type Played, scoreCalibration } from './score.js';
import type { CalibrationResult } from './types.js';

export interface CalibrateOptions {
  cases: readonly LoadedCase[];
  /** Trials in flight (default RUN_DEFAULTS.concurrency). */
  concurrency?: number;
  /** Per behaviour (default OFFLINE_TRIAL_TIMEOUT_MS). */
  timeoutMs?: number;
  prompts?: Prompts;
  /** The desk's rules; the product's own by default (tests pass permissive ones). */
  rules?: DeskRules;
  /** The judge of `expect.judge` rubric lines; without one they are unjudged and their rows unmeasured. */
  judge?: ModelProvider;
}


function crashed(c: LoadedCase, error: unknown): TrialResult {
  return {
    caseId: c.data.id,
    trial: 1,
    verdict: 'unjudged',
    reason: 'crash',
    detail: error instanceof Error ? error.message : String(error),
    assertions: [],
    dimensions: {},
    unjudgedAssertions: 0,
    usage: ZERO_USAGE,
    durationMs: 0,
  };
}

export async function calibrate(options: CalibrateOptions): Promise<CalibrationResult> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const provider = referenceProvider();
  const prompts = options.prompts ?? loadPrompts();
  const limit = pLimit(options.concurrency ?? RUN_DEFAULTS.concurrency);
  const labelled = options.cases.filter((c) => c.data.calibration !== undefined);
  const played: Played[] = await Promise.all(
    labelled.map((c) =>
      limit(async () => {
        try {
          const trial = await playOffline(c, { provider, prompts, timeoutMs: options.timeoutMs, rules: options.rules, judge: options.judge });
          return { case: c, trial };
        } catch (error) {
          return { case: c, trial: crashed(c, error) };
        }
      }),
    ),
  );
  const result = scoreCalibration(played, startedAt, performance.now() - started);
  // Which judge the rubric rows measured: a calibration corrects the rates of that judge only.
  if (options.judge && result.checks.some((c) => c.rubric !== undefined)) result.judge = { id: options.judge.id, settings: { ...options.judge.settings } };
  return result;
}
