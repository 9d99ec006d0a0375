/** Reporters that write a run folder's files when the run ends. They read results, never change them. */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { CliIO } from '../cli/io.js';
import type { RunListener } from '../run/types.js';
import { FORMATS, type FormatName } from './formats.js';
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
      const { file, render, pieces } = FORMATS[format];
      const opts = ctx.repoUrl ? { repoUrl: ctx.repoUrl } : {};
      await mkdir(ctx.runDir, { recursive: true });
      await writeFileAtomic(join(ctx.runDir, file), pieces ? pieces(results, opts) : render(results, opts));
    },
  });
}
