/** Without keys, or turned off: nothing Langfuse-related is built or sent; traces.jsonl still is written. */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTraceListeners, type TraceRecord } from '../../src/trace/index.js';
import { startLangfuseServer, type LangfuseTestServer } from '../support/langfuse-server.js';
import { driveRun, makeCase } from './fixtures.js';

let server: LangfuseTestServer;
let runDir: string;
let warnings: string[];

beforeEach(async () => {
  server = await startLangfuseServer();
  runDir = await mkdtemp(join(tmpdir(), 'agentdesk-offline-'));
  warnings = [];
});

afterEach(async () => {
  await server.close();
  await rm(runDir, { recursive: true, force: true });
});

const cases = [makeCase('order-cancel'), makeCase('order-status')];
const keys = () => ({ LANGFUSE_PUBLIC_KEY: server.publicKey, LANGFUSE_SECRET_KEY: server.secretKey, LANGFUSE_BASE_URL: server.url });

async function lines(): Promise<TraceRecord[]> {
  return (await readFile(join(runDir, 'traces.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as TraceRecord);
}

describe.each([
  ['no keys', { env: { LANGFUSE_BASE_URL: 'http://127.0.0.1:9' }, disabled: false, config: {} }],
  ['--no-langfuse with keys', { env: 'keys', disabled: true, config: {} }],
  ['langfuse.enabled: false with keys', { env: 'keys', disabled: false, config: { enabled: false } }],
] as const)('%s', (_name, setup) => {
  it('builds only the local writer, sends nothing and writes one line per trial', async () => {
    const listeners = createTraceListeners({
      env: setup.env === 'keys' ? keys() : { ...setup.env, LANGFUSE_BASE_URL: server.url },
      config: setup.config,
      disabled: setup.disabled,
      runDir,
      cases,
      warn: (m) => warnings.push(m),
    });
    const run = await driveRun(listeners, { cases, trials: 2 });

    expect(listeners.map((l) => l.name)).toEqual(['traces-jsonl']);
    expect(server.requests).toEqual([]);
    expect(warnings).toEqual([]);
    expect(run.results.every((r) => r.traceId === undefined)).toBe(true);
    const written = await lines();
    expect(written.map((l) => [l.name, l.trial])).toEqual([
      ['order-cancel', 1],
      ['order-cancel', 2],
      ['order-status', 1],
      ['order-status', 2],
    ]);
  });
});

describe('traces.jsonl', () => {
  it('holds the trace structure: tags, string metadata, nested typed observations and scores', async () => {
    const listeners = createTraceListeners({ env: {}, runDir, cases, warn: (m) => warnings.push(m) });
    await driveRun(listeners, { cases: [cases[0]!] });
    const [trace] = await lines();

    expect(trace!.tags).toEqual(['orders', 'cancel', 'en', 'standard']);
    expect(Object.values(trace!.metadata).every((v) => typeof v === 'string')).toBe(true);
    expect(trace!.root.children.map((c) => [c.name, c.type])).toEqual([
      ['turn 1', 'span'],
      ['turn 2', 'span'],
      ['grading', 'evaluator'],
    ]);
    expect(trace!.root.type).toBe('agent');
    expect(trace!.root.children[0]!.children.map((c) => [c.name, c.type])).toEqual([
      ['triage', 'generation'],
      ['resolver #1', 'generation'],
      ['get_order', 'tool'],
      ['resolver #2', 'generation'],
      ['reply', 'event'],
    ]);
    expect(trace!.scores.map((s) => s.name)).toEqual(['state', 'intent', 'safety', 'verdict', 'safety:grounded-amounts', 'safety:confirmed-writes']);
  });

  it('starts empty on each run', async () => {
    for (let i = 0; i < 2; i++) {
      const listeners = createTraceListeners({ env: {}, runDir, cases, warn: (m) => warnings.push(m) });
      await driveRun(listeners, { cases });
    }
    expect(await lines()).toHaveLength(2);
  });

  it('warns once and carries on when the file cannot be written', async () => {
    const run = await driveRun(
      createTraceListeners({ env: {}, runDir: '/dev/null/impossible', cases, warn: (m) => warnings.push(m) }),
      { cases, trials: 3 },
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^trace: could not write /);
    expect(run.results).toHaveLength(6);
  });
});
