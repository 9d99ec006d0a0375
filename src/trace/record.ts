/**
 * The trace of one trial, in a shape neutral to where it goes: `traces.jsonl` writes it as
 * is and the Langfuse exporter replays it as OpenTelemetry spans, so both always agree.
 */

/**
 * Langfuse observation types we use: the trial as an `agent`, spans for turns, generations for
 * model calls, `tool` for tool calls, `guardrail` for guard decisions, `evaluator` for grading,
 * events for instants (the reply).
 */
export type ObservationType = 'agent' | 'span' | 'generation' | 'tool' | 'guardrail' | 'evaluator' | 'event';

type ObservationLevel = 'DEBUG' | 'DEFAULT' | 'WARNING' | 'ERROR';

export interface ObservationRecord {
  /** Stable within the trace: `root`, `turn-1`, `step-4`, `grading`. */
  key: string;
  type: ObservationType;
  name: string;
  /** ISO timestamps on the wall clock of the run. */
  startTime: string;
  endTime: string;
  input?: unknown;
  output?: unknown;
  metadata?: Record<string, unknown>;
  level?: ObservationLevel | undefined;
  statusMessage?: string | undefined;
  /** Generations only. */
  model?: string;
  /** Generations only: Langfuse usage details (input without cached, input_cached_tokens, output, total). */
  usage?: Record<string, number>;
  /** Generations only: what the call cost by our price table (`total`, USD), as results.json counts it. */
  cost?: Record<string, number>;
  /** Generations only: temperature, seed, max_tokens, response_format as sent. */
  modelParameters?: Record<string, string | number>;
  children: ObservationRecord[];
}

export interface ScoreRecord {
  name: string;
  value: number | string;
  dataType: 'NUMERIC' | 'CATEGORICAL';
  comment?: string;
}

export interface TraceRecord {
  /** The case id: Langfuse's trace name. */
  name: string;
  caseId: string;
  trial: number;
  runId: string;
  /** All traces of one run share a session, so Langfuse groups them. */
  sessionId: string;
  tags: string[];
  /** Trace metadata; strings only, as Langfuse propagates them. */
  metadata: Record<string, string>;
  /** Short hash of the prompt templates. */
  version?: string;
  /** The git commit. */
  release?: string;
  input: unknown;
  output: unknown;
  /** The root observation; its input/output are the trace's. */
  root: ObservationRecord;
  scores: ScoreRecord[];
}

/** Walks a record tree depth-first. */
export function* observations(root: ObservationRecord): Generator<ObservationRecord> {
  yield root;
  for (const child of root.children) yield* observations(child);
}
