/**
 * The golden set as a Langfuse dataset and each eval run as a dataset run: item bodies,
 * namespaced item ids, run names and run metadata.
 */
import type { LoadedCase } from '../cases/types.js';
import type { RunMeta } from '../run/types.js';

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

/**
 * Run metadata: what is known when the run's first item is linked. Langfuse can only change a
 * run's metadata through another run item, so the verdict and pass rates go out as the run's
 * scores at run end instead (see experiment.ts).
 */
export function runMetadata(meta: RunMeta): Record<string, unknown> {
  return {
    runId: meta.runId,
    suite: meta.suite,
    model: meta.model.id,
    gitCommit: meta.git.commit ?? null,
    gitBranch: meta.git.branch ?? null,
    startedAt: meta.startedAt,
    trials: meta.trials,
  };
}
