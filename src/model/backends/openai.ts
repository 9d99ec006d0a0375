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
import { DEFAULT_RETRY, type AttemptFailure, type AttemptOutcome, type RetryObserver, type RetryPolicy, withRetries } from '../http/retry.js';
import { pacer } from '../http/pace.js';
import { bodyErrorFailure, statusFailure } from '../http/provider-error.js';
import { poolTransport, type Transport } from '../http/transport.js';
import { type Model, ModelError, type ModelProvider, type ModelRequest, type ModelResponse, type ProviderActivity } from '../types.js';
import {
  type ParsedCompletion,
  parseCompletion,
  RESPONSE_FORMATS,
  type ResponseFormat,
  toWireRequest,
  type WireOptions,
} from './openai-wire.js';
import { endpointOf, redactor } from './endpoint.js';

/**
 * Requests in flight when the settings give no `maxConcurrency` (a judge, `chat`): as many as a
 * run's default trials in flight, so that such a provider never holds a run back. A run's own
 * provider gets its cap from the run's options.
 */
export const DEFAULT_REQUESTS_IN_FLIGHT = 8;
/** Per HTTP request (settings.timeoutMs), not per trial: a trial makes several. */
const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;

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
  for (const key of ['temperature', 'seed', 'maxTokens', 'rpm', 'maxRetries', 'onTruncated', 'onFiltered'] as const) {
    if (s[key] !== undefined) out[key] = s[key];
  }
  out['responseFormat'] = s.responseFormat ?? 'json_schema';
  return out;
}

