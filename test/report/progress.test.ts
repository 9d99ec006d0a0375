/** The progress line fits the terminal and shows the provider's waits; CI gets plain lines. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/index.js';
import type { Clock } from '../../src/model/http/clock.js';
import { progressLine, terminalReporter } from '../../src/report/terminal.js';
import { type OpenAIServer, startOpenAIServer } from '../support/openai-server.js';
import { CASE, HELLO, KEY, providerOn } from '../model/helpers.js';
import { failedRun } from './fixture.js';

const state = (done: number, extra = {}) => ({ done, total: 40, counts: { pass: done, fail: 0, unjudged: 0 }, ...extra });

describe('the progress line', () => {
  it.each([20, 40, 80, 200])('never reaches the edge of a %i-column terminal, so a redraw never wraps', (columns) => {
    for (const done of [0, 7, 40]) expect(progressLine(state(done), columns).length).toBeLessThan(columns);
    const busy = state(7, { activity: { retries: 12, waiting: { ms: 59_500, why: 'rate limited' } } });
    expect(progressLine(busy, columns).length).toBeLessThan(columns);
  });

  it('gives the bar the room left, up to 40 columns', () => {
    expect(progressLine(state(20), 200)).toMatch(/^\[#{20}\.{20}\] 20\/40/);
    expect(progressLine(state(20), 40)).toMatch(/^\[#+\.+\] 20\/40  ✓20 ✗0 \?0$/);
  });

  it('shows retries and a provider-asked wait as it counts down', () => {
    expect(progressLine(state(7, { activity: { retries: 2, waiting: { ms: 6_200, why: 'rate limited' } } }), 120)).toContain('7/40  ✓7 ✗0 ?0  retries 2  waiting 7 s (rate limited)');
  });

  it('on a 40-column terminal every trial redraws the same line', () => {
    const io = memoryIO({ isTTY: true, columns: 40 });
    const run = failedRun();
    const reporter = terminalReporter({ io });
    reporter.runStart?.({ ...run.meta, trials: 1 }, run.cases);
    const header = io.out;
    for (const t of run.trials) reporter.trialEnd?.(t, run.cases.find((c) => c.id === t.caseId)!);
    const redraws = io.out.slice(header.length);
    expect(redraws).not.toContain('\n');
    for (const line of redraws.split('\r').filter(Boolean)) expect(line.length).toBeLessThan(40);
  });

  it('in CI (no terminal) prints one plain line per trial, no carriage return', () => {
    const io = memoryIO({ isTTY: false });
    const run = failedRun();
    const reporter = terminalReporter({ io });
    reporter.runStart?.(run.meta, run.cases);
    for (const t of run.trials) reporter.trialEnd?.(t, run.cases.find((c) => c.id === t.caseId)!);
    expect(io.out).not.toContain('\r');
    expect(io.out.trim().split('\n')).toHaveLength(1 + run.trials.length);
  });
});

describe('what the provider reports while it waits to retry', () => {
  let server: OpenAIServer;
  beforeAll(async () => {
    server = await startOpenAIServer({ apiKey: KEY });
  });
  afterAll(() => server.close());

  it('the retry count and the Retry-After wait left, while it lasts', async () => {
    let release: () => void = () => undefined;
    let now = 0;
    const clock: Clock = {
      now: () => now,
      wallNow: () => Date.parse('2026-01-01T12:00:00Z') + now,
      sleep: (ms) =>
        new Promise<void>((resolve) => {
          release = () => {
            now += ms;
            resolve();
          };
        }),
      random: () => 0.5,
    };
    server.script({ kind: 'rate_limit', retryAfter: '7' });
    const provider = providerOn(server, {}, { clock });
    expect(provider.activity?.()).toEqual({ retries: 0 });
    const pending = provider.forTrial({ case: CASE, trial: 1 }).complete(HELLO);
    await expect.poll(() => provider.activity?.()).toEqual({ retries: 1, waiting: { ms: 7000, why: 'rate limited' } });
    now += 3000;
    expect(provider.activity?.()).toEqual({ retries: 1, waiting: { ms: 4000, why: 'rate limited' } });
    release();
    await pending;
    expect(provider.activity?.()).toEqual({ retries: 1 });
    await provider.close?.();
  });
});
