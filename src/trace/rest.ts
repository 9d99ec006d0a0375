/**
 * The REST half of Langfuse through @langfuse/client's API client, every call with a short
 * timeout, one retry and an abort signal. (The client's own defaults are 60 s and two
 * retries per call, and its `timeout` option does not reach the API client.)
 *
 * Scores go through `api.ingestion.batch` as `score-create` events, the same request the
 * client's `score` manager sends; called directly, it takes our timeout and signal, and its
 * 207 answer tells which events were refused (the manager only logs them).
 */
import { randomUUID } from 'node:crypto';
import { LangfuseClient } from '@langfuse/client';
import type { DatasetItemBody } from './dataset.js';
import type { ScoreRecord } from './record.js';
import type { LangfuseSettings } from './settings.js';

type Api = LangfuseClient['api'];
type IngestionBatch = Parameters<Api['ingestion']['batch']>[0]['batch'];

export interface RunItemBody {
  runName: string;
  runDescription: string;
  metadata: Record<string, unknown>;
  datasetItemId: string;
  traceId: string;
  observationId: string;
}

/** Scores of a trace, or of a dataset run (the run-level scores of an experiment). */
export type ScoreTarget = ({ traceId: string } | { datasetRunId: string }) & { scores: ScoreRecord[] };

const targetOf = (t: ScoreTarget) => ('traceId' in t ? { key: t.traceId, on: { traceId: t.traceId } } : { key: t.datasetRunId, on: { datasetRunId: t.datasetRunId } });

export class LangfuseApi {
  private readonly api: Api;

  constructor(
    private readonly settings: LangfuseSettings,
    private readonly signal: AbortSignal,
    /** Applied to every body: whatever a case holds, no secret of the run reaches Langfuse. */
    private readonly redact: (text: string) => string = (t) => t,
  ) {
    this.api = new LangfuseClient({
      publicKey: settings.publicKey,
      secretKey: settings.secretKey,
      baseUrl: settings.baseUrl,
      timeout: settings.timeoutMs / 1000,
    }).api;
  }

  private clean<T>(body: T): T {
    const walk = (v: unknown): unknown => {
      if (typeof v === 'string') return this.redact(v);
      if (Array.isArray(v)) return v.map(walk);
      if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
      return v;
    };
    return walk(body) as T;
  }

  private get options() {
    return { timeoutInSeconds: this.settings.timeoutMs / 1000, maxRetries: 1, abortSignal: this.signal };
  }

  /** A cheap authenticated call: proves the server is up and the keys are good. */
  async preflight(): Promise<void> {
    await this.api.projects.get(this.options);
  }

  /** Returns the dataset's id, which the experiment attributes name. */
  async upsertDataset(name: string, description: string): Promise<string> {
    const dataset = await this.api.datasets.create({ name, description, metadata: { source: 'agentdesk' } }, this.options);
    return dataset.id;
  }

  async upsertItem(item: DatasetItemBody): Promise<void> {
    await this.api.datasetItems.create(this.clean(item), this.options);
  }

  /** Returns the id of the dataset run the item went into (created with its first item). */
  async createRunItem(body: RunItemBody): Promise<string> {
    const item = await this.api.datasetRunItems.create(this.clean(body), this.options);
    return item.datasetRunId;
  }

  /** Sends the scores of some traces in one batch; returns how many events were refused. */
  async sendScores(targets: ScoreTarget[]): Promise<number> {
    const timestamp = new Date().toISOString();
    const batch: IngestionBatch = targets.flatMap((t) =>
      t.scores.map((s) => ({
        id: randomUUID(),
        type: 'score-create' as const,
        timestamp,
        body: {
          // Deterministic, so a resend updates the score instead of adding one.
          id: `${targetOf(t).key}-${s.name}`,
          ...targetOf(t).on,
          name: s.name,
          value: s.value,
          dataType: s.dataType,
          ...(s.comment ? { comment: s.comment } : {}),
          ...(this.settings.environment ? { environment: this.settings.environment } : {}),
        },
      })),
    );
    if (batch.length === 0) return 0;
    const answer = await this.api.ingestion.batch({ batch: this.clean(batch) }, this.options);
    return answer.errors?.length ?? 0;
  }
}
