/** The CI workflow is valid YAML, has the gate job branch protection requires, and runs only commands that exist. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { COMMANDS } from '../../src/cli/commands/index.js';

const ROOT = join(import.meta.dirname, '..', '..');
const WORKFLOW = join(ROOT, '.github', 'workflows', 'agentdesk.yml');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  name?: string;
  needs?: string | string[];
  if?: string;
  strategy?: { matrix?: Record<string, unknown[]> };
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}

const workflow = parse(readFileSync(WORKFLOW, 'utf8'), { prettyErrors: true }) as Workflow;
const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);
const runLines = steps.flatMap((s) => (s.run ?? '').split('\n').map((l) => l.trim()).filter(Boolean));
const runsOf = (job: string) => workflow.jobs[job]!.steps.map((s) => s.run ?? '').join('\n');

describe('.github/workflows/agentdesk.yml', () => {
  test('runs on push and pull_request, and on demand (a live run that refreshes the recordings)', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push', 'workflow_dispatch']);
  });

  test('replays the recordings of the last live run on main when there is no live model, and refreshes them from a live one', () => {
    const gate = workflow.jobs['agentdesk-gate']!.steps;
    const restore = gate.findIndex((s) => s.uses === 'actions/cache/restore@v5' && s.with?.['path'] === 'golden/recordings');
    const run = gate.findIndex((s) => s.run?.startsWith('npx agentdesk eval --gate'));
    const save = gate.findIndex((s) => s.uses === 'actions/cache/save@v5' && s.with?.['path'] === 'golden/recordings');
    expect(restore).toBeGreaterThanOrEqual(0);
    expect(restore).toBeLessThan(run);
    expect(save).toBeGreaterThan(run);
    expect(gate[restore]!.with).toMatchObject({ path: 'golden/recordings', 'restore-keys': 'agentdesk-recordings-' });
    expect(gate[save]!.if).toContain("github.ref == 'refs/heads/main'");
    expect(gate[save]!.if).toContain("steps.model.outputs.model != ''");
    expect(gate[run]!.run).toContain('${MODEL:+--model "$MODEL" --record golden/recordings}');
  });

  test('has the agentdesk-gate job: node 24, npm ci, the tests, then the gate, and the run folder uploaded always', () => {
    const gate = workflow.jobs['agentdesk-gate']!;
    expect(gate.name).toBe('agentdesk-gate');
    expect(gate.steps.find((s) => s.uses?.startsWith('actions/setup-node@'))?.with?.['node-version']).toBe(24);
    const order = ['npm ci', 'npm test', 'npx agentdesk eval --gate'].map((cmd) => gate.steps.findIndex((s) => s.run?.startsWith(cmd)));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const upload = gate.steps.find((s) => s.uses === 'actions/upload-artifact@v7')!;
    expect(upload.if).toBe('always()');
    expect(upload.with?.['path']).toBe('.agentdesk/runs/gate/');
    expect(runsOf('agentdesk-gate')).toContain('--out .agentdesk/runs/gate');
  });

  test('passes the API key to the gate only as a secret in the environment', () => {
    const gate = workflow.jobs['agentdesk-gate']!.steps.find((s) => s.run?.includes('agentdesk eval'))!;
    expect(gate.env?.['AGENTDESK_API_KEY']).toBe('${{ secrets.AGENTDESK_API_KEY }}');
    expect(runLines.join('\n')).not.toContain('secrets.');
  });

  test('has a matrix example of three shards and a merge job that applies the gate', () => {
    const shard = workflow.jobs['agentdesk-shard']!;
    expect(shard.strategy?.matrix?.['shard']).toEqual([1, 2, 3]);
    expect(runsOf('agentdesk-shard')).toContain('--shard ${{ matrix.shard }}/3');
    const merge = workflow.jobs['agentdesk-merge']!;
    expect(merge.needs).toBe('agentdesk-shard');
    expect(merge.steps.some((s) => s.uses === 'actions/download-artifact@v8')).toBe(true);
    expect(runsOf('agentdesk-merge')).toMatch(/npx agentdesk merge .* --gate/);
  });

  test('every `npx agentdesk <command>` is a real command, with flags it knows', async () => {
    const calls = runLines.filter((l) => l.startsWith('npx agentdesk '));
    expect(calls.length).toBeGreaterThanOrEqual(3);
    for (const line of calls) {
      const name = line.split(/\s+/)[2]!;
      expect(Object.keys(COMMANDS)).toContain(name);
      const { usage } = await COMMANDS[name]!();
      for (const flag of line.match(/\s--[a-z-]+/g) ?? []) expect(usage).toContain(flag.trim());
    }
  });

  test('every npm command and script it runs exists', () => {
    for (const line of runLines) {
      const npmRun = /^npm run ([\w:-]+)/.exec(line);
      if (npmRun) expect(scripts).toHaveProperty(npmRun[1]!);
      if (line.startsWith('npm test')) expect(scripts).toHaveProperty('test');
      const script = /^bash (scripts\/\S+)/.exec(line);
      if (script) expect(existsSync(join(ROOT, script[1]!))).toBe(true);
    }
    expect(runLines).toContain('npm ci');
  });
});

describe('scripts/ci-choose-model.sh', () => {
  function choose(env: Record<string, string>) {
    const dir = mkdtempSync(join(tmpdir(), 'agentdesk-ci-'));
    try {
      const files = { GITHUB_OUTPUT: join(dir, 'out'), GITHUB_STEP_SUMMARY: join(dir, 'summary') };
      const r = spawnSync('bash', [join(ROOT, 'scripts', 'ci-choose-model.sh')], { env: { PATH: process.env['PATH'] ?? '', ...files, ...env }, encoding: 'utf8' });
      expect(r.status).toBe(0);
      return { output: readFileSync(files.GITHUB_OUTPUT, 'utf8'), summary: readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8') };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  test('no live model without the secret (the recordings, else the reference model), and the summary says so', () => {
    const { output, summary } = choose({ HAS_KEY: 'false', AGENTDESK_MODEL: 'openai:gpt-4o-mini' });
    expect(output).toBe('model=\n');
    expect(summary).toContain('replays the recordings of the last live run if there are any, else the offline `reference` model');
  });

  test('the live model with the secret and the variable, and the summary says so', () => {
    const { output, summary } = choose({ HAS_KEY: 'true', AGENTDESK_MODEL: 'openai:gpt-4o-mini' });
    expect(output).toBe('model=openai:gpt-4o-mini\n');
    expect(summary).toContain('live `openai:gpt-4o-mini`');
  });
});
