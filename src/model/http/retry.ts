/**
 * How a failed call is retried: jittered exponential backoff with a cap, `Retry-After` honoured
 * (capped), and a final ModelError whose reason says why the trial could not be judged.
 */
import { ModelError, type UnjudgedReason } from '../types.js';
import type { Clock } from './clock.js';

/** What went wrong with one attempt, in the provider's terms. */
type FailureKind =
  | 'rate_limited'
  /** Out of credit (OpenAI's 429 `insufficient_quota`, a 402): no retry can pass. */
  | 'quota'
  | 'timeout'
  | 'server'
  | 'network'
  | 'bad_body'
  | 'auth'
  | 'client'
  | 'aborted'
  | 'truncated'
  | 'filtered';

export interface AttemptFailure {
  kind: FailureKind;
  /** One line, free of secrets. */
  message: string;
  status?: number;
  retryable: boolean;
  /** The provider's own wait, from `Retry-After` / `retry-after-ms`. */
  retryAfterMs?: number;
}

export type AttemptOutcome<T> = { ok: true; value: T } | { ok: false; failure: AttemptFailure };

export interface RetryPolicy {
  /** Retries after the first attempt (settings.maxRetries, default 3). */
  maxRetries: number;
  /** First backoff; doubles each retry. */
  baseMs: number;
  /** Cap of the exponential backoff. */
  maxBackoffMs: number;
  /** Cap of a provider-requested wait, so one odd header cannot stall a run. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = Object.freeze({
  maxRetries: 3,
  baseMs: 250,
  maxBackoffMs: 8_000,
  maxRetryAfterMs: 60_000,
});

/** The unjudged reason a failure ends in once retries are exhausted (or not allowed). */
const REASON_OF: Record<FailureKind, UnjudgedReason> = {
  rate_limited: 'rate_limited',
  quota: 'model_error',
  timeout: 'timeout',
  aborted: 'timeout',
  server: 'model_error',
  network: 'model_error',
  bad_body: 'model_error',
  auth: 'model_error',
  client: 'model_error',
  truncated: 'truncated',
  filtered: 'filtered',
};

/** Equal jitter: half the exponential step fixed, half random, so retries of many trials spread out. */
function backoffMs(failedAttempt: number, policy: RetryPolicy, random: () => number): number {
  const step = Math.min(policy.maxBackoffMs, policy.baseMs * 2 ** (failedAttempt - 1));
  return Math.round(step / 2 + random() * (step / 2));
}

function delayFor(failure: AttemptFailure, failedAttempt: number, policy: RetryPolicy, random: () => number): number {
  if (failure.retryAfterMs !== undefined) return Math.min(policy.maxRetryAfterMs, Math.max(0, failure.retryAfterMs));
  return backoffMs(failedAttempt, policy, random);
}

type HeaderValue = string | string[] | undefined;

function first(value: HeaderValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The wait a provider asks for: `retry-after-ms` (OpenAI's), else `Retry-After` as seconds or an
 * HTTP date. Undefined when absent or unreadable.
 */
export function parseRetryAfter(headers: Record<string, HeaderValue>, wallNow: number): number | undefined {
  const ms = first(headers['retry-after-ms'])?.trim();
  if (ms && /^\d+(\.\d+)?$/.test(ms)) return Math.ceil(Number(ms));
  const value = first(headers['retry-after'])?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - wallNow);
}

function toModelError(failure: AttemptFailure, attempts: number): ModelError {
  const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`;
  return new ModelError(REASON_OF[failure.kind], `${failure.message} (${tries})`, {
    ...(failure.status !== undefined ? { status: failure.status } : {}),
    retryable: failure.retryable,
    attempts,
  });
}

/**
 * Runs `attempt` until it succeeds, fails for good, or the retries run out; then throws a ModelError.
 * `attempt` gets the 1-based attempt number. An abort from the caller ends at once, without retrying.
 */
/** Told of each wait before a retry, and of its end (for the progress display). */
export interface RetryObserver {
  waiting(ms: number, failure: AttemptFailure): () => void;
}

export async function withRetries<T>(
  attempt: (n: number) => Promise<AttemptOutcome<T>>,
  policy: RetryPolicy,
  clock: Clock,
  signal?: AbortSignal,
  observer?: RetryObserver,
): Promise<T> {
  for (let n = 1; ; n += 1) {
    const outcome = await attempt(n);
    if (outcome.ok) return outcome.value;
    const { failure } = outcome;
    if (!failure.retryable || n > policy.maxRetries || signal?.aborted) throw toModelError(failure, n);
    const ms = delayFor(failure, n, policy, clock.random);
    const done = observer?.waiting(ms, failure);
    try {
      await clock.sleep(ms, signal);
    } catch {
      throw toModelError({ kind: 'aborted', message: 'the call was cancelled while waiting to retry', retryable: false }, n);
    } finally {
      done?.();
    }
  }
}
