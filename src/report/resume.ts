/**
 * What `agentdesk eval --resume <run folder>` starts from: the run's facts and cases, and every
 * trial that finished, from results.json (written at the interrupt) and the journal (written as
 * trials finished, and all there is after a hard kill). Trials cancelled as `interrupted` run again.
 */
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { UsageError } from '../errors.js';
import { JOURNAL_FILE, readJournal } from '../run/journal.js';
import { INTERRUPTED } from '../run/trial.js';
import type { CaseInfo, GateResult, MutationTally, RunMeta, TrialResult } from '../run/types.js';
import { readRunFolder, RESULTS_FILE } from './results-file.js';

export interface Resumable {
  dir: string;
  meta: RunMeta;
  cases: CaseInfo[];
  /** The finished trials, each once. */
  kept: TrialResult[];
  /** Whether the run was gated (its partial results carry the gate that failed `complete`). */
  gated: boolean;
  mutation?: MutationTally;
}

const finished = (t: TrialResult): boolean => !(t.verdict === 'unjudged' && t.reason === INTERRUPTED);

export async function readResumable(path: string, cwd: string): Promise<Resumable> {
  const dir = resolve(cwd, path);
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) throw new UsageError('usage/run-folder', `--resume ${path}: no run folder there`, '');
  const journal = await readJournal(join(dir, JOURNAL_FILE));
  const hasResults = await stat(join(dir, RESULTS_FILE)).then(() => true, () => false);
  if (!hasResults && !journal?.meta) throw new UsageError('usage/run-folder', `--resume ${path}: the folder holds neither ${RESULTS_FILE} nor ${JOURNAL_FILE} of a run`, '');
  let meta: RunMeta;
  let cases: CaseInfo[];
  let trials: TrialResult[] = [];
  let gate: GateResult | undefined;
  let mutation: MutationTally | undefined;
  if (hasResults) {
    const { results } = await readRunFolder(dir, cwd);
    if (!results.partial && !journal) throw new UsageError('usage/nothing-to-resume', `--resume ${path}: the run is complete; there is nothing to resume`, '');
    ({ meta, cases, trials, gate, mutation } = results);
  } else {
    meta = journal!.meta!;
    cases = journal!.cases ?? [];
  }
  if (journal?.meta && journal.meta.runId !== meta.runId) {
    throw new UsageError('usage/run-mismatch', `--resume ${path}: ${JOURNAL_FILE} belongs to run ${journal.meta.runId}, ${RESULTS_FILE} to ${meta.runId}`, '');
  }
  // The journal is newer than a results.json written at an earlier interrupt: its trials win.
  const byKey = new Map(trials.map((t) => [`${t.caseId}#${t.trial}`, t]));
  for (const t of journal?.trials ?? []) byKey.set(`${t.caseId}#${t.trial}`, t);
  const kept = [...byKey.values()].filter(finished);
  return { dir, meta, cases, kept, gated: gate !== undefined, ...(mutation ? { mutation } : {}) };
}
