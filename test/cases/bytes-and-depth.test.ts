/**
 * A case file is UTF-8 or it is refused at its first bad byte (line and column); nesting a case
 * never needs is a YAML limit said in case-writer words, not a stack overflow.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, loadCases, memoryIO } from '../../src/index.js';

const root = join(import.meta.dirname, '..', '..');

function folderWith(name: string, bytes: Buffer | string): string {
  const dir = mkdtempSync(join(tmpdir(), 'agentdesk-bytes-'));
  writeFileSync(join(dir, name), bytes);
  return dir;
}

const LATIN1 = Buffer.concat([
  Buffer.from('id: latin\ntitle: A Latin-1 file\ncategory: x\nconversation:\n  - "S'),
  Buffer.from([0xed]), // "í" in Latin-1; never valid UTF-8 on its own
  Buffer.from(', adelante"\n'),
]);

describe('case files that are not UTF-8', () => {
  it('are refused with FILE_NOT_UTF8 at the first bad byte', async () => {
    const dir = folderWith('latin.yaml', LATIN1);
    const { cases, problems } = await loadCases([dir], { cwd: dir });
    expect(cases).toEqual([]);
    expect(problems).toEqual([expect.objectContaining({ file: 'latin.yaml', code: 'FILE_NOT_UTF8', line: 5, column: 7 })]);
    expect(problems[0]!.message).toMatch(/UTF-8/);
  });

  it('never reach the model: eval refuses to run (exit 2)', async () => {
    const dir = folderWith('latin.yaml', LATIN1);
    const io = memoryIO({ cwd: root });
    expect(await cli(['eval', dir, '--out', mkdtempSync(join(tmpdir(), 'agentdesk-bytes-out-'))], io)).toBe(2);
    expect(io.out + io.err).toContain('FILE_NOT_UTF8');
  });

  it('accept a UTF-8 byte order mark and any valid UTF-8 text', async () => {
    const text = Buffer.from('\uFEFFid: bom\ntitle: "Sí, adelante — हाँ"\n', 'utf8');
    const { problems } = await loadCases([folderWith('bom.yaml', text)]);
    expect(problems.map((p) => p.code)).not.toContain('FILE_NOT_UTF8');
  });
});

describe('nesting deeper than a case needs', () => {
  const deep = (n: number) => `id: deep\ntitle: t\ncategory: c\nx: ${'['.repeat(n)}${']'.repeat(n)}\n`;

  it.each([200, 1000, 5000])('%i levels: YAML_TOO_DEEP at the line, in words, never a stack overflow', async (n) => {
    const dir = folderWith('deep.yaml', deep(n));
    const { problems } = await loadCases([dir], { cwd: dir });
    const too = problems.filter((p) => p.code === 'YAML_TOO_DEEP');
    expect(too).toHaveLength(1);
    expect(too[0]).toMatchObject({ line: 4 });
    expect(too[0]!.message).not.toMatch(/call stack/i);
    expect(too[0]!.message).toMatch(/levels/);
  });

  it('deep mappings and block lists too', async () => {
    const maps = `id: deep\nx: ${'{a: '.repeat(1000)}1${'}'.repeat(1000)}\n`;
    const lists = `id: deep\nx:\n${'- '.repeat(3000)}1\n`;
    for (const text of [maps, lists]) {
      const { problems } = await loadCases([folderWith('deep.yaml', text)]);
      expect(problems.map((p) => p.code)).toContain('YAML_TOO_DEEP');
      expect(problems.some((p) => /call stack/i.test(p.message))).toBe(false);
    }
  });
});
