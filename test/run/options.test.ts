/**
 * Run options are resolved in one place for eval, sweep and audit: flags, then the suites config,
 * then the environment, then the defaults; and trials in flight never exceed the provider's cap.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { cli, EXIT, loadCases, memoryIO, type RunResults, type SuitesConfig, UsageError } from '../../src/index.js';
import { fitToProvider, resolveRunOptions, RUN_DEFAULTS } from '../../src/run/options.js';
import { KEY } from '../model/helpers.js';
import { referenceResponder, startOpenAIServer } from '../support/openai-server.js';

const config = (extra: Partial<SuitesConfig> = {}): SuitesConfig => ({ version: 1, defaultSuite: 'all', suites: {}, ...extra });
const provider = (settings: Record<string, unknown>) => ({ id: 'p', settings });

describe('resolveRunOptions', () => {
  it('takes the defaults when nothing is set', () => {
    const o = resolveRunOptions({ flags: {}, config: config(), env: {} });
    expect(o).toMatchObject({ trials: 1, concurrency: 8, timeoutMs: 120_000, notes: [] });
    expect(o.seed).toBeUndefined();
    expect(o.maxSteps).toBeUndefined();
    expect(RUN_DEFAULTS).toMatchObject({ trials: 1, concurrency: 8, timeoutSeconds: 120 });
  });

  it('takes flags over the config, the config over the environment, the environment over the defaults', () => {
    const env = { AGENTDESK_TRIALS: '5', AGENTDESK_CONCURRENCY: '3', AGENTDESK_TIMEOUT: '30', AGENTDESK_SEED: '9', AGENTDESK_MAX_STEPS: '4' };
    const cfg = config({ run: { trials: 2, concurrency: 4, timeoutSeconds: 60, maxSteps: 6 }, model: { seed: 11 } });
    const flags = { trials: '3', concurrency: '2', timeout: '10', seed: '42', maxSteps: '5' };
    expect(resolveRunOptions({ flags, config: cfg, env })).toMatchObject({ trials: 3, concurrency: 2, timeoutMs: 10_000, seed: 42, maxSteps: 5 });
    expect(resolveRunOptions({ flags: {}, config: cfg, env })).toMatchObject({ trials: 2, concurrency: 4, timeoutMs: 60_000, seed: 11, maxSteps: 6 });
    expect(resolveRunOptions({ flags: {}, config: config(), env })).toMatchObject({ trials: 5, concurrency: 3, timeoutMs: 30_000, seed: 9, maxSteps: 4 });
  });

  it('puts the seed and the provider cap into the model settings', () => {
    const o = resolveRunOptions({ flags: { seed: '42', concurrency: '6' }, config: config({ model: { temperature: 0, seed: 1 } }), env: {} });
    expect(o.modelSettings).toEqual({ temperature: 0, seed: 42, maxConcurrency: 6 });
    const capped = resolveRunOptions({ flags: { concurrency: '16' }, config: config({ model: { maxConcurrency: 8 } }), env: {} });
    expect(capped.modelSettings.maxConcurrency).toBe(8);
  });

  it('refuses a bad flag or a bad variable, naming it', () => {
    expect(() => resolveRunOptions({ flags: { trials: '0' }, config: config(), env: {} })).toThrow(/--trials/);
    expect(() => resolveRunOptions({ flags: {}, config: config(), env: { AGENTDESK_CONCURRENCY: 'many' } })).toThrow(UsageError);
    expect(() => resolveRunOptions({ flags: {}, config: config(), env: { AGENTDESK_CONCURRENCY: 'many' } })).toThrow(/AGENTDESK_CONCURRENCY/);
    expect(() => resolveRunOptions({ flags: {}, config: config(), env: { AGENTDESK_TRIALS: '' } })).not.toThrow();
  });
});

describe('fitToProvider', () => {
  it('clamps trials in flight to the provider’s maxConcurrency, with a note naming both', () => {
    const o = resolveRunOptions({ flags: {}, config: config({ run: { concurrency: 16 }, model: { maxConcurrency: 8 } }), env: {} });
    const fitted = fitToProvider(o, provider({ maxConcurrency: 8 }));
    expect(fitted.concurrency).toBe(8);
    expect(fitted.notes).toEqual([expect.stringMatching(/concurrency 16 .*maxConcurrency 8/)]);
  });

  it('leaves the concurrency alone under the cap, and for a provider with no cap (reference, replay)', () => {
    const o = resolveRunOptions({ flags: { concurrency: '4' }, config: config(), env: {} });
    expect(fitToProvider(o, provider({ maxConcurrency: 8 }))).toEqual(o);
    const high = resolveRunOptions({ flags: { concurrency: '32' }, config: config({ model: { maxConcurrency: 2 } }), env: {} });
    expect(fitToProvider(high, provider({}))).toEqual(high);
  });
});

describe('sweep, audit and calibrate resolve their options the same way', () => {
  const root = join(import.meta.dirname, '..', '..');
  const CASES = 'test/fixtures/engine/ok';
  const CONFIG = ['--config', 'test/fixtures/engine/suites.yaml'];

  it('sweep: AGENTDESK_SEED reaches every request, and the trials in flight fit the provider’s cap', async () => {
    const { cases } = await loadCases([CASES], { cwd: root });
    const server = await startOpenAIServer({ apiKey: KEY, responder: referenceResponder(cases) });
    try {
      const dir = mkdtempSync(join(tmpdir(), 'agentdesk-sweep-options-'));
      const config = join(dir, 'suites.yaml');
      const base = parse(readFileSync(join(root, 'test/fixtures/engine/suites.yaml'), 'utf8')) as object;
      writeFileSync(config, stringify({ ...base, run: { concurrency: 4 }, model: { maxConcurrency: 2 } }));
      const io = memoryIO({ cwd: root, env: { AGENTDESK_API_KEY: KEY, AGENTDESK_SEED: '5' } });
      const argv = ['sweep', '--models', 'openai:loopback', CASES, '--config', config, '--base-url', server.url, '--out', join(dir, 'out')];
      expect(await cli(argv, io)).toBe(EXIT.ok);
      expect(server.requests.length).toBeGreaterThan(0);
      for (const r of server.requests) expect((r.body as Record<string, unknown>)['seed']).toBe(5);
      expect(io.err).toMatch(/note: concurrency 4 \(run.concurrency\) is above openai:loopback's maxConcurrency 2/);
      const sweep = JSON.parse(readFileSync(join(dir, 'out', 'sweep.json'), 'utf8')) as { models: { runDir: string }[] };
      const results = JSON.parse(readFileSync(join(dir, 'out', sweep.models[0]!.runDir, 'results.json'), 'utf8')) as RunResults;
      expect(results.meta).toMatchObject({ concurrency: 2, seed: 5 });
    } finally {
      await server.close();
    }
  });

  it('audit: a bad AGENTDESK_CONCURRENCY is invalid input, named', async () => {
    const io = memoryIO({ cwd: root, env: { AGENTDESK_CONCURRENCY: 'lots' } });
    expect(await cli(['audit', CASES, ...CONFIG, '--out', mkdtempSync(join(tmpdir(), 'agentdesk-audit-options-'))], io)).toBe(EXIT.invalidInput);
    expect(io.err).toContain('AGENTDESK_CONCURRENCY');
  });

  const calibrate = (env: Record<string, string>, ...argv: string[]) => {
    const io = memoryIO({ cwd: join(root, 'test/fixtures/calibrate'), env });
    const out = mkdtempSync(join(tmpdir(), 'agentdesk-calibrate-options-'));
    return { io, code: cli(['calibrate', 'sound', '--config', 'suites.yaml', '--out', out, ...argv], io) };
  };

  it('calibrate: a bad AGENTDESK_CONCURRENCY is invalid input, named, as for eval', async () => {
    const { io, code } = calibrate({ AGENTDESK_CONCURRENCY: 'lots' });
    expect(await code).toBe(EXIT.invalidInput);
    expect(io.err).toContain('AGENTDESK_CONCURRENCY');
  });

  it('calibrate: --concurrency wins over a bad AGENTDESK_CONCURRENCY, and a bad --concurrency is named', async () => {
    expect(await calibrate({ AGENTDESK_CONCURRENCY: 'lots' }, '--concurrency', '2').code).toBe(EXIT.ok);
    const bad = calibrate({}, '--concurrency', '0');
    expect(await bad.code).toBe(EXIT.invalidInput);
    expect(bad.io.err).toContain('--concurrency');
  });
});
