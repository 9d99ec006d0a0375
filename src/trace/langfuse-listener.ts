/**
 * The Langfuse exporter, as a run listener. At run start it checks the server once (one
 * short call), then upserts the golden set as a dataset in the background. Each finished
 * trial becomes a trace (opened when the trial is annotated, so its id is the trial's
 * `traceId`; exported once it ended, in the background) with its scores; at run
 * end every trial gets its dataset run item, carrying the run's gate verdict and pass rates.
 * Nothing here can fail the run or change a verdict: every wait is bounded, every error
 * goes to the breaker, and the breaker speaks one line.
 */
import { setMaxListeners } from 'node:events';
import pLimit from 'p-limit';
import type { LoadedCase } from '../cases/types.js';
import type { CaseInfo, RunListener, RunMeta, RunResults, TrialAnnotations, TrialResult } from '../run/types.js';
import { Breaker } from './breaker.js';
import { datasetItem, itemId, runDescription, runMetadata } from './dataset.js';
import { experimentAttributes, experimentRootAttributes, runScores, trialRunName } from './experiment.js';
import { Coalescer, Outbox, within } from './outbox.js';
import { LangfuseApi, type ScoreTarget } from './rest.js';
import { ScoreQueue } from './score-queue.js';
import type { LangfuseSettings } from './settings.js';
import { observations } from './record.js';
import { type LateAttributes, type OpenTrace, openTrace } from './spans.js';
import { createTracing, type Tracing } from './tracing.js';
import type { LangfuseLink, SharedTrace, TrialTraces } from './trial-traces.js';

/** REST calls in flight at once. */
const CONCURRENCY = 6;
/** Ended spans that may wait for export before a trial waits for the flush (the queue holds 2048). */
const BACKPRESSURE_SPANS = 1024;
/** Cap on close(): the engine leaves a listener behind after 5 s. */
const CLOSE_MS = 4000;
/** Cap on waiting at run end while Langfuse is up but slow; it never stalls the gate longer. */
const SETTLE_MAX_MS = 30_000;

interface TrialLink extends LangfuseLink {
  caseId: string;
}

interface Session {
  meta: RunMeta;
  api: LangfuseApi;
  tracing: Tracing;
  flusher: Coalescer;
  scores: ScoreQueue;
  /** Resolves true once the dataset and its items are in Langfuse. */
  datasetReady: Promise<boolean>;
  datasetId?: string;
  /** Langfuse's id of each trial number's dataset run, from its first run item. */
  runIds: Map<number, string>;
  links: TrialLink[];
  unflushedSpans: number;
  /** Set once the run items were queued and the queue waited for. */
  settled: boolean;
}

export interface LangfuseListenerOptions {
  settings: LangfuseSettings;
  cases: LoadedCase[];
  traces: TrialTraces;
  warn(message: string): void;
  redact(text: string): string;
}

