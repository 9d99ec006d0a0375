/**
 * The run's journal (`journal.jsonl` in the run folder): each trial appended as it finishes, so a
 * run killed outright (a second Ctrl-C, SIGKILL, a crash) still has every finished trial on disk
 * for `agentdesk eval --resume`. The first line of each attempt holds the run's facts and cases.
 * Once results.json is written the journal has nothing more to tell and is removed.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { CaseInfo, RunListener, RunMeta, TrialResult } from './types.js';

export const JOURNAL_FILE = 'journal.jsonl';

export interface JournalOptions {
  /** Applied to each line before it is written (the run's redaction). */
  filter?: (line: string) => string;
  /** Called once, with the error, when the journal cannot be written; the run goes on. */
  failed(error: unknown): void;
}

interface Head {
  journal: 1;
  meta: RunMeta;
  cases: CaseInfo[];
}

export function journalListener(path: string, options: JournalOptions): RunListener {
  let stream: WriteStream | undefined;
  let broken = false;
  const filter = options.filter ?? ((l: string) => l);
  const fail = (error: unknown) => {
    if (broken) return;
    broken = true;
    options.failed(error);
  };
  /** Writes a line, waiting when the disk is slower than the trials (the stream's buffer stays small). */
  const line = async (value: unknown): Promise<void> => {
    if (!stream || broken) return;
    if (!stream.write(`${filter(JSON.stringify(value))}\n`)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          stream?.off('drain', done);
          stream?.off('error', done);
          resolve();
        };
        stream?.once('drain', done).once('error', done);
      });
    }
  };
  return {
    name: 'journal',
    async runStart(meta, cases) {
      // Appended: a resumed run's journal keeps what an earlier attempt wrote.
      stream = createWriteStream(path, { flags: 'a' });
      stream.on('error', fail);
      const head: Head = { journal: 1, meta, cases };
      await line(head);
    },
    trialEnd(result) {
      return line(result);
    },
    async close() {
      const s = stream;
      if (!s || s.destroyed) return;
      await new Promise<void>((resolve) => s.end(() => resolve()));
    },
  };
}

export interface JournalContents {
  meta?: RunMeta;
  cases?: CaseInfo[];
  /** The last result of each trial, in the order they finished. */
  trials: TrialResult[];
}

/** What a journal holds; a last line cut short by a kill is skipped. Undefined when there is none. */
export async function readJournal(path: string): Promise<JournalContents | undefined> {
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const contents: JournalContents = { trials: [] };
  const byKey = new Map<string, TrialResult>();
  for (const raw of text.split('\n')) {
    if (raw.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      continue;
    }
    const v = value as Partial<Head> & Partial<TrialResult>;
    if (v.journal === 1 && v.meta && v.cases) {
      contents.meta ??= v.meta;
      contents.cases = v.cases;
    } else if (typeof v.caseId === 'string' && typeof v.trial === 'number') {
      byKey.set(`${v.caseId}#${v.trial}`, v as TrialResult);
    }
  }
  contents.trials = [...byKey.values()];
  return contents;
}
