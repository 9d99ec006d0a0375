/**
 * The golden set as a Langfuse dataset and each eval run as a dataset run: item bodies,
 * namespaced item ids, run names and run metadata.
 */
import type { LoadedCase } from '../cases/types.js';
import type { RunMeta, RunResults } from '../run/types.js';

/** Dataset item ids are unique per Langfuse project, so they carry the dataset's name. */
export function itemId(dataset: string, caseId: string): string {
  return `${dataset}:${caseId}`;
}

export interface DatasetItemBody {
  datasetName: string;
  id: string;
  input: unknown;
  expectedOutput: unknown;
  metadata: Record<string, unknown>;
}

export function datasetItem(dataset: string, c: LoadedCase): DatasetItemBody {
  const d = c.data;
  return {
    datasetName: dataset,
    id: itemId(dataset, d.id),
    input: { given: d.given, conversation: d.conversation },
    expectedOutput: d.expect,
    metadata: {
      caseId: d.id,
      title: d.title,
      category: d.category,
      tags: d.tags ?? [],
      severity: d.severity ?? 'standard',
      file: c.file,
      hash: c.hash,
    },
  };
}

/** `<commit> <model> <start time>`: unique per run, readable in Langfuse's run list. */
export function runName(meta: RunMeta): string {
  const commit = meta.git.commit ? `${meta.git.commit.slice(0, 12)}${meta.git.dirty ? '+dirty' : ''}` : 'no-commit';
  const shard = meta.shard ? ` shard ${meta.shard.index}/${meta.shard.total}` : '';
  return `${commit} ${meta.model.id} ${meta.startedAt}${shard}`;
}

export function runDescription(meta: RunMeta): string {
  return `agentdesk eval: suite ${meta.suite}, model ${meta.model.id}, ${meta.trials} trial(s) per case`;
}

function passRates(results: RunResults): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const [category, rate] of Object.entries(results.summary.byCategory)) out[category] = rate.passRate ?? null;
  return out;
}

/** Run metadata: the gate verdict and pass rates once the run ended, identity fields always. */
export function runMetadata(meta: RunMeta, results?: RunResults): Record<string, unknown> {
  const base: Record<string, unknown> = {
    runId: meta.runId,
    suite: meta.suite,
    model: meta.model.id,
    gitCommit: meta.git.commit ?? null,
    gitBranch: meta.git.branch ?? null,
    startedAt: meta.startedAt,
    trials: meta.trials,
  };
  if (!results) return { ...base, complete: false };
  const overall = results.summary.overall;
  return {
    ...base,
    complete: true,
    finishedAt: results.meta.finishedAt ?? null,
    gate: results.gate ? (results.gate.passed ? 'passed' : 'failed') : 'none',
    gateChecks: results.gate?.checks.map((c) => ({ name: c.name, ok: c.ok })) ?? [],
    passRate: overall.passRate ?? null,
    passed: overall.passed,
    failed: overall.failed,
    unjudged: overall.unjudged,
    passRateByCategory: passRates(results),
    byDimension: results.summary.byDimension,
    safetyFailures: results.summary.safetyFailures.length,
  };
}
