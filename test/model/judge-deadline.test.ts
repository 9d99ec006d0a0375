/**
 * Judge calls share the trial's deadline: a judge that hangs cannot keep a trial past its timeout.
 * The judge is the openai backend on the loopback server; the model under test is the reference.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPrompts, referenceProvider } from '../../src/index.js';
import { runTrial } from '../../src/run/trial.js';
import { type OpenAIServer, startOpenAIServer } from '../support/openai-server.js';
import { KEY, makeCase, providerOn } from './helpers.js';

const JUDGED = makeCase({
  id: 'judged-greeting',
  given: { session: { customer: 'c-ana' }, customers: [{ id: 'c-ana', name: 'Ana Ruiz', language: 'en' }] },
  conversation: ['hello'],
  expect: { judge: ['the reply greets the customer', 'the reply offers help'] },
  reference: [{ triage: { intent: 'other', language: 'en' }, reply: 'Hello! How can I help you today?' }],
});

describe('the judge and the trial deadline', () => {
  let server: OpenAIServer;
  beforeAll(async () => {
    server = await startOpenAIServer({ apiKey: KEY, responder: () => ({ text: '{"verdict":"pass","reason":"it greets"}' }) });
  });
  afterAll(() => server.close());

  it('ends a hanging judge call when the trial’s time is up: the lines are unjudged timeout, the trial ends on time', async () => {
    server.reset();
    server.script({ kind: 'hang' });
    // The judge's own request timeout is far longer than the trial's: only the shared deadline ends the wait.
    const judge = providerOn(server, { timeoutMs: 8_000, maxRetries: 0 });
    const started = performance.now();
    const result = await runTrial({ case: JUDGED, trial: 1, provider: referenceProvider(), judge, prompts: loadPrompts(), timeoutMs: 1_000 });
    const took = performance.now() - started;
    await judge.close?.();
    expect(took).toBeLessThan(4_000);
    const lines = result.assertions.filter((a) => a.dimension === 'judge');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toMatchObject({ verdict: 'unjudged', reason: 'timeout' });
    // The line after the deadline is not even asked.
    expect(server.requests.length).toBeLessThanOrEqual(1);
  });

  it('grades with the judge as before when it answers in time', async () => {
    server.reset();
    const judge = providerOn(server, { timeoutMs: 1_500 });
    const result = await runTrial({ case: JUDGED, trial: 1, provider: referenceProvider(), judge, prompts: loadPrompts(), timeoutMs: 5_000 });
    await judge.close?.();
    expect(result.assertions.filter((a) => a.dimension === 'judge').map((a) => a.verdict)).toEqual(['pass', 'pass']);
    expect(result.verdict).toBe('pass');
  });
});
