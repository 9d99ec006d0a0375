/**
 * An append-only file of lines for the listeners that stream a run to disk (the journal,
 * traces.jsonl): one stream for the whole run, lines in the order written, and a trial waits for
 * the disk only once a megabyte is buffered (all waiters share one wait).
 */
import { createWriteStream } from 'node:fs';

/**
 * Bytes the stream may hold before writers wait: with the default 16 KiB every trial (~12 KB a
 * line) waited for its own write, and trials ended at the disk's pace.
 */
const BUFFERED = 1 << 20;

export interface LineStream {
  /** Resolves at once, or once the buffer has drained. Never rejects: errors go to `failed`. */
  write(line: string): Promise<void>;
  end(): Promise<void>;
}

export function lineStream(path: string, failed: (error: unknown) => void): LineStream {
  const stream = createWriteStream(path, { flags: 'a', highWaterMark: BUFFERED });
  let broken = false;
  let drained: Promise<void> | undefined;
  stream.on('error', (error) => {
    if (!broken) failed(error);
    broken = true;
    stream.emit('drain');
  });
  stream.on('drain', () => (drained = undefined));
  return {
    write(line) {
      if (broken) return Promise.resolve();
      if (stream.write(line)) return Promise.resolve();
      drained ??= new Promise((resolve) => stream.once('drain', resolve));
      return drained;
    },
    end: () => (broken || stream.destroyed ? Promise.resolve() : new Promise((resolve) => stream.end(() => resolve()))),
  };
}
