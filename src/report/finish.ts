/**
 * The end of a run, in the order that makes its verdict trustworthy: the record (results.json and
 * the requested reports) is written first, then GitHub hears of it; what could not be written
 * comes back, for the command to print last and to decide the exit code by.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { CliIO } from '../cli/io.js';
import { JOURNAL_FILE } from '../run/journal.js';
import type { RunResults } from '../run/types.js';
import { NO_SECRETS, type Redactor } from '../secrets/index.js';
import { type FormatName, runSource } from './formats.js';
import { publishToGitHub } from './github.js';
import { type WriteFailure, writeRunFolder } from './records.js';
import { RESULTS_FILE } from './results-file.js';

export interface FinishOptions {
  dir: string;
  formats: readonly FormatName[];
  io: CliIO;
  repoUrl?: string;
  redact?: Redactor;
  /** Annotations and the job summary (on GitHub Actions). */
  github?: boolean;
}

export async function finishRun(results: RunResults, options: FinishOptions): Promise<WriteFailure[]> {
  const redact = options.redact ?? NO_SECRETS;
  const opts = options.repoUrl ? { repoUrl: options.repoUrl } : {};
  // One view for every report and the job summary.
  const source = runSource(results, opts);
  const failures = await writeRunFolder(results, { dir: options.dir, formats: options.formats, filter: redact.text, source, ...opts });
  const resultsFile = join(options.dir, RESULTS_FILE);
  // The journal is the record until results.json is: it goes only once results.json is written.
  if (!failures.some((f) => f.path === resultsFile)) await rm(join(options.dir, JOURNAL_FILE), { force: true }).catch(() => undefined);
  if (options.github) {
    const failed = await publishToGitHub(source, { io: options.io, ...opts, filter: redact.text });
    if (failed) failures.push(failed);
  }
  return failures;
}
