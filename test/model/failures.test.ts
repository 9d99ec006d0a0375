import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProvider, ModelError, type ModelProvider } from '../../src/index.js';
import { type Fault, type OpenAIServer, startOpenAIServer } from '../support/openai-server.js';
import { CASE, fakeClock, HELLO, KEY, providerOn } from './helpers.js';

async function failure(p: Promise<unknown>): Promise<ModelError> {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ModelError);
  return error as ModelError;
}

describe('provider failures end in the right unjudged reason and attempt count', () => {
  let server: OpenAIServer;
  let provider: ModelProvider;
  let clock: ReturnType<typeof fakeClock>;
  beforeAll(async () => {
    server = await startOpenAIServer({ apiKey: KEY });
  });
  afterEach(async () => {
    await provider?.close?.();
    server.reset();
  });
  afterAll(() => server.close());

  function call(settings = {}) {
    clock = fakeClock();
    provider = providerOn(server, { timeoutMs: 300, ...settings }, { clock });
    return provider.forTrial({ case: CASE, trial: 1 }).complete(HELLO);
  }

  const persistent: [string, Fault, string, number | undefined][] = [
    ['429 without Retry-After', { kind: 'rate_limit' }, 'rate_limited', 429],
    ['500', { kind: 'status', status: 500 }, 'model_error', 500],
    ['502', { kind: 'status', status: 502 }, 'model_error', 502],
    ['503', { kind: 'status', status: 503 }, 'model_error', 503],
    ['a reset connection', { kind: 'reset' }, 'model_error', undefined],
    ['a hang past the request timeout', { kind: 'hang' }, 'timeout', undefined],
    ['a body that is not JSON', { kind: 'not_json' }, 'model_error', undefined],
    ['an empty choices list', { kind: 'empty_choices' }, 'model_error', undefined],
    ['a choice with no message', { kind: 'no_message' }, 'model_error', undefined],
  ];

  it.each(persistent)('%s, every time: retried maxRetries times, then %s', async (_name, fault, reason, status) => {
    server.script(fault, fault, fault);
    const error = await failure(call({ maxRetries: 2 }));
    expect(error.reason).toBe(reason);
    expect(error.detail.attempts).toBe(3);
    expect(error.detail.status).toBe(status);
    expect(server.requests).toHaveLength(3);
    expect(clock.sleeps).toHaveLength(2);
  });

  it.each(persistent)('%s, once: the retry succeeds', async (_name, fault) => {
    server.script(fault);
    const answer = await call();
    expect(answer.text).toBe('ok');
    expect(server.requests).toHaveLength(2);
  });

  it('defaults to 3 retries, backing off exponentially with jitter', async () => {
    const fault: Fault = { kind: 'status', status: 500 };
    server.script(fault, fault, fault, fault);
    const error = await failure(call());
    expect(error.detail.attempts).toBe(4);
    // random() = 0.5 gives three quarters of each step: 250, 500, 1000 ms steps
    expect(clock.sleeps).toEqual([188, 375, 750]);
  });

  it('honours Retry-After in seconds', async () => {
    server.script({ kind: 'rate_limit', retryAfter: '7' });
    await call();
    expect(clock.sleeps).toEqual([7000]);
  });

  it('honours Retry-After as an HTTP date', async () => {
    const at = new Date(Date.parse('2026-01-01T12:00:00Z') + 12_000).toUTCString();
    server.script({ kind: 'rate_limit', retryAfter: at });
    await call();
    expect(clock.sleeps).toEqual([12_000]);
  });

  it("honours OpenAI's retry-after-ms", async () => {
    server.script({ kind: 'rate_limit', retryAfterMs: '1500', retryAfter: '2' });
    await call();
    expect(clock.sleeps).toEqual([1500]);
  });

  it('caps a Retry-After that would stall the run', async () => {
    server.script({ kind: 'rate_limit', retryAfter: '86400' });
    await call();
    expect(clock.sleeps).toEqual([60_000]);
  });

  it('honours Retry-After on a 503 too', async () => {
    server.script({ kind: 'status', status: 503, retryAfter: '3' });
    await call();
    expect(clock.sleeps).toEqual([3000]);
  });

  it('ends exhausted 429s with Retry-After as rate_limited, having waited as asked', async () => {
    const fault: Fault = { kind: 'rate_limit', retryAfter: '2' };
    server.script(fault, fault);
    const error = await failure(call({ maxRetries: 1 }));
    expect(error).toMatchObject({ reason: 'rate_limited', detail: { status: 429, attempts: 2 } });
    expect(clock.sleeps).toEqual([2000]);
  });

  it('does not retry a refused key, and never shows the key', async () => {
    clock = fakeClock();
    provider = providerOn(server, {}, { clock, env: { AGENTDESK_API_KEY: 'sk-wrong-key-123456' } });
    const error = await failure(provider.forTrial({ case: CASE, trial: 1 }).complete(HELLO));
    expect(error).toMatchObject({ reason: 'model_error', detail: { status: 401, attempts: 1, retryable: false } });
    expect(error.message).not.toContain('sk-wrong-key-123456');
    expect(server.requests).toHaveLength(1);
  });

  it.each([400, 404, 422])('does not retry a %i', async (status) => {
    server.script({ kind: 'status', status });
    const error = await failure(call());
    expect(error).toMatchObject({ reason: 'model_error', detail: { status, attempts: 1 } });
    expect(server.requests).toHaveLength(1);
  });

  it.each([408, 409])('retries a %i', async (status) => {
    server.script({ kind: 'status', status });
    await call();
    expect(server.requests).toHaveLength(2);
  });

  it('retries a refused connection, then gives up with model_error', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((r) => closed.close(() => r()));
    clock = fakeClock();
    provider = createProvider({ spec: 'vllm:m', baseUrl: `http://127.0.0.1:${port}/v1`, env: {}, settings: { maxRetries: 2 }, clock });
    const error = await failure(provider.forTrial({ case: CASE, trial: 1 }).complete(HELLO));
    expect(error).toMatchObject({ reason: 'model_error', detail: { attempts: 3 } });
    expect(error.message).toMatch(/refused/);
  });

  it('stops at once, without retrying, when the caller aborts', async () => {
    server.script({ kind: 'hang' });
    clock = fakeClock();
    provider = providerOn(server, { timeoutMs: 30_000 }, { clock });
    const controller = new AbortController();
    const pending = provider.forTrial({ case: CASE, trial: 1 }).complete(HELLO, { signal: controller.signal });
    // Abort once the server holds the request (a fixed delay raced the request on a busy machine).
    await vi.waitFor(() => expect(server.requests).toHaveLength(1), { timeout: 10_000, interval: 5 });
    controller.abort();
    const error = await failure(pending);
    expect(error).toMatchObject({ reason: 'timeout', detail: { attempts: 1, retryable: false } });
    expect(server.requests).toHaveLength(1);
  });
});
