/**
 * `traces.jsonl`: one line per trial with the trace as Langfuse gets it (name, tags,
 * metadata, nested observations, scores), written whether Langfuse is on or not.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { lineStream, type LineStream } from '../run/line-stream.js';
import type { RunListener } from '../run/types.js';
import type { TrialTraces } from './trial-traces.js';

export const TRACES_FILE = 'traces.jsonl';

export interface JsonlOptions {
  /** Called once with the first error: the file is incomplete. */
  failed(error: unknown): void;
  /** A resumed run: keep the lines of these trials (`<case id>#<trial>`), drop the rest, append. */
  keep?: ReadonlySet<string>;
}

/** Rewrites the file with only the lines of trials that are kept (a resumed run re-runs the others). */
async function keepLines(path: string, keep: ReadonlySet<string>): Promise<void> {
  const text = await readFile(path, 'utf8').catch(() => '');
  const lines = text.split('\n').filter((line) => {
    try {
      const t = JSON.parse(line) as { caseId?: unknown; trial?: unknown };
      return keep.has(`${String(t.caseId)}#${String(t.trial)}`);
    } catch {
      return false;
    }
  });
  await writeFile(path, lines.map((l) => `${l}\n`).join(''));
}

export function jsonlListener(path: string, traces: TrialTraces, options: JsonlOptions): RunListener {
  // One stream for the run: lines are written in the order trials end, never interleaved.
  let stream: LineStream | undefined;
  let failed = false;
  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    options.failed(error);
  };

  return {
    name: 'traces-jsonl',
    async runStart(meta) {
      traces.begin(meta);
      try {
        await mkdir(dirname(path), { recursive: true });
        if (options.keep) await keepLines(path, options.keep);
        else await writeFile(path, '');
      } catch (error) {
        return fail(error);
      }
      stream = lineStream(path, fail);
    },
    trialStart(caseId, trial) {
      traces.started(caseId, trial);
    },
    trialEnd(result, info) {
      const shared = traces.trace(result, info);
      if (!shared) return;
      // The last reader of the trace: the cache lets go of it, so a run holds no trace it wrote.
      traces.release(result);
      return stream?.write(`${JSON.stringify({ ...shared.record, ...(shared.langfuse ? { langfuse: shared.langfuse } : {}) })}\n`);
    },
    close: async () => stream?.end(),
  };
}
