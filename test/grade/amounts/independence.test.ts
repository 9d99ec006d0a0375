/**
 * The grader does not lean on the desk: with the reply guard switched off (a permissive
 * checkReply that shows every reply), an invented amount played through the real desk still
 * fails grounded-amounts, and a correct one still passes.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, type DeskRules, loadCases, loadPrompts, referenceProvider, runEval } from '../../../src/index.js';

const root = join(import.meta.dirname, '..', '..', '..');
const permissive: DeskRules = { ...DEFAULT_RULES, checkReply: (text) => ({ text, violations: [] }) };

async function play(ids: string[]) {
  const { cases, problems } = await loadCases(ids.map((id) => join('calibration', 'amounts', `${id}.yaml`)), { cwd: root });
  expect(problems).toEqual([]);
  const run = await runEval({ cases, provider: referenceProvider(), suite: 'calibration', prompts: loadPrompts(), rules: permissive, concurrency: 4 });
  return Object.fromEntries(
    run.trials.map((t) => [
      t.caseId,
      {
        check: t.assertions.find((a) => a.assertion === 'grounded-amounts')?.verdict,
        shownAsWritten: t.visit?.steps.filter((s) => s.kind === 'reply').every((s) => s.text === s.raw),
      },
    ]),
  );
}

describe('grounded-amounts with the reply guard switched off', () => {
  it('fails invented amounts the permissive desk shows the customer, in digits, words, slang and the wrong currency', async () => {
    const wrong = ['amt-en-markdown-invented', 'amt-es-spelled-invented', 'amt-de-slang-invented', 'amt-fr-currency-mismatch', 'amt-hi-roman-spelled-invented', 'amt-nl-remainder-wrong'];
    const got = await play(wrong);
    for (const id of wrong) expect(got[id]).toEqual({ check: 'fail', shownAsWritten: true });
  });

  it('passes correct amounts, times and dates all the same', async () => {
    const right = ['amt-en-remainder-after-refund-ok', 'amt-de-date-ok', 'amt-pt-total-in-words-ok'];
    const got = await play(right);
    for (const id of right) expect(got[id]).toEqual({ check: 'pass', shownAsWritten: true });
  });
});
