/**
 * One HTTP attempt against a chat-completions endpoint over a pooled undici client, and the
 * translation of everything that can go wrong into a Failure (status, socket, timeout, abort).
 */
import type { Pool } from 'undici';
import { type Failure, type Outcome, parseRetryAfter } from './retry.js';

export interface HttpReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export interface Transport {
  post(path: string, body: string, signal?: AbortSignal): Promise<Outcome<HttpReply>>;
  close(): Promise<void>;
}

export interface TransportOptions {
  /** Origin only: `http://127.0.0.1:8000`. */
  origin: string;
  headers: Record<string, string>;
  /** Sockets kept open; the provider's concurrency cap, so no request queues inside undici. */
  connections: number;
  timeoutMs: number;
  /** Removes secrets from any text that may reach a message. */
  redact(text: string): string;
}

/** Marks an abort caused by our own per-request timer, as opposed to the caller's. */
const TIMED_OUT = Symbol('timed out');

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT']);

function errorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

export function networkFailure(error: unknown, timedOut: boolean, callerAborted: boolean, timeoutMs: number): Failure {
  if (callerAborted) return { kind: 'aborted', message: 'the call was cancelled', retryable: false };
  const code = errorCode(error);
  if (timedOut || (code && TIMEOUT_CODES.has(code))) {
    return { kind: 'timeout', message: `the provider did not answer within ${timeoutMs} ms`, retryable: true };
  }
  if (code === 'ECONNREFUSED') return { kind: 'network', message: 'the provider refused the connection', retryable: true };
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE') {
    return { kind: 'network', message: 'the provider closed the connection', retryable: true };
  }
  return { kind: 'network', message: `the request failed (${code ?? 'network error'})`, retryable: true };
}

function providerMessage(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string };
    const m = typeof body.error === 'string' ? body.error : body.error?.message;
    return typeof m === 'string' ? m.slice(0, 200) : undefined;
  } catch {
    return undefined;
  }
}

/** A non-2xx answer as a Failure. 408, 409, 429 and 5xx are worth another try; other 4xx are not. */
export function statusFailure(reply: HttpReply, wallNow: number, redact: (t: string) => string): Failure {
  const { status } = reply;
  const retryAfterMs = parseRetryAfter(reply.headers, wallNow);
  const after = retryAfterMs !== undefined ? { retryAfterMs } : {};
  if (status === 429) return { kind: 'rate_limited', status, message: 'the provider rate-limited the call (429)', retryable: true, ...after };
  if (status === 408) return { kind: 'timeout', status, message: 'the provider timed out the request (408)', retryable: true, ...after };
  if (status >= 500 || status === 409) {
    return { kind: 'server', status, message: `the provider failed (${status})`, retryable: true, ...after };
  }
  // The provider's text for a refused key echoes part of the key: never pass it on.
  if (status === 401) return { kind: 'auth', status, message: 'the provider refused the API key (401)', retryable: false };
  if (status === 403) return { kind: 'auth', status, message: 'the API key may not use this model (403)', retryable: false };
  const said = providerMessage(reply.text);
  const detail = said ? `: ${redact(said)}` : '';
  return { kind: 'client', status, message: `the provider rejected the request (${status})${detail}`, retryable: false };
}

export function poolTransport(o: TransportOptions): Transport {
  // undici is loaded with the first request: an offline run (the reference model) never pays for it.
  let pooled: Promise<Pool> | undefined;
  const open = (): Promise<Pool> =>
    (pooled ??= import('undici').then(
      ({ Pool }) =>
        new Pool(o.origin, {
          connections: o.connections,
          keepAliveTimeout: 30_000,
          headersTimeout: o.timeoutMs,
          bodyTimeout: o.timeoutMs,
        }),
    ));
  return {
    async post(path, body, signal) {
      // Loaded before the clock starts: the first request's timeout measures the request, not the import.
      let pool: Pool;
      try {
        pool = await open();
      } catch (error) {
        return { ok: false, failure: networkFailure(error, false, Boolean(signal?.aborted), o.timeoutMs) };
      }
      const controller = new AbortController();
      const onAbort = () => controller.abort(signal?.reason);
      if (signal?.aborted) onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const timer = setTimeout(() => controller.abort(TIMED_OUT), o.timeoutMs);
      try {
        const res = await pool.request({
          path,
          method: 'POST',
          headers: { ...o.headers, 'content-type': 'application/json', accept: 'application/json' },
          body,
          signal: controller.signal,
          headersTimeout: o.timeoutMs,
          bodyTimeout: o.timeoutMs,
        });
        const text = await res.body.text();
        return { ok: true, value: { status: res.statusCode, headers: res.headers, text } };
      } catch (error) {
        const timedOut = controller.signal.aborted && controller.signal.reason === TIMED_OUT;
        const failure = networkFailure(error, timedOut, Boolean(signal?.aborted), o.timeoutMs);
        return { ok: false, failure };
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      }
    },
    close: async () => {
      if (pooled) await (await pooled).close();
    },
  };
}
