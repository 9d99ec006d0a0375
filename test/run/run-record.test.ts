/**
 * A run is green only with its record written: every write failure is exit 3 with the path and the
 * reason, printed last; a bad --out is refused before anything runs (exit 2, one line); a reused
 * folder holds no file of an earlier run.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, memoryIO } from '../../src/index.js';

const root = join(import.meta.dirname, '..', '..');
const cases = ['test/fixtures/engine/ok', '--config', 'test/fixtures/engine/suites.yaml'];
const ALL = ['--reporter', 'terminal', '--reporter', 'json', '--reporter', 'md', '--reporter', 'html', '--reporter', 'junit'];

async function evalInto(out: string, extra: string[] = ALL) {
  const io = memoryIO({ cwd: root });
  const code = await cli(['eval', ...cases, '--gate', '--out', out, ...extra], io);
  return { code, io, lastErr: io.err.trimEnd().split('\n').at(-1) ?? '' };
}

const tempDir = () => mkdtempSync(join(tmpdir(), 'agentdesk-record-'));

describe('the exit code is decided after the record is written', () => {
  it('exits 3 naming results.json when a folder stands in its way, with no verdict and no leftover temp file', async () => {
    const out = tempDir();
    mkdirSync(join(out, 'results.json'));
    const { code, io, lastErr } = await evalInto(out);
    expect(code).toBe(3);
    expect(lastErr).toContain(join(out, 'results.json'));
    expect(lastErr).toMatch(/EISDIR|is a directory|folder/i);
    expect(io.out).not.toContain('GATE PASSED');
    expect(readdirSync(out).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('exits 3 when one requested report cannot be written, and still writes the others', async () => {
    const out = tempDir();
    mkdirSync(join(out, 'junit.xml'));
    const { code, io, lastErr } = await evalInto(out);
    expect(code).toBe(3);
    expect(lastErr).toContain(join(out, 'junit.xml'));
    expect(io.out).not.toContain('GATE PASSED');
    expect(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')).gate.passed).toBe(true);
    expect(existsSync(join(out, 'report.md'))).toBe(true);
  });

  it('prints the verdict only once the record is written, and exits 0', async () => {
    const out = tempDir();
    const { code, io } = await evalInto(out);
    expect(code).toBe(0);
    expect(io.err).toBe('');
    const lines = io.out.trimEnd().split('\n');
    const verdict = lines.findIndex((l) => l.startsWith('GATE PASSED'));
    expect(verdict).toBeGreaterThan(lines.findIndex((l) => l.startsWith('Run folder:')));
    for (const file of ['results.json', 'report.md', 'report.html', 'junit.xml', 'traces.jsonl']) expect(existsSync(join(out, file))).toBe(true);
  });
});

describe('--out is checked before anything runs', () => {
  const refused = async (out: string) => {
    const started = Date.now();
    const r = await evalInto(out);
    expect(r.code).toBe(2);
    expect(r.io.err.trimEnd().split('\n')).toHaveLength(1);
    expect(r.io.err).not.toMatch(/\n\s+at /);
    expect(r.io.out).toBe('');
    expect(Date.now() - started).toBeLessThan(5000);
    return r.io.err;
  };

  it('refuses a path that is an existing file', async () => {
    const file = join(tempDir(), 'results');
    writeFileSync(file, 'not a folder');
    expect(await refused(file)).toContain(file);
  });

  it('refuses a path under a file', async () => {
    const file = join(tempDir(), 'plain-file');
    writeFileSync(file, 'x');
    expect(await refused(join(file, 'run'))).toContain(file);
  });

  it('refuses /proc and the other trees that are not ordinary folders', async () => {
    await refused('/proc/agentdesk-run');
    await refused('/sys/agentdesk-run');
  });

  it.skipIf(process.getuid?.() === 0)('refuses a folder it cannot write to', async () => {
    const out = tempDir();
    chmodSync(out, 0o555);
    expect(await refused(out)).toContain(out);
  });
});

describe('a reused --out folder', () => {
  it('holds no report of the earlier run once a new run is written there', async () => {
    const out = tempDir();
    expect((await evalInto(out)).code).toBe(0);
    writeFileSync(join(out, 'notes.txt'), 'mine');
    expect((await evalInto(out, ['--reporter', 'json'])).code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['notes.txt', 'results.json', 'traces.jsonl']);
  });
});
