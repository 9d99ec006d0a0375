import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type FileJob, analyseFiles } from '../../src/cases/jobs.js';
import { analyseInPool, BATCH_SIZE, type WorkerLike } from '../../src/cases/pool.js';
import { caseText, folderWith } from './helpers.js';

/** An in-thread stand-in for a worker thread, answering batches like the real one. */
class FakeWorker extends EventEmitter implements WorkerLike {
  batches = 0;
  terminated = false;
  constructor(private readonly failOnBatch?: number) {
    super();
  }
  postMessage(jobs: FileJob[]): void {
    this.batches++;
    if (this.batches === this.failOnBatch) {
      setImmediate(() => this.emit('error', new Error('worker crashed')));
      return;
    }
    void analyseFiles(jobs).then((reports) => setImmediate(() => this.emit('message', reports)));
  }
  terminate(): void {
    this.terminated = true;
  }
}

async function manyCases(count: number): Promise<FileJob[]> {
  const names = Array.from({ length: count }, (_, i) => `case-${String(i).padStart(3, '0')}`);
  const root = await folderWith(Object.fromEntries(names.map((id) => [`${id}.yaml`, caseText(id)])));
  return names.map((id) => ({ absolute: join(root, `${id}.yaml`), shown: `${id}.yaml` }));
}

describe('the loading pool', () => {
  it('returns the reports in the order of the jobs, whichever thread analysed them', async () => {
    const jobs = await manyCases(BATCH_SIZE * 4 + 3);
    const workers = [new FakeWorker(), new FakeWorker()];
    const reports = await analyseInPool(jobs, workers.map((w) => () => w));
    expect(reports.map((r) => r.file)).toEqual(jobs.map((j) => j.shown));
    expect(reports.every((r) => r.problems.length === 0 && r.valid?.data.id === r.file.replace('.yaml', ''))).toBe(true);
    expect(workers.every((w) => w.terminated)).toBe(true);
  });

  it('analyses the batch of a crashed worker in the main thread, losing nothing', async () => {
    const jobs = await manyCases(BATCH_SIZE * 6);
    const crashing = new FakeWorker(2);
    const reports = await analyseInPool(jobs, [() => crashing]);
    expect(crashing.batches).toBe(2);
    expect(reports.map((r) => r.valid?.data.id)).toEqual(jobs.map((j) => j.shown.replace('.yaml', '')));
  });

  it('goes on without a worker that cannot start', async () => {
    const jobs = await manyCases(BATCH_SIZE + 1);
    const reports = await analyseInPool(jobs, [
      () => {
        throw new Error('no threads here');
      },
    ]);
    expect(reports).toHaveLength(jobs.length);
  });
});
