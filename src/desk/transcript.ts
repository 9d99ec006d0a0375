/** Records the steps of a visit, numbered from 1, and keeps the per-turn view in step with them. */
import type { ToolName } from '../cases/types.js';
import { addUsage, type ModelRequest, ZERO_USAGE } from '../model/types.js';
import type { GuardDecision, Speaker, TranscriptStep, TurnBranch, TurnRecord } from './types.js';
import { merged } from '../util/merged.js';

type StepInput = TranscriptStep extends infer S ? (S extends TranscriptStep ? Omit<S, 'step' | 'turn'> : never) : never;

export class Transcript {
  readonly steps: TranscriptStep[] = [];
  readonly turns: TurnRecord[] = [];

  startTurn(index: number, customer: string, at: string, branch?: TurnBranch, speaker?: Speaker): TurnRecord {
    const confirms = speaker?.simulated?.confirms;
    const turn: TurnRecord = {
      index,
      customer,
      ...(branch ? { branch } : {}),
      ...(speaker ? { by: speaker.by } : {}),
      ...(confirms !== undefined ? { confirms } : {}),
      at,
      toolsOffered: [],
      calls: [],
      guards: [],
      reply: '',
      rawReply: '',
      violations: [],
      usage: ZERO_USAGE,
      latencyMs: 0,
    };
    this.turns.push(turn);
    this.add({ kind: 'customer', text: customer, at, ...(branch ? { branch } : {}), ...(speaker ? { by: speaker.by } : {}), ...(speaker?.simulated ? { simulated: speaker.simulated } : {}) });
    return turn;
  }

  private get current(): TurnRecord {
    const turn = this.turns[this.turns.length - 1];
    if (!turn) throw new Error('transcript: no turn started');
    return turn;
  }

  /** Appends a step to the current turn and returns it with its number. */
  add<S extends StepInput>(input: S): S & { step: number; turn: number } {
    const step = merged(input, { step: this.steps.length + 1, turn: this.current.index }) as S & { step: number; turn: number };
    this.steps.push(step as unknown as TranscriptStep);
    const turn = this.current;
    if (step.kind === 'tool_call') turn.calls.push(step as unknown as TurnRecord['calls'][number]);
    if (step.kind === 'model_call') {
      const m = step as unknown as Extract<TranscriptStep, { kind: 'model_call' }>;
      turn.usage = addUsage(turn.usage, m.usage);
      turn.latencyMs += m.latencyMs;
    }
    return step;
  }

  guard(decision: GuardDecision): void {
    this.current.guards.push(decision);
    this.add({ kind: 'guard', decision });
  }

  offered(tools: ToolName[]): void {
    this.current.toolsOffered = tools;
  }
}

/**
 * A model call's exact request rides on its step, not enumerable: results.json never holds it
 * (kilobytes a call, the same system prompt and tool schemas over and over), while the trial's
 * trace, built before the trial is compacted, shows the model's whole input.
 */
const REQUEST = Symbol('request');

export function keepRequest(step: object, request: ModelRequest): void {
  Object.defineProperty(step, REQUEST, { value: request, enumerable: false });
}

export function requestOf(step: object): ModelRequest | undefined {
  return (step as { [REQUEST]?: ModelRequest })[REQUEST];
}
