/** A worker thread of the loading pool: answers each batch of file jobs with their reports. */
import { parentPort } from 'node:worker_threads';
import { analyseFiles, type FileJob } from './jobs.js';

// JSON text, not objects: the main thread's JSON.parse builds them without a hidden class per key
// set, where a structured clone (like the YAML parser) makes one for every case's ids (see pool.ts).
parentPort?.on('message', (jobs: FileJob[]) => {
  void analyseFiles(jobs).then((reports) => parentPort?.postMessage(JSON.stringify(reports)));
});
