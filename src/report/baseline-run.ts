import { relative } from 'node:path';
import type { BaselineGateConfig } from '../config/types.js';
import { UsageError } from '../errors.js';
import { type CompareInput, DEFAULT_BASELINE_ALPHA, DEFAULT_BASELINE_MARGIN } from '../run/baseline.js';
import { readRunFolder } from './results-file.js';

/** A baseline to compare a run with: the run, where it came from, and the gate's margin and alpha. */
export type BaselineInput = Omit<CompareInput, 'cases' | 'trials' | 'costs'>;

/**
 * Reads the run named by `source` (a run folder or its results.json) as the baseline of a run
 * written to `runDir`, which links to it. A partial run is refused: it is not the last release's
 * score, and comparing with it would invent regressions.
 */
export async function readBaseline(source: string, config: BaselineGateConfig | undefined, at: { runDir: string; cwd: string }): Promise<BaselineInput> {
  const { dir, results } = await readRunFolder(source, at.cwd);
  if (results.partial) throw new UsageError('usage/partial-run', `--baseline ${source} is a partial run`, `Finish it first: agentdesk eval --resume ${source}`);
  return {
    baseline: results,
    source,
    link: relative(at.runDir, dir) || '.',
    settings: { margin: config?.margin ?? DEFAULT_BASELINE_MARGIN, alpha: config?.alpha ?? DEFAULT_BASELINE_ALPHA },
  };
}
