/**
 * A model that answers from a script, for testing the loop and the engine without a network.
 * Triage answers and resolver answers are consumed in order; a function answer sees the request.
 */
import type { Intent, RiskFlag } from '../../src/cases/types.js';
import { type Model, ModelError, type ModelRequest, type ModelResponse, ZERO_USAGE } from '../../src/model/types.js';

export type ScriptedAnswer =
  | { reply: string }
  | { call: string; args?: unknown; raw?: string }
  | { calls: { call: string; args?: unknown }[] }
  | { fail: ModelError }
  | ((request: ModelRequest) => ModelResponse);

export interface Script {
  triage?: { intent: Intent; language?: string; risk?: RiskFlag[] }[] | { intent: Intent; language?: string; risk?: RiskFlag[] };
  resolver: ScriptedAnswer[];
}

export class ScriptedModel implements Model {
  readonly id = 'scripted';
  readonly settings = {};
  readonly requests: ModelRequest[] = [];
  private triageIndex = 0;
  private resolverIndex = 0;

  constructor(private readonly script: Script) {}

  async complete(request: ModelRequest): Promise<ModelResponse> {
    this.requests.push(structuredClone(request));
    const base = { usage: { inputTokens: 10, cachedInputTokens: 0, outputTokens: 5 }, latencyMs: 1, model: 'scripted' };
    if (request.purpose === 'triage') {
      const t = this.script.triage ?? { intent: 'other' as Intent };
      const entry = Array.isArray(t) ? (t[this.triageIndex++] ?? t[t.length - 1]) : t;
      return { ...base, text: JSON.stringify({ intent: entry?.intent ?? 'other', language: entry?.language ?? 'en', risk: entry?.risk ?? [] }), toolCalls: [] };
    }
    const answer = this.script.resolver[this.resolverIndex++];
    if (!answer) throw new ModelError('off_reference', 'script exhausted');
    if (typeof answer === 'function') return answer(request);
    if ('fail' in answer) throw answer.fail;
    if ('reply' in answer) return { ...base, text: answer.reply, toolCalls: [] };
    const calls = 'calls' in answer ? answer.calls : [answer];
    return {
      ...base,
      text: null,
      toolCalls: calls.map((c, i) => ({
        id: `call_${this.resolverIndex}_${i}`,
        name: c.call,
        arguments: 'raw' in c && typeof c.raw === 'string' ? c.raw : JSON.stringify(c.args ?? {}),
      })),
    };
  }
}

export const NO_USAGE = ZERO_USAGE;
