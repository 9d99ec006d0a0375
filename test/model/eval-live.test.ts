/**
 * `agentdesk eval` on a live model, end to end and in-process: the golden set through the real HTTP
 * path against the loopback server answering from each case's reference, faults injected, and
 * record then replay. No network but loopback.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { cli, loadCases, memoryIO, type RunResults } from '../../src/index.js';
import { staleCases } from '../../src/model/record.js';
import { type OpenAIServer, referenceResponder, startOpenAIServer } from '../support/openai-server.js';
import { KEY } from './helpers.js';

const root = join(import.meta.dirname, '..', '..');
const GOLDEN = 'golden';
const PROVIDER_REASONS = ['model_error', 'timeout', 'rate_limited'];

const tmp = (name: string) => mkdtempSync(join(tmpdir(), `agentdesk-${name}-`));

async function evalRun(args: string[], cwd = root) {
  const out = tmp('live-run');
  const io = memoryIO({ cwd, env: { AGENTDESK_API_KEY: KEY } });
  const code = await cli(['eval', ...args, '--out', out, '--reporter', 'json', '--no-langfuse'], io);
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
  return { code, io, out, results };
}

const verdicts = (r: RunResults) => r.trials.map((t) => [t.caseId, t.trial, t.verdict] as const);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function expectNoKeyIn(...dirs: string[]): void {
  const files = dirs.flatMap(filesUnder);
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) expect(readFileSync(file, 'utf8').includes(KEY), file).toBe(false);
}

/** golden/suites.yaml written to a temp folder without the setting at `path`. */
function configWithout(path: readonly string[]): string {
  const config = parse(readFileSync(join(root, GOLDEN, 'suites.yaml'), 'utf8')) as Record<string, unknown>;
  const parent = path.slice(0, -1).reduce<Record<string, unknown>>((at, key) => at[key] as Record<string, unknown>, config);
  delete parent[path[path.length - 1] as string];
  const file = join(tmp('live-config'), 'suites.yaml');
  writeFileSync(file, stringify(config));
  return file;
}

