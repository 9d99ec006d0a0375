/**
 * One meaning for a suite: however `eval` is called, "suite full" is the same cases under the same
 * gate, and a narrowed run says it is one. And every run says what its model exercised.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, memoryIO, type RunResults } from '../../src/index.js';

const root = join(import.meta.dirname, '..', '..');

async function evalRun(args: string[], cwd = root) {
  const out = mkdtempSync(join(tmpdir(), 'agentdesk-suite-'));
  const io = memoryIO({ cwd });
  const code = await cli(['eval', ...args, '--out', out, '--reporter', 'terminal', '--no-langfuse'], io);
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
  return { code, io, results };
}

describe('the suite a run gates on', () => {
  it('is the same cases whether or not the golden folder is named: paths narrow a suite, never widen it', async () => {
    const plain = await evalRun([]);
    const named = await evalRun(['golden']);
    expect(named.results.cases.map((c) => c.id)).toEqual(plain.results.cases.map((c) => c.id));
    expect(named.results.cases.some((c) => c.file.includes('/frontier/'))).toBe(false);
    expect(named.results.meta.scope).toMatchObject({ partial: false, outsideSuite: 4 });
  });

  it('is found from inside golden/ too: the config is looked for from the working directory up', async () => {
    const inside = await evalRun(['--gate', '--suite', 'smoke', '.'], join(root, 'golden'));
    expect(inside.results.gate?.suite).toBe('smoke');
    expect(inside.results.cases.every((c) => c.tags.includes('smoke'))).toBe(true);
    expect(inside.code).toBe(0);
  });

  it('says so in the gate line and in results.json when a filter narrowed it', async () => {
    const { io, results } = await evalRun(['--gate', '--suite', 'smoke', '--filter', 'cancel-*']);
    expect(results.meta.scope).toMatchObject({ partial: true, filters: ['cancel-*'] });
    expect(results.meta.scope!.selected).toBeLessThan(results.meta.scope!.suiteCases);
    expect(io.out).toMatch(/GATE PASSED \(suite smoke — partial: \d+ of \d+ cases \(--filter cancel-\*\)\)/);
  });

  it('refuses, naming the way out, when every case under the paths is outside the suite', async () => {
    const io = memoryIO({ cwd: root });
    const code = await cli(['eval', 'golden/frontier', '--no-langfuse'], io);
    expect(code).toBe(2);
    expect(io.err).toMatch(/all outside suite 'full': name their suite with --suite/);
  });
});

describe('what ran', () => {
  it('is stated for the reference model: its answers are the cases\' own, so prompts are not exercised', async () => {
    const { io, results } = await evalRun(['--suite', 'smoke']);
    expect(results.meta.exercised).toEqual({
      kind: 'reference',
      statement: "replays each case's reference through the desk's tools, guards and graders; prompts and model behaviour are not exercised",
    });
    expect(io.out).toContain("What ran: reference replays each case's reference");
  });
});

describe('what a provider exercised', () => {
  it('is what the provider declares, whatever its id: an offline backend the engine does not know is not a live model', async () => {
    const { runEval } = await import('../../src/run/engine.js');
    const { referenceProvider } = await import('../../src/model/backends/reference.js');
    const { loadCases } = await import('../../src/cases/index.js');
    const { loadPrompts } = await import('../../src/desk/prompts.js');
    const { cases } = await loadCases([join(root, 'golden', 'cancellation')], { cwd: root });
    // A simulator of its own kind, named as a third-party backend would be: it replays the references.
    const simulator = { ...referenceProvider(), id: 'my-simulator:v1' };
    const results = await runEval({ cases: cases.slice(0, 1), provider: simulator, suite: 'full', prompts: loadPrompts() });
    expect(results.meta.exercised?.kind).toBe('reference');
    expect(results.meta.exercised?.statement).toMatch(/prompts and model behaviour are not exercised/);
  });
});
