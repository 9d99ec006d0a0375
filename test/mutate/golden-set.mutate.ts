/**
 * The golden set as the desk's test suite, for `npm run mutate` (StrykerJS): the two things the
 * `full` suite's gate asks of it, per case, in-process, on the reference model through the desk's
 * real tools and guards.
 *
 * 1. The case passes: its assertions and the always-on checks (what `agentdesk eval` grades).
 * 2. Every wrong agent the audit plays on it is still caught by the graders (what the gate's
 *    `minMutationScore` measures), and still stopped by the desk guard that must stop it (the audit's
 *    `desk` check: a refused call, a rewritten reply). The desk's guards only ever act on a wrong
 *    agent, so a detector of the reply guard that misses more (amounts, ids, personal data), or a
 *    confirmation rule that takes a hedge for a yes, passes every correct reference: only a wrong
 *    agent shows it. The graders read with their own code (src/grade/text/), so they catch the
 *    wrong agent either way; the desk check asks that the desk stopped it too. Only the operators whose mutants
 *    the desk's rules decide are played: the safety operators and wrong-language; the others are
 *    caught by the case's own state and call assertions, which are no part of the desk.
 *
 * A desk mutant that fails any of these tests is killed by the golden set. One test per case and
 * part lets Stryker run only the tests that reach a mutant. The cases are loaded once, by
 * golden-setup.ts.
 */
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { LoadedCase } from '../../src/cases/types.js';
import type * as DeskUnderTest from './desk-under-test.js';

const golden = inject('golden');

/**
 * The desk, loaded with this file (outside any test, so StrykerJS sees what runs at load as static)
 * but caught: a desk that throws while it loads fails every test (desk-under-test.ts says why).
 */
const loaded: { desk: typeof DeskUnderTest } | { error: unknown } = await import('./desk-under-test.js').then(
  (desk) => ({ desk }),
  (error: unknown) => ({ error }),
);
function theDesk(): typeof DeskUnderTest {
  if ('error' in loaded) throw loaded.error;
  return loaded.desk;
}
const prompts = 'desk' in loaded ? loaded.desk.loadPrompts() : undefined;
const deskOperators = 'desk' in loaded ? loaded.desk.OPERATORS.filter((o) => o.safety || o.name === 'wrong-language') : [];

/** Source positions only place a failure in a report; nothing here reports, so none are read. */
const toLoaded = (c: (typeof golden.cases)[number]): LoadedCase => ({ ...c, locate: () => ({ line: 0, column: 0 }) });
const cases = golden.cases.map(toLoaded);

describe(`the golden set (suite ${golden.suite}) on the desk`, () => {
  // Every case builds the confirmation lexicon itself, so each is credited with reading it (see
  // forgetConfirmationLexicon): otherwise a broken lexicon is tried on the first case only.
  beforeEach(() => {
    if ('desk' in loaded) loaded.desk.forgetConfirmationLexicon();
  });

  it('loads every case without a problem', () => {
    theDesk();
    expect(golden.problems).toEqual([]);
    expect(cases.length).toBeGreaterThan(0);
  });

  describe('every case passes', () => {
    for (const c of cases) {
      it(c.data.id, async () => {
        const { runEval, referenceProvider } = theDesk();
        const run = await runEval({ cases: [c], provider: referenceProvider(), suite: golden.suite, ...(prompts ? { prompts } : {}), concurrency: 1 });
        const failed = run.trials.filter((t) => t.verdict !== 'pass').map((t) => `${t.verdict} ${t.reason ?? ''} ${t.detail ?? ''}`.trim());
        expect(failed).toEqual([]);
      });
    }
  });

  describe('every case catches the wrong agents the audit plays on it, and the desk stops them', () => {
    for (const c of cases) {
      it(c.data.id, async () => {
        const { audit, notStoppedByDesk } = theDesk();
        const result = await audit({ cases: [c], operators: deskOperators, ...(prompts ? { prompts } : {}), concurrency: 1 });
        const name = (m: (typeof result.mutants)[number]) => `${m.operator}${m.where ? ` ${m.where}` : ''}`;
        expect(result.mutants.filter((m) => m.outcome !== 'killed').map((m) => `${name(m)}: ${m.outcome}`)).toEqual([]);
        expect(notStoppedByDesk(result).map((m) => `${name(m)}: not stopped by the desk`)).toEqual([]);
      });
    }
  });
});
