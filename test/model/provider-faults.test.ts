/**
 * The provider's faults are unjudged (or worked around), never graded as the agent's: `agentdesk
 * eval` end to end over the real undici client against the loopback server, which plays a correct
 * model (each case's reference) with one provider quirk on top.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { cli, EXIT, loadCases, type LoadedCase, memoryIO, type RunResults, type TrialResult } from '../../src/index.js';
import { alterAnswers, type OpenAIServer, referenceResponder, startOpenAIServer } from '../support/openai-server.js';
import { KEY } from './helpers.js';

const root = join(import.meta.dirname, '..', '..');
const CASES = 'test/fixtures/engine/ok';
const tmp = (name: string) => mkdtempSync(join(tmpdir(), `agentdesk-${name}-`));

/** A suites config selecting every fixture case, with these model and run settings. */
function configWith(model: Record<string, unknown> = {}, run: Record<string, unknown> = {}): string {
  const file = join(tmp('faults-config'), 'suites.yaml');
  const config = {
    version: 1,
    defaultSuite: 'all',
    suites: { all: { select: {}, gate: { minPassRate: 1, maxUnjudgedRate: 1 } } },
    run: { concurrency: 1, ...run },
    model: { maxRetries: 1, ...model },
  };
  writeFileSync(file, stringify(config));
  return file;
}

interface Run {
  code: number;
  out: string;
  err: string;
  results: RunResults;
}

const bodies = (server: OpenAIServer) => server.requests.map((r) => r.body as Record<string, unknown>);
const byCase = (results: RunResults) => new Map(results.trials.map((t) => [t.caseId, t]));
const triageSteps = (t: TrialResult | undefined) => (t?.visit?.steps ?? []).filter((s) => s.kind === 'triage');

