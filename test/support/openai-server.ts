/**
 * A loopback OpenAI-compatible chat-completions server for tests and the bench (node:http on
 * 127.0.0.1, port 0). It records what it receives, checks the key, answers as the real API does
 * (including its errors), injects faults on demand (scripted per request, or at a seeded rate),
 * adds latency, and counts requests in flight. It can answer from each case's `reference`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LoadedCase } from '../../src/index.js';
import { linesOf, referenceLines } from '../../src/cases/turns.js';
import { parseDuration } from '../../src/desk/duration.js';
import { fromWireMessages, instructedSchema, type WireMessage } from '../../src/model/backends/openai-wire.js';
import { referenceAnswer } from '../../src/model/backends/reference.js';
import { type ChatMessage, ModelError, type ModelRequest } from '../../src/model/types.js';

export type Fault =
  | { kind: 'rate_limit'; retryAfter?: string; retryAfterMs?: string; headers?: Record<string, string> }
  | { kind: 'status'; status: number; retryAfter?: string; headers?: Record<string, string> }
  /** OpenAI's 429 for an account out of credit: `insufficient_quota`, not a rate limit. */
  | { kind: 'quota' }
  /** OpenRouter's error after the upstream failed: HTTP 200, an `error` object, no choices. */
  | { kind: 'error_200'; code: number; message: string }
  /** The normal answer, with these headers (OpenAI's `x-ratelimit-*`). */
  | { kind: 'headers'; headers: Record<string, string> }
  | { kind: 'hang' }
  | { kind: 'reset' }
  | { kind: 'not_json' }
  | { kind: 'empty_choices' }
  | { kind: 'no_message' }
  | { kind: 'bad_tool_args' };

/** What the model says; turned into a chat.completion body. */
export interface Answer {
  text?: string | null;
  toolCalls?: { id?: string; name: string; arguments: string | Record<string, unknown> }[];
  usage?: { prompt_tokens: number; completion_tokens: number; cached_tokens?: number };
  finishReason?: string;
  model?: string;
}

export interface ChatRequest {
  /** The body as sent. */
  body: Record<string, unknown>;
  /** The body read back as our ModelRequest. */
  request: ModelRequest;
}

export type Responder = (chat: ChatRequest) => Answer | Promise<Answer>;

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface OpenAIServerOptions {
  /** When set, every request must carry `Authorization: Bearer <apiKey>` or gets a 401. */
  apiKey?: string;
  latencyMs?: number;
  responder?: Responder;
  faultRate?: FaultRate;
  /**
   * The `response_format` types the server accepts (default both). Any other answers 400, as a
   * server without structured outputs does (older vLLM, llama.cpp, many proxies).
   */
  responseFormats?: ResponseFormatType[];
}

export type ResponseFormatType = 'json_schema' | 'json_object';

export interface FaultRate {
  /** Share of requests that fail, 0..1. */
  rate: number;
  kinds: Fault[];
  seed?: number;
}

export interface OpenAIServer {
  /** Base URL, e.g. `http://127.0.0.1:53211/v1`. */
  url: string;
  port: number;
  requests: ReceivedRequest[];
  /** Responder failures that are the test's fault (no case matched, ambiguity), not a scripted answer. */
  errors: string[];
  readonly inFlight: number;
  readonly maxInFlight: number;
  /**
   * Milliseconds spent at each number of requests in flight, from the first request to the moment
   * asked (what the benchmarks read to tell how full the engine kept its concurrency).
   */
  inFlightTime(): Map<number, number>;
  /** Every change of the number in flight: [performance.now() ms, the number from then on]. */
  timeline(): readonly (readonly [number, number])[];
  /** Faults (or 'ok') for the next requests, in order. */
  script(...faults: (Fault | 'ok')[]): void;
  setResponder(responder: Responder): void;
  setFaultRate(rate: FaultRate | undefined): void;
  setLatency(ms: number): void;
  setResponseFormats(types: ResponseFormatType[]): void;
  /** Forget received requests, scripted faults still queued and the in-flight maximum. */
  reset(): void;
  close(): Promise<void>;
}

