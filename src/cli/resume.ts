/**
 * `agentdesk eval --resume <run folder>`: the run's own cases (from its files, in its order), its
 * suite's gate, and the finished trials it keeps. The flags that define a run are refused: they
 * come from the run itself.
 */
import { UsageError } from '../errors.js';
import type { Resumable } from '../report/resume.js';
import type { TrialResult } from '../run/types.js';
import type { CliIO } from './io.js';
import { type Selection, selectCases } from './select.js';

/** Flags that choose what a run is: a resumed run takes them from the run itself. */
export const RUN_DEFINING = ['suite', 'filter', 'model', 'trials', 'seed', 'shard', 'out'] as const;

export function checkResumeFlags(values: Partial<Record<(typeof RUN_DEFINING)[number], unknown>>, positionals: string[]): void {
  const given = RUN_DEFINING.filter((f) => values[f] !== undefined);
  if (positionals.length > 0 || given.length > 0) {
    const what = [...(positionals.length > 0 ? ['case paths'] : []), ...given.map((f) => `--${f}`)].join(', ');
    throw new UsageError('usage/flag-conflict', `--resume takes the run's own cases, model, suite and trials; drop ${what}`, '');
  }
}

/** The cases of a resumed run, from its own files, in its own order; its suite's gate from the config. */
export async function resumeSelection(config: string | undefined, resume: Resumable, io: CliIO): Promise<Selection> {
  const loaded = await selectCases({ cwd: io.cwd, paths: resume.cases.map((c) => c.file), ...(config ? { config } : {}) });
  const suite = loaded.config.suites[resume.meta.suite];
  if (!suite) throw new UsageError('usage/unknown-suite', `--resume: the run's suite '${resume.meta.suite}' is not in the config`, '');
  const order = new Map(resume.cases.map((c, i) => [c.id, i]));
  const cases = loaded.cases.filter((c) => order.has(c.data.id)).sort((a, b) => order.get(a.data.id)! - order.get(b.data.id)!);
  return { ...loaded, suiteName: resume.meta.suite, suite, cases };
}

/** The finished trials a resumed run keeps: those of cases whose file did not change since. */
export function keptTrials(resume: Resumable, selection: Selection, io: CliIO): TrialResult[] {
  const hashes = new Map(selection.cases.map((c) => [c.data.id, c.hash]));
  const before = new Map(resume.cases.map((c) => [c.id, c.hash]));
  const changed = new Set([...before].filter(([id, hash]) => hashes.has(id) && hashes.get(id) !== hash).map(([id]) => id));
  for (const id of changed) io.stdout(`agentdesk eval: ${id} changed since the run started: its trials run again\n`);
  return resume.kept.filter((t) => hashes.has(t.caseId) && !changed.has(t.caseId));
}

