/**
 * `agentdesk eval --gate` with the LANGFUSE_* variables pointing at a loopback Langfuse: one
 * trace and one dataset run item per trial; with the server stopped, the same verdicts and
 * exit code, and one warning.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cli, memoryIO, type RunResults } from '../../src/index.js';
import { startLangfuseServer, type LangfuseTestServer } from '../support/langfuse-server.js';

const root = join(import.meta.dirname, '..', '..');
const CASES = 'test/trace/e2e/cases';
const CONFIG = 'test/trace/e2e/suites.yaml';
const DATASET = 'agentdesk-e2e';

let server: LangfuseTestServer;
let outs: string[];

beforeEach(async () => {
  server = await startLangfuseServer();
  outs = [];
});

afterEach(async () => {
  await server.close();
  await Promise.all(outs.map((o) => rm(o, { recursive: true, force: true })));
});

async function evalRun(env: Record<string, string>, extra: string[] = []) {
  const out = await mkdtemp(join(tmpdir(), 'agentdesk-lf-e2e-'));
  outs.push(out);
  const io = memoryIO({ cwd: root, env });
  const started = performance.now();
  const code = await cli(['eval', CASES, '--config', CONFIG, '--gate', '--trials', '2', '--out', out, '--reporter', 'terminal', ...extra], io);
  const elapsedMs = performance.now() - started;
  const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as RunResults;
  const jsonl = (await readFile(join(out, 'traces.jsonl'), 'utf8')).trim().split('\n');
  return { code, io, results, jsonl, elapsedMs };
}

const keys = () => ({ LANGFUSE_PUBLIC_KEY: server.publicKey, LANGFUSE_SECRET_KEY: server.secretKey, LANGFUSE_BASE_URL: server.url });
const verdicts = (r: RunResults) => r.trials.map((t) => [t.caseId, t.trial, t.verdict]);

describe('agentdesk eval with Langfuse', () => {
  it('sends one trace and one dataset run item per trial, and the dataset items of every case', async () => {
    const run = await evalRun(keys());

    expect(run.code).toBe(1); // cancel-expects-wrong-state fails the gate, Langfuse or not
    expect(run.results.trials).toHaveLength(6);
    expect(run.results.warnings.filter((w) => w.startsWith('langfuse'))).toEqual([]);
    const traces = server.traces();
    expect(traces.size).toBe(6);
    expect(server.runItems).toHaveLength(6);
    for (const t of run.results.trials) {
      expect(traces.has(t.traceId!)).toBe(true);
      const items = server.runItems.filter((i) => i.traceId === t.traceId);
      expect(items.map((i) => i.datasetItemId)).toEqual([`${DATASET}:${t.caseId}`]);
      expect(server.scores.some((s) => s['traceId'] === t.traceId && s['name'] === 'verdict' && s['value'] === t.verdict)).toBe(true);
    }
    expect([...server.items.keys()].sort()).toEqual([
      `${DATASET}:cancel-expects-wrong-state`,
      `${DATASET}:cancel-processing-order`,
      `${DATASET}:order-status-shipped`,
    ]);
    const runNames = new Set(server.runItems.map((i) => i.runName));
    expect(runNames.size).toBe(2); // one dataset run per trial number
    for (const name of runNames) {
      expect(server.runs.get(name)?.metadata).toMatchObject({ runId: run.results.meta.runId });
      const gate = server.scores.find((s) => s['datasetRunId'] === `run:${name}` && s['name'] === 'gate');
      expect(gate?.['value']).toBe('failed');
    }
    expect(run.jsonl).toHaveLength(6);
    expect(server.requests.every((r) => r.authorized)).toBe(true);
  });

  it('gives the same verdicts and exit code with the server stopped, with one warning', async () => {
    const offline = await evalRun({});
    await server.setMode('down');
    const down = await evalRun(keys());

    expect(down.code).toBe(offline.code);
    expect(down.elapsedMs - offline.elapsedMs).toBeLessThan(10_000);
    expect(verdicts(down.results)).toEqual(verdicts(offline.results));
    expect(down.results.warnings.filter((w) => w.startsWith('langfuse'))).toHaveLength(1);
    expect(down.io.out).toContain('langfuse');
    expect(JSON.stringify(down.results)).not.toContain(server.secretKey);
    expect(down.jsonl).toHaveLength(6);
  });

  it('sends nothing with --no-langfuse', async () => {
    const run = await evalRun(keys(), ['--no-langfuse']);
    expect(server.requests).toEqual([]);
    expect(run.results.trials.every((t) => t.traceId === undefined)).toBe(true);
  });
});
