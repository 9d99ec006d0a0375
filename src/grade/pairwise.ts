/**
 * Pairwise judging against the baseline run: for each judge rubric line of each case both runs
 * played, the judge compares the baseline's reply with this run's, both ways round (see
 * judgePairwise). Absolute pass/fail verdicts of a judge drift; "which of these two is better"
 * is what a judge answers best, once its preference for a position is taken out.
 */
import pLimit from 'p-limit';
import type { LoadedCase } from '../cases/types.js';
import type { Visit } from '../desk/types.js';
import type { ModelProvider } from '../model/types.js';
import type { PairwiseComparison, PairwiseRow } from '../run/baseline.js';
import type { TrialResult } from '../run/types.js';
import { judgePairwise } from './scorers/judge.js';

/** The first trial of a case whose visit was played and graded (an unjudged trial has nothing to compare). */
function firstPlayed(trials: readonly TrialResult[], caseId: string): Visit | undefined {
  return trials.find((t) => t.caseId === caseId && t.verdict !== 'unjudged' && t.visit !== undefined)?.visit;
}

export interface PairwiseInput {
  judge: ModelProvider;
  cases: readonly LoadedCase[];
  baseline: readonly TrialResult[];
  current: readonly TrialResult[];
  /** Comparisons in flight (default 4). */
  concurrency?: number;
  signal?: AbortSignal;
}

const SIDE = { first: 'baseline', second: 'candidate', tie: 'tie' } as const;

async function compareLine(input: PairwiseInput, c: LoadedCase, rubric: string, before: Visit, after: Visit): Promise<PairwiseRow> {
  const model = input.judge.forTrial({ case: c, trial: 1 });
  const v = await judgePairwise(model, rubric, before, after, input.signal);
  if (v.verdict === 'unjudged') return { caseId: c.data.id, rubric, verdict: 'unjudged', reason: v.reason, message: v.message };
  return { caseId: c.data.id, rubric, verdict: SIDE[v.verdict], message: v.reason };
}

/** Every rubric line of every case both runs played; undefined when there is none. */
export async function pairwiseWithBaseline(input: PairwiseInput): Promise<PairwiseComparison | undefined> {
  const limit = pLimit(input.concurrency ?? 4);
  const jobs: Promise<PairwiseRow>[] = [];
  for (const c of input.cases) {
    const lines = c.data.expect.judge ?? [];
    const before = firstPlayed(input.baseline, c.data.id);
    const after = firstPlayed(input.current, c.data.id);
    if (lines.length === 0 || !before || !after) continue;
    for (const rubric of lines) jobs.push(limit(() => compareLine(input, c, rubric, before, after)));
  }
  if (jobs.length === 0) return undefined;
  const rows = await Promise.all(jobs);
  const counts = { candidate: 0, baseline: 0, tie: 0, unjudged: 0 };
  for (const r of rows) counts[r.verdict] += 1;
  return { judge: input.judge.id, rows, counts };
}
