/** `agentdesk report <run> --format comment`: the sticky pull-request comment the workflow posts. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { cli, EXIT, memoryIO, type RunResults } from '../../src/index.js';
import { COMMENT_MARKER, regressions } from '../../src/report/comment.js';
import { FAILED_RUN_DIR, failedRun } from './fixture.js';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'agentdesk-comment-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const ENV = { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/shop', GITHUB_SHA: 'abc', GITHUB_RUN_ID: '777' };

/** The failed run as it was on main: every case passed. */
function allPassing(): RunResults {
  const run = failedRun();
  return { ...run, meta: { ...run.meta, git: { ...run.meta.git, commit: 'fedcba9876543210' } }, trials: run.trials.map((t) => ({ ...t, verdict: 'pass' as const })) };
}

async function runFolder(name: string, run: RunResults): Promise<string> {
  const dir = join(root, name);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'results.json'), JSON.stringify(run));
  return dir;
}

async function comment(args: string[] = []): Promise<{ code: number; out: string }> {
  const io = memoryIO({ cwd: root, env: ENV });
  const code = await cli(['report', FAILED_RUN_DIR, '--format', 'comment', ...args], io);
  return { code, out: io.out };
}

describe('the pull-request comment', () => {
  test('starts with the marker the workflow finds it by, then the gate verdict and counts', async () => {
    const { code, out } = await comment();
    expect(code).toBe(EXIT.ok);
    const lines = out.split('\n');
    expect(lines[0]).toBe(COMMENT_MARKER);
    expect(lines[1]).toMatch(/^### 🔴 agentdesk gate failed \(suite `main`\)$/);
    expect(out).toMatch(/\d+ passed, \d+ failed, \d+ unjudged of \d+ trial\(s\)/);
  });

  test('lists the failed cases linked to their line on this commit, and links the workflow run', async () => {
    const { out } = await comment();
    expect(out).toContain('[`refund-one-broken-mug`](https://github.com/acme/shop/blob/abc/golden/refunds/refund-one-broken-mug.yaml#L34)');
    expect(out).toContain('(https://github.com/acme/shop/actions/runs/777)');
  });

  test('with a baseline, names what regressed since the last run on main', async () => {
    const baseline = await runFolder('baseline', allPassing());
    const { code, out } = await comment(['--baseline', baseline]);
    expect(code).toBe(EXIT.ok);
    expect(out).toContain('**Against the last run on main** (fedcba987654): 2 regressed, 0 fixed');
    expect(out).toContain('- regressed: [`refund-one-broken-mug`]');
  });

  test('without one, says nothing of regressions', async () => {
    expect((await comment()).out).not.toContain('regressed');
  });

  test('--baseline with another format is refused (exit 2)', async () => {
    const io = memoryIO({ cwd: root });
    expect(await cli(['report', FAILED_RUN_DIR, '--format', 'md', '--baseline', FAILED_RUN_DIR], io)).toBe(EXIT.invalidInput);
  });

  test('regressions: passed before and failed now; fixed: the reverse; unjudged is neither', () => {
    const before = allPassing();
    const now = failedRun();
    const failing = [...new Set(now.trials.filter((t) => t.verdict === 'fail').map((t) => t.caseId))].sort();
    expect(regressions(now, before)).toEqual({ regressed: failing, fixed: [] });
    expect(regressions(before, now)).toEqual({ regressed: [], fixed: failing });
  });
});
