/**
 * `agentdesk eval --trials 2` against a loopback OpenAI-compatible model and a loopback Langfuse
 * that records every request: each body is valid against Langfuse's API definition (the part we
 * send, test/support/langfuse-openapi.yml), each generation shows the exact request the model
 * server received, usage as Langfuse's OpenAI integration counts it, and costs equal results.json's.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { cli, loadCases, memoryIO, type RunResults } from '../../src/index.js';
import { type DecodedSpan, type LangfuseTestServer, startLangfuseServer } from '../support/langfuse-server.js';
import { openApiValidator } from '../support/openapi.js';
import { type OpenAIServer, referenceResponder, startOpenAIServer } from '../support/openai-server.js';

const root = join(import.meta.dirname, '..', '..');
const CASES = 'test/fixtures/engine/ok';
const KEY = 'sk-test-Zq81xLoopbackSecret00';
const PRICE = { input: 0.15, cachedInput: 0.075, output: 0.6 };

let langfuse: LangfuseTestServer;
let model: OpenAIServer;
let out: string;
let results: RunResults;
let code: number;

const attr = (span: DecodedSpan, key: string) => span.attributes[key];
const json = (span: DecodedSpan, key: string) => JSON.parse(String(attr(span, key) ?? 'null')) as Record<string, unknown>;
const generations = () => langfuse.spans.filter((s) => attr(s, 'langfuse.observation.type') === 'generation');

beforeAll(async () => {
  const { cases } = await loadCases([CASES], { cwd: root });
  model = await startOpenAIServer({ apiKey: KEY, responder: referenceResponder(cases) });
  langfuse = await startLangfuseServer();
  out = await mkdtemp(join(tmpdir(), 'agentdesk-lf-openapi-'));
  const config = join(out, 'suites.yaml');
  await writeFile(
    config,
    stringify({
      version: 1,
      defaultSuite: 'all',
      suites: { all: { select: {}, gate: { minPassRate: 1, maxUnjudgedRate: 0.5 } } },
      model: { temperature: 0, seed: 7, maxRetries: 0 },
      prices: { loopback: PRICE },
      langfuse: { dataset: 'agentdesk-openapi', timeoutMs: 2000 },
    }),
  );
  const env = { AGENTDESK_API_KEY: KEY, LANGFUSE_PUBLIC_KEY: langfuse.publicKey, LANGFUSE_SECRET_KEY: langfuse.secretKey, LANGFUSE_BASE_URL: langfuse.url };
  const io = memoryIO({ cwd: root, env });
  const argv = ['eval', CASES, '--config', config, '--model', 'openai:loopback', '--base-url', model.url, '--trials', '2', '--gate'];
  code = await cli([...argv, '--out', join(out, 'run'), '--reporter', 'json'], io);
  results = JSON.parse(await readFile(join(out, 'run', 'results.json'), 'utf8')) as RunResults;
}, 120_000);

afterAll(async () => {
  await Promise.all([langfuse?.close(), model?.close()]);
  await rm(out, { recursive: true, force: true });
});

describe('what AgentDesk sends Langfuse, checked against its API definition', () => {
  it('ran the whole set and sent every kind of request', () => {
    expect(code).toBe(0);
    expect(results.trials).toHaveLength(4);
    expect(results.trials.every((t) => t.verdict === 'pass')).toBe(true);
    expect(results.warnings.filter((w) => w.startsWith('langfuse'))).toEqual([]);
    const sent = new Set(langfuse.requests.filter((r) => r.method === 'POST').map((r) => r.path));
    expect([...sent].sort()).toEqual(openApiValidator(join(root, 'test/support/langfuse-openapi.yml')).paths.sort());
  });

  it('every request body is valid against the definition', () => {
    const validator = openApiValidator(join(root, 'test/support/langfuse-openapi.yml'));
    const posts = langfuse.requests.filter((r) => r.method === 'POST');
    expect(posts.length).toBeGreaterThan(10);
    const problems = posts.map((r) => ({ path: r.path, errors: validator.check(r.path, r.body) })).filter((p) => p.errors === undefined || p.errors.length > 0);
    expect(problems).toEqual([]);
    // The check has teeth: a body missing what the definition requires is refused.
    expect(validator.check('/api/public/dataset-run-items', { runName: 'r' })).not.toEqual([]);
    expect(validator.check('/api/public/ingestion', { batch: [{ id: 'e', timestamp: 't', type: 'score-create', body: { name: 'x', value: true } }] })).not.toEqual([]);
  });

  it('names the service: service.name agentdesk and its version', () => {
    expect(langfuse.spans.length).toBeGreaterThan(0);
    for (const span of langfuse.spans) expect(span.resource).toMatchObject({ 'service.name': 'agentdesk', 'service.version': results.meta.agentdeskVersion });
  });

  it("gives each generation the exact request the model server received, with the model's parameters", () => {
    const bodies = model.requests.map((r) => r.body as Record<string, unknown>);
    const gens = generations();
    expect(gens).toHaveLength(bodies.length);
    for (const gen of gens) {
      const input = json(gen, 'langfuse.observation.input');
      const sent = bodies.find((b) => JSON.stringify(b['messages']) === JSON.stringify(input['messages']));
      expect(sent, `no request matches ${gen.name}`).toBeDefined();
      expect((input['messages'] as { role: string }[])[0]!.role).toBe('system');
      expect(input['tools']).toEqual(sent!['tools']);
      const parameters = json(gen, 'langfuse.observation.model.parameters');
      expect(parameters).toMatchObject({ temperature: 0, seed: 7 });
      if (sent!['response_format']) expect(parameters['response_format']).toBe('json_schema');
    }
    // A resolver sees the earlier turns too, not only the latest message.
    const longest = Math.max(...gens.map((g) => (json(g, 'langfuse.observation.input')['messages'] as unknown[]).length));
    expect(longest).toBeGreaterThan(3);
  });

  it('counts usage as Langfuse’s OpenAI integration does: input without cached tokens, cached apart', () => {
    const cachedSomewhere = generations().some((g) => json(g, 'langfuse.observation.usage_details')['input_cached_tokens']);
    expect(cachedSomewhere).toBe(true);
    const sums = { input: 0, cached: 0, output: 0 };
    for (const gen of generations()) {
      const usage = json(gen, 'langfuse.observation.usage_details') as Record<string, number>;
      sums.input += usage['input']! + (usage['input_cached_tokens'] ?? 0);
      sums.cached += usage['input_cached_tokens'] ?? 0;
      sums.output += usage['output']!;
      expect(usage['total']).toBe(usage['input']! + (usage['input_cached_tokens'] ?? 0) + usage['output']!);
    }
    expect(sums).toEqual({ input: results.summary.usage.inputTokens, cached: results.summary.usage.cachedInputTokens, output: results.summary.usage.outputTokens });
  });

  it("sends each generation's cost from our price table, adding up to results.json's cost of each trial", () => {
    for (const trial of results.trials) {
      const spans = langfuse.traces().get(trial.traceId!)!;
      const costs = spans.filter((s) => attr(s, 'langfuse.observation.type') === 'generation').map((g) => json(g, 'langfuse.observation.cost_details')['total'] as number);
      expect(costs.every((c) => typeof c === 'number' && c > 0)).toBe(true);
      expect(costs.reduce((a, b) => a + b, 0)).toBeCloseTo(trial.costUsd!, 12);
    }
  });

  it('links every trial: one dataset run per trial number, each with its scores', () => {
    const runs = new Set(langfuse.runItems.map((i) => i.runName));
    expect(runs.size).toBe(2);
    expect(new Set(langfuse.runItems.map((i) => i.traceId))).toEqual(new Set(results.trials.map((t) => t.traceId)));
    for (const name of runs) {
      const scores = langfuse.scores.filter((s) => s['datasetRunId'] === `run:${name}`).map((s) => s['name']);
      expect(scores).toEqual(expect.arrayContaining(['pass_rate', 'gate']));
    }
  });
});
