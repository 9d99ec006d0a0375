/**
 * The offline default: plays a case's `reference` block as the model's answers, turn by turn,
 * through the real loop. Stateless: where it is in the visit is read from the messages it is sent,
 * so the same function can answer over HTTP (the loopback server in the tests does).
 */
import type { GoldenCaseData } from '../../cases/types.js';
import {
  type ChatMessage,
  type Model,
  ModelError,
  type ModelProvider,
  type ModelRequest,
  type ModelResponse,
  ZERO_USAGE,
} from '../types.js';

export const REFERENCE_MODEL_ID = 'reference';

/** Where the desk is in the visit, read from the request's messages. */
function positionOf(messages: readonly ChatMessage[]): { turn: number; step: number } {
  let turn = -1;
  let step = 0;
  for (const m of messages) {
    if (m.role === 'user') {
      turn += 1;
      step = 0;
    } else if (m.role === 'assistant' && m.toolCalls && m.toolCalls.length > 0) {
      step += m.toolCalls.length;
    }
  }
  return { turn, step };
}

/** The reference's answer to one request, or a ModelError saying why there is none. */
export function referenceAnswer(data: GoldenCaseData, request: ModelRequest): ModelResponse {
  if (!data.reference || data.reference.length === 0) {
    throw new ModelError('no_reference', `case ${data.id} has no reference`);
  }
  if (request.purpose === 'judge') {
    throw new ModelError('judge_unavailable', 'the reference model does not judge');
  }
  const { turn, step } = positionOf(request.messages);
  const ref = data.reference[turn];
  if (turn < 0 || !ref) {
    throw new ModelError(
      'off_reference',
      `the desk asked for customer turn ${turn + 1}; the reference holds ${data.reference.length}`,
    );
  }
  const base = { usage: ZERO_USAGE, latencyMs: 0, model: REFERENCE_MODEL_ID };
  if (request.purpose === 'triage') {
    // The caller's profile language (the case's ground truth, also in a chat without a sign-in), as a
    // model reading the customer's words would tell; none when the case leaves the caller to identification.
    const session = data.given.customers?.find((c) => c.id === data.given.session.customer);
    const output = {
      intent: ref.triage.intent,
      language: ref.triage.language ?? session?.language ?? 'en',
      risk: ref.triage.risk ?? [],
    };
    return { ...base, text: JSON.stringify(output), toolCalls: [], finishReason: 'stop' };
  }
  const calls = ref.calls ?? [];
  const call = calls[step];
  if (call) {
    const id = `ref_t${turn + 1}_${step + 1}`;
    return {
      ...base,
      text: null,
      toolCalls: [{ id, name: call.tool, arguments: JSON.stringify(call.args ?? {}) }],
      finishReason: 'tool_calls',
    };
  }
  if (step > calls.length) {
    throw new ModelError('off_reference', `turn ${turn + 1}: the desk asked for step ${step + 1}; the reference holds ${calls.length} calls and a reply`);
  }
  return { ...base, text: ref.reply, toolCalls: [], finishReason: 'stop' };
}

/** The providers referenceProvider made, untouched: a copy or a wrapper (the audit's noisy one) is not one. */
const GENUINE = new WeakSet<ModelProvider>();

/** Whether the provider plays each case's reference exactly: its visit is the reference visit. */
export function playsTheReference(provider: ModelProvider): boolean {
  return GENUINE.has(provider);
}

export function referenceProvider(): ModelProvider {
  const provider: ModelProvider = {
    id: REFERENCE_MODEL_ID,
    settings: {},
    exercises: 'reference',
    forTrial({ case: c }): Model {
      return {
        id: REFERENCE_MODEL_ID,
        settings: {},
        async complete(request) {
          return referenceAnswer(c.data, request);
        },
      };
    },
  };
  GENUINE.add(provider);
  return provider;
}
