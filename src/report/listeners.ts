/**
 * Who hears an eval: Langfuse and traces.jsonl, the journal (what a resume starts from), and the
 * terminal's progress lines when the terminal reporter is asked for. The engine knows none of them.
 */
import { join } from 'node:path';
import type { LoadedCase } from '../cases/types.js';
import type { SuitesConfig } from '../config/types.js';
import type { CliIO } from '../cli/io.js';
import type { ProviderActivity } from '../model/types.js';
import { JOURNAL_FILE, journalListener } from '../run/journal.js';
import type { RunListener } from '../run/types.js';
import type { Redactor } from '../secrets/index.js';
import { createTraceListeners } from '../trace/index.js';
import { type WriteFailure, writeFailure } from './records.js';
import { terminalReporter } from './terminal.js';

export interface RunListenersOptions {
  runDir: string;
  /** LANGFUSE_* keys. */
  env: Record<string, string | undefined>;
  langfuse?: SuitesConfig['langfuse'];
  /** `--no-langfuse`. */
  noLangfuse: boolean;
  cases: LoadedCase[];
  redact: Redactor;
  /** Where the listeners' problems go (the run's warnings). */
  warnings: string[];
  /** Where a file of the record that could not be written goes: the run then has no verdict. */
  failures: WriteFailure[];
  /** A resumed run's finished trials (`<case id>#<trial>`): traces.jsonl keeps their lines. */
  kept?: readonly string[];
  /** The terminal's progress lines, when the terminal reporter is asked for. */
  terminal?: { io: CliIO; activity?: () => ProviderActivity | undefined };
}

export function runListeners(o: RunListenersOptions): RunListener[] {
  const journal = join(o.runDir, JOURNAL_FILE);
  return [
    ...createTraceListeners({
      env: o.env,
      ...(o.langfuse ? { config: o.langfuse } : {}),
      runDir: o.runDir,
      disabled: o.noLangfuse,
      cases: o.cases,
      warn: (m) => o.warnings.push(m),
      redact: o.redact,
      failed: (path, error) => o.failures.push(writeFailure(path, error)),
      ...(o.kept ? { keep: new Set(o.kept) } : {}),
    }),
    journalListener(journal, { filter: o.redact.text, failed: (error) => o.failures.push(writeFailure(journal, error)) }),
    ...(o.terminal ? [terminalReporter(o.terminal)] : []),
  ];
}
