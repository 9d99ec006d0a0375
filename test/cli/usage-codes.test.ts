/**
 * Every user mistake that is not a line of a file is a UsageError with a stable code from
 * USAGE_CODES: printed before its message (as a case problem prints its code), exit 2. Tests
 * assert codes, not wording.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, memoryIO } from '../../src/index.js';
import { EXIT, USAGE_CODES, UsageError } from '../../src/errors.js';
import { parseShard } from '../../src/run/shard.js';

const root = join(import.meta.dirname, '..', '..');
const CASES = 'test/fixtures/engine/ok';
const CONFIG = ['--config', 'test/fixtures/engine/suites.yaml'];
const out = () => ['--out', mkdtempSync(join(tmpdir(), 'agentdesk-usage-codes-'))];

async function refused(argv: string[]): Promise<string> {
  const io = memoryIO({ cwd: root });
  expect(await cli(argv, io)).toBe(EXIT.invalidInput);
  return io.err;
}

describe('a usage error', () => {
  it.each([
    ['usage/unknown-flag', ['eval', '--no-such-flag']],
    ['usage/flag-value', ['eval', '--trials']],
    ['usage/operands', ['chat', '--case', 'x.yaml', 'extra']],
    ['usage/missing-flag', ['sweep', CASES, ...CONFIG]],
    ['usage/bad-number', ['eval', CASES, ...CONFIG, '--trials', '0']],
    ['usage/bad-choice', ['audit', CASES, ...CONFIG, '--format', 'yaml']],
    ['usage/bad-shard', ['eval', CASES, ...CONFIG, '--shard', '5/4']],
    ['usage/unknown-suite', ['eval', CASES, ...CONFIG, '--suite', 'no-such-suite']],
    ['usage/no-cases', ['eval', CASES, ...CONFIG, '--filter', 'no-such-case']],
    ['usage/model-spec', ['eval', CASES, ...CONFIG, '--model', 'no-such-backend:x', ...out()]],
    ['usage/run-folder', ['report', 'no/such/run-folder']],
  ])('%s: printed after the command name, before the message, exit 2', async (code, argv) => {
    expect(await refused(argv)).toMatch(new RegExp(`^agentdesk ${argv[0]}: ${code} {2}\\S`, 'm'));
  });

  it('carries its code when the library throws it', () => {
    expect(() => parseShard('two of four')).toThrow(UsageError);
    try {
      parseShard('two of four');
    } catch (error) {
      expect((error as UsageError).code).toBe('usage/bad-shard');
    }
  });
});

/** Every .ts file under src/. */
function sources(dir = join(root, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('USAGE_CODES', () => {
  const thrown = sources().flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const sites = text.split('new UsageError(').length - 1;
    // A literal code, or a variable the type holds to UsageCode (parseFlags' map of node:util's codes).
    const args = [...text.matchAll(/new UsageError\(\s*(?:'([^']*)'|([A-Za-z_$][\w$]*)\s*,)/g)];
    return [{ file, sites, coded: args.length, codes: args.flatMap((m) => (m[1] !== undefined ? [m[1]] : [])) }];
  });

  it('is what every UsageError in src/ is thrown with, written at the throw', () => {
    for (const { file, sites, coded, codes } of thrown) {
      expect({ file, coded }).toEqual({ file, coded: sites });
      for (const code of codes) expect(USAGE_CODES).toContain(code);
    }
    expect(thrown.reduce((n, t) => n + t.sites, 0)).toBeGreaterThan(50);
  });

  it('has no code that nothing throws, and the README lists each one', () => {
    const used = new Set(thrown.flatMap((t) => t.codes));
    // parseFlags maps node:util's refusals onto these two.
    const mapped = new Set(['usage/unknown-flag', 'usage/flag-value']);
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    for (const code of USAGE_CODES) {
      expect(used.has(code) || mapped.has(code), code).toBe(true);
      expect(readme, code).toContain(`\`${code}\``);
    }
    const args = readFileSync(join(root, 'src/cli/args.ts'), 'utf8');
    for (const code of mapped) expect(args).toContain(`'${code}'`);
  });
});
