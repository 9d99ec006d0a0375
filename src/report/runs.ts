/**
 * The folder of run folders (`.agentdesk/runs`): a `latest` link to the newest run, so scripts
 * and people need not look up the run id, and `agentdesk clean --keep N`, so run folders do not
 * pile up (about 1 MB a run of the golden set).
 */
import { lstat, readdir, readlink, rename, rm, stat, symlink } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';

const LATEST = 'latest';

/**
 * Points `<runs>/latest` at `runDir` when the run folder sits directly in `runs` (an `--out`
 * elsewhere leaves it alone). Replaced atomically: a reader sees the old run or the new one.
 * Returns false when the file system takes no symbolic link (then there is no pointer).
 */
export async function pointLatest(runs: string, runDir: string): Promise<boolean> {
  if (dirname(runDir) !== runs || basename(runDir) === LATEST) return false;
  const tmp = join(runs, `.${LATEST}-${process.pid}-${Date.now()}`);
  try {
    await symlink(relative(runs, runDir), tmp, 'dir');
    await rename(tmp, join(runs, LATEST));
    return true;
  } catch {
    await rm(tmp, { force: true }).catch(() => undefined);
    return false;
  }
}

interface RunFolder {
  name: string;
  path: string;
  /** When results.json was last written, in ms. */
  writtenMs: number;
  bytes: number;
}

async function size(path: string): Promise<number> {
  const info = await lstat(path);
  if (!info.isDirectory()) return info.size;
  let total = 0;
  for (const entry of await readdir(path)) total += await size(join(path, entry));
  return total;
}

/** The run folders in `runs` (those holding a results.json), newest first. */
async function runFolders(runs: string): Promise<RunFolder[]> {
  const entries = await readdir(runs, { withFileTypes: true }).catch(() => []);
  const folders: RunFolder[] = [];
  for (const e of entries) {
    if (!e.isDirectory()) continue;
    const path = join(runs, e.name);
    const written = await stat(join(path, 'results.json')).catch(() => undefined);
    if (written) folders.push({ name: e.name, path, writtenMs: written.mtimeMs, bytes: await size(path) });
  }
  return folders.sort((a, b) => b.writtenMs - a.writtenMs || b.name.localeCompare(a.name));
}

export interface CleanPlan {
  kept: RunFolder[];
  removed: RunFolder[];
}

/** The newest `keep` run folders stay, and the one `latest` points at whatever its age. */
export async function planClean(runs: string, keep: number): Promise<CleanPlan> {
  const folders = await runFolders(runs);
  const latest = await readlink(join(runs, LATEST)).then((target) => basename(target), () => undefined);
  const kept = folders.filter((f, i) => i < keep || f.name === latest);
  return { kept, removed: folders.filter((f) => !kept.includes(f)) };
}

export async function removeRuns(plan: CleanPlan): Promise<void> {
  for (const f of plan.removed) await rm(f.path, { recursive: true, force: true });
}
