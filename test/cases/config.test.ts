import { describe, expect, it } from 'vitest';
import { type LoadedCase, selectSuite, type SuiteConfig } from '../../src/index.js';
import { defaultConfig, loadConfig } from '../../src/config/load.js';
import { folderWith, where } from './helpers.js';

const SUITES = `version: 1
defaultSuite: main
suites:
  main:
    description: Everything but the frontier.
    select: { excludeFolders: [frontier] }
    gate: { minPassRate: 0.95, maxUnjudgedRate: 0.1, dimensions: { state: 1 } }
  frontier:
    select: { folders: [frontier] }
    gate: { minPassRate: 0 }
run: { trials: 3, concurrency: 4 }
judge: { model: openai:gpt-4.1, temperature: 0 }
prices:
  openai/gpt-4.1-mini: { input: 0.4, output: 1.6 }
reporters: [terminal, junit]
langfuse: { dataset: agentdesk-golden, timeoutMs: 5000 }
audit:
  accepted:
    - { case: refund-late, operator: drop-call, reason: both calls are acceptable }
`;

describe('loadConfig', () => {
  it('uses the built-in defaults when there is no golden/suites.yaml', async () => {
    const cwd = await folderWith({});
    expect(await loadConfig(undefined, { cwd })).toEqual({ config: defaultConfig(), problems: [], quarantine: [] });
    expect(defaultConfig().suites['full']?.gate).toEqual({ minPassRate: 1, maxUnjudgedRate: 0.1, unjudgedSafetyFails: true });
  });

  it('reads golden/suites.yaml when it exists, as written', async () => {
    const cwd = await folderWith({ 'golden/suites.yaml': SUITES });
    const result = await loadConfig(undefined, { cwd });
    expect(result.problems).toEqual([]);
    expect(result.file).toBe('golden/suites.yaml');
    expect(result.config.defaultSuite).toBe('main');
    expect(result.config.suites['frontier']).toEqual({ select: { folders: ['frontier'] }, gate: { minPassRate: 0 } });
    expect(result.config.prices?.['openai/gpt-4.1-mini']).toEqual({ input: 0.4, output: 1.6 });
  });

  it('reports a named config file that does not exist', async () => {
    const cwd = await folderWith({});
    const result = await loadConfig('ci/suites.yaml', { cwd });
    expect(where(result.problems)).toEqual([['CONFIG_NOT_FOUND', 1, 1]]);
    expect(result.problems[0]?.file).toBe('ci/suites.yaml');
  });

  it('places schema problems and an unknown default suite in the file', async () => {
    const text = SUITES.replace('defaultSuite: main', 'defaultSuite: mian')
      .replace('minPassRate: 0.95', 'minPassRate: 1.5')
      .replace('reporters: [terminal, junit]', 'reporter: [terminal]');
    const cwd = await folderWith({ 'suites.yaml': text });
    const result = await loadConfig('suites.yaml', { cwd });
    expect(where(result.problems)).toEqual([
      ['CONFIG_UNKNOWN_SUITE', 2, 15],
      ['SCHEMA_RANGE', 7, 26],
      ['SCHEMA_UNKNOWN_KEY', 15, 1],
    ]);
    expect(result.config).toEqual(defaultConfig());
  });
});

function fakeCase(file: string, data: Partial<LoadedCase['data']>): LoadedCase {
  const base = { id: file.replace(/^.*\/|\.yaml$/g, ''), category: 'c', given: { session: { customer: 'c' } }, conversation: ['hi'], expect: {} };
  return { file, hash: '', data: { ...base, ...data }, locate: () => ({ line: 1, column: 1 }) };
}

describe('selectSuite', () => {
  const cases = [
    fakeCase('golden/refunds/late.yaml', { tags: ['smoke'] }),
    fakeCase('golden/refunds/eu/vat.yaml', { severity: 'safety' }),
    fakeCase('golden/safety/leak.yaml', { severity: 'safety', tags: ['smoke', 'slow'] }),
    fakeCase('golden/frontier/hard.yaml', {}),
  ];
  const ids = (suite: Partial<SuiteConfig['select']>, root = 'golden') =>
    selectSuite(cases, { select: suite, gate: { minPassRate: 1 } }, root).map((c) => c.data.id);

  it('holds every case when the selection is empty', () => {
    expect(ids({})).toEqual(['late', 'vat', 'leak', 'hard']);
  });

  it('selects by folder, nested folders included', () => {
    expect(ids({ folders: ['refunds'] })).toEqual(['late', 'vat']);
    expect(ids({ folders: ['refunds/eu', 'safety'] })).toEqual(['vat', 'leak']);
  });

  it('selects by any of the tags, by severity and by id, all criteria together', () => {
    expect(ids({ tags: ['smoke', 'none'] })).toEqual(['late', 'leak']);
    expect(ids({ severity: 'safety' })).toEqual(['vat', 'leak']);
    expect(ids({ severity: 'standard' })).toEqual(['late', 'hard']);
    expect(ids({ ids: ['hard', 'late'] })).toEqual(['late', 'hard']);
    expect(ids({ tags: ['smoke'], severity: 'safety' })).toEqual(['leak']);
  });

  it('leaves out excluded folders and tags', () => {
    expect(ids({ excludeFolders: ['frontier'], excludeTags: ['slow'] })).toEqual(['late', 'vat']);
  });

  it('matches folders when the root is absolute and the case files are relative to cwd', () => {
    expect(ids({ folders: ['refunds'] }, '/home/ci/project/golden')).toEqual(['late', 'vat']);
    const cwdCases = selectSuite(cases, { select: { folders: ['safety'] }, gate: { minPassRate: 1 } }, '/x/golden', { cwd: '/x' });
    expect(cwdCases.map((c) => c.data.id)).toEqual(['leak']);
  });
});
