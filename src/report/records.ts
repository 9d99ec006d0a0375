/**
 * Writing a run's record: results.json first, then each requested report, every file whole or not
 * at all. A failure is returned with its path and reason, never turned into a warning: a run is
 * green only once its record is on disk (the command decides the exit code after this).
 */
import { join } from 'node:path';
import type { RunResults } from '../run/types.js';
import { FORMATS, type FormatName, runSource, type RunSource } from './formats.js';
import { type PieceFilter, writeFileAtomic } from './results-file.js';
import { ioReason } from './run-folder.js';
import type { ReportOptions } from './view.js';

export interface WriteFailure {
  path: string;
  reason: string;
}

export function writeFailure(path: string, error: unknown): WriteFailure {
  return { path, reason: ioReason(error) };
}

/** `agentdesk eval: could not write <path>: <reason>`, the way every command prints one. */
export function failureLine(command: string, f: WriteFailure): string {
  return `agentdesk ${command}: could not write ${f.path}: ${f.reason}`;
}

export interface RecordOptions extends ReportOptions {
  dir: string;
  /** The formats to write; results.json is always written, and first. */
  formats: readonly FormatName[];
  /** Applied to every piece before it reaches the disk (the run's redaction). */
  filter?: PieceFilter;
  /** The run with its view, when the caller shares it with more outputs (the GitHub summary). */
  source?: RunSource;
}

export async function writeRecord(path: string, pieces: Iterable<string>, filter?: PieceFilter): Promise<WriteFailure | undefined> {
  try {
    await writeFileAtomic(path, pieces, filter);
    return undefined;
  } catch (error) {
    return writeFailure(path, error);
  }
}

export async function writeRunFolder(results: RunResults, options: RecordOptions): Promise<WriteFailure[]> {
  const opts: ReportOptions = options.repoUrl ? { repoUrl: options.repoUrl } : {};
  const source = options.source ?? runSource(results, opts);
  const formats: FormatName[] = ['json', ...options.formats.filter((f) => f !== 'json')];
  const failures: WriteFailure[] = [];
  for (const name of formats) {
    const format = FORMATS[name];
    const failed = await writeRecord(join(options.dir, format.file), format.pieces(source, opts), options.filter);
    if (failed) failures.push(failed);
  }
  return failures;
}
