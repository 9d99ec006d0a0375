/**
 * `noisy:<rate>`: the reference with seeded mistakes. A trial the draw leaves alone plays the
 * reference and passes; a trial it mutates plays one of the audit's operators, which the golden
 * set's graders kill (the audit's score is 1), so it fails. The same seed gives the same run.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createProvider, loadCases, loadPrompts, runEval, type RunResults, UsageError } from '../../src/index.js';
import { mistakesOf, type NoisyProvider, parseNoise } from '../../src/model/backends/noisy.js';

const root = join(import.meta.dirname, '..', '..');
const prompts = loadPrompts();

/** The refunds cases as they were when the expected draws were written: a fixed copy, so the golden set can grow. */
async function refundCases() {
  const { cases, problems } = await loadCases(['test/fixtures/stats/refunds'], { cwd: root });
  expect(problems).toEqual([]);
  return cases;
}

async function noisyRun(spec: string, seed: number, trials: number): Promise<{ run: RunResults; provider: NoisyProvider }> {
  const cases = await refundCases();
  const provider = createProvider({ spec, settings: { seed }, env: {} }) as NoisyProvider;
  return { run: await runEval({ cases, provider, suite: 'full', prompts, trials, seed, concurrency: 4 }), provider };
}

describe('the spec noisy:<rate>', () => {
  it('takes a rate and optional rates per category', () => {
    expect(parseNoise('0.1')).toEqual({ rate: 0.1, byCategory: {} });
    expect(parseNoise('0, refunds=0.5,handoff=1')).toEqual({ rate: 0, byCategory: { refunds: 0.5, handoff: 1 } });
  });

  it.each(['', 'x', '1.5', '-0.1', '0.1,refunds', '0.1,refunds=2', '0.1,a=b=c'])('refuses %j as a usage error', (rest) => {
    expect(() => parseNoise(rest)).toThrow(UsageError);
    expect(() => createProvider({ spec: `noisy:${rest}`, env: {} })).toThrow(UsageError);
  });
});

describe('a noisy run of the refunds cases, seed 7, rate 0.3, 4 trials', async () => {
  const cases = await refundCases();
  const { run, provider } = await noisyRun('noisy:0.3', 7, 4);
  const mistakes = new Map<string, string | undefined>();
  for (const c of cases) for (const n of [1, 2, 3, 4]) mistakes.set(`${c.data.id}#${n}`, (await provider.mistakeFor(c, n))?.operator);
  const drawn = (caseId: string, trial: number) => ({ operator: mistakes.get(`${caseId}#${trial}`) });

  it('fails exactly the trials the draw mutated, and passes the others', () => {
    expect(run.trials).toHaveLength(cases.length * 4);
    for (const t of run.trials) {
      const mutated = drawn(t.caseId, t.trial).operator !== undefined;
      expect(`${t.caseId}#${t.trial} ${t.verdict}`).toBe(`${t.caseId}#${t.trial} ${mutated ? 'fail' : 'pass'}`);
    }
  });

  it('gives exactly the expected flaky cases', () => {
    const mixed = cases
      .map((c) => c.data.id)
      .filter((id) => {
        const hits = [1, 2, 3, 4].filter((n) => drawn(id, n).operator !== undefined).length;
        return hits > 0 && hits < 4;
      });
    expect(run.summary.flaky).toEqual(mixed);
    expect(run.summary.flaky).toEqual(FLAKY_AT_SEED_7);
  });

  it('names the mistake in the transcript: its model steps say noisy:<operator>', () => {
    const t = run.trials.find((x) => x.verdict === 'fail')!;
    const operator = drawn(t.caseId, t.trial).operator!;
    expect(t.visit?.steps.some((s) => s.kind === 'model_call' && s.model === `noisy:${operator}`)).toBe(true);
  });

  it('is the same run for the same seed, and another for another seed', async () => {
    const verdicts = (r: RunResults) => r.trials.map((t) => `${t.caseId}#${t.trial}:${t.verdict}`);
    expect(verdicts((await noisyRun('noisy:0.3', 7, 4)).run)).toEqual(verdicts(run));
    expect(verdicts((await noisyRun('noisy:0.3', 8, 4)).run)).not.toEqual(verdicts(run));
  });

  it('says what it exercised: the reference with mistakes, not a live model', () => {
    expect(run.meta.exercised?.kind).toBe('reference');
    expect(run.meta.exercised?.statement).toMatch(/seeded mistakes/);
  });
});

describe('the rate', () => {
  it('0 plays the reference on every trial; 1 mutates every trial of a case an operator applies to', async () => {
    const cases = await refundCases();
    const { run: clean } = await noisyRun('noisy:0', 3, 2);
    expect(clean.trials.every((t) => t.verdict === 'pass')).toBe(true);
    const { run: always } = await noisyRun('noisy:0,refunds=1', 3, 2);
    for (const c of cases) {
      const expected = mistakesOf(c.data).length > 0 ? 'fail' : 'pass';
      expect(always.trials.filter((t) => t.caseId === c.data.id).map((t) => t.verdict)).toEqual([expected, expected]);
    }
  });
});

/** What seed 7 draws: a change to the draw (or to the operators) shows here first. */
const FLAKY_AT_SEED_7 = [
  'refund-at-limit-automatic',
  'refund-full-within-window',
  'refund-one-cent-over-remainder',
  'refund-outside-window',
  'refund-over-limit-pending-approval',
  'refund-partial-one-item',
  'refund-window-day-31-out',
];
