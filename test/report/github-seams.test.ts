/**
 * The github reporter where the project is not at the repository root (a `working-directory`, a
 * monorepo) and where a run has more annotations than GitHub shows.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { memoryIO, REPORTERS, type RunResults } from '../../src/index.js';
import { ANNOTATIONS_SHOWN, annotations, hiddenLine } from '../../src/report/github.js';
import { projectPrefix, repoUrlFromEnv } from '../../src/report/links.js';
import { failedRun } from './fixture.js';

let runDir: string;
beforeEach(async () => {
  runDir = await mkdtemp(join(tmpdir(), 'agentdesk-gh-'));
});
afterEach(async () => {
  await rm(runDir, { recursive: true, force: true });
});

async function publish(run: RunResults, env: Record<string, string>, cwd: string): Promise<string> {
  const io = memoryIO({ env, cwd });
  await REPORTERS.github.create({ runDir, io, cwd }).runEnd?.(run);
  return io.out;
}

/** The failed run with each failing trial repeated `k` times, as `--trials k` would give. */
function manyTrials(k: number): RunResults {
  const run = failedRun();
  const trials = run.trials.flatMap((t) => Array.from({ length: k }, (_, i) => ({ ...structuredClone(t), trial: i + 1 })));
  return { ...run, meta: { ...run.meta, trials: k }, trials };
}

describe('a project in a sub-folder of the repository', () => {
  const workspace = '/home/runner/work/shop/shop';
  const env = { GITHUB_WORKSPACE: workspace, GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/shop', GITHUB_SHA: 'abc' };

  test('annotations name the case file from the repository root', async () => {
    const out = await publish(failedRun(), env, `${workspace}/services/desk`);
    expect(out).toContain('::error file=services/desk/golden/refunds/refund-one-broken-mug.yaml,line=34,');
    expect(out.split('\n').filter((l) => l.includes('file=')).every((l) => l.includes('file=services/desk/golden/'))).toBe(true);
  });

  test('at the root, nothing is added', async () => {
    const out = await publish(failedRun(), env, workspace);
    expect(out).toContain('::error file=golden/refunds/refund-one-broken-mug.yaml,line=34,');
  });

  test('links in the job summary and reports point into the sub-folder', async () => {
    expect(repoUrlFromEnv(env, `${workspace}/services/desk`)).toBe('https://github.com/acme/shop/blob/abc/services/desk');
    expect(repoUrlFromEnv(env, workspace)).toBe('https://github.com/acme/shop/blob/abc');
    const summary = join(runDir, 'summary.md');
    await publish(failedRun(), { ...env, GITHUB_STEP_SUMMARY: summary }, `${workspace}/services/desk`);
    expect(await readFile(summary, 'utf8')).toContain('(https://github.com/acme/shop/blob/abc/services/desk/golden/refunds/refund-one-broken-mug.yaml#L34)');
  });

  test('outside the checkout, or outside Actions, the prefix is empty', () => {
    expect(projectPrefix({ GITHUB_WORKSPACE: workspace }, '/tmp/elsewhere')).toBe('');
    expect(projectPrefix({}, `${workspace}/services/desk`)).toBe('');
  });
});

describe('more annotations than GitHub shows', () => {
  test('a notice first says how many are hidden, and the job summary says it too', async () => {
    const run = manyTrials(6); // 2 failing cases and 1 unjudged: 12 errors + the gate's, 6 warnings
    const errors = annotations(run).filter((l) => l.startsWith('::error ')).length;
    expect(errors).toBe(13);
    const summary = join(runDir, 'summary.md');
    const out = await publish(run, { GITHUB_STEP_SUMMARY: summary }, runDir);
    const first = out.split('\n')[0]!;
    expect(first).toMatch(/^::notice title=agentdesk/);
    expect(first).toContain(`${errors - ANNOTATIONS_SHOWN} of ${errors} errors are not shown`);
    expect(await readFile(summary, 'utf8')).toContain(`> ${errors - ANNOTATIONS_SHOWN} of ${errors} errors are not shown`);
  });

  test('no notice while everything shows', () => {
    expect(annotations(failedRun()).some((l) => l.startsWith('::notice'))).toBe(false);
    expect(hiddenLine(ANNOTATIONS_SHOWN, ANNOTATIONS_SHOWN)).toBeUndefined();
    expect(hiddenLine(3, 14)).toBe(`4 of 14 warnings are not shown as annotations (GitHub shows ${ANNOTATIONS_SHOWN} of each per step): every one is in the job summary and report.md`);
  });
});
