/**
 * A visit's transcript as nested observations: one span per customer turn holding the triage
 * generation, a generation per resolver model call, a span per tool call and events for guard
 * decisions and the reply. Steps carry durations, not clock times, so a cursor lays them out
 * on the wall clock from the trial's start; the store's simulated time goes into metadata.
 */
import { requestOf } from '../desk/transcript.js';
import type { TranscriptStep, TurnRecord, Usage, Visit } from '../desk/types.js';
import { toWireMessages, type WireMessage, wireTool } from '../model/backends/openai-wire.js';
import type { ChatMessage, ModelRequest } from '../model/types.js';
import type { ObservationRecord } from './record.js';

type StepOf<K extends TranscriptStep['kind']> = Extract<TranscriptStep, { kind: K }>;

interface TurnState {
  span: ObservationRecord;
  turn?: TurnRecord | undefined;
  triage?: ObservationRecord;
  /** Messages the next resolver call sees that the previous one did not (user text, tool results). */
  pending: unknown[];
  resolverCalls: number;
}

interface Walk {
  /** Wall-clock cursor in ms. */
  now: number;
  fallbackModel: string;
  /** The run's model parameters, in the request's own keys. */
  parameters: Record<string, string | number>;
  /** How structured answers were asked for (`json_schema`, or the format the run fell back to). */
  responseFormat: string;
  judges: ObservationRecord[];
  /**
   * Each message's wire form, made once per trace: a model call's request repeats every message
   * before it, so the generations share them (traces.jsonl then writes each once, see shared-json).
   */
  wire: Map<ChatMessage, WireMessage>;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Usage in Langfuse's usage-details keys, as Langfuse's own OpenAI integration sends them
 * (langfuse-js parseUsageDetails): `input` without the cached tokens, which come apart as
 * `input_cached_tokens`. Langfuse prices each key, so cached tokens counted in both would be
 * charged twice.
 */
export function usageDetails(u: Usage): Record<string, number> {
  const cached = Math.min(u.cachedInputTokens, u.inputTokens);
  const details: Record<string, number> = { input: u.inputTokens - cached, output: u.outputTokens, total: u.inputTokens + u.outputTokens };
  if (cached > 0) details['input_cached_tokens'] = cached;
  return details;
}

/** The model parameters a run sends, in the request's own keys (what Langfuse's playground replays). */
function modelParameters(settings: Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  const keys: [string, string][] = [['temperature', 'temperature'], ['seed', 'seed'], ['maxTokens', 'max_tokens']];
  for (const [from, to] of keys) {
    const v = settings[from];
    if (typeof v === 'number' || typeof v === 'string') out[to] = v;
  }
  return out;
}

/**
 * The exact request as the model got it, in the chat-completions shape Langfuse renders (and
 * its OpenAI integration sends): every message with the system prompt first, the tools offered,
 * and for a structured answer the schema asked for.
 */
function requestInput(request: ModelRequest, wire = new Map<ChatMessage, WireMessage>()): Record<string, unknown> {
  const messages = request.messages.map((m) => {
    let made = wire.get(m);
    if (!made) {
      made = toWireMessages([m])[0] as WireMessage;
      wire.set(m, made);
    }
    return made;
  });
  const input: Record<string, unknown> = { messages };
  if (request.tools?.length) {
    input['tools'] = request.tools.map(wireTool);
  }
  if (request.responseSchema) input['response_format'] = { type: 'json_schema', json_schema: request.responseSchema };
  return input;
}

/** Input, usage, cost and parameters of a generation from its step. */
function generationFields(step: StepOf<'model_call'>, walk: Walk, fallbackInput: unknown): Partial<ObservationRecord> {
  const request = requestOf(step);
  const parameters = { ...walk.parameters, ...(request?.responseSchema ? { response_format: walk.responseFormat } : {}) };
  return {
    model: step.model,
    usage: usageDetails(step.usage),
    ...(step.costUsd !== undefined ? { cost: { total: step.costUsd } } : {}),
    ...(Object.keys(parameters).length > 0 ? { modelParameters: parameters } : {}),
    input: request ? requestInput(request, walk.wire) : fallbackInput,
  };
}

function instant(key: string, type: ObservationRecord['type'], name: string, at: number): ObservationRecord {
  return { key, type, name, startTime: iso(at), endTime: iso(at), children: [] };
}

/** Advances the cursor by a step's latency and returns the record spanning it. */
function timed(walk: Walk, key: string, type: ObservationRecord['type'], name: string, latencyMs: number): ObservationRecord {
  const start = walk.now;
  walk.now += Math.max(0, latencyMs);
  return { ...instant(key, type, name, start), endTime: iso(walk.now) };
}

function modelCall(step: StepOf<'model_call'>, state: TurnState, walk: Walk): void {
  if (step.purpose === 'judge') {
    // Judging happens after the visit: the grading span places these on its own clock.
    const judge = instant(`step-${step.step}`, 'generation', 'judge', walk.now);
    walk.judges.push({ ...judge, ...generationFields(step, walk, undefined), output: step.text ?? undefined, metadata: { latencyMs: step.latencyMs } });
    return;
  }
  const output = { role: 'assistant', content: step.text ?? null, ...(step.toolCalls?.length ? { tool_calls: step.toolCalls } : {}) };
  if (step.purpose === 'triage') {
    const gen = timed(walk, `step-${step.step}`, 'generation', 'triage', step.latencyMs);
    state.triage = { ...gen, ...generationFields(step, walk, [{ role: 'user', content: state.span.input }]), output };
    state.span.children.push(state.triage);
    return;
  }
  state.resolverCalls += 1;
  const gen = timed(walk, `step-${step.step}`, 'generation', `resolver #${state.resolverCalls}`, step.latencyMs);
  state.span.children.push({ ...gen, ...generationFields(step, walk, state.pending), output });
  state.pending = [];
}

function triage(step: StepOf<'triage'>, state: TurnState, walk: Walk): void {
  // The triage step carries the parsed output of the call just before it; a backend that
  // records no model call for triage still gets its generation.
  if (!state.triage) {
    state.triage = { ...instant(`step-${step.step}`, 'generation', 'triage', walk.now), model: walk.fallbackModel };
    state.triage.input = [{ role: 'user', content: state.span.input }];
    state.span.children.push(state.triage);
  }
  state.triage.output = step.output;
  state.triage.metadata = { toolsOffered: step.toolsOffered };
  if (step.error) Object.assign(state.triage, { level: 'ERROR', statusMessage: step.error });
}

function toolCall(step: StepOf<'tool_call'>, state: TurnState, walk: Walk): void {
  const span = timed(walk, `step-${step.step}`, 'tool', step.tool, step.latencyMs);
  const output = step.result.ok ? step.result.data : { error: step.result.error };
  span.input = step.args;
  span.output = output;
  span.metadata = { callId: step.id, guard: step.guard ?? null, latencyMs: step.latencyMs };
  const refused = step.guard !== undefined && step.guard.verdict !== 'allowed';
  if (refused || !step.result.ok) {
    span.level = 'WARNING';
    span.statusMessage = refused ? `${step.guard?.guard}: ${step.guard?.message}` : step.result.ok ? undefined : step.result.error.code;
  }
  state.span.children.push(span);
  state.pending.push({ role: 'tool', tool_call_id: step.id, name: step.tool, content: output });
}

function guard(step: StepOf<'guard'>, state: TurnState, walk: Walk): void {
  const event = instant(`step-${step.step}`, 'guardrail', `guard: ${step.decision.guard}`, walk.now);
  event.output = step.decision;
  if (step.decision.verdict !== 'allowed') Object.assign(event, { level: 'WARNING', statusMessage: step.decision.message });
  state.span.children.push(event);
}

function reply(step: StepOf<'reply'>, state: TurnState, walk: Walk): void {
  const event = instant(`step-${step.step}`, 'event', 'reply', walk.now);
  event.output = step.text;
  event.metadata = { raw: step.raw, violations: step.violations };
  if (step.violations.length > 0) {
    Object.assign(event, { level: 'WARNING', statusMessage: step.violations.map((v) => v.kind).join(', ') });
  }
  state.span.children.push(event);
  state.span.output = step.text;
}

type StepHandler<K extends TranscriptStep['kind']> = (step: StepOf<K>, state: TurnState, walk: Walk) => void;

/** One handler per step kind; the customer step opens the turn and needs none. */
const HANDLERS: { [K in TranscriptStep['kind']]: StepHandler<K> } = {
  customer: () => undefined,
  triage,
  model_call: modelCall,
  tool_call: toolCall,
  guard,
  reply,
};

function openTurn(index: number, visit: Visit, walk: Walk, text: string): TurnState {
  const turn = visit.turns.find((t) => t.index === index);
  const span = instant(`turn-${index + 1}`, 'span', `turn ${index + 1}`, walk.now);
  span.input = text;
  span.metadata = {
    worldTime: turn?.at,
    intent: turn?.triage?.intent,
    language: turn?.triage?.language,
    risk: turn?.triage?.risk,
    toolsOffered: turn?.toolsOffered,
  };
  if (turn && turn.violations.length > 0) span.level = 'WARNING';
  return { span, turn, pending: [{ role: 'user', content: text }], resolverCalls: 0 };
}

function customerText(visit: Visit, index: number): string {
  const step = visit.steps.find((s): s is StepOf<'customer'> => s.kind === 'customer' && s.turn === index);
  return step?.text ?? visit.turns.find((t) => t.index === index)?.customer ?? '';
}

export interface VisitTree {
  turns: ObservationRecord[];
  /** Judge model calls, which belong under the grading span (timed by it, from `metadata.latencyMs`). */
  judges: ObservationRecord[];
  /** The cursor after the last step, in ms. */
  endMs: number;
}

/** The turn spans of a visit, laid out from `startMs`. */
export function visitTree(visit: Visit, startMs: number, model: { id: string; settings: Record<string, unknown> }): VisitTree {
  const responseFormat = typeof model.settings['responseFormat'] === 'string' ? model.settings['responseFormat'] : 'json_schema';
  const walk: Walk = { now: startMs, fallbackModel: model.id, parameters: modelParameters(model.settings), responseFormat, judges: [], wire: new Map() };
  const turns = new Map<number, TurnState>();
  const ordered = [...visit.steps].sort((a, b) => a.step - b.step);
  for (const step of ordered) {
    let state = turns.get(step.turn);
    if (!state) {
      state = openTurn(step.turn, visit, walk, customerText(visit, step.turn));
      turns.set(step.turn, state);
    }
    (HANDLERS[step.kind] as StepHandler<typeof step.kind>)(step as never, state, walk);
    if (!(step.kind === 'model_call' && step.purpose === 'judge')) state.span.endTime = iso(walk.now);
  }
  const spans = [...turns.values()].map((s) => ({ ...s.span, output: s.span.output ?? s.turn?.reply }));
  return { turns: spans, judges: walk.judges, endMs: walk.now };
}
