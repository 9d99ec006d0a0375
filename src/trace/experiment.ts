/**
 * An eval run as a Langfuse experiment: one dataset run per trial number (Langfuse shows one row
 * per dataset item and run, so `--trials 3` as one run would show one trial of each case), the
 * `langfuse.experiment.*` attributes the SDK's experiment runner puts on every span, and the
 * run-level scores (pass rate, gate verdict, each dimension) on each dataset run.
 */
import type { Attributes } from '@opentelemetry/api';
import { LangfuseOtelSpanAttributes } from '@langfuse/tracing';
import type { RunMeta, RunResults, TrialResult } from '../run/types.js';
import { runName } from './dataset.js';
import type { ScoreRecord } from './record.js';

/** The dataset run of a trial: the run's name, with the trial number when there are several. */
export function trialRunName(meta: RunMeta, trial: number): string {
  return meta.trials > 1 ? `${runName(meta)} trial ${trial}/${meta.trials}` : runName(meta);
}

/** What Langfuse answered when the trial's run item was created, and what the spans then carry. */
export interface ExperimentLink {
  datasetRunId: string;
  runName: string;
  datasetId?: string;
  itemId: string;
  rootObservationId: string;
}

/** On every span of the trial, as the SDK propagates them (`_internalExperiment`). */
export function experimentAttributes(link: ExperimentLink, metadata: Record<string, unknown>): Attributes {
  const attributes: Attributes = {
    [LangfuseOtelSpanAttributes.EXPERIMENT_ID]: link.datasetRunId,
    [LangfuseOtelSpanAttributes.EXPERIMENT_NAME]: link.runName,
    [LangfuseOtelSpanAttributes.EXPERIMENT_METADATA]: JSON.stringify(metadata),
    [LangfuseOtelSpanAttributes.EXPERIMENT_ITEM_ID]: link.itemId,
    [LangfuseOtelSpanAttributes.EXPERIMENT_ITEM_ROOT_OBSERVATION_ID]: link.rootObservationId,
  };
  if (link.datasetId) attributes[LangfuseOtelSpanAttributes.EXPERIMENT_DATASET_ID] = link.datasetId;
  return attributes;
}

/** On the root span only, as the SDK sets them. */
export function experimentRootAttributes(description: string, expectedOutput: unknown): Attributes {
  return {
    [LangfuseOtelSpanAttributes.EXPERIMENT_DESCRIPTION]: description,
    [LangfuseOtelSpanAttributes.EXPERIMENT_ITEM_EXPECTED_OUTPUT]: JSON.stringify(expectedOutput ?? null),
  };
}

function mean(values: number[]): number | undefined {
  return values.length === 0 ? undefined : values.reduce((a, b) => a + b, 0) / values.length;
}

/**
 * The scores of one dataset run, over that run's trials: `pass_rate` (passed over judged),
 * `gate` (the whole run's verdict: passed, failed or none) and `dimension:<name>` (the mean
 * score where the dimension applied, as the summary averages it).
 */
export function runScores(results: RunResults, trials: readonly TrialResult[]): ScoreRecord[] {
  const scores: ScoreRecord[] = [];
  const judged = trials.filter((t) => t.verdict !== 'unjudged');
  const rate = mean(judged.map((t) => (t.verdict === 'pass' ? 1 : 0)));
  if (rate !== undefined) scores.push({ name: 'pass_rate', value: rate, dataType: 'NUMERIC', comment: `${judged.filter((t) => t.verdict === 'pass').length} of ${judged.length} judged trials passed` });
  const gate = results.gate ? (results.gate.passed ? 'passed' : 'failed') : 'none';
  const failedChecks = results.gate?.checks.filter((c) => !c.ok).map((c) => c.name) ?? [];
  scores.push({ name: 'gate', value: gate, dataType: 'CATEGORICAL', ...(failedChecks.length > 0 ? { comment: `failed: ${failedChecks.join(', ')}` } : {}) });
  const dimensions = new Set(trials.flatMap((t) => Object.keys(t.dimensions)));
  for (const d of [...dimensions].sort()) {
    const value = mean(trials.flatMap((t) => {
      const v = (t.dimensions as Record<string, number | undefined>)[d];
      return v === undefined ? [] : [v];
    }));
    if (value !== undefined) scores.push({ name: `dimension:${d}`, value, dataType: 'NUMERIC' });
  }
  return scores;
}
