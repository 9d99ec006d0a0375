import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { RunMeta } from '../run/types.js';

const run = promisify(execFile);

async function git(cwd: string, ...args: string[]): Promise<string | undefined> {
  try {
    const { stdout } = await run('git', args, { cwd, timeout: 2000 });
    return stdout.trim();
  } catch {
    return undefined;
  }
}

/** The commit and branch the run judged; missing values when this is not a git checkout. */
export async function gitInfo(cwd: string, env: Record<string, string | undefined>): Promise<RunMeta['git']> {
  const [commit, branch, status] = await Promise.all([
    git(cwd, 'rev-parse', 'HEAD'),
    git(cwd, 'rev-parse', '--abbrev-ref', 'HEAD'),
    git(cwd, 'status', '--porcelain', '--untracked-files=no'),
  ]);
  const out: RunMeta['git'] = {};
  const c = commit ?? env['GITHUB_SHA'];
  if (c) out.commit = c;
  const b = env['GITHUB_HEAD_REF'] || branch || env['GITHUB_REF_NAME'];
  if (b) out.branch = b;
  if (status !== undefined) out.dirty = status.length > 0;
  return out;
}