describe('agentdesk eval against an OpenAI-compatible server', () => {
  let server: OpenAIServer;
  let reference: Awaited<ReturnType<typeof evalRun>>;
  const live = () => ['--model', 'openai:loopback', '--base-url', server.url];

  // These tests, and the reference run below, play the whole golden set with its gate, over HTTP
  // and twice for the recording test. The limit stops a hang; it does not time the engine (bench/
  // does).
  const WHOLE_SET_MS = 240_000;
  // The gate without its mutation score: the audit plays its wrong agents on the reference model
  // whatever --model says (test/run and test/audit test it), and four audits of the golden set
  // were most of this file's time. The config lives outside golden/, so its suite's folders
  // (frontier excluded) do not apply there: the runs hold every golden case.
  let gateConfig: string;

  beforeAll(async () => {
    const { cases, problems } = await loadCases([GOLDEN], { cwd: root });
    expect(problems).toEqual([]);
    gateConfig = configWithout(['suites', 'full', 'gate', 'minMutationScore']);
    server = await startOpenAIServer({ apiKey: KEY, responder: referenceResponder(cases) });
    reference = await evalRun([GOLDEN, '--gate', '--config', gateConfig]);
    expect(reference.results.gate?.checks.map((c) => c.name)).not.toContain('mutation-score');
  }, WHOLE_SET_MS);
  afterAll(() => server.close());

  it('gives the golden set the same verdicts and gate as the reference backend', async () => {
    server.reset();
    const run = await evalRun([GOLDEN, '--gate', '--config', gateConfig, ...live()]);
    expect(server.errors).toEqual([]);
    expect(server.requests.length).toBeGreaterThan(run.results.trials.length);
    expect(run.results.meta.model.id).toBe('openai:loopback');
    expect(verdicts(run.results)).toEqual(verdicts(reference.results));
    expect(run.code).toBe(reference.code);
    expect(run.results.summary.usage.inputTokens).toBeGreaterThan(0);
    expect(run.results.summary.usage.cachedInputTokens).toBeGreaterThan(0);
    expectNoKeyIn(run.out);
  }, WHOLE_SET_MS);

  it('with a fifth of the requests failing (429, 5xx, hangs), ends every case in exactly one verdict', async () => {
    server.reset();
    // Short request timeouts so a hang costs little. The config lives outside golden/, so its suite's
    // folders (frontier excluded) do not apply there: the run holds every golden case.
    const config = parse(readFileSync(join(root, GOLDEN, 'suites.yaml'), 'utf8')) as Record<string, unknown>;
    const configFile = join(tmp('live-config'), 'suites.yaml');
    writeFileSync(configFile, stringify({ ...config, model: { ...(config['model'] as object), timeoutMs: 400, maxRetries: 3 } }));
    server.setFaultRate({
      rate: 0.2,
      seed: 11,
      kinds: [
        { kind: 'rate_limit' },
        { kind: 'rate_limit', retryAfter: '1' },
        { kind: 'status', status: 500 },
        { kind: 'status', status: 503 },
        { kind: 'hang' },
      ],
    });
    try {
      const run = await evalRun([GOLDEN, '--config', configFile, ...live()]);
      const ids = run.results.trials.map((t) => `${t.caseId}#${t.trial}`);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(expect.arrayContaining(reference.results.trials.map((t) => `${t.caseId}#${t.trial}`)));
      const expected = new Map(reference.results.trials.map((t) => [`${t.caseId}#${t.trial}`, t.verdict]));
      for (const t of run.results.trials) {
        // A provider failure that outlasts the retries is unjudged with its reason; never a fail.
        const want = expected.get(`${t.caseId}#${t.trial}`);
        if (want !== undefined && t.verdict !== want) {
          expect(t.verdict).toBe('unjudged');
          expect(PROVIDER_REASONS).toContain(t.reason);
        }
      }
      const modelCalls = run.results.trials.flatMap((t) => t.visit?.steps ?? []).filter((s) => s.kind === 'model_call').length;
      expect(server.requests.length).toBeGreaterThan(modelCalls);
      expect(server.errors).toEqual([]);
    } finally {
      server.setFaultRate(undefined);
    }
  }, WHOLE_SET_MS);

  it('records a run, then re-grades it from the recordings with no request sent', async () => {
    server.reset();
    const recordings = tmp('live-recordings');
    const recorded = await evalRun([GOLDEN, '--gate', '--config', gateConfig, ...live(), '--record', recordings]);
    const sent = server.requests.length;
    expect(sent).toBeGreaterThan(0);

    const replayed = await evalRun([GOLDEN, '--gate', '--config', gateConfig, '--model', `replay:${recordings}`]);
    expect(server.requests.length).toBe(sent);
    expect(verdicts(replayed.results)).toEqual(verdicts(recorded.results));
    expect(replayed.code).toBe(recorded.code);
    expect(staleCases(replayed.results)).toEqual([]);
    expectNoKeyIn(recordings, recorded.out, replayed.out);
  }, WHOLE_SET_MS);
});

describe('replaying after a case changed', () => {
  it('makes the changed case unjudged no_recording and lists it as stale; the others re-grade', async () => {
    const work = tmp('live-stale');
    cpSync(join(root, 'test/fixtures/engine/ok'), join(work, 'cases'), { recursive: true });
    cpSync(join(root, 'test/fixtures/engine/suites.yaml'), join(work, 'suites.yaml'));
    const { cases } = await loadCases(['cases'], { cwd: work });
    const server = await startOpenAIServer({ apiKey: KEY, responder: referenceResponder(cases) });
    try {
      const recordings = join(work, 'recordings');
      const args = ['cases', '--config', 'suites.yaml'];
      const recorded = await evalRun([...args, '--model', 'openai:loopback', '--base-url', server.url, '--record', recordings], work);
      expect(recorded.results.trials.every((t) => t.verdict === 'pass')).toBe(true);

      const file = join(work, 'cases', 'order-status-shipped.yaml');
      const text = readFileSync(file, 'utf8');
      const firstTurn = /conversation:\n\s+- (.+)\n/.exec(text)![1]!;
      writeFileSync(file, text.replace(`- ${firstTurn}\n`, `- ${firstTurn} (edited)\n`));
      const sent = server.requests.length;

      const replayed = await evalRun([...args, '--model', `replay:${recordings}`], work);
      expect(server.requests.length).toBe(sent);
      const byId = new Map(replayed.results.trials.map((t) => [t.caseId, t]));
      expect(byId.get('order-status-shipped')).toMatchObject({ verdict: 'unjudged', reason: 'no_recording' });
      expect(byId.get('cancel-processing-order')?.verdict).toBe('pass');
      expect(staleCases(replayed.results)).toEqual(['order-status-shipped']);
    } finally {
      await server.close();
    }
  });
});
