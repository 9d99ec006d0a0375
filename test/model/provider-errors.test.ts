/**
 * What a provider says when it fails reaches the user, and the provider's own retry and pacing
 * signals are obeyed, as openai-node obeys them: the real undici client against the loopback server.
 */
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exhaustedResetMs, parseReset } from '../../src/model/http/pace.js';
import { createProvider, ModelError, type ModelProvider } from '../../src/index.js';
import { type Fault, type OpenAIServer, QUOTA_MESSAGE, startOpenAIServer } from '../support/openai-server.js';
import { CASE, fakeClock, HELLO, KEY, providerOn } from './helpers.js';

async function failure(p: Promise<unknown>): Promise<ModelError> {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ModelError);
  return error as ModelError;
}

/** A port nobody listens on. */
async function closedPort(): Promise<number> {
  const closed = createServer();
  await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
  const { port } = closed.address() as { port: number };
  await new Promise<void>((r) => closed.close(() => r()));
  return port;
}

describe('a provider error says what the provider said', () => {
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

  it('an exhausted quota is not retried, is not called a rate limit, and says what to do', async () => {
    server.script({ kind: 'quota' }, 'ok');
    const error = await failure(call());
    expect(error).toMatchObject({ reason: 'model_error', detail: { status: 429, attempts: 1, retryable: false } });
    expect(error.message).toContain('You exceeded your current quota');
    expect(error.message).toMatch(/insufficient_quota/);
    expect(error.message).toMatch(/billing|credit/);
    expect(error.message).not.toMatch(/rate-limited/);
    expect(server.requests).toHaveLength(1);
  });

  it('a rate limit keeps the provider’s words', async () => {
    const fault: Fault = { kind: 'rate_limit' };
    server.script(fault, fault);
    const error = await failure(call({ maxRetries: 1 }));
    expect(error.reason).toBe('rate_limited');
    expect(error.message).toContain('Rate limit reached for requests');
  });

  it('a server error keeps the provider’s words', async () => {
    server.script({ kind: 'status', status: 503 }, { kind: 'status', status: 503 });
    const error = await failure(call({ maxRetries: 1 }));
    expect(error.message).toContain('The server had an error (503)');
  });

  it("OpenRouter's HTTP-200 error body is read as the error it is, not as 'no choices'", async () => {
    const fault: Fault = { kind: 'error_200', code: 502, message: 'Upstream provider returned an error: overloaded' };
    server.script(fault, fault);
    const error = await failure(call({ maxRetries: 1 }));
    expect(error).toMatchObject({ reason: 'model_error', detail: { status: 502, attempts: 2 } });
    expect(error.message).toContain('Upstream provider returned an error: overloaded');
    expect(error.message).not.toMatch(/no choices/);
  });

  it("an HTTP-200 error that would fail again (OpenRouter's 402, out of credit) is not retried", async () => {
    server.script({ kind: 'error_200', code: 402, message: 'Insufficient credits. Add more using https://openrouter.ai/credits' });
    const error = await failure(call());
    expect(error).toMatchObject({ detail: { status: 402, attempts: 1, retryable: false } });
    expect(error.message).toContain('Insufficient credits');
  });

  it('an HTTP-200 error that passes once is retried like its status', async () => {
    server.script({ kind: 'error_200', code: 429, message: 'Rate limit exceeded: free-models-per-min' });
    expect((await call()).text).toBe('ok');
    expect(server.requests).toHaveLength(2);
  });
});

