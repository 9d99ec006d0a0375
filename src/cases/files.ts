/** Which files a list of paths stands for, and reading them within the size limit. */
import type { Dirent } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, relative, resolve } from 'node:path';
import type { Problem } from '../errors.js';

/** A case is a page of YAML, not a data dump. */
export const MAX_FILE_BYTES = 256 * 1024;

const CASE_EXTENSIONS = new Set(['.yaml', '.yml']);
/** The suites config and the quarantine live among the cases but are not cases. */
const NOT_CASES = new Set(['suites.yaml', 'suites.yml', 'quarantine.yaml']);

export interface FoundFiles {
  /** Absolute paths, sorted, without repeats. */
  files: string[];
  problems: Problem[];
}

/** Files as given, and `*.yaml`/`*.yml` under folders (recursively, skipping `.hidden` folders). */
export async function findCaseFiles(paths: readonly string[], cwd: string): Promise<FoundFiles> {
  const problems: Problem[] = [];
  const found = await Promise.all(
    paths.map(async (path) => {
      const absolute = resolve(cwd, path);
      try {
        const info = await stat(absolute);
        return info.isDirectory() ? await walk(absolute) : [absolute];
      } catch (error) {
        problems.push(unreadable(path, error));
        return [];
      }
    }),
  );
  const files = [...new Set(found.flat())].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { files, problems };
}

async function walk(dir: string): Promise<string[]> {
  const entries: Dirent[] = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : walk(path);
      const isCase = CASE_EXTENSIONS.has(extname(entry.name)) && !NOT_CASES.has(entry.name);
      return isCase && (entry.isFile() || entry.isSymbolicLink()) ? [path] : [];
    }),
  );
  return nested.flat();
}

/** The file's bytes, or the problem that stops it from being read. */
export async function readCaseFile(absolute: string, shown: string): Promise<{ bytes: Buffer } | { problem: Problem }> {
  try {
    const info = await stat(absolute);
    if (info.size > MAX_FILE_BYTES) {
      const message = `the file is ${Math.ceil(info.size / 1024)} KiB; a case file may be at most ${MAX_FILE_BYTES / 1024} KiB`;
      return { problem: { file: shown, line: 1, column: 1, code: 'FILE_TOO_LARGE', message } };
    }
    return { bytes: await readFile(absolute) };
  } catch (error) {
    return { problem: unreadable(shown, error) };
  }
}

function unreadable(shown: string, error: unknown): Problem {
  const code = (error as NodeJS.ErrnoException).code;
  const why = code === 'ENOENT' ? 'no such file or folder' : code === 'EACCES' ? 'permission denied' : (error as Error).message;
  return { file: shown, line: 1, column: 1, code: 'FILE_UNREADABLE', message: `cannot read ${shown}: ${why}` };
}

/** The path shown in problems: relative to cwd when the file is under it, absolute otherwise. */
export function displayPath(cwd: string, absolute: string): string {
  const rel = relative(cwd, absolute);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? absolute : rel;
}
