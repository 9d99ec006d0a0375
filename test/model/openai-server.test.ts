import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceAnswer } from '../../src/model/backends/reference.js';
import type { ChatMessage, ModelRequest } from '../../src/model/types.js';
import { matchCase, type OpenAIServer, referenceResponder, startOpenAIServer } from '../support/openai-server.js';
import { CASE, HELLO, KEY, makeCase, providerOn } from './helpers.js';

const system = (customer: string, now: string): ChatMessage => ({
  role: 'system',
  content: `You are the desk.\n\nSession customer: ${customer} (Someone)\nCurrent time: ${now}\nReply in: en`,
});

const cancel = makeCase({
  id: 'cancel-a1001',
  given: { now: '2026-11-20T10:00:00Z', session: { customer: 'c-ana' } },
  conversation: ['Please cancel A1001', { say: 'yes, go ahead', after: '2m' }],
  reference: [
    {
      triage: { intent: 'cancel_order', language: 'en' },
      calls: [
        { tool: 'get_order', args: { order_id: 'A1001' } },
        { tool: 'propose_action', args: { action: 'cancel_order', order_id: 'A1001' } },
      ],
      reply: 'Shall I cancel A1001?',
    },
    { triage: { intent: 'cancel_order', language: 'en' }, calls: [{ tool: 'execute_action', args: { proposal_id: 'P1' } }], reply: 'Done: A1001 is cancelled.' },
  ],
});
// Same customer and same first words, a different clock: only the time tells them apart.
const cancelLater = makeCase({ ...structuredClone(cancel.data), id: 'cancel-a1001-later', given: { now: '2026-12-01T10:00:00Z', session: { customer: 'c-ana' } } });
const bob = makeCase({ ...structuredClone(cancel.data), id: 'cancel-bob', given: { now: '2026-11-20T10:00:00Z', session: { customer: 'c-bob' } } });

describe('matching a request to its case', () => {
  const cases = [cancel, cancelLater, bob];

  it('matches on the session customer and the user messages so far', () => {
    expect(matchCase(cases, [system('c-bob', '2026-11-20T10:00:00.000Z'), { role: 'user', content: 'Please cancel A1001' }]).data.id).toBe('cancel-bob');
  });

  it("breaks a tie with the desk's clock, counting the time that passed before each turn", () => {
    const turn2 = [{ role: 'user', content: 'Please cancel A1001' }, { role: 'assistant', content: 'Shall I cancel A1001?' }, { role: 'user', content: 'yes, go ahead' }] as ChatMessage[];
    expect(matchCase(cases, [system('c-ana', '2026-11-20T10:02:00.000Z'), ...turn2]).data.id).toBe('cancel-a1001');
    expect(matchCase(cases, [system('c-ana', '2026-12-01T10:02:00.000Z'), ...turn2]).data.id).toBe('cancel-a1001-later');
  });

  it('fails loudly when no case or several cases match', () => {
    expect(() => matchCase(cases, [system('c-ana', '2026-11-20T10:00:00Z'), { role: 'user', content: 'something else' }])).toThrow(/no case/);
    expect(() => matchCase(cases, [system('c-ana', '2030-01-01T00:00:00Z'), { role: 'user', content: 'Please cancel A1001' }])).toThrow(/no case/);
    expect(() => matchCase([cancel, makeCase(structuredClone(cancel.data))], [system('c-ana', '2026-11-20T10:00:00Z'), { role: 'user', content: 'Please cancel A1001' }])).toThrow(
      /several cases/,
    );
  });
});

describe('the reference mode over HTTP', () => {
  let server: OpenAIServer;
  beforeAll(async () => {
    server = await startOpenAIServer({ apiKey: KEY, responder: referenceResponder([cancel, cancelLater, bob]) });
  });
  afterAll(() => server.close());

  it('answers each step exactly as the reference backend does', async () => {
    const provider = providerOn(server);
    const model = provider.forTrial({ case: cancel, trial: 1 });
    const head: ChatMessage[] = [system('c-ana', '2026-11-20T10:00:00.000Z'), { role: 'user', content: 'Please cancel A1001' }];
    const triage: ModelRequest = { purpose: 'triage', messages: head, responseSchema: { name: 'triage', schema: { type: 'object' } } };
    const step1: ModelRequest = { purpose: 'resolver', messages: head, tools: [] };
    const first = await model.complete(step1);
    const step2: ModelRequest = {
      purpose: 'resolver',
      messages: [...head, { role: 'assistant', content: null, toolCalls: first.toolCalls }, { role: 'tool', toolCallId: first.toolCalls[0]!.id, name: 'get_order', content: '{}' }],
    };
    for (const request of [triage, step1, step2]) {
      const over = await model.complete(request);
      const direct = referenceAnswer(cancel.data, request);
      expect({ text: over.text, toolCalls: over.toolCalls, finishReason: over.finishReason }).toEqual({
        text: direct.text,
        toolCalls: direct.toolCalls,
        finishReason: direct.finishReason,
      });
    }
    await provider.close?.();
    expect(server.errors).toEqual([]);
  });

  it('answers a request it cannot place with a 400, not retried, and notes the error', async () => {
    server.reset();
    const provider = providerOn(server);
    const error = await provider.forTrial({ case: CASE, trial: 1 }).complete(HELLO).catch((e: unknown) => e);
    await provider.close?.();
    expect(error).toMatchObject({ reason: 'model_error', detail: { status: 400, attempts: 1 } });
    expect(server.errors).toHaveLength(1);
  });
});
