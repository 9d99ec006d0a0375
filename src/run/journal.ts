/**
 * The run's journal (`journal.jsonl` in the run folder): each trial appended as it finishes, so a
 * run killed outright (a second Ctrl-C, SIGKILL, a crash) still has every finished trial on disk
 * for `agentdesk eval --resume`. The first line of each attempt holds the run's facts and cases.
 * Once results.json is written the journal has nothing more to tell and is removed.
 */
import { readFile } from 'node:fs/promises';
import { lineStream, type LineStream } from './line-stream.js';
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
  let stream: LineStream | undefined;
  const filter = options.filter ?? ((l: string) => l);
  const line = (value: unknown): Promise<void> => stream?.write(`${filter(JSON.stringify(value))}\n`) ?? Promise.resolve();
  return {
    name: 'journal',
    async runStart(meta, cases) {
      // Appended: a resumed run's journal keeps what an earlier attempt wrote.
      stream = lineStream(path, options.failed);
      const head: Head = { journal: 1, meta, cases };
      await line(head);
    },
    trialEnd(result) {
      return line(result);
    },
    close: async () => stream?.end(),
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
