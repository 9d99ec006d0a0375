import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCases } from '../../src/index.js';
import { CASE_CODES } from '../../src/errors.js';
import { INVALID, where } from './helpers.js';

type Expected = Record<string, [string, number, number][]>;

describe('the invalid-case corpus', async () => {
  const expected = JSON.parse(await readFile(join(INVALID, 'expected.json'), 'utf8')) as Expected;
  const result = await loadCases(['.'], { cwd: INVALID });
  const problemsOf = (file: string) => result.problems.filter((p) => p.file === file);

  it('holds at least 30 files, each listed in the expected table', () => {
    expect(result.files.length).toBeGreaterThanOrEqual(30);
    expect(Object.keys(expected).sort()).toEqual([...result.files].sort());
  });

  it.each(Object.entries(expected))('%s reports exactly its mistakes, with code, line and column', (file, mistakes) => {
    expect(where(problemsOf(file))).toEqual(mistakes);
  });

  it('loads no case from the corpus but the first holder of a duplicated id', () => {
    expect(result.cases.map((c) => c.file)).toEqual(['duplicate-id/first/same-id.yaml']);
  });

  it('uses only codes from the one list of codes, and every problem carries a message', () => {
    for (const problem of result.problems) {
      expect(CASE_CODES).toContain(problem.code);
      expect(problem.message.length).toBeGreaterThan(0);
    }
  });

  it('shows all three mistakes of a case that has three, not only the first', () => {
    expect(problemsOf('three-mistakes.yaml').map((p) => p.code)).toEqual(['SCHEMA_FORMAT', 'UNKNOWN_SKU', 'SCHEMA_UNKNOWN_KEY']);
  });

  it('starts schema and lint messages with the full YAML path of the offending node', () => {
    const pathed = result.problems.filter((p) => p.path !== undefined);
    expect(pathed.length).toBeGreaterThan(20);
    for (const problem of pathed) {
      const parent = problem.code === 'SCHEMA_MISSING_KEY' ? problem.path?.replace(/\.?[^.[\]]+$/, '') : problem.path;
      expect(problem.message.startsWith(`${parent || 'the case'}:`)).toBe(true);
    }
  });
});
