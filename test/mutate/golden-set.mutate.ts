/**
 * The golden set as the desk's test suite, for `npm run mutate` (StrykerJS). Each case of the
 * default suite (`full`: every case but frontier/) is one test, played in-process on the reference
 * model through the desk's real tools and guards and graded by its assertions and the always-on
 * checks. A mutant of the desk that lets any case fail is killed by the golden set. One test per
 * case lets Stryker run only the cases that reach a mutant. The cases are loaded once, by
 * golden-setup.ts.
 */
import { describe, expect, inject, it } from 'vitest';
import type { LoadedCase } from '../../src/cases/types.js';
import { loadPrompts } from '../../src/desk/prompts.js';
import { referenceProvider } from '../../src/model/backends/reference.js';
import { runEval } from '../../src/run/engine.js';

const golden = inject('golden');
const prompts = loadPrompts();

/** Source positions only place a failure in a report; nothing here reports, so none are read. */
const toLoaded = (c: (typeof golden.cases)[number]): LoadedCase => ({ ...c, locate: () => ({ line: 0, column: 0 }) });

describe(`the golden set (suite ${golden.suite}) passes on the desk`, () => {
  it('loads every case without a problem', () => {
    expect(golden.problems).toEqual([]);
    expect(golden.cases.length).toBeGreaterThan(0);
  });

  for (const c of golden.cases) {
    it(c.data.id, async () => {
      const run = await runEval({ cases: [toLoaded(c)], provider: referenceProvider(), suite: golden.suite, prompts, concurrency: 1 });
      const failed = run.trials.filter((t) => t.verdict !== 'pass').map((t) => `${t.verdict} ${t.reason ?? ''} ${t.detail ?? ''}`.trim());
      expect(failed).toEqual([]);
    });
  }
});