describe('the provider’s faults are not the agent’s', () => {
  let server: OpenAIServer;
  let cases: LoadedCase[];

  async function evalRun(args: string[] = [], config = configWith()): Promise<Run> {
    const out = tmp('faults-run');
    const io = memoryIO({ cwd: root, env: { AGENTDESK_API_KEY: KEY } });
    const argv = ['eval', CASES, '--config', config, '--model', 'openai:loopback', '--base-url', server.url];
    const code = await cli([...argv, '--out', out, '--reporter', 'json', '--reporter', 'terminal', '--no-langfuse', ...args], io);
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
    return { code, out: io.out, err: io.err, results };
  }

  beforeAll(async () => {
    ({ cases } = await loadCases([CASES], { cwd: root }));
    server = await startOpenAIServer({ apiKey: KEY, responder: referenceResponder(cases) });
  });
  afterEach(() => {
    server.reset();
    server.setResponder(referenceResponder(cases));
    server.setResponseFormats(['json_schema', 'json_object']);
    server.setFaultRate(undefined);
    server.setLatency(0);
  });
  afterAll(() => server.close());

  describe('a server without json_schema output', () => {
    it('falls back to json_object once per run, records it in the run settings and says so in the summary', async () => {
      server.setResponseFormats(['json_object']);
      server.setLatency(10);
      const run = await evalRun(['--trials', '4'], configWith({}, { concurrency: 8 }));
      expect(new Set(run.results.trials.map((t) => t.verdict))).toEqual(new Set(['pass']));
      expect(run.code).toBe(EXIT.ok);
      const formats = bodies(server).map((b) => (b['response_format'] as { type?: string } | undefined)?.type);
      // Only the first triage request of the run paid for the refusal, though 8 trials started at once.
      expect(formats.filter((f) => f === 'json_schema')).toHaveLength(1);
      expect(formats.filter((f) => f === 'json_object').length).toBeGreaterThanOrEqual(3);
      expect(run.results.meta.model.settings).toMatchObject({ responseFormat: 'json_object' });
      expect(run.results.meta.model.settings['responseFormatFallback']).toMatch(/json_schema.*400/);
      expect(run.results.warnings.join('\n')).toMatch(/refused json_schema output.*json_object/);
      expect(run.out).toMatch(/warning: .*refused json_schema output.*json_object/);
    });

    it('falls back to JSON asked for in the prompt when the server takes no response_format at all', async () => {
      server.setResponseFormats([]);
      const run = await evalRun();
      expect(run.results.trials.map((t) => t.verdict)).toEqual(['pass', 'pass']);
      expect(run.results.meta.model.settings).toMatchObject({ responseFormat: 'prompted' });
      const triage = bodies(server).filter((b) => !b['tools']);
      const last = triage.at(-1)!;
      expect(last['response_format']).toBeUndefined();
      expect(JSON.stringify(last['messages'])).toContain('valid for the JSON Schema named \\"triage\\"');
    });

    it('keeps json_schema, and says nothing, when the server takes it', async () => {
      const run = await evalRun();
      expect(run.results.meta.model.settings).toMatchObject({ responseFormat: 'json_schema' });
      expect(run.results.meta.model.settings['responseFormatFallback']).toBeUndefined();
      expect(run.results.warnings).toEqual([]);
    });
  });

  it('repairs triage JSON in a code fence, records the repair in the transcript and grades the agent on the rest', async () => {
    server.setResponder(alterAnswers(referenceResponder(cases), 'triage', (a) => ({ ...a, text: `\`\`\`json\n${a.text}\n\`\`\`` })));
    const run = await evalRun();
    expect(run.results.trials.map((t) => t.verdict)).toEqual(['pass', 'pass']);
    const steps = triageSteps(byCase(run.results).get('cancel-processing-order'));
    expect(steps.map((s) => (s.kind === 'triage' ? s.output.intent : ''))).toEqual(['cancel_order', 'cancel_order']);
    for (const s of steps) expect(s).toMatchObject({ repaired: expect.stringMatching(/code fence/) });
  });

  describe('a reply the provider cut or filtered', () => {
    const finishing = (reason: string) =>
      alterAnswers(referenceResponder(cases), 'resolver', (a) => (a.toolCalls?.length ? a : { ...a, finishReason: reason }));

    it.each([
      ['length', 'truncated'],
      ['content_filter', 'filtered'],
    ])('finish_reason %s makes the trial unjudged %s, not graded as the agent’s words', async (finish, reason) => {
      server.setResponder(finishing(finish));
      const run = await evalRun();
      for (const t of run.results.trials) expect(t).toMatchObject({ verdict: 'unjudged', reason });
      expect(run.results.trials[0]!.detail).toContain(finish);
    });

    it('is graded after all when the config says model.onTruncated: grade (and onFiltered: grade)', async () => {
      server.setResponder(finishing('length'));
      const truncated = await evalRun([], configWith({ onTruncated: 'grade' }));
      expect(truncated.results.trials.map((t) => t.verdict)).toEqual(['pass', 'pass']);
      server.setResponder(finishing('content_filter'));
      const filtered = await evalRun([], configWith({ onFiltered: 'grade' }));
      expect(filtered.results.trials.map((t) => t.verdict)).toEqual(['pass', 'pass']);
    });
  });

  it('an account out of quota ends the run at exit 3 with the provider’s words and what to do, one request per trial', async () => {
    server.setFaultRate({ rate: 1, kinds: [{ kind: 'quota' }] });
    const run = await evalRun([], configWith({ maxRetries: 3 }));
    expect(run.code).toBe(EXIT.runFailed);
    expect(new Set(run.results.trials.map((t) => t.reason))).toEqual(new Set(['model_error']));
    expect(run.err).toContain('You exceeded your current quota');
    expect(run.err).toMatch(/billing/);
    // Triage is each trial's first call; none is retried.
    expect(server.requests).toHaveLength(run.results.trials.length);
  });

  describe('a tool call whose arguments are not JSON', () => {
    it('is retried like a bad body, and the retry is graded: never a guards.none failure', async () => {
      // Request 1 is the first triage; request 2 the first resolver step, a get_order call, cut short.
      server.script('ok', { kind: 'bad_tool_args' });
      const run = await evalRun(['--filter', 'cancel-processing-order']);
      expect(run.results.trials[0]).toMatchObject({ verdict: 'pass' });
      const refusals = run.results.trials[0]!.visit!.turns.flatMap((t) => t.guards).filter((g) => g.verdict !== 'allowed');
      expect(refusals).toEqual([]);
      expect(run.results.trials[0]!.dimensions.guards).toBe(1);
      const resolverBodies = bodies(server).filter((b) => b['tools']);
      expect(JSON.stringify(resolverBodies[0]!['messages'])).toEqual(JSON.stringify(resolverBodies[1]!['messages']));
    });

    it('makes the trial unjudged when every retry is malformed too', async () => {
      server.setFaultRate({ rate: 1, kinds: [{ kind: 'bad_tool_args' }] });
      const run = await evalRun(['--filter', 'cancel-processing-order']);
      expect(run.results.trials[0]).toMatchObject({ verdict: 'unjudged', reason: 'model_error' });
      expect(run.results.trials[0]!.detail).toMatch(/not JSON/);
      expect(run.results.trials[0]!.assertions).toEqual([]);
    });
  });

  describe('--seed', () => {
    it('reaches every request body and the run record', async () => {
      const run = await evalRun(['--seed', '42']);
      expect(bodies(server).length).toBeGreaterThan(0);
      for (const body of bodies(server)) expect(body['seed']).toBe(42);
      expect(run.results.meta.seed).toBe(42);
      expect(run.results.meta.model.settings['seed']).toBe(42);
    });

    it('wins over the config’s model.seed, which is sent and recorded when no flag is given', async () => {
      const config = configWith({ seed: 7 });
      const fromConfig = await evalRun([], config);
      expect(new Set(bodies(server).map((b) => b['seed']))).toEqual(new Set([7]));
      expect(fromConfig.results.meta.seed).toBe(7);
      server.reset();
      await evalRun(['--seed', '3'], config);
      expect(new Set(bodies(server).map((b) => b['seed']))).toEqual(new Set([3]));
    });
  });

  it('runs run.concurrency 16 at the provider’s maxConcurrency 8, and says so', async () => {
    server.setLatency(20);
    const run = await evalRun(['--trials', '12'], configWith({ maxConcurrency: 8 }, { concurrency: 16 }));
    expect(run.results.trials).toHaveLength(24);
    expect(run.results.trials.every((t) => t.verdict === 'pass')).toBe(true);
    expect(run.results.meta.concurrency).toBe(8);
    expect(server.maxInFlight).toBeLessThanOrEqual(8);
    expect(run.results.warnings.join('\n')).toMatch(/concurrency 16 .*maxConcurrency 8/);
    expect(run.err).toMatch(/concurrency 16 .*maxConcurrency 8/);
  });
});
