/**
 * The language and question checks are the grader's own: played through the real desk with a
 * permissive reply guard and confirmation rule, wrong behaviours still fail their assertion and
 * right ones pass, on replies the desk's own detectors misread when this was written (Catalan read
 * as Spanish, Marathi as Hindi, a "What a shame" statement read as a question).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, type DeskRules, loadCases, loadPrompts, referenceProvider, runEval } from '../../src/index.js';

const root = join(import.meta.dirname, '..', '..');

const permissive: DeskRules = {
  ...DEFAULT_RULES,
  confirms: () => ({ confirmed: true, reason: 'anything goes' }),
  checkReply: (text) => ({ text, violations: [] }),
};

async function verdictsOf(files: string[]) {
  const { cases, problems } = await loadCases(files, { cwd: root });
  expect(problems).toEqual([]);
  const run = await runEval({ cases, provider: referenceProvider(), suite: 'full', prompts: loadPrompts(), rules: permissive, concurrency: 4 });
  return Object.fromEntries(run.trials.map((t) => [t.caseId, Object.fromEntries(t.assertions.map((a) => [a.assertion, a.verdict]))]));
}

describe('language and questions, graded independently of the desk', () => {
  it('fails replies in a neighbour of a supported language', async () => {
    const v = await verdictsOf(['calibration/language/lng-es-reply-ca.yaml', 'calibration/language/lng-hi-reply-mr.yaml', 'calibration/language/lng-pt-reply-gl.yaml']);
    expect(v['lng-es-reply-ca']?.['reply.language']).toBe('fail');
    expect(v['lng-hi-reply-mr']?.['reply.language']).toBe('fail');
    expect(v['lng-pt-reply-gl']?.['reply.language']).toBe('fail');
  });

  it('tells a statement from a question, and an imperative request from a statement', async () => {
    const v = await verdictsOf(['calibration/questions/qst-en-exclamation-instead.yaml', 'calibration/questions/qst-de-asks-bescheid.yaml']);
    expect(v['qst-en-exclamation-instead']?.['reply.asksQuestion']).toBe('fail');
    expect(v['qst-de-asks-bescheid']?.['reply.asksQuestion']).toBe('pass');
  });

  it('imports nothing from the desk’s text detectors', () => {
    const dir = join(root, 'src', 'grade', 'text');
    const files = [
      ...readdirSync(join(dir, 'language')).map((f) => join(dir, 'language', f)),
      join(dir, 'questions.ts'),
      join(dir, 'questions-patterns.ts'),
      join(root, 'src', 'grade', 'scorers', 'reply.ts'),
    ];
    for (const file of files) expect(readFileSync(file, 'utf8')).not.toMatch(/from '[^']*desk\/guards\//);
  });
});
