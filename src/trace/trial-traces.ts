/**
 * Builds each trial's trace once and shares it between the local writer and the Langfuse
 * exporter, so `traces.jsonl` and Langfuse always hold the same structure and timestamps.
 */
import type { LoadedCase } from '../cases/types.js';
import { referenceLines } from '../cases/turns.js';
import type { CaseInfo, RunMeta, TrialResult } from '../run/types.js';
import type { Redactor } from '../secrets/index.js';
import type { TraceRecord } from './record.js';
import { trialTrace } from './trial-trace.js';

/** Where a trial's trace went in Langfuse, once it was handed to the exporter. */
export interface LangfuseLink {
  traceId: string;
  observationId: string;
}

export interface SharedTrace {
  record: TraceRecord;
  langfuse?: LangfuseLink;
}

const trialKey = (caseId: string, trial: number) => `${caseId}#${trial}`;

export class TrialTraces {
  private meta: RunMeta | undefined;
  private readonly starts = new Map<string, number>();
  private readonly built = new WeakMap<TrialResult, SharedTrace>();
  private readonly conversations: Map<string, string[]>;

  constructor(
    cases: LoadedCase[],
    private readonly redactor: Pick<Redactor, 'value'>,
    private readonly now: () => number = Date.now,
  ) {
    // A trial that never started shows the conversation the reference plays (a reactive turn: its declared branch).
    this.conversations = new Map(cases.map((c) => [c.data.id, referenceLines(c.data).map((l) => l.say)]));
  }

  begin(meta: RunMeta): void {
    this.meta = meta;
  }

  get runMeta(): RunMeta | undefined {
    return this.meta;
  }

  /** Notes the wall-clock start of a trial (idempotent: every listener may call it). */
  started(caseId: string, trial: number): void {
    const key = trialKey(caseId, trial);
    if (!this.starts.has(key)) this.starts.set(key, this.now());
  }

  /** Drops the trial's trace from the cache once every reader had it. */
  release(result: TrialResult): void {
    this.built.delete(result);
    this.starts.delete(trialKey(result.caseId, result.trial));
  }

  /** The trial's trace, built on first request; undefined before the run started. */
  trace(result: TrialResult, info: CaseInfo): SharedTrace | undefined {
    const cached = this.built.get(result);
    if (cached) return cached;
    if (!this.meta) return undefined;
    const endMs = this.now();
    const startMs = this.starts.get(trialKey(result.caseId, result.trial)) ?? endMs - result.durationMs;
    const record = trialTrace(result, {
      meta: this.meta,
      info,
      conversation: this.conversations.get(result.caseId) ?? [],
      startMs,
      endMs,
    });
    // Whatever a customer typed or a tool returned, the Langfuse secret never leaves the process:
    // every string is redacted in one walk (the record is new, so nothing else holds it).
    const shared: SharedTrace = { record: this.redactor.value(record) };
    this.built.set(result, shared);
    return shared;
  }
}