const isJsonText = (text: string): boolean => {
  if (text.trim() === '') return true; // no arguments: the loop reads it as {}
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * An answer that arrived but holds the provider's doing, not the model's words: cut at a token
 * limit, touched by a content filter (unjudged unless the config says grade), or a tool call whose
 * arguments are not JSON (a garbled body: retried like one).
 */
function providerFault(answer: ParsedCompletion, s: ModelSettings): AttemptFailure | undefined {
  if (answer.finishReason === 'length' && s.onTruncated !== 'grade') {
    const limit = s.maxTokens !== undefined ? `; model.maxTokens is ${s.maxTokens}` : '';
    return { kind: 'truncated', message: `the provider cut the answer short (finish_reason length${limit})`, retryable: false };
  }
  if (answer.finishReason === 'content_filter' && s.onFiltered !== 'grade') {
    return { kind: 'filtered', message: "the provider's content filter withheld or cut the answer (finish_reason content_filter)", retryable: false };
  }
  const garbled = answer.toolCalls.find((c) => !isJsonText(c.arguments));
  if (garbled) {
    const shown = JSON.stringify(garbled.arguments.slice(0, 80));
    return { kind: 'bad_body', message: `the provider sent a ${garbled.name || 'tool'} call whose arguments are not JSON: ${shown}`, retryable: true };
  }
  return undefined;
}

/** A 400 or 422 to a structured request: the server may not take that response_format. */
const refusedFormat = (error: unknown): error is ModelError =>
  error instanceof ModelError && (error.detail.status === 400 || error.detail.status === 422);

const nextFormat = (format: ResponseFormat): ResponseFormat | undefined => RESPONSE_FORMATS[RESPONSE_FORMATS.indexOf(format) + 1];

export function openaiProvider(o: OpenAIBackendOptions): ModelProvider {
  const s = o.settings ?? {};
  const clock = o.clock ?? systemClock();
  const cap = Math.max(1, s.maxConcurrency ?? DEFAULT_REQUESTS_IN_FLIGHT);
  const timeoutMs = s.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...o.retry, maxRetries: s.maxRetries ?? o.retry?.maxRetries ?? DEFAULT_RETRY.maxRetries };
  const endpoint = endpointOf(o.baseUrl, o.apiKey);
  const redact = redactor(o.apiKey, o.baseUrl);
  const transport: Transport = poolTransport({
    origin: endpoint.origin,
    safeUrl: redact(endpoint.safeUrl),
    headers: { ...o.headers, ...endpoint.headers },
    connections: cap,
    timeoutMs,
    redact,
  });
  const limit = pLimit(cap);
  const bucket = s.rpm ? tokenBucket({ rpm: s.rpm, clock }) : unlimited;
  const pace = pacer(clock, policy.maxRetryAfterMs);
  const wire: WireOptions = {
    model: o.model,
    maxTokensField: o.maxTokensField ?? 'max_tokens',
    ...(s.temperature !== undefined ? { temperature: s.temperature } : {}),
    ...(s.seed !== undefined ? { seed: s.seed } : {}),
    ...(s.maxTokens !== undefined ? { maxTokens: s.maxTokens } : {}),
  };
  const settings = publicSettings(o, endpoint.safeUrl, cap, timeoutMs);
  // How structured answers are asked for; lowered for the whole run the first time the server refuses it.
  let format: ResponseFormat = s.responseFormat ?? 'json_schema';
  // True once a structured answer came back in `format`; until then one request at a time finds it.
  let confirmed = false;
  let probe: Promise<unknown> | undefined;
  const notices: string[] = [];
  // Retries and the waits before them, for the progress display.
  let retries = 0;
  const waits = new Set<{ until: number; why: string }>();
  const observer: RetryObserver = {
    waiting(ms, failure) {
      retries += 1;
      const wait = { until: clock.now() + ms, why: failure.kind.replace('_', ' ') };
      waits.add(wait);
      return () => void waits.delete(wait);
    },
  };
  const activity = (): ProviderActivity => {
    const longest = [...waits].sort((a, b) => b.until - a.until)[0];
    const ms = longest ? Math.max(0, longest.until - clock.now()) : 0;
    return { retries, ...(longest && ms > 0 ? { waiting: { ms, why: longest.why } } : {}) };
  };

  async function attempt(body: string, signal?: AbortSignal): Promise<AttemptOutcome<ParsedCompletion>> {
    try {
      await bucket.take(signal);
    } catch {
      return { ok: false, failure: { kind: 'aborted', message: 'the call was cancelled', retryable: false } };
    }
    const sent = await limit(async () => {
      try {
        await pace.wait(signal);
      } catch {
        return { ok: false, failure: { kind: 'aborted', message: 'the call was cancelled', retryable: false } } as const;
      }
      return transport.post(endpoint.path, body, signal);
    });
    if (!sent.ok) return sent;
    const reply = sent.value;
    pace.observe(reply.headers);
    if (reply.status < 200 || reply.status >= 300) return { ok: false, failure: statusFailure(reply, clock.wallNow(), redact) };
    const parsed = parseCompletion(reply.text, o.model, (body) => bodyErrorFailure(body, redact));
    if (!parsed.ok) return parsed;
    const fault = providerFault(parsed.value, s);
    return fault ? { ok: false, failure: fault } : parsed;
  }

  function send(request: ModelRequest, as: ResponseFormat, signal?: AbortSignal): Promise<ParsedCompletion> {
    const body = JSON.stringify(toWireRequest(request, wire, as));
    return withRetries(() => attempt(body, signal), policy, clock, signal, observer);
  }

  /** Records, once, that the server refused a format and the run now asks another way. */
  function fellBack(refused: ResponseFormat[], to: ResponseFormat, why: ModelError): void {
    if (RESPONSE_FORMATS.indexOf(to) <= RESPONSE_FORMATS.indexOf(format)) return; // another trial got there first
    format = to;
    settings['responseFormat'] = to;
    settings['responseFormatFallback'] = `${refused.join(', then ')} refused: ${why.message}`;
    const status = why.detail.status !== undefined ? ` (${why.detail.status})` : '';
    notices.push(
      `${o.id}: the provider refused ${refused.join(' and ')} output${status}; structured answers (triage, judge) were asked as ${to} for the rest of the run`,
    );
  }

  /**
   * A structured request. Until the server has answered one, requests go one at a time (the first
   * is the probe, the others wait for it), so a server that refuses json_schema costs the run one
   * refused request, not one per trial in flight.
   */
  async function structured(request: ModelRequest, signal?: AbortSignal): Promise<ParsedCompletion> {
    while (!confirmed && probe) await probe.catch(() => undefined);
    if (confirmed) return inRunFormat(request, signal);
    const mine = inRunFormat(request, signal);
    probe = mine;
    try {
      return await mine;
    } finally {
      if (probe === mine) probe = undefined;
    }
  }

  /** A structured request in the run's format; a refusal moves on to the next format, and the run with it. */
  async function inRunFormat(request: ModelRequest, signal?: AbortSignal): Promise<ParsedCompletion> {
    const refused: ResponseFormat[] = [];
    let as = format;
    let first: ModelError | undefined;
    for (;;) {
      try {
        const answer = await send(request, as, signal);
        if (first) fellBack(refused, as, first);
        confirmed = true;
        return answer;
      } catch (error) {
        const next = nextFormat(as);
        // Refused in every format: the request itself is the trouble, not the format.
        if (!refusedFormat(error) || !next) throw error;
        first ??= error;
        refused.push(as);
        as = next;
      }
    }
  }

  async function complete(request: ModelRequest, signal?: AbortSignal): Promise<ModelResponse> {
    const started = clock.now();
    const parsed = request.responseSchema ? await structured(request, signal) : await send(request, format, signal);
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
    exercises: 'live',
    forTrial: () => model,
    notices: () => [...notices],
    activity,
    // Idempotent: a command may close early (after its run) and again on its way out.
    close: () => (closing ??= transport.close()),
  };
}
