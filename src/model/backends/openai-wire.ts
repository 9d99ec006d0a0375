/**
 * The OpenAI chat-completions wire format, both ways: our ModelRequest to a request body, a
 * response body to our ModelResponse fields. Pure functions; the loopback test server uses the
 * reverse direction (`fromWireMessages`) to read what the backend sent.
 */
import type { Usage } from '../../desk/types.js';
import type { ChatMessage, ModelRequest, ToolCallRequest, ToolDefinition } from '../types.js';
import type { AttemptFailure, AttemptOutcome } from '../http/retry.js';

interface WireToolCall {
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
function isStrictSchema(schema: unknown): boolean {
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

/**
 * How a structured answer is asked for: `json_schema` (the server decodes to the schema),
 * `json_object` (the server guarantees JSON; the schema is in the prompt) or `prompted` (no
 * response_format at all; the schema is in the prompt). A run falls back along this order once.
 */
export const RESPONSE_FORMATS = ['json_schema', 'json_object', 'prompted'] as const;
export type ResponseFormat = (typeof RESPONSE_FORMATS)[number];

const INSTRUCTION_HEAD = 'Answer with one JSON object and nothing else (no code fence, no prose before or after it), valid for the JSON Schema named';

/** The words that carry the schema when the server does not take it as `json_schema`. */
function schemaInstruction(name: string, schema: Record<string, unknown>): string {
  return `\n\n${INSTRUCTION_HEAD} "${name}": ${JSON.stringify(schema)}`;
}

/** Puts the schema instruction at the end of the first system message (or in a new one). */
function withInstruction(messages: WireMessage[], name: string, schema: Record<string, unknown>): WireMessage[] {
  const text = schemaInstruction(name, schema);
  const i = messages.findIndex((m) => m.role === 'system');
  if (i < 0) return [{ role: 'system', content: text.trimStart() }, ...messages];
  return messages.map((m, k) => (k === i && m.role === 'system' ? { role: 'system', content: `${m.content}${text}` } : m));
}

/** The reverse of withInstruction, for the loopback server: the schema asked for in the prompt, and the messages without it. */
export function instructedSchema(
  messages: readonly ChatMessage[],
): { schema: { name: string; schema: Record<string, unknown> }; messages: ChatMessage[] } | undefined {
  const i = messages.findIndex((m) => m.role === 'system');
  const system = messages[i];
  if (!system || system.role !== 'system') return undefined;
  const at = system.content.lastIndexOf(`${INSTRUCTION_HEAD} "`);
  const match = at < 0 ? null : /^"([^"]+)": (.*)$/s.exec(system.content.slice(at + INSTRUCTION_HEAD.length + 1));
  if (!match) return undefined;
  const content = system.content.slice(0, at).replace(/\n\n$/, '');
  const rest = messages.map((m, k): ChatMessage => (k === i ? { role: 'system', content } : m));
  const cleaned = content === '' ? rest.filter((_, k) => k !== i) : rest;
  return { schema: { name: match[1]!, schema: JSON.parse(match[2]!) as Record<string, unknown> }, messages: cleaned };
}

// The desk's definitions are frozen and shared by every request (src/desk/tools): each one's wire
// form is made once, not for every model call.
const WIRE_TOOLS = new WeakMap<ToolDefinition, Record<string, unknown>>();

export function wireTool(t: ToolDefinition): Record<string, unknown> {
  const made = (): Record<string, unknown> => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters } });
  // Only a frozen definition can be remembered: another one may change after its first request.
  if (!Object.isFrozen(t)) return made();
  let wire = WIRE_TOOLS.get(t);
  if (!wire) {
    wire = made();
    WIRE_TOOLS.set(t, wire);
  }
  return wire;
}

export function toWireRequest(request: ModelRequest, o: WireOptions, format: ResponseFormat = 'json_schema'): Record<string, unknown> {
  let messages = toWireMessages(request.messages);
  if (request.responseSchema && format !== 'json_schema') {
    messages = withInstruction(messages, request.responseSchema.name, request.responseSchema.schema);
  }
  const body: Record<string, unknown> = { model: o.model, messages };
  if (request.tools && request.tools.length > 0) {
    body['tools'] = request.tools.map(wireTool);
  }
  if (request.responseSchema && format === 'json_schema') {
    const { name, schema } = request.responseSchema;
    body['response_format'] = { type: 'json_schema', json_schema: { name, schema, strict: isStrictSchema(schema) } };
  } else if (request.responseSchema && format === 'json_object') {
    body['response_format'] = { type: 'json_object' };
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

function badBody(message: string): AttemptOutcome<ParsedCompletion> {
  const failure: AttemptFailure = { kind: 'bad_body', message, retryable: true };
  return { ok: false, failure };
}

/** Usage as the provider reports it; cached input is a part of the input, not an addition. */
function usageOf(raw: unknown): Usage {
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

/** `bodyError` reads an error a provider sent with HTTP 200 (OpenRouter) before choices are looked for. */
export function parseCompletion(text: string, fallbackModel: string, bodyError?: (body: unknown) => AttemptFailure | undefined): AttemptOutcome<ParsedCompletion> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return badBody('the provider answered with a body that is not JSON');
  }
  const said = bodyError?.(body);
  if (said) return { ok: false, failure: said };
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
