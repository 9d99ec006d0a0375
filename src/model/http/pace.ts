/**
 * Pacing from the provider's own counters: OpenAI (and Groq, Together, vLLM behind a gateway)
 * send `x-ratelimit-remaining-{requests,tokens}` and `x-ratelimit-reset-{requests,tokens}` with
 * every answer; OpenRouter sends `x-ratelimit-remaining` and `x-ratelimit-reset` (epoch ms).
 * When a counter reaches 0, every request of the provider holds until it resets, instead of
 * being sent to earn a 429.
 */
import type { Clock } from './clock.js';

type Headers = Record<string, string | string[] | undefined>;

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/**
 * A reset as milliseconds from now: OpenAI's durations (`6m0s`, `1.5s`, `20ms`), plain seconds,
 * or an epoch time (seconds or milliseconds) as OpenRouter sends it. Undefined when unreadable.
 */
export function parseReset(value: string, wallNow: number): number | undefined {
  if (/^\d+(\.\d+)?$/.test(value)) {
    const n = Number(value);
    if (n >= 1e12) return Math.max(0, n - wallNow); // epoch milliseconds
    if (n >= 1e9) return Math.max(0, n * 1000 - wallNow); // epoch seconds
    return Math.ceil(n * 1000);
  }
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== value) return undefined;
  return Math.ceil(parts.reduce((sum, p) => sum + Number(p[1]) * UNIT_MS[p[2]!]!, 0));
}

const COUNTERS = [
  ['x-ratelimit-remaining-requests', 'x-ratelimit-reset-requests'],
  ['x-ratelimit-remaining-tokens', 'x-ratelimit-reset-tokens'],
  ['x-ratelimit-remaining', 'x-ratelimit-reset'],
] as const;

/** How long until every spent counter has reset; undefined when none is spent (or none is sent). */
export function exhaustedResetMs(headers: Headers, wallNow: number): number | undefined {
  let wait: number | undefined;
  for (const [remaining, reset] of COUNTERS) {
    const left = header(headers, remaining);
    const at = header(headers, reset);
    if (left === undefined || Number(left) > 0 || at === undefined) continue;
    const ms = parseReset(at, wallNow);
    if (ms !== undefined) wait = Math.max(wait ?? 0, ms);
  }
  return wait;
}

export interface Pacer {
  /** Reads the counters of an answer (any status). */
  observe(headers: Headers): void;
  /** Waits while a counter is spent; rejects when the signal aborts. */
  wait(signal?: AbortSignal): Promise<void>;
}

/** One per provider, shared by its trials; a hold is capped like a Retry-After, so one odd header cannot stall a run. */
export function pacer(clock: Clock, maxHoldMs: number): Pacer {
  let until = 0;
  return {
    observe(headers) {
      const ms = exhaustedResetMs(headers, clock.wallNow());
      if (ms !== undefined) until = Math.max(until, clock.now() + Math.min(ms, maxHoldMs));
    },
    async wait(signal) {
      const left = until - clock.now();
      if (left > 0) await clock.sleep(left, signal);
    },
  };
}
