/**
 * A provider's error answer as a Failure that keeps the provider's own words: a non-2xx status,
 * or an HTTP-200 body that holds an `error` instead of choices (OpenRouter, when the upstream
 * model failed after the request was accepted). The provider's retry signals win over ours.
 */
import { exhaustedResetMs } from './pace.js';
import { type AttemptFailure, parseRetryAfter } from './retry.js';
import type { HttpReply } from './transport.js';

/** What the body says: OpenAI's `{error: {message, type, code}}`, OpenRouter's numeric code, Ollama's `{error: "..."}`. */
interface ProviderSaid {
  message?: string;
  type?: string;
  code?: string | number;
}

const MAX_SAID = 300;

function providerSaid(body: unknown): ProviderSaid | undefined {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === 'string') return { message: error.slice(0, MAX_SAID) };
  if (!error || typeof error !== 'object') return undefined;
  const e = error as Record<string, unknown>;
  const said: ProviderSaid = {};
  if (typeof e['message'] === 'string') said.message = e['message'].slice(0, MAX_SAID);
  if (typeof e['type'] === 'string') said.type = e['type'];
  if (typeof e['code'] === 'string' || typeof e['code'] === 'number') said.code = e['code'];
  return said;
}

function saidOf(text: string): ProviderSaid | undefined {
  try {
    return providerSaid(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/** OpenAI answers an account without credit with a 429 like a rate limit; only the code tells them apart. */
const isQuota = (status: number, said: ProviderSaid | undefined): boolean =>
  status === 402 || (status === 429 && (said?.code === 'insufficient_quota' || said?.type === 'insufficient_quota'));

const QUOTA_HINT = 'add credit or raise the limit in the provider’s billing settings, or use another key; retrying will not help';

/** The failure a status means, before the provider's headers have their say. */
function failureOfStatus(status: number, said: ProviderSaid | undefined, redact: (t: string) => string): AttemptFailure {
  const words = said?.message ? `: ${redact(said.message)}` : '';
  if (isQuota(status, said)) {
    const code = typeof said?.code === 'string' ? ` ${said.code}` : '';
    return { kind: 'quota', status, message: `the provider says the account is out of quota (${status}${code})${words}; ${QUOTA_HINT}`, retryable: false };
  }
  if (status === 429) return { kind: 'rate_limited', status, message: `the provider rate-limited the call (429)${words}`, retryable: true };
  if (status === 408) return { kind: 'timeout', status, message: `the provider timed out the request (408)${words}`, retryable: true };
  if (status >= 500 || status === 409) return { kind: 'server', status, message: `the provider failed (${status})${words}`, retryable: true };
  // The provider's text for a refused key echoes part of the key: never pass it on.
  if (status === 401) return { kind: 'auth', status, message: 'the provider refused the API key (401)', retryable: false };
  if (status === 403) return { kind: 'auth', status, message: 'the API key may not use this model (403)', retryable: false };
  return { kind: 'client', status, message: `the provider rejected the request (${status})${words}`, retryable: false };
}

/** `x-should-retry`, which openai-node obeys before its own rules: the server knows whether another try can pass. */
function shouldRetry(headers: HttpReply['headers']): boolean | undefined {
  const value = headers['x-should-retry'];
  const v = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase();
  return v === 'true' ? true : v === 'false' ? false : undefined;
}

/** A non-2xx answer as a Failure. 408, 409, 429 (but not a quota) and 5xx are worth another try; other 4xx are not. */
export function statusFailure(reply: HttpReply, wallNow: number, redact: (t: string) => string): AttemptFailure {
  const failure = failureOfStatus(reply.status, saidOf(reply.text), redact);
  const told = shouldRetry(reply.headers);
  if (told !== undefined) failure.retryable = told;
  // Without Retry-After, a 429 waits for the limit the provider says is spent, not for a guess.
  const retryAfterMs = parseRetryAfter(reply.headers, wallNow) ?? (failure.kind === 'rate_limited' ? exhaustedResetMs(reply.headers, wallNow) : undefined);
  if (retryAfterMs !== undefined) failure.retryAfterMs = retryAfterMs;
  return failure;
}

/**
 * An HTTP-200 body with an `error` and no choices: OpenRouter's numeric `code` is the status the
 * upstream failure stands for, and is judged as one; without a code it is a server failure.
 */
export function bodyErrorFailure(body: unknown, redact: (t: string) => string): AttemptFailure | undefined {
  const root = body as { error?: unknown; choices?: unknown } | null;
  if (!root || root.error === undefined || root.error === null || (Array.isArray(root.choices) && root.choices.length > 0)) return undefined;
  const said = providerSaid(root);
  const code = typeof said?.code === 'number' && said.code >= 400 && said.code < 600 ? said.code : 500;
  const failure = failureOfStatus(code, said, redact);
  failure.message = `${failure.message} (in an HTTP 200 answer)`;
  return failure;
}
