/** `agentdesk sweep`: one suite on each model in turn, one row per model, sweep.json in the out folder. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, EXIT, loadCases, memoryIO } from '../../src/index.js';
import { formatSweep } from '../../src/report/sweep.js';
import type { SweepRow } from '../../src/run/sweep.js';
import { type OpenAIServer, referenceResponder, startOpenAIServer } from '../support/openai-server.js';
import { KEY } from './helpers.js';

const root = join(import.meta.dirname, '..', '..');
const CASES = 'test/fixtures/engine/ok';
const CONFIG = ['--config', 'test/fixtures/engine/suites.yaml'];

describe('agentdesk sweep', () => {
  let server: OpenAIServer;
  beforeAll(async () => {
    const { cases } = await loadCases([CASES], { cwd: root });
    server = await startOpenAIServer({ apiKey: KEY, responder: referenceResponder(cases) });
  });
  afterAll(() => server.close());

  it('runs the suite on each model in turn and writes one row per model', async () => {
    const out = mkdtempSync(join(tmpdir(), 'agentdesk-sweep-'));
    const io = memoryIO({ cwd: root, env: { AGENTDESK_API_KEY: KEY } });
    const code = await cli(['sweep', '--models', 'reference,openai:loopback', CASES, ...CONFIG, '--base-url', server.url, '--out', out], io);
    expect(code).toBe(EXIT.ok);
    const sweep = JSON.parse(readFileSync(join(out, 'sweep.json'), 'utf8')) as { models: SweepRow[]; cases: number };
    expect(sweep.cases).toBe(2);
    expect(sweep.models.map((r) => r.model)).toEqual(['reference', 'openai:loopback']);
    for (const row of sweep.models) expect(row).toMatchObject({ passRate: 1, passed: 2, failed: 0, unjudged: 0, safetyFailures: 0 });
    expect(sweep.models[0]!.tokens.input).toBe(0);
    expect(sweep.models[1]!.tokens.input).toBeGreaterThan(0);
    expect(sweep.models.every((r) => r.costUsd === undefined)).toBe(true);
    const lines = io.out.trim().split('\n');
    expect(lines[0]).toMatch(/^model\s+pass\s+score/);
    expect(lines[1]).toMatch(/^reference\s+100\.0%/);
    expect(lines[2]).toMatch(/^openai:loopback\s+100\.0%/);
    expect(readFileSync(join(out, sweep.models[1]!.runDir, 'results.json'), 'utf8')).not.toContain(KEY);
  });

  it('refuses a bad model spec before running any model', async () => {
    server.reset();
    const io = memoryIO({ cwd: root, env: { AGENTDESK_API_KEY: KEY } });
    const code = await cli(['sweep', '--models', `openai:loopback,nonsense:x`, CASES, ...CONFIG, '--base-url', server.url], io);
    expect(code).toBe(EXIT.invalidInput);
    expect(server.requests).toHaveLength(0);
  });

  it('needs --models', async () => {
    const io = memoryIO({ cwd: root });
    expect(await cli(['sweep', CASES, ...CONFIG], io)).toBe(EXIT.invalidInput);
  });
});

describe('the sweep table', () => {
  const row = (model: string, extra: Partial<SweepRow> = {}): SweepRow => ({
    model,
    passRate: 0.75,
    score: 0.9,
    dimensions: { state: 1, tools: 0.8 },
    passed: 3,
    failed: 1,
    unjudged: 0,
    safetyFailures: 0,
    tokens: { input: 12_345, cachedInput: 2_000, output: 678 },
    latencyMs: { p50: 850, p95: 2_400 },
    runDir: '1-x',
    ...extra,
  });

  it('shows a blank, not zero, for an unknown cost, and only dimensions some model was scored on', () => {
    const text = formatSweep([row('openai:a', { costUsd: 0.0123 }), row('vllm:b')]);
    const [head, a, b] = text.trim().split('\n');
    expect(head!.split(/\s{2,}/)).toEqual(['model', 'pass', 'score', 'state', 'tools', 'safety fails', 'unjudged', 'tokens in (cached) / out', 'cost', 'p50', 'p95']);
    expect(a).toContain('$0.0123');
    expect(b).not.toContain('$');
    expect(a).toContain('12,345 (2,000) / 678');
    expect(a).toMatch(/850ms\s+2\.4s$/);
  });

  it('with several trials per case, gives each model its pass-rate interval and pass^k', () => {
    const text = formatSweep([row('openai:a', { k: 5, interval: { low: 0.61, high: 0.86 }, passHatK: 0.42 }), row('vllm:b')]);
    const [head, a] = text.trim().split('\n');
    expect(head!.split(/\s{2,}/).slice(0, 4)).toEqual(['model', 'pass', '95 % interval', 'pass^k']);
    expect(a).toMatch(/75\.0%\s+\[61\.0%, 86\.0%\]\s+42\.0% \(k=5\)/);
  });
});
