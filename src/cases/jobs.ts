/** The unit of work of loading, the same in the main thread and in a worker: read and analyse files. */
import { cachedReport, contentHash, storeReport } from './cache.js';
import { readCaseFile } from './files.js';
import { analyseCase, type CaseReport } from './parse.js';

export interface FileJob {
  absolute: string;
  /** The path shown in problems. */
  shown: string;
  /** The case cache folder of this build (see cache.ts), when the load uses one. */
  cache?: string;
}

/** Reports of the files, in the jobs' order; the reads of one batch run concurrently. */
export function analyseFiles(jobs: readonly FileJob[]): Promise<CaseReport[]> {
  return Promise.all(
    jobs.map(async ({ absolute, shown, cache }): Promise<CaseReport> => {
      const read = await readCaseFile(absolute, shown);
      if ('problem' in read) return { file: shown, problems: [read.problem] };
      if (cache === undefined) return analyseCase(read.bytes, shown);
      const hash = contentHash(read.bytes);
      const cached = await cachedReport(cache, hash, shown);
      if (cached) return cached;
      const report = analyseCase(read.bytes, shown, hash);
      await storeReport(cache, report);
      return report;
    }),
  );
}
