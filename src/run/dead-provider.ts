import type { RunResults } from './types.js';

/** What a trial's reason is when the model provider, not the desk, failed it. */
const PROVIDER_REASONS = new Set(['model_error', 'timeout', 'rate_limited']);

/**
 * A provider failure on every single trial means the run could not be carried out (exit 3), not
 * that the desk failed its cases: the first trial's detail says why. Undefined for any other run.
 */
export function deadProvider(results: RunResults): string | undefined {
  const all = results.trials;
  if (all.length === 0 || !all.every((t) => t.verdict === 'unjudged' && PROVIDER_REASONS.has(t.reason ?? ''))) return undefined;
  return all[0]?.detail ?? all[0]?.reason;
}