/** A small seeded PRNG (mulberry32), so a fault rate picks the same requests every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const tokens = (text: string): number => Math.ceil(text.length / 4);

export function toModelRequest(body: Record<string, unknown>): ModelRequest {
  const messages = fromWireMessages((body['messages'] as WireMessage[] | undefined) ?? []);
  const format = body['response_format'] as { json_schema?: { name: string; schema: Record<string, unknown> } } | undefined;
  const tools = (body['tools'] as { function: { name: string; description: string; parameters: Record<string, unknown> } }[] | undefined)?.map(
    (t) => ({ name: t.function.name, description: t.function.description, parameters: t.function.parameters }),
  );
  // Without json_schema (json_object, or prompted JSON) the schema travels in the system message.
  const instructed = format?.json_schema ? undefined : instructedSchema(messages);
  const schema = format?.json_schema ?? instructed?.schema;
  const purpose = schema ? (/judge/i.test(schema.name) ? 'judge' : /customer/i.test(schema.name) ? 'user' : 'triage') : 'resolver';
  return {
    purpose,
    messages: instructed?.messages ?? messages,
    ...(tools ? { tools } : {}),
    ...(schema ? { responseSchema: { name: schema.name, schema: schema.schema } } : {}),
  };
}

function completionBody(answer: Answer, body: Record<string, unknown>, serial: number): Record<string, unknown> {
  const calls = (answer.toolCalls ?? []).map((c, i) => ({
    id: c.id ?? `call_${serial}_${i + 1}`,
    type: 'function',
    function: { name: c.name, arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments) },
  }));
  const messages = JSON.stringify(body['messages'] ?? []);
  const system = ((body['messages'] as WireMessage[] | undefined) ?? []).find((m) => m.role === 'system');
  const prompt = answer.usage?.prompt_tokens ?? tokens(messages);
  // A provider caches the stable prefix (the system prompt) once a conversation is under way.
  const cached = answer.usage?.cached_tokens ?? (system && (body['messages'] as unknown[]).length > 2 ? tokens(String(system.content)) : 0);
  const completion = answer.usage?.completion_tokens ?? tokens(answer.text ?? JSON.stringify(calls)) + 1;
  const message: Record<string, unknown> = { role: 'assistant', content: answer.text ?? null };
  if (calls.length > 0) message['tool_calls'] = calls;
  return {
    id: `chatcmpl-${serial}`,
    object: 'chat.completion',
    created: 1_767_268_800,
    model: answer.model ?? String(body['model'] ?? 'loopback'),
    choices: [{ index: 0, message, finish_reason: answer.finishReason ?? (calls.length > 0 ? 'tool_calls' : 'stop') }],
    usage: {
      prompt_tokens: prompt,
      completion_tokens: completion,
      total_tokens: prompt + completion,
      prompt_tokens_details: { cached_tokens: Math.min(cached, prompt) },
    },
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

export const QUOTA_MESSAGE =
  'You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.';

const apiError = (message: string, type: string, code: string | null = null) => ({ error: { message, type, param: null, code } });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

interface FaultContext {
  req: IncomingMessage;
  res: ServerResponse;
  model: string;
  serial: number;
}

/** How each fault answers, as the real API (or the proxy in front of it) fails. */
const FAULTS: { [K in Fault['kind']]: (fault: Extract<Fault, { kind: K }>, ctx: FaultContext) => void } = {
  rate_limit: (fault, { res }) => {
    const headers: Record<string, string> = { ...fault.headers };
    if (fault.retryAfter !== undefined) headers['retry-after'] = fault.retryAfter;
    if (fault.retryAfterMs !== undefined) headers['retry-after-ms'] = fault.retryAfterMs;
    sendJson(res, 429, apiError('Rate limit reached for requests', 'requests', 'rate_limit_exceeded'), headers);
  },
  status: (fault, { res }) => {
    const headers: Record<string, string> = { ...fault.headers, ...(fault.retryAfter !== undefined ? { 'retry-after': fault.retryAfter } : {}) };
    sendJson(res, fault.status, apiError(`The server had an error (${fault.status})`, 'server_error'), headers);
  },
  // OpenAI's words and codes, as its API sends them.
  quota: (_fault, { res }) =>
    sendJson(res, 429, apiError(QUOTA_MESSAGE, 'insufficient_quota', 'insufficient_quota')),
  error_200: (fault, { res }) =>
    sendJson(res, 200, { error: { code: fault.code, message: fault.message, metadata: { provider_name: 'Loopback' } }, user_id: 'user_loopback' }),
  // Answered normally (see handle), with the fault's headers.
  headers: () => undefined,
  // Never answers; the client's timeout ends it.
  hang: () => undefined,
  reset: (_fault, { req }) => void req.socket.destroy(),
  not_json: (_fault, { res }) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html><body>502 Bad Gateway</body></html>');
  },
  empty_choices: (_fault, { res, model, serial }) =>
    sendJson(res, 200, { id: `chatcmpl-${serial}`, object: 'chat.completion', model, choices: [] }),
  no_message: (_fault, { res, model, serial }) =>
    sendJson(res, 200, { id: `chatcmpl-${serial}`, object: 'chat.completion', model, choices: [{ index: 0, finish_reason: 'stop' }] }),
  // The normal answer, with its tool-call arguments cut short (see corruptToolArgs).
  bad_tool_args: () => undefined,
};

