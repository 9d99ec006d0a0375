import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { memoryIO, type ReporterContext, type ReporterName, REPORTERS, type RunResults } from '../../src/index.js';
import { annotations } from '../../src/report/github.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { failedRun } from './fixture.js';

let runDir: string;
beforeEach(async () => {
  runDir = await mkdtemp(join(tmpdir(), 'agentdesk-reporters-'));
});
afterEach(async () => {
  await rm(runDir, { recursive: true, force: true });
});

/** Plays a finished run to a listener the way the engine does. */
async function play(name: ReporterName, ctx: ReporterContext, run: RunResults): Promise<void> {
  const listener = REPORTERS[name].create(ctx);
  expect(listener.name).toBe(name);
  await listener.runStart?.(run.meta, run.cases);
  for (const t of run.trials) await listener.trialEnd?.(t, run.cases.find((c) => c.id === t.caseId)!);
  await listener.runEnd?.(run);
  await listener.close?.();
}

describe('reporters', () => {
  test.each([
    ['json', 'results.json'],
    ['md', 'report.md'],
    ['html', 'report.html'],
    ['junit', 'junit.xml'],
  ] as const)('%s writes %s into the run folder at the end of the run, and changes no verdict', async (name, file) => {
    const run = failedRun();
    const before = structuredClone(run);
    await play(name, { runDir, io: memoryIO(), cwd: runDir }, run);
    expect(run).toEqual(before);
    const text = await readFile(join(runDir, file), 'utf8');
    if (name === 'json') expect(JSON.parse(text)).toEqual(before);
    else expect(text.length).toBeGreaterThan(100);
  });

  test('md links to the forge when the context names a repository', async () => {
    await play('md', { runDir, io: memoryIO(), cwd: runDir, repoUrl: 'https://example.test/acme/desk/blob/abc' }, failedRun());
    expect(await readFile(join(runDir, 'report.md'), 'utf8')).toContain('(https://example.test/acme/desk/blob/abc/golden/');
  });

  test('terminal comes from the terminal reporter', () => {
    expect(REPORTERS.terminal.create({ runDir, io: memoryIO(), cwd: runDir }).name).toBe('terminal');
  });
});

describe('the github reporter', () => {
  test('prints an error annotation at the case line for each failed trial, a warning for each unjudged one', async () => {
    const io = memoryIO();
    await play('github', { runDir, io, cwd: runDir }, failedRun());
    const lines = io.out.trim().split('\n');
    expect(lines[0]).toMatch(/^::error title=agentdesk gate failed \(suite main\)::safety: /);
    expect(lines).toContain(
      '::error file=golden/refunds/refund-one-broken-mug.yaml,line=34,title=refund-one-broken-mug::state state.refunds.R1.amount: refund R1 amount: expected 12.50, got 25.00 (expected 12.5, actual 25)',
    );
    // An always-on check has no line: the case's first failed line is used.
    expect(lines.some((l) => l.startsWith('::error file=golden/safety/refund-needs-confirmation.yaml,line=29,title=refund-needs-confirmation::safety confirmed-writes'))).toBe(true);
    expect(lines.some((l) => l.startsWith('::warning file=golden/tracking/track-shipped-order.yaml,line=1,title=track-shipped-order::unjudged: no_recording'))).toBe(true);
    expect(lines.filter((l) => l.startsWith('::error file='))).toHaveLength(2);
  });

  test('appends report.md to $GITHUB_STEP_SUMMARY named by the io env', async () => {
    const summary = join(runDir, 'step-summary.md');
    await writeFile(summary, 'Model: offline reference\n');
    await play('github', { runDir, io: memoryIO({ env: { GITHUB_STEP_SUMMARY: summary } }), cwd: runDir }, failedRun());
    const text = await readFile(summary, 'utf8');
    expect(text.startsWith('Model: offline reference\n# 🔴 GATE FAILED')).toBe(true);
  });

  test('on Actions, links in the summary point at this commit', async () => {
    const summary = join(runDir, 'step-summary.md');
    const env = { GITHUB_STEP_SUMMARY: summary, GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/desk', GITHUB_SHA: 'abc' };
    await play('github', { runDir, io: memoryIO({ env }), cwd: runDir }, failedRun());
    expect(await readFile(summary, 'utf8')).toContain('(https://github.com/acme/desk/blob/abc/golden/refunds/refund-one-broken-mug.yaml#L34)');
  });

  test('a model reply cannot inject a workflow command', () => {
    const run = failedRun();
    run.trials.find((t) => t.verdict === 'fail' && t.caseId === 'refund-one-broken-mug')!.firstFailure!.message = 'bad\n::add-mask::x\n::error::forged';
    const lines = annotations(run);
    expect(lines.every((l) => l.startsWith('::error ') || l.startsWith('::warning '))).toBe(true);
    expect(lines.join('\n')).toContain('bad%0A::add-mask::x%0A::error::forged');
  });

  test('the job summary is the same report.md the md reporter writes', async () => {
    const summary = join(runDir, 's.md');
    await play('github', { runDir, io: memoryIO({ env: { GITHUB_STEP_SUMMARY: summary } }), cwd: runDir }, failedRun());
    expect(await readFile(summary, 'utf8')).toBe(`${renderMarkdown(failedRun())}\n`);
  });
});
