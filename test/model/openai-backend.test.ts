import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fromWireMessages, instructedSchema, toWireRequest, type WireMessage } from '../../src/model/backends/openai-wire.js';
import type { ModelProvider, ModelRequest } from '../../src/index.js';
import { type OpenAIServer, scriptedResponder, startOpenAIServer } from '../support/openai-server.js';
import { CASE, HELLO, KEY, providerOn } from './helpers.js';

const TOOL = {
  name: 'get_order',
  description: 'Look up one of the customer’s orders',
  parameters: { type: 'object', properties: { order_id: { type: 'string' } }, required: ['order_id'], additionalProperties: false },
};

const TRIAGE_SCHEMA = {
  name: 'triage',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['intent', 'language', 'risk'],
    properties: { intent: { type: 'string' }, language: { type: 'string' }, risk: { type: 'array', items: { type: 'string' } } },
  },
};

describe('the openai backend over a loopback server', () => {
  let server: OpenAIServer;
  let provider: ModelProvider;
  beforeAll(async () => {
    server = await startOpenAIServer({ apiKey: KEY });
  });
  afterEach(async () => {
    await provider?.close?.();
    server.reset();
  });
  afterAll(() => server.close());

  it('round-trips a tool call: tools offered, the call returned raw, the result sent back as a tool message', async () => {
    server.setResponder(
      scriptedResponder([
        { toolCalls: [{ id: 'call_1', name: 'get_order', arguments: '{"order_id":"A1001"}' }] },
        { text: 'Your order A1001 has shipped.' },
      ]),
    );
    provider = providerOn(server, { temperature: 0.2, seed: 7, maxTokens: 300 });
    const model = provider.forTrial({ case: CASE, trial: 1 });
    const first = await model.complete({ ...HELLO, tools: [TOOL] });
    expect(first.toolCalls).toEqual([{ id: 'call_1', name: 'get_order', arguments: '{"order_id":"A1001"}' }]);
    expect(first.text).toBeNull();
    expect(first.finishReason).toBe('tool_calls');

    const followUp: ModelRequest = {
      purpose: 'resolver',
      tools: [TOOL],
      messages: [
        ...HELLO.messages,
        { role: 'assistant', content: null, toolCalls: first.toolCalls },
        { role: 'tool', toolCallId: 'call_1', name: 'get_order', content: '{"status":"shipped"}' },
      ],
    };
    const second = await model.complete(followUp);
    expect(second.text).toBe('Your order A1001 has shipped.');
    expect(second.toolCalls).toEqual([]);

    const [sent1, sent2] = server.requests.map((r) => r.body as Record<string, any>);
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(server.requests[0]!.headers['authorization']).toBe(`Bearer ${KEY}`);
    expect(sent1).toMatchObject({ model: 'test-model', temperature: 0.2, seed: 7, max_completion_tokens: 300 });
    expect(sent1!['tools']).toEqual([{ type: 'function', function: TOOL }]);
    expect(sent2!['messages'].slice(2)).toEqual([
      { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_order', arguments: '{"order_id":"A1001"}' } }] },
      { role: 'tool', tool_call_id: 'call_1', content: '{"status":"shipped"}' },
    ]);
  });

  it('retries tool-call arguments that are not JSON like a bad body, then gives up as model_error', async () => {
    server.setResponder(
      scriptedResponder([
        { toolCalls: [{ id: 'c', name: 'get_order', arguments: '{"order_id": "A1' }] },
        { toolCalls: [{ id: 'c', name: 'get_order', arguments: '{"order_id": "A1001"}' }] },
      ]),
    );
    provider = providerOn(server);
    const answer = await provider.forTrial({ case: CASE, trial: 1 }).complete({ ...HELLO, tools: [TOOL] });
    expect(answer.toolCalls[0]?.arguments).toBe('{"order_id": "A1001"}');
    expect(server.requests).toHaveLength(2);

    server.reset();
    server.setResponder(() => ({ toolCalls: [{ id: 'c', name: 'get_order', arguments: '{"order_id": ' }] }));
    const error = await provider
      .forTrial({ case: CASE, trial: 1 })
      .complete({ ...HELLO, tools: [TOOL] })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'model_error', detail: { attempts: 4 } });
    expect((error as Error).message).toMatch(/get_order.*not JSON/);
  });

  it('takes empty arguments as no arguments, and leaves JSON that is not an object for the loop to judge', async () => {
    server.setResponder(scriptedResponder([{ toolCalls: [{ id: 'a', name: 'list_orders', arguments: '' }, { id: 'b', name: 'get_order', arguments: '["A1001"]' }] }]));
    provider = providerOn(server);
    const answer = await provider.forTrial({ case: CASE, trial: 1 }).complete({ ...HELLO, tools: [TOOL] });
    expect(answer.toolCalls.map((c) => c.arguments)).toEqual(['', '["A1001"]']);
    expect(server.requests).toHaveLength(1);
  });

  it('asks for JSON-schema output for triage, strict when the schema allows it', async () => {
    server.setResponder(scriptedResponder([{ text: '{"intent":"cancel_order","language":"es","risk":[]}' }]));
    provider = providerOn(server);
    const answer = await provider.forTrial({ case: CASE, trial: 1 }).complete({ ...HELLO, purpose: 'triage', responseSchema: TRIAGE_SCHEMA });
    expect(JSON.parse(answer.text ?? '')).toEqual({ intent: 'cancel_order', language: 'es', risk: [] });
    const body = server.requests[0]!.body as Record<string, unknown>;
    expect(body['response_format']).toEqual({ type: 'json_schema', json_schema: { ...TRIAGE_SCHEMA, strict: true } });
    expect(body['tools']).toBeUndefined();
  });

  it('does not ask for strict decoding when the schema leaves properties optional', async () => {
    provider = providerOn(server);
    const loose = { name: 'loose', schema: { type: 'object', properties: { a: { type: 'string' } } } };
    await provider.forTrial({ case: CASE, trial: 1 }).complete({ ...HELLO, purpose: 'triage', responseSchema: loose });
    const body = server.requests[0]!.body as { response_format: { json_schema: { strict: boolean } } };
    expect(body.response_format.json_schema.strict).toBe(false);
  });

  it('reports usage with cached input inside input, the answering model, and cost from the price table', async () => {
    server.setResponder(() => ({ text: 'hi', model: 'test-model-2026', usage: { prompt_tokens: 1000, completion_tokens: 100, cached_tokens: 400 } }));
    provider = providerOn(server, {}, { prices: { 'test-model': { input: 2, cachedInput: 0.5, output: 10 } } });
    const answer = await provider.forTrial({ case: CASE, trial: 1 }).complete(HELLO);
    expect(answer.usage).toEqual({ inputTokens: 1000, cachedInputTokens: 400, outputTokens: 100 });
    expect(answer.model).toBe('test-model-2026');
    // 600 fresh x $2 + 400 cached x $0.50 + 100 out x $10, per million
    expect(answer.costUsd).toBeCloseTo((600 * 2 + 400 * 0.5 + 100 * 10) / 1e6, 12);
    expect(answer.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('leaves the cost blank for a model with no price', async () => {
    provider = providerOn(server, {}, { prices: { 'other-model': { input: 1, output: 1 } } });
    const answer = await provider.forTrial({ case: CASE, trial: 1 }).complete(HELLO);
    expect(answer.costUsd).toBeUndefined();
    expect('costUsd' in answer).toBe(false);
  });

  it('sends max_completion_tokens to OpenAI itself and max_tokens to compatible servers', async () => {
    provider = providerOn(server, { maxTokens: 50 }, { spec: 'openai:m' });
    await provider.forTrial({ case: CASE, trial: 1 }).complete(HELLO);
    await provider.close?.();
    provider = providerOn(server, { maxTokens: 50 }, { spec: 'vllm:m' });
    await provider.forTrial({ case: CASE, trial: 1 }).complete(HELLO);
    const [openai, vllm] = server.requests.map((r) => r.body as Record<string, unknown>);
    expect(openai).toMatchObject({ max_completion_tokens: 50 });
    expect(openai!['max_tokens']).toBeUndefined();
    expect(vllm).toMatchObject({ max_tokens: 50 });
  });

  it('describes itself without the key', () => {
    provider = providerOn(server, { temperature: 0, maxConcurrency: 4 });
    expect(provider.id).toBe('openai:test-model');
    expect(provider.settings).toMatchObject({ model: 'test-model', baseUrl: server.url, temperature: 0, maxConcurrency: 4 });
    expect(JSON.stringify(provider.settings)).not.toContain(KEY);
    expect(JSON.stringify(provider.forTrial({ case: CASE, trial: 1 }).settings)).not.toContain(KEY);
  });
});

describe('structured output on the wire', () => {
  const request: ModelRequest = { ...HELLO, purpose: 'triage', responseSchema: TRIAGE_SCHEMA };
  const wire = { model: 'm', maxTokensField: 'max_tokens' as const };

  it('asks json_object with the schema in the system prompt, and prompted JSON with no response_format', () => {
    const asObject = toWireRequest(request, wire, 'json_object');
    expect(asObject['response_format']).toEqual({ type: 'json_object' });
    const prompted = toWireRequest(request, wire, 'prompted');
    expect(prompted['response_format']).toBeUndefined();
    for (const body of [asObject, prompted]) {
      const [system, user] = body['messages'] as { role: string; content: string }[];
      expect(system!.content.startsWith(HELLO.messages[0]!.content as string)).toBe(true);
      expect(system!.content).toContain('JSON Schema named "triage"');
      expect(user).toEqual({ role: 'user', content: 'hello' });
    }
  });

  it('reads the instruction back, leaving the messages as they were', () => {
    const body = toWireRequest(request, wire, 'prompted');
    const back = instructedSchema(fromWireMessages(body['messages'] as WireMessage[]));
    expect(back?.schema).toEqual(TRIAGE_SCHEMA);
    expect(back?.messages).toEqual(HELLO.messages);
    expect(instructedSchema(HELLO.messages)).toBeUndefined();
  });
});
