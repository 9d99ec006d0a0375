/** The unit of work of loading, the same in the main thread and in a worker: read and analyse files. */
import { readCaseFile } from './files.js';
import { analyseCase, type CaseReport } from './parse.js';

export interface FileJob {
  absolute: string;
  /** The path shown in problems. */
  shown: string;
}

/** Reports of the files, in the jobs' order; the reads of one batch run concurrently. */
export function analyseFiles(jobs: readonly FileJob[]): Promise<CaseReport[]> {
  return Promise.all(
    jobs.map(async ({ absolute, shown }): Promise<CaseReport> => {
      const read = await readCaseFile(absolute, shown);
      return 'problem' in read ? { file: shown, problems: [read.problem] } : analyseCase(read.bytes, shown);
    }),
  );
}
