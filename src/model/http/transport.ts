/**
 * One HTTP attempt against a chat-completions endpoint over a pooled undici client, and the
 * translation of everything that can go wrong into a Failure (status, socket, timeout, abort).
 */
import type { Pool } from 'undici';
import type { AttemptFailure, AttemptOutcome } from './retry.js';

export interface HttpReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export interface Transport {
  post(path: string, body: string, signal?: AbortSignal): Promise<AttemptOutcome<HttpReply>>;
  close(): Promise<void>;
}

export interface TransportOptions {
  /** Origin only: `http://127.0.0.1:8000`. */
  origin: string;
  /** The base URL as messages show it: no credentials, no secret parameters. */
  safeUrl: string;
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

/**
 * A request that got no answer. The message names where it went (the base URL without
 * credentials), since a wrong port or host is the usual cause.
 */
function networkFailure(error: unknown, timedOut: boolean, callerAborted: boolean, timeoutMs: number, url: string): AttemptFailure {
  if (callerAborted) return { kind: 'aborted', message: 'the call was cancelled', retryable: false };
  const code = errorCode(error);
  if (timedOut || (code && TIMEOUT_CODES.has(code))) {
    return { kind: 'timeout', message: `the provider at ${url} did not answer within ${timeoutMs} ms`, retryable: true };
  }
  if (code === 'ECONNREFUSED') return { kind: 'network', message: `the provider at ${url} refused the connection (ECONNREFUSED)`, retryable: true };
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE') {
    return { kind: 'network', message: `the provider at ${url} closed the connection (${code})`, retryable: true };
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return { kind: 'network', message: `the host of ${url} was not found (${code})`, retryable: true };
  return { kind: 'network', message: `the request to ${url} failed (${code ?? 'network error'})`, retryable: true };
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
        return { ok: false, failure: networkFailure(error, false, Boolean(signal?.aborted), o.timeoutMs, o.safeUrl) };
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
        const failure = networkFailure(error, timedOut, Boolean(signal?.aborted), o.timeoutMs, o.safeUrl);
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
