/** `agentdesk audit` as a user runs it: flags, exit codes, and the reports it writes. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, EXIT, memoryIO } from '../../src/index.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'audit');

async function run(...argv: string[]) {
  const io = memoryIO({ cwd: FIXTURES });
  const out = mkdtempSync(join(tmpdir(), 'agentdesk-audit-'));
  const code = await cli(['audit', ...argv, '--out', out], io);
  return { code, io, out };
}

describe('agentdesk audit (CLI)', () => {
  it('exits 0 on a strong case and writes audit.json and audit.md', async () => {
    const { code, io, out } = await run('strong', '--min-score', '0.95');
    expect(io.err).toBe('');
    expect(code).toBe(EXIT.ok);
    const json = JSON.parse(readFileSync(join(out, 'audit.json'), 'utf8'));
    expect(json).toMatchObject({ version: 1, gate: { passed: true }, score: { overall: { survived: 0 } } });
    expect(readFileSync(join(out, 'audit.md'), 'utf8')).toMatch(/^# AgentDesk audit/);
    expect(io.out).toContain('cancel-after-yes');
  });

  it('exits 1 when the score is under --min-score, and names each survivor with its before and after', async () => {
    const { code, io } = await run('weak', '--min-score', '0.95');
    expect(code).toBe(EXIT.gateFailed);
    expect(io.out).toMatch(/SURVIVED cancel-after-yes × stop-after-proposal/);
    expect(io.out).toMatch(/before: execute_action\(proposal_id: P1\)/);
  });

  it('exits 1 on a broken reference, even with no minimum score', async () => {
    const { code, io } = await run('broken');
    expect(code).toBe(EXIT.gateFailed);
    expect(io.out).toMatch(/BROKEN .*cancel-reference-wrong\.yaml:\d+:\d+/);
  });

  it('takes the minimum and the accepted survivors from the config', async () => {
    const { code, io } = await run('weak', '--config', 'suites-accept.yaml', '--format', 'json');
    expect(code).toBe(EXIT.ok);
    const json = JSON.parse(io.out);
    expect(json.score.overall.survived).toBe(0);
    // Three accepted operators; wrong-language makes two mutants (two other languages).
    expect(json.score.overall.accepted).toBe(4);
    expect(json.gate.checks.map((c: { name: string }) => c.name)).toContain('min-score');
  });

  it('exits 2 on an invalid case, printing its problems', async () => {
    const { code, io } = await run('invalid');
    expect(code).toBe(EXIT.invalidInput);
    expect(io.err).toMatch(/not-valid\.yaml:\d+:\d+ {2}SCHEMA_UNKNOWN_KEY/);
  });

  it('exits 2 on a bad flag value', async () => {
    expect((await run('strong', '--format', 'xml')).code).toBe(EXIT.invalidInput);
    expect((await run('strong', '--min-score', '2')).code).toBe(EXIT.invalidInput);
  });
});
