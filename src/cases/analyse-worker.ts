/** A worker thread of the loading pool: answers each batch of file jobs with their reports. */
import { parentPort } from 'node:worker_threads';
import { analyseFiles, type FileJob } from './jobs.js';

parentPort?.on('message', (jobs: FileJob[]) => {
  void analyseFiles(jobs).then((reports) => parentPort?.postMessage(reports));
});
