/**
 * The run folder before a run: `--out` is checked up front (a folder of files we can write, not a
 * file, not under /proc), and the files of an earlier run there are removed, so that the folder
 * never mixes two runs.
 */
import { statfs } from 'node:fs/promises';
import { lstat, mkdir, readdir, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { UsageError } from '../errors.js';

/** Trees of the kernel's, not of files: writing there hangs, fails oddly or does harm. */
const PSEUDO_ROOTS = ['/proc', '/sys', '/dev'];

/** statfs magic numbers of pseudo file systems (linux/magic.h), wherever they are mounted. */
const PSEUDO_FS = new Map<number, string>([
  [0x9fa0, 'procfs'],
  [0x62656572, 'sysfs'],
  [0x1cd1, 'devpts'],
  [0x64626720, 'debugfs'],
  [0x74726163, 'tracefs'],
  [0x73636673, 'securityfs'],
  [0x27e0eb, 'cgroup'],
  [0x63677270, 'cgroup2'],
  [0xcafe4a11, 'bpf'],
]);

/** The reason of a failed file operation, in words, with its code. */
export function ioReason(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  const words: Record<string, string> = {
    EISDIR: 'a folder is in the way',
    ENOTDIR: 'a file is in the way of a folder on the path',
    ENOSPC: 'the disk is full',
    EDQUOT: 'the disk quota is used up',
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    EROFS: 'the file system is read-only',
    EEXIST: 'a file is in the way',
    ENOENT: 'the folder does not exist',
  };
  const said = e?.code ? words[e.code] : undefined;
  return said ? `${said} (${e.code})` : (e?.message ?? String(error)).split('\n')[0]!;
}

const refuse = (message: string): never => {
  // An empty hint: this one line says all (see cli/main.ts).
  throw new UsageError('usage/out-dir', message, '');
};

async function nearestExisting(path: string): Promise<string> {
  let at = path;
  for (;;) {
    if (await lstat(at).then(() => true, () => false)) return at;
    const up = dirname(at);
    if (up === at) return at;
    at = up;
  }
}

const under = (path: string, root: string): boolean => path === root || path.startsWith(`${root}${sep}`);

async function refusePseudo(shown: string, abs: string): Promise<void> {
  const existing = await nearestExisting(abs);
  const real = await realpath(existing).catch(() => existing);
  const root = PSEUDO_ROOTS.find((r) => under(abs, r) || under(real, r));
  if (root) refuse(`--out ${shown} is under ${root}, which holds no ordinary files; choose a folder for the run`);
  const fs = await statfs(real).then((s) => PSEUDO_FS.get(s.type), () => undefined);
  if (fs) refuse(`--out ${shown} is on ${fs}, which holds no ordinary files; choose a folder for the run`);
  const info = await stat(existing).catch(() => undefined);
  if (info && !info.isDirectory()) {
    refuse(existing === abs ? `--out ${shown} is a file, not a folder` : `--out ${shown} is under ${existing}, which is a file`);
  }
}

/**
 * Makes sure `dir` is a folder the run can write its record into, creating it; any problem is a
 * UsageError of one line (exit 2), before anything has run.
 */
export async function prepareOutDir(dir: string, shown = dir): Promise<void> {
  const abs = resolve(dir);
  await refusePseudo(shown, abs);
  await mkdir(abs, { recursive: true }).catch((error: unknown) => refuse(`--out ${shown}: cannot create the folder: ${ioReason(error)}`));
  // A probe, not access(): only writing tells (root passes access() on a read-only mount).
  const probe = join(abs, `.agentdesk-probe-${process.pid}`);
  try {
    await writeFile(probe, '');
  } catch (error) {
    refuse(`--out ${shown}: cannot write in the folder: ${ioReason(error)}`);
  } finally {
    await rm(probe, { force: true }).catch(() => undefined);
  }
}

/**
 * Removes the files of an earlier run (those named in `files`, and their leftover temporary files)
 * from a folder that holds one; a folder holding no run's record is left as it is.
 */
export async function clearEarlierRun(dir: string, files: readonly string[], record: readonly string[]): Promise<void> {
  const entries = await readdir(dir).catch(() => [] as string[]);
  const isRun = record.some((f) => entries.includes(f));
  if (!isRun) return;
  const ours = new Set(files);
  const leftover = (name: string) => files.some((f) => new RegExp(`^${f.replace(/\./g, '\\.')}\\.\\d+\\.tmp$`).test(name));
  for (const name of entries.filter((e) => ours.has(e) || leftover(e))) {
    const info = await lstat(join(dir, name));
    // Only files: a folder in the way is not ours to delete, and writing will say so.
    if (info.isFile() || info.isSymbolicLink()) await rm(join(dir, name));
  }
}
