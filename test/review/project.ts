/**
 * A small project to review: two real cases under golden/<category>/, a real run of them, and the
 * report fixture's failing run (with a `<script>` in a reply) as a second run.
 */
import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli, memoryIO } from '../../src/index.js';
import { failedRun } from '../report/fixture.js';

const repo = join(import.meta.dirname, '..', '..');
export const XSS = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">';

export interface Project {
  root: string;
  /** The real run (2 passing trials, case files present), then the fixture run (5 trials). */
  runs: [string, string];
  runIds: [string, string];
}

export async function makeProject(): Promise<Project> {
  const root = await mkdtemp(join(tmpdir(), 'agentdesk-review-'));
  for (const [file, category] of [['cancel-processing-order.yaml', 'cancellation'], ['order-status-shipped.yaml', 'order-status']] as const) {
    await mkdir(join(root, 'golden', category), { recursive: true });
    await copyFile(join(repo, 'test/fixtures/engine/ok', file), join(root, 'golden', category, file));
  }
  const io = memoryIO({ cwd: root });
  const code = await cli(['eval', 'golden', '--config', join(repo, 'test/fixtures/engine/suites.yaml'), '--out', 'runs/real'], io);
  if (code !== 0) throw new Error(`eval failed (${code}): ${io.err}${io.out}`);
  const run = failedRun();
  const step = run.trials[1]!.visit!.steps[8]!;
  run.trials[1]!.visit!.steps[8] = { ...step, kind: 'reply', text: `Done ${XSS}`, raw: `Done ${XSS}`, violations: [] } as never;
  await mkdir(join(root, 'runs', 'fixture'), { recursive: true });
  await writeFile(join(root, 'runs', 'fixture', 'results.json'), JSON.stringify(run));
  const { readRuns } = await import('../../src/review/runs.js');
  const runs = await readRuns(['runs/real', 'runs/fixture'], root);
  return { root, runs: [join(root, 'runs/real'), join(root, 'runs/fixture')], runIds: [runs[0]!.results.meta.runId, runs[1]!.results.meta.runId] };
}
