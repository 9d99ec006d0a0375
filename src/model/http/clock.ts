/**
 * Time and chance as values passed in, so retries, backoff and rate limits are testable
 * without waiting: tests hand in a clock whose `sleep` records the delay and returns at once.
 */
import { setTimeout as delay } from 'node:timers/promises';

export interface Clock {
  /** Monotonic milliseconds, for latencies and the rate limiter. */
  now(): number;
  /** Wall-clock milliseconds since the epoch, for HTTP dates in `Retry-After`. */
  wallNow(): number;
  /** Resolves after `ms`; rejects with the signal's reason when it aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** Uniform in [0, 1), for jitter. */
  random(): number;
}

export function systemClock(): Clock {
  return {
    now: () => performance.now(),
    wallNow: () => Date.now(),
    sleep: async (ms, signal) => {
      if (ms <= 0) {
        signal?.throwIfAborted();
        return;
      }
      await delay(ms, undefined, signal ? { signal } : undefined);
    },
    random: () => Math.random(),
  };
}
