/** The fixed run every report test renders: passes, a safety failure, a state failure, an unjudged trial, a `<script>`. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunResults } from '../../src/index.js';

export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'results');
export const FAILED_RUN_DIR = join(FIXTURES, 'failed-run');

export function failedRun(): RunResults {
  return JSON.parse(readFileSync(join(FAILED_RUN_DIR, 'results.json'), 'utf8')) as RunResults;
}

/** The same run with every trial passing and the gate recomputed by hand: a green report. */
export function passedRun(): RunResults {
  const run = failedRun();
  run.trials = run.trials.filter((t) => t.verdict === 'pass');
  run.cases = run.cases.filter((c) => run.trials.some((t) => t.caseId === c.id));
  run.summary = { ...run.summary, cases: run.cases.length, trials: run.trials.length, safetyFailures: [], unjudged: [] };
  run.summary.overall = { passed: run.trials.length, failed: 0, unjudged: 0, passRate: 1 };
  run.gate = { ...run.gate!, passed: true, checks: run.gate!.checks.map((c) => ({ ...c, ok: true })) };
  return run;
}
