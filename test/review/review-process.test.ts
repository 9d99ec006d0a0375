/**
 * `agentdesk review` as a process: it serves until Ctrl-C and then exits 0, and a judgement the
 * page was told is saved survives the process being killed outright (nothing waits in memory).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readAnnotations } from '../../src/index.js';
import { makeProject, type Project } from './project.js';

const BIN = join(import.meta.dirname, '..', '..', 'bin', 'agentdesk.js');
let project: Project;

beforeAll(async () => {
  project = await makeProject();
});
afterAll(async () => {
  if (project) await rm(project.root, { recursive: true, force: true });
});

/** Starts the review on a free port and resolves with its URL once it says so. */
function start(): Promise<{ child: ChildProcess; url: string; exited: Promise<{ code: number | null; signal: string | null }> }> {
  const child = spawn(process.execPath, [BIN, 'review', 'runs/real', '--port', '0', '--reviewer', 'ana'], { cwd: project.root, env: { ...process.env, AGENTDESK_NO_REBUILD: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<{ code: number | null; signal: string | null }>((done) => child.on('exit', (code, signal) => done({ code, signal })));
  return new Promise((done, fail) => {
    let out = '';
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /Open (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (m) done({ child, url: m[1]!, exited });
    });
    void exited.then(({ code }) => fail(new Error(`review exited ${code} before serving: ${err}`)));
  });
}

describe('agentdesk review, the process', () => {
  test('Ctrl-C (SIGINT) stops it with exit 0', async () => {
    const { child, url, exited } = await start();
    expect((await fetch(url)).status).toBe(200);
    child.kill('SIGINT');
    expect(await exited).toEqual({ code: 0, signal: null });
  });

  test('every acknowledged judgement is on disk when the process is killed (SIGKILL) right after', async () => {
    const { child, url, exited } = await start();
    const [runId] = project.runIds;
    const posts = Array.from({ length: 12 }, (_, i) =>
      fetch(new URL('/api/judgements', url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ runId, caseId: i % 2 ? 'order-status-shipped' : 'cancel-processing-order', trial: 1, verdict: 'fail', note: `kill ${i}`, mode: 'm' }),
      }),
    );
    const statuses = (await Promise.all(posts)).map((r) => r.status);
    child.kill('SIGKILL');
    expect((await exited).signal).toBe('SIGKILL');
    expect(statuses).toEqual(Array(12).fill(200));
    const read = await readAnnotations(join(project.root, 'reviews'), [runId]);
    expect(read.judgements.map((j) => j.note).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `kill ${i}`).sort());
    expect(read.skipped).toEqual([]);
  });
});
