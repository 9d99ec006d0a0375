/**
 * One model interface, several backends (reference, openai, replay). The desk only sees this.
 */
import type { LoadedCase } from '../cases/types.js';
import type { Usage } from '../desk/types.js';

export interface ToolCallRequest {
  id: string;
  name: string;
  /** Raw JSON text as the model produced it; the loop parses and validates it. */
  arguments: string;
}

export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string | null; toolCalls?: ToolCallRequest[] }
  | { role: 'tool'; toolCallId: string; name: string; content: string };

export interface ToolDefinition {
  name: string;
  description: string;
  /** JSON Schema of the arguments object. */
  parameters: Record<string, unknown>;
}

export interface ModelRequest {
  /** `user`: the simulated customer's next line (src/customer/simulator.ts). */
  purpose: 'triage' | 'resolver' | 'judge' | 'user';
  messages: ChatMessage[];
  tools?: ToolDefinition[];
  /** Structured output: the answer's text must be JSON valid for this schema. */
  responseSchema?: { name: string; schema: Record<string, unknown> };
}

export interface ModelResponse {
  text: string | null;
  toolCalls: ToolCallRequest[];
  usage: Usage;
  latencyMs: number;
  /** The model that answered, as the provider names it. */
  model: string;
  finishReason?: string;
  /** Cost in USD when the price table knows the model; undefined (blank) otherwise. */
  costUsd?: number;
}

/** Why a trial or an assertion could not be judged. A failed model call is never a fail. */
const UNJUDGED_REASONS = [
  'model_error',
  'timeout',
  'no_reference',
  'off_reference',
  'no_recording',
  'judge_unavailable',
  'rate_limited',
  /** The provider cut the answer short (`finish_reason: length`). */
  'truncated',
  /** The provider's content filter withheld or cut the answer (`finish_reason: content_filter`). */
  'filtered',
  /** The user model (the simulated customer) failed, answered no readable line, or timed out: never the agent's fault. */
  'user_model_error',
] as const;
export type UnjudgedReason = (typeof UNJUDGED_REASONS)[number];

/** A model call that failed for a reason that is not the agent's behaviour. Makes a trial unjudged. */
export class ModelError extends Error {
  constructor(
    readonly reason: UnjudgedReason,
    message: string,
    readonly detail: { status?: number; retryable?: boolean; attempts?: number } = {},
  ) {
    super(message);
    this.name = 'ModelError';
  }
}

interface CallOptions {
  signal?: AbortSignal | undefined;
}

export interface Model {
  /** The model spec as the user wrote it, e.g. `reference`, `openai:gpt-4o-mini`. */
  readonly id: string;
  /** Settings that shape its answers (temperature, seed, max tokens, base URL without secrets). */
  readonly settings: Record<string, unknown>;
  complete(request: ModelRequest, options?: CallOptions): Promise<ModelResponse>;
}

/** What a trial needs to know to build its model (the reference backend plays the case). */
export interface TrialRef {
  case: LoadedCase;
  /** 1-based trial number. */
  trial: number;
}

/**
 * What a run on a provider's answers exercises: the cases' own references replayed (`reference`),
 * a live model's recorded answers (`recorded`), or a live model (`live`). Every provider says which:
 * a gate that requires a live run must not take a backend it does not know for one.
 */
export type ExercisedKind = 'reference' | 'recorded' | 'live';

/** Builds one model per trial; shared resources (HTTP pool, rate limits) live in the provider. */
export interface ModelProvider {
  readonly id: string;
  readonly settings: Record<string, unknown>;
  /** What a run on its answers exercises. */
  readonly exercises: ExercisedKind;
  /** Said of the run in place of the kind's usual statement (`noisy:` seeds mistakes into the reference). */
  readonly exercisesNote?: string;
  forTrial(context: TrialRef): Model;
  /**
   * What the provider learned about the server during the run and worked around (e.g. it refused
   * json_schema output), one line each; the run keeps them with its warnings.
   */
  notices?(): string[];
  /** What the provider is doing now that the progress display shows (retries, a provider-asked wait). */
  activity?(): ProviderActivity;
  /** Release pooled connections. */
  close?(): Promise<void>;
}

export interface ProviderActivity {
  /** Retries so far in the run. */
  retries: number;
  /** The longest wait in progress before a retry: how long is left, and why. */
  waiting?: { ms: number; why: string };
}

export const ZERO_USAGE: Usage = Object.freeze({ inputTokens: 0, cachedInputTokens: 0, outputTokens: 0 });

export function addUsage(a: Usage, b: Usage): Usage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    cachedInputTokens: a.cachedInputTokens + b.cachedInputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
  };
}
