/**
 * Parsing YAML is CPU-bound (about a millisecond per case), so a large set is shared between the
 * main thread and worker threads, batch by batch, each taking the next batch when it is free.
 * A worker that fails hands its batch back to the main thread: a crash costs speed, never results.
 */
import { analyseFiles, type FileJob } from './jobs.js';
import type { CaseReport } from './parse.js';

/** Files per batch: large enough to amortise a message, small enough to balance the threads. */
export const BATCH_SIZE = 25;

/** What the pool needs of a worker thread; tests pass in-thread fakes. */
export interface WorkerLike {
  postMessage(jobs: FileJob[]): void;
  on(event: 'message', listener: (reports: CaseReport[]) => void): unknown;
  on(event: 'error' | 'exit', listener: (value: unknown) => void): unknown;
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

/** Reports in the jobs' order, analysed here and in one worker per entry of `spawn`. */
export async function analyseInPool(jobs: readonly FileJob[], spawn: readonly (() => WorkerLike)[]): Promise<CaseReport[]> {
  const reports = new Array<CaseReport>(jobs.length);
  const batches: number[][] = [];
  for (let i = 0; i < jobs.length; i += BATCH_SIZE) batches.push(range(i, Math.min(i + BATCH_SIZE, jobs.length)));
  const queue: Queue = {
    take: () => batches.shift(),
    jobsOf: (batch) => batch.map((i) => jobs[i] as FileJob),
    store: (batch, out) => batch.forEach((index, k) => (reports[index] = out[k] as CaseReport)),
    async drainFrom(first) {
      for (let batch: number[] | undefined = first; batch; batch = queue.take()) {
        queue.store(batch, await analyseFiles(queue.jobsOf(batch)));
      }
    },
  };
  await Promise.all([queue.drainFrom([]), ...spawn.map((start) => feedWorker(start, queue))]);
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
    const finish = () => {
      current = undefined;
      void worker.terminate();
      resolve();
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
      if (current) queue.store(current, out);
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
