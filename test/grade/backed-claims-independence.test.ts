/**
 * backed-claims does not lean on the desk: with a reply guard that lets everything through,
 * false claims played through the real desk still fail it, and no grader file imports the
 * desk's claim detector.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, type DeskRules, loadCases, loadPrompts, referenceProvider, runEval } from '../../src/index.js';

const root = join(import.meta.dirname, '..', '..');
const permissive: DeskRules = { ...DEFAULT_RULES, checkReply: (text) => ({ text, violations: [] }) };

/** Wrong behaviours of several languages and kinds of claim, each with no write behind its claim. */
const FALSE_CLAIMS = [
  'clm-en-money-back-unbacked',
  'clm-es-verbless-unbacked',
  'clm-de-stornierung-ohne-schreiben',
  'clm-fr-en-attente-dit-effectue',
  'clm-hl-forward-bina-likhe',
  'clm-nl-later-andere-bestelling',
];

/** Every source file `file` reaches through its relative imports at run time, itself included (`import type` is erased). */
function importClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s+(?!type\b)[^'";]*?from\s+['"](\.[^'"]+)['"]/gmu)) {
    importClosure(join(dirname(file), spec!.replace(/\.js$/u, '.ts')), seen);
  }
  return seen;
}

describe('backed-claims without the desk', () => {
  it('fails false claims that a permissive reply guard shows the customer unchanged', async () => {
    const paths = FALSE_CLAIMS.map((id) => join('calibration', 'claims', `${id}.yaml`));
    const { cases, problems } = await loadCases(paths, { cwd: root });
    expect(problems).toEqual([]);
    const run = await runEval({ cases, provider: referenceProvider(), suite: 'calibration', prompts: loadPrompts(), rules: permissive, concurrency: 4 });
    expect(run.trials).toHaveLength(FALSE_CLAIMS.length);
    for (const trial of run.trials) {
      const shown = (trial.visit?.steps ?? []).filter((s) => s.kind === 'reply');
      expect(shown.length, trial.caseId).toBeGreaterThan(0);
      expect(shown.every((s) => s.kind === 'reply' && s.text === s.raw), trial.caseId).toBe(true);
      expect(trial.assertions.find((a) => a.assertion === 'backed-claims')?.verdict, trial.caseId).toBe('fail');
    }
  });

  it("reaches none of the reply guard's text detectors (src/text, money aside) nor the desk's confirmation rule, through any import", () => {
    const reached = [...importClosure(join(root, 'src', 'grade', 'safety', 'backed-claims.ts'))].map((f) => relative(root, f));
    expect(reached).toContain(join('src', 'grade', 'text', 'claims', 'read.ts'));
    expect(reached.filter((f) => /(?:^src[\\/]text[\\/](?!money\.ts)|desk[\\/]guards[\\/]confirmation)/u.test(f))).toEqual([]);
  });
});
