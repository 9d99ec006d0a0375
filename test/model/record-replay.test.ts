import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProvider, ModelError, type ModelRequest, type TrialResult, UsageError } from '../../src/index.js';
import { recordingProvider, staleCases } from '../../src/model/record.js';
import { requestDigest } from '../../src/model/recordings.js';
import { type OpenAIServer, startOpenAIServer } from '../support/openai-server.js';
import { HELLO, KEY, makeCase, providerOn } from './helpers.js';

const ask = (text: string): ModelRequest => ({ ...HELLO, messages: [HELLO.messages[0]!, { role: 'user', content: text }] });

describe('record, then replay', () => {
  let server: OpenAIServer;
  let dir: string;
  beforeAll(async () => {
    let n = 0;
    server = await startOpenAIServer({
      apiKey: KEY,
      responder: ({ request }) => {
        n += 1;
        const last = request.messages.at(-1);
        return n % 2 === 0
          ? { toolCalls: [{ name: 'get_order', arguments: { order_id: `A${n}` } }] }
          : { text: `answer ${n} to ${last?.role === 'user' ? last.content : '?'}` };
      },
    });
    dir = await mkdtemp(join(tmpdir(), 'agentdesk-rec-'));
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const questions = Array.from({ length: 12 }, (_, i) => ask(`question ${i}`));
  const cases = [makeCase({ id: 'case-a' }), makeCase({ id: 'case-b' })];

  it('answers identically from the recordings, with zero requests to the server', async () => {
    const live = recordingProvider(providerOn(server, { temperature: 0, seed: 3 }), dir);
    // concurrent trials of two cases record at once
    const recorded = await Promise.all(
      questions.map((q, i) => live.forTrial({ case: cases[i % 2]!, trial: 1 + (i % 3) }).complete(q)),
    );
    await live.close?.();
    expect(server.requests).toHaveLength(12);
    expect((await readdir(dir)).filter((f) => f.endsWith('.json'))).toHaveLength(12);

    server.reset();
    const replay = createProvider({ spec: `replay:${dir}`, env: {} });
    const replayed = await Promise.all(
      questions.map((q, i) => replay.forTrial({ case: cases[i % 2]!, trial: 1 + (i % 3) }).complete(q)),
    );
    expect(replayed).toEqual(recorded);
    expect(server.requests).toHaveLength(0);
  });

  it('answers a trial it never recorded from the lowest recorded trial', async () => {
    const replay = createProvider({ spec: `replay:${dir}`, env: {} });
    const answer = await replay.forTrial({ case: cases[0]!, trial: 9 }).complete(questions[0]!);
    expect(answer.text).toMatch(/question 0/);
  });

  it('is unjudged no_recording, naming the digest, when the request changed', async () => {
    const replay = createProvider({ spec: `replay:${dir}`, env: {} });
    const changed = ask('a question nobody recorded');
    const error = await replay
      .forTrial({ case: cases[0]!, trial: 1 })
      .complete(changed)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelError);
    expect((error as ModelError).reason).toBe('no_recording');
    const digest = requestDigest(changed, { model: 'openai:test-model', temperature: 0, seed: 3 });
    expect((error as ModelError).message).toContain(digest.slice(0, 16));
  });

  it('keys recordings by what shapes the answer: a different temperature is a different request', () => {
    const a = requestDigest(HELLO, { model: 'openai:m', temperature: 0 });
    expect(requestDigest(structuredClone(HELLO), { temperature: 0, model: 'openai:m' })).toBe(a);
    expect(requestDigest(HELLO, { model: 'openai:m', temperature: 0.5 })).not.toBe(a);
    expect(requestDigest(HELLO, { model: 'openai:other', temperature: 0 })).not.toBe(a);
    expect(requestDigest({ ...HELLO, purpose: 'triage' }, { model: 'openai:m', temperature: 0 })).not.toBe(a);
  });

  it('writes no key and no header into any recording', async () => {
    const files = await readdir(dir);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const text = await readFile(join(dir, file), 'utf8');
      expect(text).not.toContain(KEY);
      expect(text.toLowerCase()).not.toContain('authorization');
      expect(text.toLowerCase()).not.toContain('bearer');
    }
  });

  it('refuses a recordings folder that does not exist', () => {
    expect(() => createProvider({ spec: `replay:${join(dir, 'missing')}`, env: {} })).toThrow(UsageError);
  });

  it('lists the cases that went stale', () => {
    const trial = (caseId: string, verdict: TrialResult['verdict'], reason?: string) => ({ caseId, verdict, ...(reason ? { reason } : {}) }) as TrialResult;
    const trials = [trial('b', 'unjudged', 'no_recording'), trial('a', 'unjudged', 'no_recording'), trial('b', 'unjudged', 'no_recording'), trial('c', 'unjudged', 'timeout'), trial('d', 'pass')];
    expect(staleCases({ trials })).toEqual(['a', 'b']);
  });
});
