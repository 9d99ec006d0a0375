/**
 * golden/quarantine.yaml: quarantined cases run and are reported but do not gate; an expired entry
 * is a validation error (validate and eval exit 2), so a quarantine cannot rot.
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, memoryIO, type RunResults } from '../../src/index.js';
import { parseQuarantine } from '../../src/config/quarantine.js';

const root = join(import.meta.dirname, '..', '..');
const broken = 'test/fixtures/engine/broken';
const ok = 'test/fixtures/engine/ok';

/** A config folder: the engine fixtures' suites config and the given quarantine.yaml. */
function configWith(quarantine: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'agentdesk-quarantine-'));
  copyFileSync(join(root, 'test/fixtures/engine/suites.yaml'), join(dir, 'suites.yaml'));
  writeFileSync(join(dir, 'quarantine.yaml'), quarantine);
  return join(dir, 'suites.yaml');
}

/** The one case under the fixture folder (a file is named after its case's id). */
const brokenId = (): string => readdirSync(join(root, broken))[0]!.replace(/\.yaml$/, '');

describe('parseQuarantine', () => {
  const entry = (expires: string, id = 'cancel-processing-order') => `  - { id: ${id}, reason: flaky on live models, owner: ana, expires: ${expires} }\n`;

  it('holds an entry through its expiry day, and not a day after', () => {
    expect(parseQuarantine(`quarantine:\n${entry('2026-12-01')}`, 'q.yaml', '2026-12-01').problems).toEqual([]);
    const late = parseQuarantine(`quarantine:\n${entry('2026-11-30')}`, 'q.yaml', '2026-12-01');
    expect(late.problems).toMatchObject([{ code: 'QUARANTINE_EXPIRED', file: 'q.yaml', line: 2 }]);
  });

  it('needs a reason, an owner and a date, and one entry per case', () => {
    const missing = parseQuarantine('quarantine:\n  - { id: a-case, reason: x, expires: 2030-01-01 }\n', 'q.yaml', '2026-12-01');
    expect(missing.problems.map((p) => p.code)).toEqual(['SCHEMA_MISSING_KEY']);
    const badDate = parseQuarantine('quarantine:\n  - { id: a-case, reason: x, owner: y, expires: soon }\n', 'q.yaml', '2026-12-01');
    expect(badDate.problems.map((p) => p.code)).toEqual(['SCHEMA_FORMAT']);
    const twice = parseQuarantine(`quarantine:\n${entry('2030-01-01', 'a-case')}${entry('2030-01-01', 'a-case')}`, 'q.yaml', '2026-12-01');
    expect(twice.problems).toMatchObject([{ code: 'QUARANTINE_DUPLICATE', line: 3 }]);
  });
});

describe('agentdesk validate', () => {
  it('fails (exit 2) on an expired quarantine entry, at its line', async () => {
    const config = configWith('quarantine:\n  - { id: some-case, reason: flaky, owner: ana, expires: 2020-01-31 }\n');
    const io = memoryIO({ cwd: root });
    expect(await cli(['validate', broken, '--config', config], io)).toBe(2);
    expect(io.out + io.err).toMatch(/quarantine\.yaml:2:\d+ {2}QUARANTINE_EXPIRED {2}quarantine of some-case expired on 2020-01-31/);
  });

  it('and so does every run: nothing runs on a rotten quarantine', async () => {
    const config = configWith('quarantine:\n  - { id: some-case, reason: flaky, owner: ana, expires: 2020-01-31 }\n');
    expect(await cli(['eval', broken, '--config', config, '--reporter', 'terminal', '--out', mkdtempSync(join(tmpdir(), 'agentdesk-q-'))], memoryIO({ cwd: root }))).toBe(2);
  });
});

describe('a quarantined case', () => {
  it('runs and is reported, and its failure does not fail the gate', async () => {
    const id = brokenId();
    const out = mkdtempSync(join(tmpdir(), 'agentdesk-q-'));
    const io = memoryIO({ cwd: root });
    const withIt = configWith(`quarantine:\n  - { id: ${id}, reason: waiting for the refund fix, owner: ana, expires: 2099-12-31 }\n`);
    expect(await cli(['eval', broken, ok, '--gate', '--config', withIt, '--reporter', 'terminal', '--reporter', 'md', '--out', out], io)).toBe(0);
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
    expect(results.trials.map((t) => [t.caseId, t.verdict])).toEqual([[id, 'fail'], ['cancel-processing-order', 'pass'], ['order-status-shipped', 'pass']]);
    expect(results.summary.overall).toMatchObject({ passed: 2, failed: 1 });
    expect(results.cases.find((c) => c.id === id)?.quarantined).toEqual({ reason: 'waiting for the refund fix', owner: 'ana', expires: '2099-12-31' });
    expect(io.out).toMatch(new RegExp(`Quarantined, not gated \\(1\\): ${id} \\(0/1 passed; until 2099-12-31, ana\\)`));
    expect(readFileSync(join(out, 'report.md'), 'utf8')).toMatch(/## Quarantined \(1\): run and reported, not gated/);
    // Without the quarantine the same run fails its gate.
    const without = configWith('quarantine: []\n');
    expect(await cli(['eval', broken, ok, '--gate', '--config', without, '--reporter', 'terminal', '--out', mkdtempSync(join(tmpdir(), 'agentdesk-q-'))], memoryIO({ cwd: root }))).toBe(1);
  });
});

describe('a quarantine entry that names no case', () => {
  it('is a validate warning at its id (exit 0), and a real case beside it is not', async () => {
    const okId = readdirSync(join(root, ok))[0]!.replace(/\.yaml$/, '');
    const config = configWith(
      `quarantine:\n  - { id: ${okId}, reason: flaky, owner: ana, expires: 2099-01-31 }\n  - { id: ${okId}-typo, reason: flaky, owner: ana, expires: 2099-01-31 }\n`,
    );
    // The golden root is the config's folder: the case lives there, whatever path is validated.
    copyFileSync(join(root, ok, `${okId}.yaml`), join(config, '..', `${okId}.yaml`));
    const io = memoryIO({ cwd: root });
    expect(await cli(['validate', ok, '--config', config], io)).toBe(0);
    const warnings = io.out.split('\n').filter((l) => l.includes('QUARANTINE_UNKNOWN_CASE'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(new RegExp(`quarantine\\.yaml:3:\\d+ {2}QUARANTINE_UNKNOWN_CASE {2}warning: ${okId}-typo is no case under .*: the entry quarantines nothing`));
  });
});
