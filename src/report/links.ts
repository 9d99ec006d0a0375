/** Links from a report to a case file's line, relative (`golden/x/y.yaml#L12`) or on the forge. */
import { isAbsolute, relative, sep } from 'node:path';

/**
 * The blob URL of this commit on GitHub (`https://github.com/o/r/blob/<sha>`), from the variables
 * every Actions job has; undefined outside Actions.
 */
export function repoUrlFromEnv(env: Record<string, string | undefined>): string | undefined {
  const server = env['GITHUB_SERVER_URL'];
  const repo = env['GITHUB_REPOSITORY'];
  const sha = env['GITHUB_SHA'];
  if (!server || !repo || !sha) return undefined;
  return `${server.replace(/\/+$/, '')}/${repo}/blob/${sha}`;
}

/** The case file as a forward-slash path relative to the run's folder of origin. */
export function repoPath(file: string, cwd: string): string {
  const rel = isAbsolute(file) ? relative(cwd, file) : file;
  return rel.split(sep).join('/').replace(/^\.\//, '');
}

/** `golden/x/y.yaml#L12`, made absolute under `repoUrl` when one is known. */
export function caseHref(file: string, line: number | undefined, repoUrl?: string): string {
  const path = file.split('/').map(encodeURIComponent).join('/');
  const anchor = line ? `#L${line}` : '';
  return repoUrl ? `${repoUrl.replace(/\/+$/, '')}/${path}${anchor}` : `${path}${anchor}`;
}

/** `golden/x/y.yaml:12`, as a person types it in an editor. */
export function caseWhere(file: string, line: number | undefined): string {
  return line ? `${file}:${line}` : file;
}
