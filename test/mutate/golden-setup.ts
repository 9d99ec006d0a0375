/**
 * Loads the golden set once per Stryker test runner, in vitest's main process, and hands it to
 * the test as plain data. Stryker re-runs the test file for every mutant; loading and checking 80
 * YAML files (schema compile, lint) each time would cost more than playing them.
 */
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadCases } from '../../src/cases/index.js';
import type { GoldenCaseData } from '../../src/cases/types.js';
import { loadConfig } from '../../src/config/load.js';
import { selectSuite } from '../../src/config/select.js';

/** A loaded case without its way back to source positions (a function cannot cross to the test). */
export interface GoldenCaseFile {
  data: GoldenCaseData;
  file: string;
  hash: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    golden: { suite: string; cases: GoldenCaseFile[]; problems: string[] };
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const root = join(import.meta.dirname, '..', '..');
  const { config } = await loadConfig(undefined, { cwd: root });
  const loaded = await loadCases(['golden'], { cwd: root });
  const suite = config.suites[config.defaultSuite];
  const cases = suite ? selectSuite(loaded.cases, suite, join(root, 'golden')) : [];
  project.provide('golden', {
    suite: config.defaultSuite,
    cases: cases.map((c) => ({ data: c.data, file: c.file, hash: c.hash })),
    problems: [
      ...loaded.problems.map((p) => `${p.file}:${p.line}:${p.column}  ${p.code}  ${p.message}`),
      ...(suite ? [] : [`no suite ${config.defaultSuite} in the config`]),
    ],
  });
}
