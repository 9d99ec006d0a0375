/**
 * Reporters that write a run folder's files when the run ends, for the library's listeners. They
 * read results, never change them, and throw when the file cannot be written. (`agentdesk eval`
 * writes the record itself after the run, see records.ts, so that a failure decides the exit code.)
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { CliIO } from '../cli/io.js';
import type { RunListener } from '../run/types.js';
import { FORMATS, type FormatName, runSource } from './formats.js';
import { writeFileAtomic } from './results-file.js';

export interface FileReporterContext {
  runDir: string;
  io: CliIO;
  repoUrl?: string;
}

/** A reporter that renders one format into the run folder at the end of the run. */
export function fileReporter(format: FormatName): (ctx: FileReporterContext) => RunListener {
  return (ctx) => ({
    name: format,
    async runEnd(results) {
      const opts = ctx.repoUrl ? { repoUrl: ctx.repoUrl } : {};
      await mkdir(ctx.runDir, { recursive: true });
      await writeFileAtomic(join(ctx.runDir, FORMATS[format].file), FORMATS[format].pieces(runSource(results, opts), opts));
    },
  });
}
