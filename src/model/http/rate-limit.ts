/**
 * A requests-per-minute limit as a token bucket, shared by every trial of a run.
 * Each caller reserves its token at once (the balance may go negative) and sleeps for its own
 * wait, so callers are served in arrival order with no lock and no polling.
 */
import type { Clock } from './clock.js';

export interface RateLimiter {
  /** Waits until a request may be sent. */
  take(signal?: AbortSignal): Promise<void>;
}

export interface TokenBucketOptions {
  /** Requests per minute. */
  rpm: number;
  /** Requests that may go at once after a quiet spell (default: one second's worth, at least 1). */
  burst?: number;
  clock: Clock;
}

export function tokenBucket({ rpm, burst, clock }: TokenBucketOptions): RateLimiter {
  const perMs = rpm / 60_000;
  const capacity = Math.max(1, burst ?? Math.ceil(rpm / 60));
  let tokens = capacity;
  let last = clock.now();
  return {
    async take(signal) {
      const now = clock.now();
      tokens = Math.min(capacity, tokens + (now - last) * perMs);
      last = now;
      tokens -= 1;
      if (tokens >= 0) return;
      await clock.sleep(Math.ceil(-tokens / perMs), signal);
    },
  };
}

/** No limit: used when `rpm` is not set. */
export const unlimited: RateLimiter = { take: async () => undefined };
