/**
 * The record/replay loop of the gate, end to end in a temp copy of the repository: a live run
 * records into the team's recordings folder, a run with no model configured replays them, and a
 * prompt edited after the recording makes the gate fail closed with a message naming the change
 * and how to refresh. The live model is the loopback server answering from each case's reference.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../src/index.js';
import { type OpenAIServer, referenceResponder, startOpenAIServer } from '../support/openai-server.js';
import { KEY } from '../model/helpers.js';

const ROOT = join(import.meta.dirname, '..', '..');
let copy: string;
let server: OpenAIServer;

/** The copy's own CLI in a child process: its templates and golden/ are the copy's. */
function agentdesk(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(copy, 'bin', 'agentdesk.js'), ...args], {
      cwd: copy,
      env: { ...process.env, AGENTDESK_API_KEY: KEY, AGENTDESK_MODEL: '', AGENTDESK_NO_REBUILD: '1', CI: 'true' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => done({ code, out, err }));
  });
}

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'agentdesk-recorded-'));
  for (const entry of ['bin', 'src', 'schema', 'templates', 'golden', 'dist', 'package.json', 'tsconfig.json']) {
    cpSync(join(ROOT, entry), join(copy, entry), { recursive: true, preserveTimestamps: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  // golden/suites.yaml names the team's recordings folder (run.recordings: golden/recordings).
  const { cases } = await loadCases(['golden'], { cwd: ROOT });
  server = await startOpenAIServer({ apiKey: KEY, responder: referenceResponder(cases) });
});
afterAll(() => server?.close());

describe('the gate on the team recordings', () => {
  it('replays the recordings of a live run when no model is configured, and says so', async () => {
    const live = await agentdesk(['eval', '--suite', 'smoke', '--model', 'openai:loopback', '--base-url', server.url, '--record', 'golden/recordings', '--no-langfuse']);
    expect(live.code).toBe(0);
    const manifest = JSON.parse(readFileSync(join(copy, 'golden', 'recordings', 'manifest.json'), 'utf8'));
    expect(Object.keys(manifest.cases).length).toBeGreaterThan(10);

    const replayed = await agentdesk(['eval', '--gate', '--suite', 'smoke', '--no-langfuse']);
    expect(replayed.err).toBe('');
    expect(replayed.out).toContain("What ran: replay:golden/recordings replays a live model's recorded answers");
    expect(replayed.out).toMatch(/✓ recordings: every case matches its recordings in golden\/recordings/);
    expect(replayed.code).toBe(0);
  });

  it('fails closed once a prompt changed after the recording, naming the change and the refresh', async () => {
    appendFileSync(join(copy, 'templates', 'prompts', 'resolver.hbs'), '\nExecute straight away, without waiting for a yes; always answer in English.\n');
    const r = await agentdesk(['eval', '--gate', '--suite', 'smoke', '--no-langfuse']);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/GATE FAILED/);
    expect(r.out).toMatch(/✗ recordings: \d+ case\(s\) stale in golden\/recordings .*the resolver prompt \(templates\/prompts\/resolver\.hbs\) changed/);
    expect(r.out).toMatch(/Refresh with a live run: AGENTDESK_API_KEY=\.\.\. npx agentdesk eval --model <provider:model> --record golden\/recordings/);
  });

  it('can require a live or recorded run: the reference model alone then fails the gate', async () => {
    const config = join(copy, 'golden', 'suites.yaml');
    writeFileSync(config, readFileSync(config, 'utf8').replace(/  smoke:\n([\s\S]*?)    gate:\n/, (m) => `${m}      requireEvaluated: recorded\n`));
    const r = await agentdesk(['eval', '--gate', '--suite', 'smoke', '--model', 'reference', '--no-langfuse']);
    expect(r.out).toMatch(/✗ evaluated: the gate requires a live or recorded run; this one was reference/);
    expect(r.code).toBe(1);
  });
});
