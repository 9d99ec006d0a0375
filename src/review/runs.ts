/**
 * The runs a review reads: run folders (`latest` names the newest under its parent), and each
 * trial with what the page, the filters and the agreement matrix need of it.
 */
import { readdir, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { UsageError } from '../errors.js';
import type { AssertionResult } from '../grade/types.js';
import { readRunFolder, RESULTS_FILE } from '../report/results-file.js';
import { buildView, type TrialView } from '../report/view.js';
import type { RunResults } from '../run/types.js';
import { trialKey } from './annotations.js';
import type { AutoFacts, AutoVerdict } from './modes.js';

export interface ReviewRun {
  dir: string;
  results: RunResults;
}

export interface ReviewTrial {
  key: string;
  runId: string;
  caseId: string;
  trial: number;
  title?: string;
  category: string;
  severity: string;
  file: string;
  facts: AutoFacts;
  /** The report's view of the trial (its transcript is inflated only when rendered). */
  view: TrialView;
}

/**
 * `.agentdesk/runs/latest` when no such folder exists: the newest run folder beside it (by the
 * time its results.json was written). eval links `latest` to the run it wrote; where the link is
 * missing (runs written with --out, a copied folder) the name still stands for the newest run.
 */
async function resolveLatest(path: string, cwd: string): Promise<string> {
  const abs = resolve(cwd, path);
  if (basename(abs) !== 'latest' || (await stat(abs).catch(() => undefined))) return path;
  const parent = dirname(abs);
  const names = await readdir(parent).catch(() => [] as string[]);
  const dated = await Promise.all(
    names.map(async (n) => ({ dir: join(parent, n), time: (await stat(join(parent, n, RESULTS_FILE)).catch(() => undefined))?.mtimeMs })),
  );
  const newest = dated.filter((d) => d.time !== undefined).sort((a, b) => b.time! - a.time!)[0];
  if (!newest) throw new UsageError('usage/run-folder', `no run folder under ${dirname(path)} to stand for 'latest'`, 'Run agentdesk eval first: it writes .agentdesk/runs/<run-id>/.');
  return newest.dir;
}

export async function readRuns(paths: readonly string[], cwd: string): Promise<ReviewRun[]> {
  if (paths.length === 0) throw new UsageError('usage/operands', 'name the run folder to review (e.g. .agentdesk/runs/latest)');
  const runs: ReviewRun[] = [];
  for (const p of paths) {
    const { dir, results } = await readRunFolder(await resolveLatest(p, cwd), cwd);
    if (runs.some((r) => r.results.meta.runId === results.meta.runId)) throw new UsageError('usage/operands', `${p}: run ${results.meta.runId} is named twice`);
    runs.push({ dir, results });
  }
  return runs;
}

function dimensionVerdicts(assertions: readonly AssertionResult[]): Record<string, AutoVerdict> {
  const out: Record<string, AutoVerdict> = {};
  for (const a of assertions) {
    const was = out[a.dimension];
    if (a.verdict === 'fail' || was === 'fail') out[a.dimension] = 'fail';
    else if (a.verdict === 'pass' || was === 'pass') out[a.dimension] = 'pass';
    else out[a.dimension] = 'unjudged';
  }
  return out;
}

/** Every trial of the runs, in the order each run holds them (runs in the order given). */
export function reviewTrials(runs: readonly ReviewRun[]): ReviewTrial[] {
  return runs.flatMap(({ results }) => {
    const runId = results.meta.runId;
    const views = new Map(buildView(results).cases.flatMap((c) => c.trials.map((t) => [`${t.caseId}#${t.trial}`, { c, t }] as const)));
    return results.trials.flatMap((raw) => {
      const found = views.get(`${raw.caseId}#${raw.trial}`);
      if (!found) return [];
      const { c, t } = found;
      return [
        {
          key: trialKey({ runId, caseId: raw.caseId, trial: raw.trial }),
          runId,
          caseId: raw.caseId,
          trial: raw.trial,
          ...(c.title ? { title: c.title } : {}),
          category: c.category,
          severity: c.severity,
          file: c.file,
          facts: { verdict: raw.verdict, dimensions: dimensionVerdicts(raw.assertions) },
          view: t,
        },
      ];
    });
  });
}
