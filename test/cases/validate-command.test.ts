import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, EXIT, memoryIO } from '../../src/index.js';
import { caseText, FIXTURES, folderWith } from './helpers.js';

describe('agentdesk validate', () => {
  it('exits 0 on valid cases and says how many (warnings do not make a case invalid)', async () => {
    const io = memoryIO({ cwd: FIXTURES });
    expect(await cli(['validate', 'valid'], io)).toBe(EXIT.ok);
    // Two fixtures answer a proposal without a confirms: label; the config is looked for from
    // the working directory up, so the repository's own is found.
    expect(io.out.trim().split('\n').pop()).toMatch(/^3 files, 3 cases valid; config \S*golden\/suites\.yaml valid; 2 warnings$/);
    expect(io.out.split('\n').filter((line) => /^valid\/\S+:\d+:\d+ {2}[A-Z_]+ {2}/.test(line)).every((line) => line.includes('UNLABELLED_CONSENT  warning: '))).toBe(true);
  });

  it('exits 2 on the invalid corpus, printing every problem as path:line:column  CODE  message', async () => {
    const io = memoryIO({ cwd: FIXTURES });
    expect(await cli(['validate', 'invalid'], io)).toBe(EXIT.invalidInput);
    const lines = io.out.split('\n').filter((line) => /^invalid\/\S+:\d+:\d+ {2}[A-Z_]+ {2}/.test(line));
    expect(lines.length).toBeGreaterThanOrEqual(50);
    expect(io.out).toContain('invalid/status-enum.yaml:15:15  SCHEMA_ENUM  given.orders[0].status:');
    expect(io.out.trim().split('\n').pop()).toMatch(/^\d+ problems in \d+ of \d+ files$/);
  });

  it('prints { files, cases, problems } with --format json', async () => {
    const io = memoryIO({ cwd: FIXTURES });
    expect(await cli(['validate', 'invalid/three-mistakes.yaml', 'valid', '--format', 'json'], io)).toBe(EXIT.invalidInput);
    const report = JSON.parse(io.out);
    expect(report).toMatchObject({ valid: false, files: 4, cases: 3 });
    const errors = report.problems.filter((p: { severity: string }) => p.severity === 'error');
    expect(errors.map((p: { code: string; line: number }) => [p.code, p.line])).toEqual([
      ['SCHEMA_FORMAT', 6],
      ['UNKNOWN_SKU', 18],
      ['SCHEMA_UNKNOWN_KEY', 25],
    ]);
    expect(report.problems.filter((p: { severity: string }) => p.severity === 'warning').map((p: { code: string }) => p.code)).toEqual(['UNLABELLED_CONSENT', 'UNLABELLED_CONSENT']);
  });

  it('checks the suites config too, and exits 2 on its problems', async () => {
    const cwd = await folderWith({ 'golden/small-case.yaml': caseText(), 'golden/suites.yaml': 'version: 2\ndefaultSuite: x\nsuites: {}\n' });
    const io = memoryIO({ cwd });
    expect(await cli(['validate', '--format', 'json'], io)).toBe(EXIT.invalidInput);
    const report = JSON.parse(io.out);
    expect(report.cases).toBe(1);
    // The small case has no reference: a warning, beside the config's errors.
    expect(report.problems.map((p: { file: string; code: string }) => [p.file, p.code])).toEqual([
      ['golden/suites.yaml', 'SCHEMA_ENUM'],
      ['golden/suites.yaml', 'CONFIG_UNKNOWN_SUITE'],
      ['golden/suites.yaml', 'SCHEMA_RANGE'],
      ['golden/small-case.yaml', 'NO_REFERENCE'],
    ]);
  });

  it('exits 2 on a missing --config file and on an unknown flag or format', async () => {
    expect(await cli(['validate', 'valid', '--config', 'nope.yaml'], memoryIO({ cwd: FIXTURES }))).toBe(EXIT.invalidInput);
    expect(await cli(['validate', '--strict'], memoryIO({ cwd: FIXTURES }))).toBe(EXIT.invalidInput);
    const io = memoryIO({ cwd: FIXTURES });
    expect(await cli(['validate', 'valid', '--format', 'xml'], io)).toBe(EXIT.invalidInput);
    expect(io.err).toContain('xml');
  });

  it('shows the source line under each problem in text format', async () => {
    const io = memoryIO({ cwd: FIXTURES });
    await cli(['validate', 'invalid/status-enum.yaml'], io);
    expect(io.out).toContain('  15 |       status: shiped\n');
  });
});

describe('an invalid case on GitHub Actions', () => {
  it('is annotated at its line and column, and the job summary says nothing ran (exit 2)', async () => {
    const summary = join(mkdtempSync(join(tmpdir(), 'agentdesk-summary-')), 'summary.md');
    const io = memoryIO({ cwd: FIXTURES, env: { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary } });
    expect(await cli(['eval', 'invalid', '--no-langfuse'], io)).toBe(EXIT.invalidInput);
    const lines = io.out.split('\n').filter((l) => l.startsWith('::error file=invalid/'));
    expect(lines.length).toBeGreaterThanOrEqual(50);
    expect(lines.every((l) => /^::error file=invalid\/[^,]+,line=\d+,col=\d+,title=[A-Z_]+::\S/.test(l))).toBe(true);
    expect(readFileSync(summary, 'utf8')).toMatch(/^# 🔴 INVALID INPUT: nothing was run/);
  });
});
