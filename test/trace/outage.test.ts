/**
 * Langfuse down, failing or hanging: every listener call returns, close() resolves within a
 * bounded time, exactly one warning is given, no verdict changes, and traces.jsonl is whole.
 * The bounds are generous on purpose (the measured figures are a fraction of them).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTraceListeners, type RunListener } from '../../src/index.js';
import { startLangfuseServer, type LangfuseTestServer, type ServerMode } from '../support/langfuse-server.js';
import { driveRun, makeCase } from './fixtures.js';

/** Upper bound for a whole run's extra time; the default timeout is 3 s. */
const BOUND_MS = 10_000;

let server: LangfuseTestServer;
let runDir: string;
let warnings: string[];

beforeEach(async () => {
  server = await startLangfuseServer();
  runDir = await mkdtemp(join(tmpdir(), 'agentdesk-outage-'));
  warnings = [];
});

afterEach(async () => {
  await server.close();
  await rm(runDir, { recursive: true, force: true });
});

const cases = [makeCase('order-cancel'), makeCase('order-status'), makeCase('refund-late', { category: 'refunds', severity: 'safety' })];
const verdicts = { 'order-cancel': 'pass', 'order-status': 'fail', 'refund-late': 'unjudged' } as const;

function listeners(): RunListener[] {
  return createTraceListeners({
    env: { LANGFUSE_PUBLIC_KEY: server.publicKey, LANGFUSE_SECRET_KEY: server.secretKey, LANGFUSE_BASE_URL: server.url },
    runDir,
    cases,
    warn: (m) => warnings.push(m),
  });
}

async function jsonlLines(): Promise<unknown[]> {
  return (await readFile(join(runDir, 'traces.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as unknown);
}

/** Wraps the listeners so the server changes mode after the first trial ended. */
function failingAfterFirstTrial(inner: RunListener[], mode: ServerMode): RunListener[] {
  let switched = false;
  return inner.map((l) => ({
    ...l,
    name: l.name,
    trialEnd: async (result, info) => {
      await l.trialEnd?.(result, info);
      if (!switched && l === inner.at(-1)) {
        switched = true;
        await server.setMode(mode);
      }
    },
  }));
}

describe.each<ServerMode>(['down', 'error500', 'hang'])('Langfuse %s from the start', (mode) => {
  it('completes every call, warns once, leaves verdicts alone and still writes traces.jsonl', async () => {
    await server.setMode(mode);
    const started = performance.now();
    const run = await driveRun(listeners(), { cases, trials: 2, verdicts });
    const elapsed = performance.now() - started;

    expect(elapsed).toBeLessThan(BOUND_MS);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^langfuse: /);
    expect(run.results.map((r) => [r.caseId, r.verdict])).toEqual(cases.flatMap((c) => [1, 2].map(() => [c.data.id, verdicts[c.data.id as keyof typeof verdicts]])));
    expect(run.results.every((r) => r.traceId === undefined)).toBe(true);
    expect(await jsonlLines()).toHaveLength(6);
    // The breaker stopped everything after the check at run start.
    expect(server.requests.filter((r) => r.path !== '/api/public/projects')).toEqual([]);
  });
});

/** Stands for the reporters, which write the summary and results.json in their runEnd. */
function reporter(seen: string[][]): RunListener {
  return { name: 'reporter', runEnd: () => void seen.push([...warnings]) };
}

describe.each<ServerMode>(['down', 'error500', 'hang'])('Langfuse %s in the middle of a run', (mode) => {
  it('completes every call within the bound and warns once, before the reporters write', async () => {
    const started = performance.now();
    const seenByReporter: string[][] = [];
    const run = await driveRun([...failingAfterFirstTrial(listeners(), mode), reporter(seenByReporter)], { cases, trials: 2, verdicts });
    const elapsed = performance.now() - started;

    expect(elapsed).toBeLessThan(BOUND_MS);
    expect(warnings).toHaveLength(1);
    expect(seenByReporter).toEqual([warnings]);
    expect(run.results.map((r) => r.verdict)).toEqual(['pass', 'pass', 'fail', 'fail', 'unjudged', 'unjudged']);
    expect(await jsonlLines()).toHaveLength(6);
  });
});

describe('secrets', () => {
  it('never puts the secret key in warnings or traces.jsonl, even when a customer types it', async () => {
    await server.setMode('error500');
    const leaky = makeCase('leaky');
    leaky.data.conversation = [`my key is ${server.secretKey}`];
    const all = [...cases, leaky];
    const ls = createTraceListeners({
      env: { LANGFUSE_PUBLIC_KEY: server.publicKey, LANGFUSE_SECRET_KEY: server.secretKey, LANGFUSE_BASE_URL: server.url },
      runDir,
      cases: all,
      warn: (m) => warnings.push(m),
    });
    const run = await driveRun(ls, { cases: all });
    const text = await readFile(join(runDir, 'traces.jsonl'), 'utf8');

    expect(text).not.toContain(server.secretKey);
    expect(warnings.join('\n')).not.toContain(server.secretKey);
    expect(JSON.stringify(run.results)).not.toContain(server.secretKey);
  });

  it('says once that Langfuse is off when only one key is set, and sends nothing', async () => {
    const ls = createTraceListeners({
      env: { LANGFUSE_PUBLIC_KEY: server.publicKey, LANGFUSE_BASE_URL: server.url },
      runDir,
      cases,
      warn: (m) => warnings.push(m),
    });
    await driveRun(ls, { cases });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('LANGFUSE_SECRET_KEY');
    expect(server.requests).toEqual([]);
  });

  it('warns once when Langfuse rejects the keys', async () => {
    const ls = createTraceListeners({
      env: { LANGFUSE_PUBLIC_KEY: server.publicKey, LANGFUSE_SECRET_KEY: 'sk-wrong', LANGFUSE_BASE_URL: server.url },
      runDir,
      cases,
      warn: (m) => warnings.push(m),
    });
    const run = await driveRun(ls, { cases });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('401');
    expect(warnings[0]).not.toContain('sk-wrong');
    expect(run.results.every((r) => r.traceId === undefined)).toBe(true);
    expect(server.requests.map((r) => r.path)).toEqual(['/api/public/projects']);
  });
});
