/**
 * The resolver: the tool-calling loop of one customer turn. The model proposes tool calls, the tool
 * boundary (with its guards) answers with structured results that are fed back, until the model
 * replies or the step limit is reached. The reply then passes the reply guards.
 */
import type { ToolName } from '../cases/types.js';
import { type ChatMessage, type Model, ModelError, type ModelRequest, type ToolCallRequest } from '../model/types.js';
import { fallbackReply } from './guards/reply.js';
import { runTool, toolDefinitions } from './tools/index.js';
import type { ToolContext, ToolOutcome } from './tools/types.js';
import { keepRequest, type Transcript } from './transcript.js';
import type { ToolResult, TriageOutput } from './types.js';

export const DEFAULT_MAX_STEPS = 8;

export interface TurnContext {
  model: Model;
  tools: ToolContext;
  transcript: Transcript;
  /** The whole conversation so far, system message first; the loop appends to it. */
  messages: ChatMessage[];
  offered: ToolName[];
  triage: TriageOutput;
  /** Data of every successful tool result of the visit: what amounts may be grounded in. */
  toolResults: unknown[];
  maxSteps: number;
  signal?: AbortSignal;
}

function toolMessage(call: ToolCallRequest, result: ToolResult): ChatMessage {
  const content = JSON.stringify(result.ok ? result.data : { error: result.error });
  return { role: 'tool', toolCallId: call.id, name: call.name, content };
}

function refuse(code: 'tool_not_offered' | 'invalid_arguments', message: string): ToolResult {
  return { ok: false, error: { code, message, retryable: false } };
}

/**
 * Parses a call's arguments. Arguments that are JSON but not an object are answered as a tool
 * error, as production would; arguments that are not JSON at all are a garbled answer from the
 * provider (the openai backend retries those like a bad body), never the agent's choice: the
 * visit stops, unjudged.
 */
function parseArgs(call: ToolCallRequest): { args?: Record<string, unknown>; error?: string } {
  let args: unknown;
  try {
    args = JSON.parse(call.arguments.trim() === '' ? '{}' : call.arguments);
  } catch {
    throw new ModelError('model_error', `the model sent a ${call.name} call whose arguments are not JSON: ${call.arguments.slice(0, 80)}`);
  }
  if (args && typeof args === 'object' && !Array.isArray(args)) return { args: args as Record<string, unknown> };
  return { error: `arguments of ${call.name} must be a JSON object` };
}

interface CallState {
  malformed: number;
}

function execute(ctx: TurnContext, call: ToolCallRequest, state: CallState): ToolOutcome {
  if (!(ctx.offered as string[]).includes(call.name)) {
    const message = `tool ${call.name} is not available for this request`;
    return { result: refuse('tool_not_offered', message), guard: { guard: 'tool_offer', verdict: 'refused', code: 'tool_not_offered', tool: call.name, message } };
  }
  const parsed = parseArgs(call);
  if (!parsed.args) {
    state.malformed += 1;
    // Fed back once; a model that keeps sending broken calls is a provider problem, not a verdict.
    if (state.malformed > 1) throw new ModelError('model_error', `malformed tool call twice in one turn: ${parsed.error}`);
    const message = parsed.error ?? 'invalid arguments';
    return { result: refuse('invalid_arguments', message), guard: { guard: 'arguments', verdict: 'refused', code: 'invalid_arguments', tool: call.name, message } };
  }
  return runTool(call.name, parsed.args, ctx.tools);
}

function checkAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ModelError('timeout', 'the trial ran out of time');
}

/** Runs one customer turn's loop; returns the reply the customer sees. */
export async function resolveTurn(ctx: TurnContext): Promise<string> {
  const definitions = toolDefinitions(ctx.offered);
  const state: CallState = { malformed: 0 };
  for (let i = 0; i < ctx.maxSteps; i += 1) {
    checkAborted(ctx.signal);
    // A copy: the loop goes on appending to ctx.messages, the request sent stays as it was.
    const request: ModelRequest = { purpose: 'resolver', messages: [...ctx.messages], tools: definitions };
    const response = await ctx.model.complete(request, { signal: ctx.signal });
    const call = ctx.transcript.add({
      kind: 'model_call',
      purpose: 'resolver',
      model: response.model,
      usage: response.usage,
      latencyMs: response.latencyMs,
      ...(response.costUsd !== undefined ? { costUsd: response.costUsd } : {}),
      text: response.text,
      toolCalls: response.toolCalls,
    });
    keepRequest(call, request);
    if (response.toolCalls.length > 0) {
      ctx.messages.push({ role: 'assistant', content: response.text, toolCalls: response.toolCalls });
      for (const call of response.toolCalls) runCall(ctx, call, state);
      continue;
    }
    const text = (response.text ?? '').trim();
    if (text === '') throw new ModelError('model_error', 'the model answered with neither text nor a tool call');
    return deliver(ctx, text);
  }
  const message = `no reply after ${ctx.maxSteps} model steps`;
  ctx.transcript.guard({ guard: 'step_limit', verdict: 'rewritten', code: 'step_limit', message });
  return deliver(ctx, fallbackReply(ctx.triage.language), true);
}

function runCall(ctx: TurnContext, call: ToolCallRequest, state: CallState): void {
  const started = performance.now();
  const outcome = execute(ctx, call, state);
  let args: unknown = call.arguments;
  try {
    args = JSON.parse(call.arguments);
  } catch {
    // keep the raw text: the transcript shows what the model sent
  }
  ctx.transcript.add({
    kind: 'tool_call',
    id: call.id,
    tool: call.name,
    args,
    result: outcome.result,
    ...(outcome.guard ? { guard: outcome.guard } : {}),
    latencyMs: performance.now() - started,
  });
  if (outcome.guard) ctx.transcript.turns[ctx.transcript.turns.length - 1]?.guards.push(outcome.guard);
  if (outcome.result.ok) ctx.toolResults.push(outcome.result.data);
  ctx.messages.push(toolMessage(call, outcome.result));
}

/** Applies the reply guards and records the reply; a rewritten reply shows the safe fallback. */
function deliver(ctx: TurnContext, raw: string, alreadyFallback = false): string {
  const { store } = ctx.tools;
  const check = alreadyFallback
    ? { text: raw, violations: [] }
    : ctx.tools.rules.checkReply(raw, {
        // Read only, within this call: no need for a deep copy of the world per reply.
        world: store.view(),
        sessionCustomer: store.session.customer,
        toolResults: ctx.toolResults,
        language: ctx.triage.language,
        policy: store.policy,
        customerTurns: ctx.tools.conversation.customerTurns,
      });
  if ('decision' in check && check.decision) ctx.transcript.guard(check.decision);
  const turn = ctx.transcript.turns[ctx.transcript.turns.length - 1];
  if (turn) {
    turn.reply = check.text;
    turn.rawReply = raw;
    turn.violations = check.violations;
  }
  ctx.transcript.add({ kind: 'reply', text: check.text, raw, violations: check.violations });
  ctx.messages.push({ role: 'assistant', content: check.text });
  return check.text;
}
