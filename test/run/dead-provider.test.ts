/** A run is dead at the provider only when every trial is unjudged for a provider's reason: exit 3, not a failed gate. */
import { describe, expect, it } from 'vitest';
import { deadProvider } from '../../src/run/dead-provider.js';
import type { RunResults, TrialResult } from '../../src/index.js';
import { failedRun } from '../report/fixture.js';

const withTrials = (trials: Partial<TrialResult>[]): RunResults => {
  const run = failedRun();
  const first = run.trials[0]!;
  return { ...run, trials: trials.map((t, i) => ({ ...first, trial: i + 1, ...t })) };
};
const unjudged = (reason: string, detail?: string): Partial<TrialResult> => ({ verdict: 'unjudged', reason, ...(detail ? { detail } : {}) });

describe('deadProvider', () => {
  it("says why when every trial failed at the provider: the first trial's detail, else its reason", () => {
    expect(deadProvider(withTrials([unjudged('model_error', 'HTTP 401'), unjudged('timeout'), unjudged('rate_limited')]))).toBe('HTTP 401');
    expect(deadProvider(withTrials([unjudged('timeout'), unjudged('model_error', 'HTTP 500')]))).toBe('timeout');
  });

  it('is undefined when one trial was judged, one was unjudged for another reason, or nothing ran', () => {
    expect(deadProvider(withTrials([unjudged('model_error'), { verdict: 'fail' }]))).toBeUndefined();
    expect(deadProvider(withTrials([unjudged('model_error'), unjudged('no_reference')]))).toBeUndefined();
    expect(deadProvider(withTrials([]))).toBeUndefined();
  });
});
