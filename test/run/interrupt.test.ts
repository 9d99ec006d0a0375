/**
 * An interrupted run keeps what it paid for: SIGINT or SIGTERM mid-run (a child process, a slow
 * loopback model) stops scheduling, writes results.json marked partial with every finished trial,
 * says what happened and exits 130 / 143; a second signal exits at once, the journal keeping the
 * finished trials; `eval --resume` runs only the missing trials; `report` and `merge` flag or
 * refuse a partial run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, loadCases, memoryIO, type RunResults } from '../../src/index.js';
import { type OpenAIServer, referenceResponder, startOpenAIServer } from '../support/openai-server.js';

const root = join(import.meta.dirname, '..', '..');
const CASES = 'test/fixtures/engine/ok';
const CONFIG = ['--config', 'test/fixtures/engine/suites.yaml'];
const TRIALS = 12;

interface Child {
  process: ChildProcess;
  out: string;
  err: string;
  exit: Promise<number | null>;
}

function start(args: string[]): Child {
  const child = spawn(process.execPath, [join(root, 'bin/agentdesk.js'), ...args], { cwd: root, env: { PATH: process.env['PATH'] ?? '' } });
  const c: Child = { process: child, out: '', err: '', exit: new Promise((resolve) => child.on('exit', (code) => resolve(code))) };
  child.stdout!.on('data', (d: Buffer) => (c.out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (c.err += d.toString()));
  return c;
}

async function until(check: () => boolean, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const passes = (c: Child) => c.out.split('\n').filter((l) => l.startsWith('PASS')).length;
const readResults = (out: string) => JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;

describe('a run interrupted by a signal', () => {
  let server: OpenAIServer;
  let callsPerTrial: number;
  const tmp = () => mkdtempSync(join(tmpdir(), 'agentdesk-interrupt-'));
  const live = () => ['--model', 'openai:loopback', '--base-url', server.url, '--no-langfuse', '--filter', 'order-status-shipped'];
  const evalArgs = (out: string, extra: string[] = []) => ['eval', CASES, ...CONFIG, ...live(), '--out', out, '--reporter', 'terminal', ...extra];

  beforeAll(async () => {
    const { cases } = await loadCases([CASES], { cwd: root });
    server = await startOpenAIServer({ responder: referenceResponder(cases) });
    const probe = memoryIO({ cwd: root });
    expect(await cli(evalArgs(tmp(), ['--reporter', 'json']), probe)).toBe(0);
    callsPerTrial = server.requests.length;
    expect(callsPerTrial).toBeGreaterThan(0);
  });
  afterAll(() => server.close());

  it('on SIGINT writes a partial results.json with every finished trial, says so, exits 130, and resumes without repeating a call', async () => {
    server.setLatency(120);
    const out = tmp();
    const child = start([...evalArgs(out, ['--gate', '--trials', String(TRIALS), '--concurrency', '2', '--reporter', 'md'])]);
    await until(() => passes(child) >= 3, 'three finished trials');
    child.process.kill('SIGINT');
    const code = await child.exit;
    expect(code).toBe(130);
    expect(child.err).toContain('SIGINT');
    expect(child.out).toMatch(/INTERRUPTED \(SIGINT\): \d+ of 12 trial\(s\) finished/);
    expect(child.out).toContain(`agentdesk eval --resume`);
    expect(child.out).not.toContain('GATE PASSED');

    const partial = readResults(out);
    expect(partial.partial).toBe(true);
    expect(partial.interrupted?.signal).toBe('SIGINT');
    const finished = partial.trials.filter((t) => t.verdict === 'pass');
    expect(finished.length).toBeGreaterThanOrEqual(3);
    expect(finished.length).toBeLessThan(TRIALS);
    expect(partial.gate?.passed).toBe(false);
    expect(partial.gate?.checks[0]).toMatchObject({ name: 'complete', ok: false });
    expect(existsSync(join(out, 'report.md'))).toBe(true);
    expect(readFileSync(join(out, 'report.md'), 'utf8')).toContain('PARTIAL RUN');

    // `report` flags it; `merge` refuses it.
    const report = memoryIO({ cwd: root });
    expect(await cli(['report', out, '--format', 'md'], report)).toBe(0);
    expect(report.err).toContain('PARTIAL');
    const merge = memoryIO({ cwd: root });
    expect(await cli(['merge', out, '--out', tmp()], merge)).toBe(2);
    expect(merge.err).toContain('--resume');

    // Resumed: only the missing trials are played, the finished ones kept as they were.
    server.setLatency(0);
    server.reset();
    const resume = memoryIO({ cwd: root });
    expect(await cli(['eval', '--resume', out, '--base-url', server.url, '--no-langfuse', '--reporter', 'terminal'], resume)).toBe(0);
    const done = readResults(out);
    expect(done.partial).toBeUndefined();
    expect(done.trials).toHaveLength(TRIALS);
    expect(done.trials.every((t) => t.verdict === 'pass')).toBe(true);
    expect(done.gate?.passed).toBe(true);
    expect(done.meta.runId).toBe(partial.meta.runId);
    expect(done.meta.resumed).toEqual([expect.objectContaining({ kept: finished.length })]);
    for (const t of finished) expect(done.trials.find((d) => d.trial === t.trial)?.durationMs).toBe(t.durationMs);
    expect(server.requests).toHaveLength((TRIALS - finished.length) * callsPerTrial);
    expect(existsSync(join(out, 'journal.jsonl'))).toBe(false);
    // traces.jsonl: one line per trial, the kept ones from the first attempt.
    const traces = readFileSync(join(out, 'traces.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { trial: number });
    expect(traces.map((t) => t.trial).sort((a, b) => a - b)).toEqual(Array.from({ length: TRIALS }, (_, i) => i + 1));
    // A complete run has nothing to resume.
    expect(await cli(['eval', '--resume', out, '--base-url', server.url], memoryIO({ cwd: root }))).toBe(2);
  });

  it('on SIGTERM cancels trials still running after the grace as unjudged interrupted, and exits 143', async () => {
    server.setLatency(100);
    const out = tmp();
    const child = start(evalArgs(out, ['--trials', String(TRIALS), '--concurrency', '2']));
    await until(() => passes(child) >= 2, 'two finished trials');
    // Every call from now on outlasts the grace.
    server.setLatency(20_000);
    child.process.kill('SIGTERM');
    const started = Date.now();
    expect(await child.exit).toBe(143);
    expect(Date.now() - started).toBeLessThan(10_000);
    const partial = readResults(out);
    expect(partial.partial).toBe(true);
    expect(partial.interrupted).toMatchObject({ signal: 'SIGTERM' });
    const cancelled = partial.trials.filter((t) => t.reason === 'interrupted');
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled.every((t) => t.verdict === 'unjudged')).toBe(true);
    expect(partial.interrupted?.cancelled).toBe(cancelled.length);
    server.setLatency(0);
  });

  it('exits at once on a second signal, and the journal keeps the finished trials for --resume', async () => {
    server.setLatency(150);
    const out = tmp();
    const child = start(evalArgs(out, ['--trials', String(TRIALS), '--concurrency', '2']));
    await until(() => passes(child) >= 2, 'two finished trials');
    const shown = passes(child);
    server.setLatency(20_000);
    child.process.kill('SIGINT');
    await until(() => child.err.includes('SIGINT'), 'the first signal heard');
    const started = Date.now();
    child.process.kill('SIGINT');
    expect(await child.exit).toBe(130);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(existsSync(join(out, 'results.json'))).toBe(false);

    server.setLatency(0);
    server.reset();
    const resume = memoryIO({ cwd: root });
    const resumed = await cli(['eval', '--resume', out, '--base-url', server.url, '--no-langfuse', '--reporter', 'json'], resume);
    expect(resume.err).toBe('');
    expect(resumed).toBe(0);
    const done = readResults(out);
    expect(done.trials).toHaveLength(TRIALS);
    expect(server.requests.length).toBeLessThanOrEqual((TRIALS - shown) * callsPerTrial);
  });
});