function sendFault(fault: Fault, ctx: FaultContext): void {
  (FAULTS[fault.kind] as (f: Fault, c: FaultContext) => void)(fault, ctx);
}

function corruptToolArgs(answer: Answer): Answer {
  if (!answer.toolCalls?.length) return answer;
  return {
    ...answer,
    toolCalls: answer.toolCalls.map((c) => {
      const text = typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments);
      return { ...c, arguments: text.slice(0, -1) };
    }),
  };
}

export async function startOpenAIServer(options: OpenAIServerOptions = {}): Promise<OpenAIServer> {
  let responder: Responder = options.responder ?? (() => ({ text: 'ok' }));
  let latencyMs = options.latencyMs ?? 0;
  let faultRate = options.faultRate;
  let responseFormats: ResponseFormatType[] = options.responseFormats ?? ['json_schema', 'json_object'];
  let rng = seeded(faultRate?.seed ?? 1);
  const queue: (Fault | 'ok')[] = [];
  const requests: ReceivedRequest[] = [];
  const errors: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let serial = 0;
  const timeAt = new Map<number, number>();
  const changes: [number, number][] = [];
  let since: number | undefined;
  /** Books the time spent at the current level, then moves to the next. */
  const moveTo = (next: number) => {
    const now = performance.now();
    if (since !== undefined) timeAt.set(inFlight, (timeAt.get(inFlight) ?? 0) + now - since);
    since = now;
    inFlight = next;
    changes.push([now, next]);
  };

  function nextFault(): Fault | undefined {
    const scripted = queue.shift();
    if (scripted !== undefined) return scripted === 'ok' ? undefined : scripted;
    if (faultRate && faultRate.kinds.length > 0 && rng() < faultRate.rate) {
      return faultRate.kinds[Math.floor(rng() * faultRate.kinds.length)];
    }
    return undefined;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    let body: Record<string, unknown> = {};
    let parsed: unknown = raw;
    try {
      parsed = raw ? JSON.parse(raw) : {};
      body = parsed as Record<string, unknown>;
    } catch {
      /* recorded raw; answered below */
    }
    requests.push({ method: req.method ?? '', path: req.url ?? '', headers: { ...req.headers }, body: parsed });
    const n = ++serial;
    if (req.method !== 'POST' || !/\/chat\/completions(\?|$)/.test(req.url ?? '')) {
      return sendJson(res, 404, apiError(`Unknown request URL: ${req.method} ${req.url}`, 'invalid_request_error'));
    }
    if (options.apiKey !== undefined && req.headers['authorization'] !== `Bearer ${options.apiKey}`) {
      return sendJson(res, 401, apiError('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'));
    }
    if (typeof parsed !== 'object' || parsed === null) {
      return sendJson(res, 400, apiError('We could not parse the JSON body of your request.', 'invalid_request_error'));
    }
    const format = (body['response_format'] as { type?: unknown } | undefined)?.type;
    if (typeof format === 'string' && !(responseFormats as string[]).includes(format)) {
      const message = `Invalid parameter: 'response_format' of type '${format}' is not supported with this model.`;
      return sendJson(res, 400, apiError(message, 'invalid_request_error', 'unsupported_response_format'));
    }
    if (latencyMs > 0) await sleep(latencyMs);
    if (res.destroyed) return;
    const fault = nextFault();
    if (fault && fault.kind !== 'bad_tool_args' && fault.kind !== 'headers') return sendFault(fault, { req, res, model: String(body['model'] ?? 'loopback'), serial: n });
    let answer: Answer;
    try {
      answer = await responder({ body, request: toModelRequest(body) });
    } catch (error) {
      // A reference with nothing to say is a 400 like any refused request; anything else is the test's bug.
      if (!(error instanceof ModelError)) errors.push((error as Error).message);
      const code = error instanceof ModelError ? error.reason : 'responder_error';
      return sendJson(res, 400, apiError((error as Error).message, 'invalid_request_error', code));
    }
    if (fault?.kind === 'bad_tool_args') answer = corruptToolArgs(answer);
    sendJson(res, 200, completionBody(answer, body, n), fault?.kind === 'headers' ? fault.headers : {});
  }

  const server = createServer((req, res) => {
    moveTo(inFlight + 1);
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on('close', () => moveTo(inFlight - 1));
    handle(req, res).catch((error: unknown) => {
      errors.push(String(error));
      if (!res.headersSent && !res.destroyed) sendJson(res, 500, apiError('internal error', 'server_error'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    port,
    requests,
    errors,
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    inFlightTime: () => {
      const out = new Map(timeAt);
      if (since !== undefined) out.set(inFlight, (out.get(inFlight) ?? 0) + performance.now() - since);
      return out;
    },
    timeline: () => changes,
    script: (...faults) => void queue.push(...faults),
    setResponder: (r) => void (responder = r),
    setFaultRate: (r) => {
      faultRate = r;
      rng = seeded(r?.seed ?? 1);
    },
    setLatency: (ms) => void (latencyMs = ms),
    setResponseFormats: (types) => void (responseFormats = types),
    reset: () => {
      requests.length = 0;
      errors.length = 0;
      queue.length = 0;
      maxInFlight = inFlight;
      timeAt.clear();
      changes.length = 0;
      since = inFlight > 0 ? performance.now() : undefined;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A responder whose answers for one purpose are changed: a provider's quirks (a code fence, a cut
 * answer) on top of a model that is otherwise right.
 */
export function alterAnswers(responder: Responder, purpose: ModelRequest['purpose'], change: (answer: Answer) => Answer): Responder {
  return async (chat) => {
    const answer = await responder(chat);
    return chat.request.purpose === purpose ? change(answer) : answer;
  };
}

/** Answers in order; past the end it keeps giving the last answer. */
export function scriptedResponder(answers: Answer[]): Responder {
  let i = 0;
  return () => {
    const answer = answers[Math.min(i, answers.length - 1)];
    i += 1;
    if (!answer) throw new Error('scriptedResponder has no answers');
    return answer;
  };
}

const DEFAULT_NOW = '2026-01-01T12:00:00Z';

/** When the desk's clock reads at customer turn `n` (1-based) of a case. */
function timeOfTurn(c: LoadedCase, n: number): number {
  let t = Date.parse(c.data.given.now ?? DEFAULT_NOW);
  // A reactive turn's time is its reference line's: the line a simulator answering as the reference hears.
  for (const line of referenceLines(c.data).slice(0, n)) {
    if (line.after) t += parseDuration(line.after);
  }
  return t;
}

function lineValue(system: string, label: string): string | undefined {
  return new RegExp(`^${label}:\\s*(\\S+)`, 'm').exec(system)?.[1];
}

/**
 * The case a request belongs to: the session customer named in the system prompt (none before an
 * unidentified visit identifies its customer), and the user
 * messages so far equal to the case's first turns; the desk's clock breaks a tie. Throws on no
 * match and on ambiguity, so a test can never be answered from the wrong case.
 */
export function matchCase(cases: readonly LoadedCase[], messages: readonly ChatMessage[]): LoadedCase {
  const system = messages.filter((m) => m.role === 'system').map((m) => m.content).join('\n');
  const customer = lineValue(system, 'Session customer');
  const time = lineValue(system, 'Current time');
  const users = messages.filter((m) => m.role === 'user').map((m) => m.content);
  let found = cases.filter(
    (c) =>
      // A case that leaves the caller to identification names no customer to compare with.
      (!customer || c.data.given.session.customer === undefined || c.data.given.session.customer === customer) &&
      users.length <= c.data.conversation.length &&
      users.every((u, i) => linesOf(c.data.conversation[i]!, i).some((line) => line.say === u)),
  );
  if (found.length > 1 && time) found = found.filter((c) => timeOfTurn(c, users.length) === Date.parse(time));
  if (found.length === 1) return found[0]!;
  const who = `customer ${customer ?? '?'}, ${users.length} user message(s)`;
  if (found.length === 0) throw new Error(`no case matches the request (${who})`);
  throw new Error(`the request matches several cases (${who}): ${found.map((c) => c.data.id).join(', ')}`);
}

/** A model that answers every request from its case's `reference`, as the reference backend would. */
export function referenceResponder(cases: readonly LoadedCase[]): Responder {
  return ({ request }) => {
    const c = matchCase(cases, request.messages);
    const r = referenceAnswer(c.data, request);
    return {
      text: r.text,
      toolCalls: r.toolCalls.map((t) => ({ id: t.id, name: t.name, arguments: t.arguments })),
      ...(r.finishReason ? { finishReason: r.finishReason } : {}),
    };
  };
}
