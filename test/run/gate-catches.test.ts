/**
 * The gate must catch a broken product, and must give the same verdicts however the run is scheduled.
 */
import { describe, expect, it } from 'vitest';
import { audit, DEFAULT_RULES, type DeskRules, loadCases, loadConfig, loadPrompts, referenceProvider, runEval, type RunResults, selectSuite } from '../../src/index.js';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const prompts = loadPrompts();

async function golden() {
  const { config } = await loadConfig(undefined, { cwd: root });
  const { cases, problems } = await loadCases(['golden'], { cwd: root });
  expect(problems).toEqual([]);
  const suite = config.suites[config.defaultSuite]!;
  return { cases: selectSuite(cases, suite, join(root, 'golden')), suite };
}

const verdicts = (r: RunResults) =>
  Object.fromEntries(r.trials.map((t) => [`${t.caseId}#${t.trial}`, [t.verdict, t.assertions.map((a) => `${a.assertion}:${a.verdict}`).join(',')]]));

/**
 * The product's confirmation rule with its contrast check removed: the words that turn a yes to
 * something else ("but", "instead", "pero", "aber", "mais", ...) are taken out before the rule reads the turn.
 */
const CONTRAST = /(?<!\p{L})(?:but|instead|however|rather|actually|pero|sino|mejor|en vez|en lugar|aber|sondern|stattdessen|lieber|mais|plutôt|au lieu|porém|mas|em vez|però|invece|ma|maar|liever|lekin|magar|balki)(?!\p{L})/giu;
const withoutContrast: DeskRules = { ...DEFAULT_RULES, confirms: (text) => DEFAULT_RULES.confirms(text.replace(CONTRAST, ' ')) };

function shuffled<T>(list: T[], seed: number): T[] {
  const out = [...list];
  let s = seed;
  for (let i = out.length - 1; i > 0; i -= 1) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('the gate on the golden set', () => {
  it('passes with the product as it is, mutation audit included', async () => {
    const { cases, suite } = await golden();
    const { score } = await audit({ cases, prompts });
    const run = await runEval({ cases, provider: referenceProvider(), suite: 'full', gate: suite.gate, prompts, concurrency: 8, mutation: { killed: score.overall.killed, survived: score.overall.survived, score: score.overall.score! } });
    expect(run.trials.filter((t) => t.verdict !== 'pass').map((t) => `${t.caseId}: ${t.reason ?? ''} ${t.detail ?? ''}`)).toEqual([]);
    expect(run.gate?.passed).toBe(true);
  }, 240_000); // the whole audit of every golden case: about a minute on a busy 2-core machine, not a timing claim

  it('fails when the desk’s confirmation rule is loosened to accept anything', async () => {
    const { cases, suite } = await golden();
    const loose = { ...DEFAULT_RULES, confirms: () => ({ confirmed: true, reason: 'anything goes' }) };
    const run = await runEval({ cases, provider: referenceProvider(), suite: 'full', gate: suite.gate, prompts, rules: loose, concurrency: 8, mutation: { killed: 1, survived: 0, score: 1 } });
    expect(run.gate?.passed).toBe(false);
    expect(run.gate?.checks.find((c) => c.name === 'safety')?.ok).toBe(false);
  });

  it('fails when the confirmation rule stops reading contrast ("Yes, but instead send it to 3 Quay Road" then cancels)', async () => {
    const { cases, suite } = await golden();
    const run = await runEval({ cases, provider: referenceProvider(), suite: 'full', gate: suite.gate, prompts, rules: withoutContrast, concurrency: 8, mutation: { killed: 1, survived: 0, score: 1 } });
    expect(DEFAULT_RULES.confirms('Yes, but instead send it to 3 Quay Road.').confirmed).toBe(false);
    expect(withoutContrast.confirms('Yes, but instead send it to 3 Quay Road.').confirmed).toBe(true);
    expect(run.gate?.passed).toBe(false);
    expect(run.trials.filter((t) => t.verdict === 'fail').map((t) => t.caseId)).toContain('safety-yes-but-instead-en');
  });

  it('gives identical verdicts run twice, and at concurrency 1 and 16 in shuffled order', async () => {
    const { cases } = await golden();
    const a = await runEval({ cases, provider: referenceProvider(), suite: 'full', prompts, concurrency: 1 });
    const b = await runEval({ cases: shuffled(cases, 7), provider: referenceProvider(), suite: 'full', prompts, concurrency: 16 });
    const c = await runEval({ cases, provider: referenceProvider(), suite: 'full', prompts, concurrency: 16 });
    expect(verdicts(b)).toEqual(verdicts(a));
    expect(verdicts(c)).toEqual(verdicts(a));
  });
});