export function langfuseListener(options: LangfuseListenerOptions): RunListener {
  const { settings, cases, traces } = options;
  const expected = new Map(cases.map((c) => [c.data.id, c.data.expect]));
  const where = new URL(settings.baseUrl).origin;
  const breaker = new Breaker(where, settings.timeoutMs, options.warn, options.redact);
  const abort = new AbortController();
  // Every REST call listens on this one signal.
  setMaxListeners(0, abort.signal);
  const outbox = new Outbox();
  const limit = pLimit(CONCURRENCY);
  let session: Session | undefined;
  /** Traces opened at annotation, until their trial ends (its shared trace may leave the cache meanwhile). */
  const opened = new WeakMap<TrialResult, { open: OpenTrace; shared: SharedTrace }>();

  /** One call to Langfuse: skipped once the breaker is open, tracked so run end can wait for it. */
  const attempt = (what: string, call: () => Promise<unknown>): Promise<boolean> => {
    if (breaker.open) return Promise.resolve(false);
    const done = Promise.resolve().then(call).then(
      () => true,
      (err: unknown) => {
        if (!abort.signal.aborted) breaker.fail(what, err);
        return false;
      },
    );
    void outbox.add(done);
    return done;
  };

  async function upsertDataset(s: Session): Promise<boolean> {
    const { api } = s;
    const ok = await attempt('POST /api/public/v2/datasets', async () => {
      s.datasetId = await api.upsertDataset(settings.dataset, 'AgentDesk golden cases');
    });
    if (!ok) return false;
    await Promise.all(
      cases.map((c) => limit(() => attempt('POST /api/public/dataset-items', () => api.upsertItem(datasetItem(settings.dataset, c))))),
    );
    return !breaker.open;
  }

  function flushSpans(s: Session): Promise<void> {
    return s.flusher.request();
  }

  function sendScores(api: LangfuseApi, targets: ScoreTarget[]): Promise<void> {
    const what = 'POST /api/public/ingestion';
    return limit(() =>
      attempt(what, async () => {
        const refused = await api.sendScores(targets);
        if (refused > 0) breaker.refused(`score event(s) in ${what}`, 400, refused);
      }),
    ).then(() => undefined);
  }

  /**
   * Links the trial into its dataset run while its trace is still open, then ends the trace with
   * the experiment's ids on every span. Without the dataset (or the link) the trace goes as is.
   */
  async function linkTrial(s: Session, result: TrialResult, open: OpenTrace): Promise<number> {
    const late = (await s.datasetReady) ? await runItem(s, result, open) : undefined;
    return open.finish(late);
  }

  async function runItem(s: Session, result: TrialResult, open: OpenTrace): Promise<LateAttributes | undefined> {
    const name = trialRunName(s.meta, result.trial);
    const item = itemId(settings.dataset, result.caseId);
    let datasetRunId: string | undefined;
    const ok = await limit(() =>
      attempt('POST /api/public/dataset-run-items', async () => {
        datasetRunId = await s.api.createRunItem({
          runName: name,
          runDescription: runDescription(s.meta),
          metadata: runMetadata(s.meta),
          datasetItemId: item,
          traceId: open.traceId,
          observationId: open.rootObservationId,
        });
      }),
    );
    if (!ok || !datasetRunId) return undefined;
    s.runIds.set(result.trial, datasetRunId);
    const link = { datasetRunId, runName: name, itemId: item, rootObservationId: open.rootObservationId, ...(s.datasetId ? { datasetId: s.datasetId } : {}) };
    return { all: experimentAttributes(link, runMetadata(s.meta)), root: experimentRootAttributes(runDescription(s.meta), expected.get(result.caseId)) };
  }

  /** The run-level scores of each dataset run, once the run (and its gate) is over. */
  function postRunScores(s: Session, results: RunResults): Promise<void> {
    const targets = [...s.runIds].map(([trial, datasetRunId]) => ({
      datasetRunId,
      scores: runScores(results, results.trials.filter((t) => t.trial === trial)),
    }));
    return targets.length > 0 ? sendScores(s.api, targets) : Promise.resolve();
  }

  async function start(meta: RunMeta): Promise<void> {
    const api = new LangfuseApi(settings, abort.signal, options.redact);
    if (!(await attempt('GET /api/public/projects', () => api.preflight()))) {
      if (breaker.open) return;
    }
    const tracing = createTracing(settings, { ...(meta.git.commit ? { release: meta.git.commit } : {}), version: meta.agentdeskVersion });
    const s: Session = {
      meta,
      api,
      tracing,
      flusher: new Coalescer(async () => {
        if (breaker.open) return;
        await attempt('POST /api/public/otel/v1/traces', () => tracing.flush());
      }),
      scores: new ScoreQueue((targets) => sendScores(api, targets)),
      datasetReady: Promise.resolve(false),
      runIds: new Map(),
      links: [],
      unflushedSpans: 0,
      settled: false,
    };
    const ready = upsertDataset(s);
    s.datasetReady = ready;
    void outbox.add(ready);
    session = s;
  }

  /**
   * Opens the trial's trace, so that its ids are known to traces.jsonl and to the trial (the
   * annotation) before anyone hears that the trial ended; the export waits for trialEnd.
   */
  function openTrial(s: Session, result: TrialResult, info: CaseInfo): TrialAnnotations | undefined {
    const shared = traces.trace(result, info);
    if (!shared || breaker.open) return undefined;
    const open = openTrace(s.tracing.tracer, shared.record);
    shared.langfuse = { traceId: open.traceId, observationId: open.rootObservationId };
    opened.set(result, { open, shared });
    return { traceId: open.traceId };
  }

  async function endTrial(s: Session, result: TrialResult): Promise<void> {
    const trial = opened.get(result);
    if (!trial) return;
    opened.delete(result);
    const { open, shared } = trial;
    s.links.push({ caseId: result.caseId, traceId: open.traceId, observationId: open.rootObservationId });
    const sent = s.scores.add({ traceId: open.traceId, scores: shared.record.scores });
    if (sent) void outbox.add(sent);
    // Counted from the end of the trial to the end of its export (linking, then flushing): the backlog the next trial may wait on.
    const spans = [...observations(shared.record.root)].length;
    s.unflushedSpans += spans;
    const exported = linkTrial(s, result, open)
      .then(() => flushSpans(s))
      .finally(() => {
        s.unflushedSpans -= spans;
      });
    void outbox.add(exported);
    // Only a large backlog makes the trial wait, so the span queue never overflows.
    if (s.unflushedSpans >= BACKPRESSURE_SPANS) await within(exported, settings.timeoutMs * 2);
  }

  /**
   * Waits (bounded) for everything queued and flushes the last spans. Runs at run end, before
   * the reporters write, so any problem is already a warning in the summary and results.json.
   */
  async function settle(s: Session, results?: RunResults): Promise<void> {
    s.settled = true;
    void outbox.add(s.scores.flush());
    // Every request gives up after the timeout, so a whole timeout without progress means stuck.
    const idle = settings.timeoutMs + 1000;
    const started = Date.now();
    let finished = await outbox.drain(idle, SETTLE_MAX_MS);
    // Every trial is linked by now, so each dataset run's id is known.
    if (finished && results && !breaker.open) {
      void outbox.add(postRunScores(s, results));
      finished = await outbox.drain(idle, Math.max(0, SETTLE_MAX_MS - (Date.now() - started)));
    }
    if (finished && !breaker.open) finished = await within(flushSpans(s), idle);
    if (!finished) breaker.trip('was too slow to take the rest of the run');
    breaker.reportRejections();
  }

  /** Releases the exporter; the engine gives close() a deadline of its own, this stays under it. */
  async function close(): Promise<void> {
    const s = session;
    if (!s) return;
    if (!s.settled) await settle(s);
    // Shutting down exports what is still queued; with Langfuse down that is one more
    // timeout for nothing, so the queue is left behind (the processor's timer is unref'd).
    if (!breaker.open) {
      const shutdown = s.tracing.shutdown().catch((err: unknown) => breaker.fail('POST /api/public/otel/v1/traces', err));
      if (!(await within(shutdown, Math.min(settings.timeoutMs + 1000, CLOSE_MS)))) breaker.trip('did not take the last spans in time');
    }
    abort.abort();
    breaker.reportRejections();
  }

  return {
    name: 'langfuse',
    async runStart(meta) {
      traces.begin(meta);
      await start(meta);
    },
    trialStart(caseId, trial) {
      traces.started(caseId, trial);
    },
    trialAnnotate(result, info) {
      return session ? openTrial(session, result, info) : undefined;
    },
    async trialEnd(result) {
      if (session) await endTrial(session, result);
    },
    async runEnd(results) {
      if (session) await settle(session, results);
    },
    close,
  };
}
