/**
 * The `openai` backend: any OpenAI-compatible chat-completions server (OpenAI, OpenRouter, vLLM,
 * Ollama, llama.cpp) over one pooled undici client. The pool, the concurrency cap and the
 * requests-per-minute bucket live in the provider, so every trial of a run shares them.
 */
import pLimit from 'p-limit';
import type { ModelSettings } from '../../config/types.js';
import { costOf, type PriceTable } from '../prices.js';
import { type Clock, systemClock } from '../http/clock.js';
import { tokenBucket, unlimited } from '../http/rate-limit.js';
import { DEFAULT_RETRY, type Outcome, type RetryPolicy, withRetries } from '../http/retry.js';
import { poolTransport, statusFailure, type Transport } from '../http/transport.js';
import type { Model, ModelProvider, ModelRequest, ModelResponse } from '../types.js';
import { type ParsedCompletion, parseCompletion, toWireRequest, type WireOptions } from './openai-wire.js';
import { endpointOf, redactor } from './endpoint.js';

export const DEFAULT_CONCURRENCY = 8;
export const DEFAULT_TIMEOUT_MS = 60_000;

export interface OpenAIBackendOptions {
  /** The spec as the user wrote it, e.g. `openai:gpt-4o-mini`. */
  id: string;
  /** The model name sent to the server. */
  model: string;
  /** E.g. `https://api.openai.com/v1`; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey?: string;
  settings?: ModelSettings;
  prices?: PriceTable;
  maxTokensField?: WireOptions['maxTokensField'];
  /** Extra headers a preset sends (never recorded). */
  headers?: Record<string, string>;
  /** Injected in tests: a clock whose sleep returns at once. */
  clock?: Clock;
  /** Overrides of the backoff policy (tests; `settings.maxRetries` sets the retries). */
  retry?: Partial<RetryPolicy>;
}

/** Settings that describe the model in results: never the key, never credentials in the URL. */
function publicSettings(o: OpenAIBackendOptions, safeUrl: string, cap: number, timeoutMs: number): Record<string, unknown> {
  const s = o.settings ?? {};
  const out: Record<string, unknown> = { model: o.model, baseUrl: safeUrl, maxConcurrency: cap, timeoutMs };
  for (const key of ['temperature', 'seed', 'maxTokens', 'rpm', 'maxRetries'] as const) {
    if (s[key] !== undefined) out[key] = s[key];
  }
  return out;
}

export function openaiProvider(o: OpenAIBackendOptions): ModelProvider {
  const s = o.settings ?? {};
  const clock = o.clock ?? systemClock();
  const cap = Math.max(1, s.maxConcurrency ?? DEFAULT_CONCURRENCY);
  const timeoutMs = s.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...o.retry, maxRetries: s.maxRetries ?? o.retry?.maxRetries ?? DEFAULT_RETRY.maxRetries };
  const endpoint = endpointOf(o.baseUrl, o.apiKey);
  const redact = redactor(o.apiKey, o.baseUrl);
  const transport: Transport = poolTransport({
    origin: endpoint.origin,
    headers: { ...o.headers, ...endpoint.headers },
    connections: cap,
    timeoutMs,
    redact,
  });
  const limit = pLimit(cap);
  const bucket = s.rpm ? tokenBucket({ rpm: s.rpm, clock }) : unlimited;
  const wire: WireOptions = {
    model: o.model,
    maxTokensField: o.maxTokensField ?? 'max_tokens',
    ...(s.temperature !== undefined ? { temperature: s.temperature } : {}),
    ...(s.seed !== undefined ? { seed: s.seed } : {}),
    ...(s.maxTokens !== undefined ? { maxTokens: s.maxTokens } : {}),
  };
  const settings = publicSettings(o, endpoint.safeUrl, cap, timeoutMs);

  async function attempt(body: string, signal?: AbortSignal): Promise<Outcome<ParsedCompletion>> {
    try {
      await bucket.take(signal);
    } catch {
      return { ok: false, failure: { kind: 'aborted', message: 'the call was cancelled', retryable: false } };
    }
    const sent = await limit(() => transport.post(endpoint.path, body, signal));
    if (!sent.ok) return sent;
    const reply = sent.value;
    if (reply.status < 200 || reply.status >= 300) return { ok: false, failure: statusFailure(reply, clock.wallNow(), redact) };
    return parseCompletion(reply.text, o.model);
  }

  async function complete(request: ModelRequest, signal?: AbortSignal): Promise<ModelResponse> {
    const body = JSON.stringify(toWireRequest(request, wire));
    const started = clock.now();
    const parsed = await withRetries(() => attempt(body, signal), policy, clock, signal);
    const response: ModelResponse = { ...parsed, latencyMs: Math.round(clock.now() - started) };
    const cost = costOf(o.model, parsed.usage, o.prices) ?? costOf(parsed.model, parsed.usage, o.prices);
    if (cost !== undefined) response.costUsd = cost;
    return response;
  }

  const model: Model = { id: o.id, settings, complete: (request, options) => complete(request, options?.signal) };
  let closing: Promise<void> | undefined;
  return {
    id: o.id,
    settings,
    forTrial: () => model,
    // Idempotent: a command may close early (after its run) and again on its way out.
    close: () => (closing ??= transport.close()),
  };
}
