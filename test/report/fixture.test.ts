import { describe, expect, test } from 'vitest';
import { evaluateGate } from '../../src/index.js';
import { resultsProblem } from '../../src/report/results-file.js';
import { summarize } from '../../src/run/summary.js';
import { failedRun } from './fixture.js';

describe('the fixture run', () => {
  const run = failedRun();

  test('has the shape of results.json', () => {
    expect(resultsProblem(run)).toBeUndefined();
  });

  test('its summary and gate are what the engine would compute from its trials', () => {
    expect(summarize(run.cases, run.trials, run.summary.durationMs)).toEqual(run.summary);
    expect(evaluateGate({ suite: run.gate!.suite, config: run.gate!.config, summary: run.summary, trials: run.trials, cases: run.cases })).toEqual(run.gate);
  });

  test('holds passes, a safety failure, a state failure with a line, an unjudged trial and a <script>', () => {
    expect(run.trials.filter((t) => t.verdict === 'pass').length).toBeGreaterThan(0);
    expect(run.summary.safetyFailures).toHaveLength(1);
    expect(run.trials.some((t) => t.firstFailure?.dimension === 'state' && t.firstFailure.line && t.firstFailure.expected !== undefined)).toBe(true);
    expect(run.summary.unjudged).toEqual([{ caseId: 'track-shipped-order', trial: 1, reason: 'no_recording' }]);
    expect(JSON.stringify(run)).toContain('<script>window.__pwned=1</script>');
  });
});
