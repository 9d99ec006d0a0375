/**
 * The listener contract: whatever hook a listener throws in, the run goes on, ends with every
 * verdict it would have had, and says which listener failed; and a listener adds to a trial only
 * through its annotations, which every listener sees whatever the order.
 */
import { describe, expect, it } from 'vitest';
import { loadCases, loadPrompts, referenceProvider, runEval, type RunEvents, type RunListener, type TrialResult } from '../../src/index.js';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const prompts = loadPrompts();
const HOOKS = ['runStart', 'trialStart', 'trialAnnotate', 'trialEnd', 'runEnd', 'close'] as const satisfies readonly (keyof RunEvents | 'close')[];

async function someCases() {
  const { cases, problems } = await loadCases(['golden'], { cwd: root });
  expect(problems).toEqual([]);
  return cases.slice(0, 4);
}

const verdicts = (trials: readonly TrialResult[]) => trials.map((t) => `${t.caseId}#${t.trial}:${t.verdict}`);

/** A listener that throws in one hook, synchronously or by rejecting. */
function throwingIn(hook: (typeof HOOKS)[number], how: 'throws' | 'rejects'): RunListener {
  const fail = () => {
    if (how === 'throws') throw new Error(`broken ${hook}`);
    return Promise.reject(new Error(`broken ${hook}`));
  };
  return { name: `bad-${hook}`, [hook]: fail } as RunListener;
}

describe('a listener that fails', () => {
  it.each(HOOKS.flatMap((hook) => (['throws', 'rejects'] as const).map((how) => [hook, how] as const)))(
    'in %s (it %s) is a warning naming it, and the run ends with every verdict',
    async (hook, how) => {
      const cases = await someCases();
      const clean = await runEval({ cases, provider: referenceProvider(), suite: 'contract', prompts, trials: 2 });
      const heard: string[] = [];
      const after: RunListener = { name: 'after', trialEnd: (r) => void heard.push(`${r.caseId}#${r.trial}`) };
      const run = await runEval({ cases, provider: referenceProvider(), suite: 'contract', prompts, trials: 2, listeners: [throwingIn(hook, how), after] });

      expect(verdicts(run.trials)).toEqual(verdicts(clean.trials));
      expect(run.partial).toBeUndefined();
      expect(heard).toHaveLength(cases.length * 2);
      expect(run.warnings.length).toBeGreaterThan(0);
      expect(run.warnings.every((w) => w === `bad-${hook}: broken ${hook}`)).toBe(true);
    },
  );
});

describe('annotations', () => {
  it('reach the trial before any listener hears it ended, whatever the order of the listeners', async () => {
    const cases = await someCases();
    const seen: (string | undefined)[] = [];
    const reader: RunListener = { name: 'reader', trialEnd: (r) => void seen.push(r.traceId) };
    const annotator: RunListener = { name: 'annotator', trialAnnotate: (r) => ({ traceId: `trace-${r.caseId}` }) };
    const run = await runEval({ cases, provider: referenceProvider(), suite: 'contract', prompts, listeners: [reader, annotator] });

    expect(seen).toHaveLength(cases.length);
    expect(seen.every((id) => id?.startsWith('trace-'))).toBe(true);
    expect(run.trials.map((t) => t.traceId)).toEqual(cases.map((c) => `trace-${c.data.id}`));
  });

  it('add only what an annotation may hold: a listener cannot change a verdict through them', async () => {
    const cases = await someCases();
    const clean = await runEval({ cases, provider: referenceProvider(), suite: 'contract', prompts });
    const forger = { name: 'forger', trialAnnotate: () => ({ verdict: 'fail' }) } as unknown as RunListener;
    const run = await runEval({ cases, provider: referenceProvider(), suite: 'contract', prompts, listeners: [forger] });
    expect(verdicts(run.trials)).toEqual(verdicts(clean.trials));
  });
});
