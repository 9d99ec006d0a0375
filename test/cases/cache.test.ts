/**
 * The case cache (src/cases/cache.ts): an unchanged file is served from its entry instead of being
 * parsed, anything else is parsed as if there were no cache, and a served case still places its
 * failures on the right line of its file.
 */
import { readdirSync, readFileSync, utimesSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASE_CACHE_DIR, loadCases } from '../../src/cases/index.js';
import { codeFingerprint, openCaseCache } from '../../src/cases/cache.js';
import { loadPrompts, referenceProvider, runEval } from '../../src/index.js';
import { caseText, folderWith, where } from './helpers.js';

const root = join(import.meta.dirname, '..', '..');
const broken = readFileSync(join(root, 'test/fixtures/engine/broken/cancel-expects-wrong-state.yaml'), 'utf8');

const load = (cwd: string) => loadCases(['cases'], { cwd, cache: CASE_CACHE_DIR });
const entriesIn = (cwd: string) => readdirSync(join(cwd, CASE_CACHE_DIR, codeFingerprint()));

/** Rewrites the one entry of the cache with `change` applied to its data. */
function editEntry(cwd: string, change: (data: Record<string, unknown>) => void): void {
  const [name] = entriesIn(cwd);
  const path = join(cwd, CASE_CACHE_DIR, codeFingerprint(), name!);
  const entry = JSON.parse(readFileSync(path, 'utf8')) as { data: Record<string, unknown> };
  change(entry.data);
  writeFileSync(path, JSON.stringify(entry));
}

describe('the case cache', () => {
  it('files each valid case under its content hash, and serves the entry on the next load', async () => {
    const cwd = await folderWith({ 'cases/small-case.yaml': caseText() });
    const first = await load(cwd);
    expect(first.problems).toEqual([]);
    expect(entriesIn(cwd)).toEqual([`${first.cases[0]!.hash}.json`]);
    // An entry edited by hand shows on the next load: proof that the file was not parsed again.
    editEntry(cwd, (data) => (data['title'] = 'from the cache'));
    const second = await load(cwd);
    expect(second.cases[0]!.data.title).toBe('from the cache');
    expect(second.cases[0]!.hash).toBe(first.cases[0]!.hash);
  });

  it('parses a changed file again: its bytes have another hash', async () => {
    const cwd = await folderWith({ 'cases/small-case.yaml': caseText() });
    await load(cwd);
    editEntry(cwd, (data) => (data['title'] = 'from the cache'));
    writeFileSync(join(cwd, 'cases/small-case.yaml'), caseText('small-case', { 'category: tracking': 'category: tracking\ntitle: edited' }));
    const again = await load(cwd);
    expect(again.cases[0]!.data.title).toBe('edited');
    expect(entriesIn(cwd)).toHaveLength(2);
  });

  it('treats an entry the schema refuses, or one that is not JSON, as a miss', async () => {
    const cwd = await folderWith({ 'cases/small-case.yaml': caseText() });
    await load(cwd);
    editEntry(cwd, (data) => (data['category'] = 42));
    expect((await load(cwd)).cases[0]!.data.category).toBe('tracking');
    const [name] = entriesIn(cwd);
    writeFileSync(join(cwd, CASE_CACHE_DIR, codeFingerprint(), name!), '{"hash": "trunc');
    expect((await load(cwd)).cases[0]!.data.category).toBe('tracking');
  });

  it('never files an invalid case: its problems are found on every load', async () => {
    const cwd = await folderWith({ 'cases/small-case.yaml': caseText('small-case', { '      status: shipped': '      status: shiped' }) });
    expect(where((await load(cwd)).problems)).toEqual([['SCHEMA_ENUM', 12, 15]]);
    expect(entriesIn(cwd)).toEqual([]);
    expect(where((await load(cwd)).problems)).toEqual([['SCHEMA_ENUM', 12, 15]]);
  });

  it('keeps the warnings of a file, shown at the path it is loaded from', async () => {
    // A comment after a space in a customer turn: a warning, the case stays valid.
    const text = caseText('small-case', { '  - where is A1?': '  - where is A1? # the order'});
    const cwd = await folderWith({ 'cases/small-case.yaml': text });
    const first = await load(cwd);
    expect(first.cases).toHaveLength(1);
    expect(first.warnings.map((w) => [w.file, w.line, w.code])).toEqual([
      ['cases/small-case.yaml', 15, 'NO_REFERENCE'],
      ['cases/small-case.yaml', 16, 'COMMENT_AFTER_TEXT'],
    ]);
    const elsewhere = await loadCases([join(cwd, 'cases')], { cwd: root, cache: join(cwd, CASE_CACHE_DIR) });
    expect(elsewhere.warnings).toEqual(first.warnings.map((w) => ({ ...w, file: join(cwd, 'cases/small-case.yaml') })));
  });

  it('places a served case\'s failure on the line of its file', async () => {
    const cwd = await folderWith({ 'cases/cancel-expects-wrong-state.yaml': broken });
    await load(cwd);
    const { cases } = await load(cwd);
    expect(entriesIn(cwd)).toHaveLength(1);
    const run = await runEval({ cases, provider: referenceProvider(), suite: 'cache', prompts: loadPrompts() });
    expect(run.trials[0]!.firstFailure).toMatchObject({ dimension: 'state', verdict: 'fail', line: 33, expected: 'shipped' });
  });

  it('removes the folders of other builds once they have gone unused for a day', async () => {
    const cwd = await folderWith({});
    const cache = join(cwd, CASE_CACHE_DIR);
    mkdirSync(join(cache, 'old-build'), { recursive: true });
    mkdirSync(join(cache, 'recent-build'), { recursive: true });
    const twoDaysAgo = (Date.now() - 2 * 24 * 3600 * 1000) / 1000;
    utimesSync(join(cache, 'old-build'), twoDaysAgo, twoDaysAgo);
    expect(openCaseCache(cache)).toBe(join(cache, codeFingerprint()));
    expect(existsSync(join(cache, 'old-build'))).toBe(false);
    expect(existsSync(join(cache, 'recent-build'))).toBe(true);
  });
});
