/** Links from a report to a case file's line, relative (`golden/x/y.yaml#L12`) or on the forge. */
import { isAbsolute, relative, sep } from 'node:path';

/**
 * Where the project sits in the repository: the path from the checkout ($GITHUB_WORKSPACE) to
 * `cwd`, forward slashes, '' at the root or outside Actions (a `working-directory`, a monorepo).
 */
export function projectPrefix(env: Record<string, string | undefined>, cwd: string | undefined): string {
  const workspace = env['GITHUB_WORKSPACE'];
  if (!workspace || !cwd) return '';
  const rel = relative(workspace, cwd);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return '';
  return rel.split(sep).join('/');
}

/**
 * The blob URL of this commit on GitHub (`https://github.com/o/r/blob/<sha>`), from the variables
 * every Actions job has, down to the project's folder when it is not the repository root;
 * undefined outside Actions.
 */
export function repoUrlFromEnv(env: Record<string, string | undefined>, cwd?: string): string | undefined {
  const server = env['GITHUB_SERVER_URL'];
  const repo = env['GITHUB_REPOSITORY'];
  const sha = env['GITHUB_SHA'];
  if (!server || !repo || !sha) return undefined;
  const prefix = projectPrefix(env, cwd);
  return `${server.replace(/\/+$/, '')}/${repo}/blob/${sha}${prefix ? `/${prefix.split('/').map(encodeURIComponent).join('/')}` : ''}`;
}

/** This workflow run's page (`https://github.com/o/r/actions/runs/<id>`); undefined outside Actions. */
export function runUrlFromEnv(env: Record<string, string | undefined>): string | undefined {
  const server = env['GITHUB_SERVER_URL'];
  const repo = env['GITHUB_REPOSITORY'];
  const id = env['GITHUB_RUN_ID'];
  return server && repo && id ? `${server.replace(/\/+$/, '')}/${repo}/actions/runs/${id}` : undefined;
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
