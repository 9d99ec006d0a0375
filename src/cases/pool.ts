/**
 * Parsing YAML is CPU-bound (about a millisecond per case), so a large set goes to worker threads,
 * batch by batch, each taking the next batch when it is free. While workers parse, the main thread
 * only turns their answers into cases: the objects a YAML parser builds, keyed by every case's
 * order and customer ids, leave V8 with so many hidden classes that every object built afterwards
 * gets a new one, until the next full collection (a run started just after loading paid ~100 MB
 * for it). For the same reason a worker answers with JSON text, not with objects.
 * A worker that fails hands its batch back to the main thread: a crash costs speed, never results.
 */
import { analyseFiles, type FileJob } from './jobs.js';
import type { CaseReport } from './parse.js';

/** Files per batch: large enough to amortise a message, small enough to balance the threads. */
export const BATCH_SIZE = 25;

/** What the pool needs of a worker thread; tests pass in-thread fakes. */
export interface WorkerLike {
  postMessage(jobs: FileJob[]): void;
  /** The batch's reports, as JSON text (the real worker) or as objects (in-thread fakes). */
  on(event: 'message', listener: (reports: CaseReport[] | string) => void): unknown;
  on(event: 'error' | 'exit', listener: (value: unknown) => void): unknown;
  /** A real Worker's resolves once the thread has stopped. */
  terminate(): unknown;
}

/** The work queue shared by the threads of one load. */
interface Queue {
  take(): number[] | undefined;
  jobsOf(batch: number[]): FileJob[];
  store(batch: number[], out: CaseReport[]): void;
  /** Analyse a batch here, then keep taking batches until none is left. */
  drainFrom(batch: number[]): Promise<void>;
}

/**
 * Reports in the jobs' order, analysed here and in one worker per entry of `spawn`. `settle` turns
 * each report into what the caller keeps as soon as its batch is back, so that a large set is
 * never held twice over (parsed, then converted).
 */
export async function analyseInPool(jobs: readonly FileJob[], spawn: readonly (() => WorkerLike)[]): Promise<CaseReport[]>;
export async function analyseInPool<T>(
  jobs: readonly FileJob[],
  spawn: readonly (() => WorkerLike)[],
  settle: (report: CaseReport, job: FileJob) => T,
): Promise<T[]>;
export async function analyseInPool<T>(
  jobs: readonly FileJob[],
  spawn: readonly (() => WorkerLike)[],
  settle: (report: CaseReport, job: FileJob) => T = (report) => report as T,
): Promise<T[]> {
  const reports = new Array<T>(jobs.length);
  const batches: number[][] = [];
  for (let i = 0; i < jobs.length; i += BATCH_SIZE) batches.push(range(i, Math.min(i + BATCH_SIZE, jobs.length)));
  // The workers' listeners reach the queue; a Worker object lives on until its exit is handled,
  // which a run that never yields to the event loop may not do for a long time. So the queue
  // reaches the reports through this slot only, emptied before they are returned: otherwise
  // 10,000 parsed files stayed alive through the whole run.
  const slot: { reports?: T[] } = { reports };
  const queue: Queue = {
    take: () => batches.shift(),
    jobsOf: (batch) => batch.map((i) => jobs[i] as FileJob),
    store: (batch, out) => {
      const into = slot.reports;
      if (into) batch.forEach((index, k) => (into[index] = settle(out[k] as CaseReport, jobs[index] as FileJob)));
    },
    async drainFrom(first) {
      for (let batch: number[] | undefined = first; batch; batch = queue.take()) {
        queue.store(batch, await analyseFiles(queue.jobsOf(batch)));
      }
    },
  };
  await Promise.all(spawn.map((start) => feedWorker(start, queue)));
  // With no worker (or none that could start), every batch is analysed here.
  await queue.drainFrom([]);
  delete slot.reports;
  return reports;
}

/** Feeds one worker batches until none is left; on failure its batch and the rest run here. */
function feedWorker(start: () => WorkerLike, queue: Queue): Promise<void> {
  return new Promise((resolve, reject) => {
    let worker: WorkerLike;
    try {
      worker = start();
    } catch {
      resolve();
      return;
    }
    let current: number[] | undefined;
    // Resolved once the thread has stopped, so its memory is gone before the caller goes on.
    const finish = () => {
      current = undefined;
      void Promise.resolve(worker.terminate()).then(() => resolve(), () => resolve());
    };
    const send = () => {
      current = queue.take();
      if (current) worker.postMessage(queue.jobsOf(current));
      else finish();
    };
    const fail = () => {
      const batch = current;
      if (!batch) return;
      current = undefined;
      void queue.drainFrom(batch).then(finish, (error: unknown) => {
        void worker.terminate();
        reject(error);
      });
    };
    worker.on('message', (out) => {
      try {
        if (current) queue.store(current, typeof out === 'string' ? (JSON.parse(out) as CaseReport[]) : out);
      } catch (error) {
        // Making the cases failed here, not in the worker: the load fails, as it would in one thread.
        current = undefined;
        void worker.terminate();
        reject(error);
        return;
      }
      send();
    });
    worker.on('error', fail);
    worker.on('exit', fail);
    send();
  });
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, k) => from + k);
}
