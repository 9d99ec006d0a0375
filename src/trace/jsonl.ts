/**
 * `traces.jsonl`: one line per trial with the trace as Langfuse gets it (name, tags,
 * metadata, nested observations, scores), written whether Langfuse is on or not.
 */
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { RunListener } from '../run/types.js';
import type { TrialTraces } from './trial-traces.js';

export const TRACES_FILE = 'traces.jsonl';

export function jsonlListener(path: string, traces: TrialTraces, warn: (message: string) => void): RunListener {
  // Appends are chained so concurrent trials never interleave their lines.
  let chain: Promise<void> = Promise.resolve();
  let failed = false;

  const write = (op: () => Promise<void>): Promise<void> => {
    chain = chain.then(async () => {
      if (failed) return;
      try {
        await op();
      } catch (err) {
        failed = true;
        warn(`trace: could not write ${path} (${(err as NodeJS.ErrnoException).code ?? 'error'}); traces.jsonl is incomplete`);
      }
    });
    return chain;
  };

  return {
    name: 'traces-jsonl',
    runStart(meta) {
      traces.begin(meta);
      return write(async () => {
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, '');
      });
    },
    trialStart(caseId, trial) {
      traces.started(caseId, trial);
    },
    trialEnd(result, info) {
      const shared = traces.trace(result, info);
      if (!shared) return;
      const line = JSON.stringify({ ...shared.record, ...(shared.langfuse ? { langfuse: shared.langfuse } : {}) });
      return write(() => appendFile(path, `${line}\n`));
    },
    close: () => chain,
  };
}
