/** Which loaded cases a suite holds: by folder, tag, severity and id, minus its exclusions. */
import { isAbsolute, relative, resolve } from 'node:path';
import type { LoadedCase } from '../cases/types.js';
import type { SuiteConfig, SuiteSelect } from './types.js';

/**
 * The cases of `suite`, in their loaded order. Criteria combine with AND; the values of one criterion
 * with OR (any of the folders, any of the tags). An empty selection holds every case.
 * `goldenRoot` is the folder suite folders are relative to; give `cwd` when the case files are
 * relative to a cwd other than the process's and the root is absolute.
 */
export function selectSuite(cases: LoadedCase[], suite: SuiteConfig, goldenRoot: string, options: { cwd?: string } = {}): LoadedCase[] {
  const select = suite.select ?? {};
  return cases.filter((c) => selected(c, select, folderOf(c.file, goldenRoot, options.cwd)));
}

function selected(c: LoadedCase, select: SuiteSelect, folder: string[]): boolean {
  const tags = c.data.tags ?? [];
  const inFolder = (f: string) => startsWith(folder, segments(f));
  const checks = [
    !select.folders?.length || select.folders.some(inFolder),
    !select.tags?.length || select.tags.some((t) => tags.includes(t)),
    !select.severity || (c.data.severity ?? 'standard') === select.severity,
    !select.ids?.length || select.ids.includes(c.data.id),
    !select.excludeFolders?.some(inFolder),
    !select.excludeTags?.some((t) => tags.includes(t)),
  ];
  return checks.every(Boolean);
}

/** The folders of a case file below the golden root, e.g. `['refunds', 'eu']`. */
function folderOf(file: string, goldenRoot: string, cwd: string | undefined): string[] {
  const fileParts = segments(file).slice(0, -1);
  if (cwd !== undefined || isAbsolute(file) === isAbsolute(goldenRoot)) {
    const base = cwd ?? '';
    return segments(relative(resolve(base, goldenRoot), resolve(base, file))).slice(0, -1);
  }
  // An absolute root and a file relative to an unknown cwd: the root's trailing folders that
  // start the file's path are where the two meet (`/work/golden` and `golden/refunds/a.yaml`).
  const rootParts = segments(goldenRoot);
  for (let k = Math.min(rootParts.length, fileParts.length); k >= 0; k--) {
    if (startsWith(fileParts, rootParts.slice(rootParts.length - k))) return fileParts.slice(k);
  }
  return fileParts;
}

function segments(path: string): string[] {
  return path.split(/[\\/]+/).filter((part) => part !== '' && part !== '.');
}

function startsWith(parts: string[], prefix: string[]): boolean {
  return prefix.length <= parts.length && prefix.every((part, i) => parts[i] === part);
}
