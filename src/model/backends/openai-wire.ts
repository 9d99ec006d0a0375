/**
 * The OpenAI chat-completions wire format, both ways: our ModelRequest to a request body, a
 * response body to our ModelResponse fields. Pure functions; the loopback test server uses the
 * reverse direction (`fromWireMessages`) to read what the backend sent.
 */
import type { Usage } from '../../desk/types.js';
import type { ChatMessage, ModelRequest, ToolCallRequest } from '../types.js';
import type { Failure, Outcome } from '../http/retry.js';

export interface WireToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type WireMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: WireToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface WireOptions {
  model: string;
  temperature?: number;
  seed?: number;
  maxTokens?: number;
  /** OpenAI itself wants `max_completion_tokens`; most compatible servers read `max_tokens`. */
  maxTokensField: 'max_tokens' | 'max_completion_tokens';
}

export function toWireMessages(messages: readonly ChatMessage[]): WireMessage[] {
  return messages.map((m): WireMessage => {
    if (m.role === 'assistant') {
      const calls = m.toolCalls ?? [];
      if (calls.length === 0) return { role: 'assistant', content: m.content };
      return {
        role: 'assistant',
        content: m.content,
        tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } })),
      };
    }
    if (m.role === 'tool') return { role: 'tool', tool_call_id: m.toolCallId, content: m.content };
    return { role: m.role, content: m.content };
  });
}

/** Back from the wire: a tool message's name is found from the assistant call it answers. */
export function fromWireMessages(wire: readonly WireMessage[]): ChatMessage[] {
  const names = new Map<string, string>();
  return wire.map((m): ChatMessage => {
    if (m.role === 'assistant') {
      const toolCalls = (m.tool_calls ?? []).map((c) => ({ id: c.id, name: c.function.name, arguments: c.function.arguments }));
      for (const c of toolCalls) names.set(c.id, c.name);
      return toolCalls.length > 0 ? { role: 'assistant', content: m.content, toolCalls } : { role: 'assistant', content: m.content };
    }
    if (m.role === 'tool') return { role: 'tool', toolCallId: m.tool_call_id, name: names.get(m.tool_call_id) ?? '', content: m.content };
    return { role: m.role, content: m.content };
  });
}

/**
 * OpenAI's strict mode accepts only schemas where every object closes its properties and requires
 * all of them; we ask for strict decoding exactly when the schema allows it, so other schemas still work.
 */
export function isStrictSchema(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.every(isStrictSchema);
  if (!schema || typeof schema !== 'object') return true;
  const s = schema as Record<string, unknown>;
  if (s['type'] === 'object' || s['properties']) {
    const props = Object.keys((s['properties'] as Record<string, unknown> | undefined) ?? {});
    const required = new Set((s['required'] as string[] | undefined) ?? []);
    if (s['additionalProperties'] !== false || !props.every((p) => required.has(p))) return false;
  }
  return Object.values(s).every(isStrictSchema);
}

export function toWireRequest(request: ModelRequest, o: WireOptions): Record<string, unknown> {
  const body: Record<string, unknown> = { model: o.model, messages: toWireMessages(request.messages) };
  if (request.tools && request.tools.length > 0) {
    body['tools'] = request.tools.map((t) => ({
      type: 'function',
      function: { name: t.name, description: t.description, parameters: t.parameters },
    }));
  }
  if (request.responseSchema) {
    const { name, schema } = request.responseSchema;
    body['response_format'] = { type: 'json_schema', json_schema: { name, schema, strict: isStrictSchema(schema) } };
  }
  if (o.temperature !== undefined) body['temperature'] = o.temperature;
  if (o.seed !== undefined) body['seed'] = o.seed;
  if (o.maxTokens !== undefined) body[o.maxTokensField] = o.maxTokens;
  return body;
}

export interface ParsedCompletion {
  text: string | null;
  toolCalls: ToolCallRequest[];
  usage: Usage;
  model: string;
  finishReason?: string;
}

type Json = Record<string, unknown>;

const asObject = (v: unknown): Json | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined);
const asCount = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0);

function badBody(message: string): Outcome<ParsedCompletion> {
  const failure: Failure = { kind: 'bad_body', message, retryable: true };
  return { ok: false, failure };
}

/** Usage as the provider reports it; cached input is a part of the input, not an addition. */
export function usageOf(raw: unknown): Usage {
  const u = asObject(raw) ?? {};
  return {
    inputTokens: asCount(u['prompt_tokens']),
    cachedInputTokens: asCount(asObject(u['prompt_tokens_details'])?.['cached_tokens']),
    outputTokens: asCount(u['completion_tokens']),
  };
}

/** Tool-call arguments stay raw text: the resolver loop validates them and answers a bad call once. */
function toolCallsOf(raw: unknown): ToolCallRequest[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((item, i) => {
    const c = asObject(item) ?? {};
    const fn = asObject(c['function']) ?? {};
    const args = fn['arguments'];
    return {
      id: typeof c['id'] === 'string' && c['id'] ? c['id'] : `call_${i + 1}`,
      name: typeof fn['name'] === 'string' ? fn['name'] : '',
      arguments: typeof args === 'string' ? args : JSON.stringify(args ?? {}),
    };
  });
}

export function parseCompletion(text: string, fallbackModel: string): Outcome<ParsedCompletion> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return badBody('the provider answered with a body that is not JSON');
  }
  const root = asObject(body);
  const choices = root?.['choices'];
  if (!Array.isArray(choices) || choices.length === 0) return badBody('the provider answered with no choices');
  const choice = asObject(choices[0]);
  const message = asObject(choice?.['message']);
  if (!message) return badBody('the provider answered a choice with no message');
  const content = message['content'] ?? message['refusal'] ?? null;
  const finish = choice?.['finish_reason'];
  const value: ParsedCompletion = {
    text: typeof content === 'string' ? content : null,
    toolCalls: toolCallsOf(message['tool_calls']),
    usage: usageOf(root?.['usage']),
    model: typeof root?.['model'] === 'string' && root['model'] ? root['model'] : fallbackModel,
  };
  if (typeof finish === 'string') value.finishReason = finish;
  return { ok: true, value };
}
