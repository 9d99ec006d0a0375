/**
 * What the engine does to keep a large run small must not show: a compacted trial reads back as it
 * was, the summary is the same whether taken during the run or from results.json, the streamed
 * results.json is JSON.stringify's text, and --concurrency still bounds the trials in flight.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, loadCases, loadPrompts, referenceProvider, runEval, type RunResults, type TrialResult } from '../../src/index.js';
import { type ModelProvider, ZERO_USAGE } from '../../src/model/types.js';
import { renderJson } from '../../src/report/formats.js';
import { fileReporter } from '../../src/report/reporters.js';
import { PLAIN_TRIALS, trialPacker } from '../../src/run/compact.js';
import { summarize } from '../../src/run/summary.js';
import { runTrial } from '../../src/run/trial.js';

const root = join(import.meta.dirname, '..', '..');
const prompts = loadPrompts();

async function goldenCases() {
  const { cases, problems } = await loadCases(['golden'], { cwd: root });
  expect(problems).toEqual([]);
  return cases;
}

const loose = { ...DEFAULT_RULES, confirms: () => ({ confirmed: true, reason: 'anything goes' }) };

describe('a compacted trial', () => {
  it('reads back exactly as it was, keys in the same order, and keeps its own bookkeeping out of sight', async () => {
    const cases = (await goldenCases()).slice(0, 12);
    const packer = trialPacker();
    const neverStarted: TrialResult = {
      caseId: 'timed-out',
      trial: 1,
      verdict: 'unjudged',
      reason: 'timeout',
      detail: 'the trial took longer than 1 ms',
      assertions: [],
      dimensions: {},
      unjudgedAssertions: 0,
      usage: ZERO_USAGE,
      durationMs: 1,
    };
    const trials = [async () => neverStarted, ...cases.map((c) => () => runTrial({ case: c, trial: 1, provider: referenceProvider(), prompts, timeoutMs: 60_000 }))];
    for (const make of trials) {
      const result = await make();
      const before = JSON.stringify(result);
      const keys = Object.keys(result);
      packer.compact(result);
      expect(JSON.stringify(result)).toBe(before);
      expect(Object.keys(result)).toEqual(keys);
      expect(JSON.parse(JSON.stringify({ ...result }))).toEqual(JSON.parse(before));
      expect(Object.getOwnPropertySymbols(result).every((s) => !Object.getOwnPropertyDescriptor(result, s)?.enumerable)).toBe(true);
    }
  });

  it('is held as it is in a run of up to PLAIN_TRIALS trials, and packed in a larger one, with the same digest', async () => {
    const [c] = await goldenCases();
    const play = () => runTrial({ case: c!, trial: 1, provider: referenceProvider(), prompts, timeoutMs: 60_000 });
    const small = await play();
    const visit = small.visit;
    trialPacker(PLAIN_TRIALS).compact(small);
    expect(Object.getOwnPropertyDescriptor(small, 'visit')?.value).toBe(visit);
    expect(small.digest?.latencyMs).toBe(visit?.latencyMs);
    const large = await play();
    const before = JSON.stringify(large);
    trialPacker(PLAIN_TRIALS + 1).compact(large);
    expect(Object.getOwnPropertyDescriptor(large, 'visit')?.get).toBeTypeOf('function');
    expect(large.digest?.safetyFailures).toEqual(small.digest?.safetyFailures);
    expect(JSON.stringify(large)).toBe(before);
  });

  it('has world snapshots that are plain objects', async () => {
    const [c] = await goldenCases();
    const result = await runTrial({ case: c!, trial: 1, provider: referenceProvider(), prompts, timeoutMs: 60_000 });
    for (const world of [result.visit!.initial, result.visit!.final]) {
      expect(Object.getPrototypeOf(world.orders)).toBe(Object.prototype);
      expect(Object.keys(world.orders).every((id) => world.orders.hasOwnProperty(id))).toBe(true);
    }
  });
});

describe('the summary of a run', () => {
  it('is the same taken during the run and from the trials as results.json holds them, safety failures included', async () => {
    const cases = await goldenCases();
    const run = await runEval({ cases, provider: referenceProvider(), suite: 'full', prompts, rules: loose, concurrency: 8 });
    expect(run.summary.safetyFailures.length).toBeGreaterThan(0);
    const fromFile = JSON.parse(JSON.stringify(run.trials)) as TrialResult[];
    expect(summarize(run.cases, fromFile, run.summary.durationMs)).toEqual(run.summary);
  });
});

describe('results.json', () => {
  async function written(results: RunResults): Promise<string> {
    const runDir = await mkdtemp(join(tmpdir(), 'agentdesk-results-'));
    const io = { stdout: () => {}, stderr: () => {}, env: {}, cwd: runDir } as never;
    await fileReporter('json')({ runDir, io }).runEnd!(results);
    return readFile(join(runDir, 'results.json'), 'utf8');
  }

  it('is written piece by piece as exactly the text of JSON.stringify with two spaces', async () => {
    const cases = (await goldenCases()).slice(0, 10);
    const run = await runEval({ cases, provider: referenceProvider(), suite: 'full', prompts, trials: 2, warnings: ['a "quoted"\nwarning'] });
    const expected = `${JSON.stringify(run, null, 2)}\n`;
    expect(renderJson(run)).toBe(expected);
    expect(await written(run)).toBe(expected);
  });

  it('is the same for a run with nothing in it', async () => {
    const run = await runEval({ cases: [], provider: referenceProvider(), suite: 'empty', prompts });
    expect(await written(run)).toBe(`${JSON.stringify(run, null, 2)}\n`);
  });
});

describe('concurrency', () => {
  /** The reference model answering after a real wait, as a live model does. */
  function slowReference(): ModelProvider {
    const reference = referenceProvider();
    return {
      ...reference,
      forTrial(trial) {
        const model = reference.forTrial(trial);
        return { ...model, complete: (request, options) => new Promise((r) => setTimeout(r, 2)).then(() => model.complete(request, options)) };
      },
    };
  }

  it('keeps at most that many trials in flight when they wait on the model, and runs every one', async () => {
    const cases = (await goldenCases()).slice(0, 40);
    let inFlight = 0;
    let most = 0;
    const listener = {
      name: 'count',
      trialStart: () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
      },
      trialEnd: () => {
        inFlight -= 1;
      },
    };
    const concurrency = 12;
    const run = await runEval({ cases, provider: slowReference(), suite: 'full', prompts, concurrency, listeners: [listener] });
    expect(most).toBe(concurrency);
    expect(run.trials.map((t) => t.caseId)).toEqual(cases.map((c) => c.data.id));
    expect(run.trials.every((t) => t.verdict === 'pass')).toBe(true);
  });

  it('must be a whole number from 1 up', async () => {
    const cases = (await goldenCases()).slice(0, 1);
    await expect(runEval({ cases, provider: referenceProvider(), suite: 'full', prompts, concurrency: 0 })).rejects.toThrow(TypeError);
  });
});