describe("the provider's retry and pacing headers are obeyed", () => {
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

  function trial(settings = {}) {
    clock = fakeClock();
    provider = providerOn(server, { timeoutMs: 300, ...settings }, { clock });
    return provider.forTrial({ case: CASE, trial: 1 });
  }

  it('x-should-retry: false stops a retry the status would allow', async () => {
    server.script({ kind: 'status', status: 503, headers: { 'x-should-retry': 'false' } }, 'ok');
    const error = await failure(trial().complete(HELLO));
    expect(error.detail).toMatchObject({ status: 503, attempts: 1, retryable: false });
    expect(server.requests).toHaveLength(1);
  });

  it('x-should-retry: true retries a status that would not be', async () => {
    server.script({ kind: 'status', status: 400, headers: { 'x-should-retry': 'true' } }, 'ok');
    expect((await trial().complete(HELLO)).text).toBe('ok');
    expect(server.requests).toHaveLength(2);
  });

  it('retry-after-ms is obeyed on any retried status, before Retry-After', async () => {
    server.script({ kind: 'status', status: 500, headers: { 'retry-after-ms': '750', 'retry-after': '9' } });
    await trial().complete(HELLO);
    expect(clock.sleeps).toEqual([750]);
  });

  it('no requests left (x-ratelimit-remaining-requests: 0) holds the next request until the reset', async () => {
    const headers = { 'x-ratelimit-limit-requests': '500', 'x-ratelimit-remaining-requests': '0', 'x-ratelimit-reset-requests': '6m0s' };
    server.script({ kind: 'headers', headers }, 'ok');
    const model = trial();
    await model.complete(HELLO);
    expect(clock.sleeps).toEqual([]);
    await model.complete(HELLO);
    expect(clock.sleeps).toEqual([60_000]); // 6 minutes, capped as a Retry-After is
  });

  it('no tokens left holds the next request for the tokens reset (OpenAI durations: 1.5s, 20ms)', async () => {
    const headers = { 'x-ratelimit-remaining-requests': '41', 'x-ratelimit-remaining-tokens': '0', 'x-ratelimit-reset-tokens': '1.5s', 'x-ratelimit-reset-requests': '20ms' };
    server.script({ kind: 'headers', headers }, 'ok');
    const model = trial();
    await model.complete(HELLO);
    await model.complete(HELLO);
    expect(clock.sleeps).toEqual([1500]);
  });

  it('requests left: nothing waits', async () => {
    server.script({ kind: 'headers', headers: { 'x-ratelimit-remaining-requests': '3', 'x-ratelimit-reset-requests': '10s' } }, 'ok');
    const model = trial();
    await model.complete(HELLO);
    await model.complete(HELLO);
    expect(clock.sleeps).toEqual([]);
  });

  it('a 429 without Retry-After waits for the exhausted limit to reset, not a guessed backoff', async () => {
    server.script({ kind: 'rate_limit', headers: { 'x-ratelimit-remaining-requests': '0', 'x-ratelimit-reset-requests': '2s' } });
    await trial().complete(HELLO);
    expect(clock.sleeps).toEqual([2000]);
  });
});

describe('a connection error names the URL', () => {
  it('a refused connection names the base URL, without its credentials', async () => {
    const port = await closedPort();
    const provider = createProvider({
      spec: 'vllm:m',
      baseUrl: `http://proxyuser:hunter2secret@127.0.0.1:${port}/v1?api_key=abc123secret`,
      env: {},
      settings: { maxRetries: 0 },
      clock: fakeClock(),
    });
    const error = await failure(provider.forTrial({ case: CASE, trial: 1 }).complete(HELLO));
    await provider.close?.();
    expect(error.message).toContain(`http://127.0.0.1:${port}/v1`);
    expect(error.message).toMatch(/refused the connection/);
    expect(error.message).not.toMatch(/proxyuser|hunter2secret|abc123secret/);
  });
});

describe('reading a rate-limit reset', () => {
  const wall = Date.parse('2026-01-01T12:00:00Z');
  it.each([
    ['6m0s', 360_000],
    ['1.5s', 1500],
    ['20ms', 20],
    ['1h2m3s', 3_723_000],
    ['12', 12_000],
    [String(wall + 4000), 4000], // OpenRouter: epoch milliseconds
    [String(wall / 1000 + 9), 9000], // epoch seconds
  ])('%s is %i ms from now', (value, ms) => {
    expect(parseReset(value, wall)).toBe(ms);
  });

  it.each(['soon', '5 s', '3x'])('%s is unreadable, so nothing waits on it', (value) => {
    expect(parseReset(value, wall)).toBeUndefined();
  });

  it("OpenRouter's spent x-ratelimit-remaining holds until its epoch reset", () => {
    expect(exhaustedResetMs({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(wall + 2500) }, wall)).toBe(2500);
    expect(exhaustedResetMs({ 'x-ratelimit-remaining': '5', 'x-ratelimit-reset': String(wall + 2500) }, wall)).toBeUndefined();
  });
});
