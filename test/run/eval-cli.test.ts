/**
 * `agentdesk eval` end to end, in-process: verdicts, messages and exit codes on folders of cases.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, memoryIO, type RunResults } from '../../src/index.js';

const root = join(import.meta.dirname, '..', '..');
const fixtures = 'test/fixtures/engine';
const config = ['--config', `${fixtures}/suites.yaml`];

async function evalRun(args: string[]) {
  const out = mkdtempSync(join(tmpdir(), 'agentdesk-eval-'));
  const io = memoryIO({ cwd: root });
  const code = await cli(['eval', ...args, '--out', out, '--reporter', 'terminal'], io);
  let results: RunResults | undefined;
  try {
    results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
  } catch {
    results = undefined;
  }
  return { code, io, out, results };
}

describe('agentdesk eval', () => {
  it('passes the gate on cases whose references pass, and records transcripts', async () => {
    const { code, io, results } = await evalRun([`${fixtures}/ok`, '--gate', ...config]);
    expect(io.err).toBe('');
    expect(code).toBe(0);
    expect(results?.trials.map((t) => [t.caseId, t.verdict])).toEqual([
      ['cancel-processing-order', 'pass'],
      ['order-status-shipped', 'pass'],
    ]);
    const cancel = results!.trials[0]!;
    expect(cancel.visit?.steps.some((s) => s.kind === 'tool_call' && s.tool === 'execute_action')).toBe(true);
    expect(cancel.visit?.final.orders['A1001']?.status).toBe('cancelled');
    expect(results!.meta.model.id).toBe('reference');
    expect(Object.keys(results!.meta.prompts)).toEqual(expect.arrayContaining(['triage', 'resolver']));
    expect(results!.cases[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(io.out).toContain('GATE PASSED');
  });

  it('fails a case that expects the wrong final state, naming the field, both values and the line', async () => {
    const { code, io, results } = await evalRun([`${fixtures}/broken`, '--gate', ...config]);
    expect(code).toBe(1);
    const t = results!.trials[0]!;
    expect(t.verdict).toBe('fail');
    expect(t.firstFailure).toMatchObject({ dimension: 'state', verdict: 'fail', line: 33, expected: 'shipped', actual: 'cancelled' });
    expect(t.firstFailure?.assertion).toContain('A1001');
    expect(t.firstFailure?.assertion).toContain('status');
    expect(io.out).toContain(`${fixtures}/broken/cancel-expects-wrong-state.yaml:33`);
    expect(io.out).toContain('GATE FAILED');
  });

  it('marks a case with no reference unjudged on the reference model, never failed', async () => {
    const { code, results } = await evalRun([`${fixtures}/unjudged`, ...config]);
    expect(code).toBe(0);
    expect(results!.trials[0]).toMatchObject({ verdict: 'unjudged', reason: 'no_reference' });
  });

  it('refuses to run when a case is invalid (exit 2) and on a bad flag (exit 2)', async () => {
    const invalid = await evalRun(['test/fixtures/invalid', ...config]);
    expect(invalid.code).toBe(2);
    expect(invalid.results).toBeUndefined();
    const badFlag = await evalRun([`${fixtures}/ok`, '--trials', 'zero', ...config]);
    expect(badFlag.code).toBe(2);
    expect(badFlag.io.err).toContain('--trials');
    const unknownFlag = await evalRun([`${fixtures}/ok`, '--frobnicate', ...config]);
    expect(unknownFlag.code).toBe(2);
    const unknownSuite = await evalRun(['--suite', 'nope', ...config]);
    expect(unknownSuite.code).toBe(2);
  });

  it('runs k trials per case, each on its own store', async () => {
    const { code, results } = await evalRun([`${fixtures}/ok`, '--trials', '3', '--filter', 'cancel-*', ...config]);
    expect(code).toBe(0);
    expect(results!.trials.map((t) => `${t.caseId}#${t.trial}:${t.verdict}`)).toEqual([
      'cancel-processing-order#1:pass',
      'cancel-processing-order#2:pass',
      'cancel-processing-order#3:pass',
    ]);
  });
});
