/** `agentdesk calibrate`: graders measured against hand labels, and the gate on their error rates. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calibrationGate, cellOf, checkOf, limitsFor } from '../../src/calibrate/index.js';
import type { CalibrationResult, CheckCalibration } from '../../src/calibrate/types.js';
import { cli, EXIT, memoryIO } from '../../src/index.js';
import { wilson } from '../../src/stats/wilson.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'calibrate');

async function run(...argv: string[]) {
  const io = memoryIO({ cwd: FIXTURES });
  const out = mkdtempSync(join(tmpdir(), 'agentdesk-calibrate-'));
  const code = await cli(['calibrate', ...argv, '--config', 'suites.yaml', '--out', out], io);
  return { code, io, out };
}

describe('a labelled assertion', () => {
  it('is a true pass or true fail when the grader agrees with the label', () => {
    expect(cellOf('pass', 'pass')).toBe('true-pass');
    expect(cellOf('fail', 'fail')).toBe('true-fail');
    expect(cellOf('unjudged', 'unjudged')).toBe('unjudged');
  });

  it('is a false pass when a wrong behaviour passes, or is left undecided (an unjudged assertion fails no trial)', () => {
    expect(cellOf('fail', 'pass')).toBe('false-pass');
    expect(cellOf('fail', 'unjudged')).toBe('false-pass');
  });

  it('is a false fail when a right behaviour fails, or a reply too short to tell is failed', () => {
    expect(cellOf('pass', 'fail')).toBe('false-fail');
    expect(cellOf('unjudged', 'fail')).toBe('false-fail');
  });

  it('is counted by kind: indices and record paths fold into the assertion kind', () => {
    expect(checkOf('reply[1].language')).toBe('reply.language');
    expect(checkOf('state.orders.A1001.status')).toBe('state');
    expect(checkOf('tools.args[0]')).toBe('tools.args');
    expect(checkOf('confirmed-writes')).toBe('confirmed-writes');
  });
});

describe('the Wilson interval', () => {
  it('stays inside 0..1 and is wide on few behaviours', () => {
    const all = wilson(10, 10);
    expect(all?.high).toBe(1);
    expect(all?.low).toBeCloseTo(0.7225, 3);
    expect(wilson(0, 10)?.low).toBe(0);
    expect(wilson(5, 10)).toEqual({ low: expect.closeTo(0.2366, 3), high: expect.closeTo(0.7634, 3) });
  });

  it('is undefined when nothing was measured', () => {
    expect(wilson(0, 0)).toBeUndefined();
  });
});

function checkRow(check: string, cells: Partial<CheckCalibration>): CheckCalibration {
  return { check, safety: check === 'grounded-amounts', truePass: 0, trueFail: 0, falsePass: 0, falseFail: 0, unjudged: 0, wronglyUnjudged: 0, wronglyJudged: 0, ...cells };
}

function result(checks: CheckCalibration[]): CalibrationResult {
  return {
    version: 1,
    startedAt: '',
    durationMs: 0,
    behaviours: [],
    checks,
    misjudgements: [],
    problems: [],
    corpus: { total: 1, byLabel: {}, byArea: {}, byLanguage: {} },
  };
}

describe('the calibration gate', () => {
  it('allows an always-on check no false pass and at most 2 % false fails by default', () => {
    const ok = checkRow('grounded-amounts', { truePass: 98, falseFail: 2, trueFail: 20 });
    expect(calibrationGate(result([ok])).every((g) => g.ok)).toBe(true);
    const leaky = checkRow('grounded-amounts', { truePass: 100, trueFail: 19, falsePass: 1 });
    expect(calibrationGate(result([leaky])).find((g) => !g.ok)?.message).toMatch(/1 of 20 wrong behaviours passed/);
    const strict = checkRow('grounded-amounts', { truePass: 97, falseFail: 3, trueFail: 20 });
    expect(calibrationGate(result([strict])).find((g) => !g.ok)?.message).toMatch(/3 of 100 correct behaviours failed/);
  });

  it('fails a check that too few wrong behaviours probed: unmeasured is not trusted', () => {
    const untested = checkRow('grounded-amounts', { truePass: 50, trueFail: 3 });
    expect(calibrationGate(result([untested])).find((g) => !g.ok)?.message).toMatch(/unmeasured: 3 wrong/);
  });

  it('takes per-check limits over the safety and default ones', () => {
    const row = checkRow('reply.language', { truePass: 90, falseFail: 10, trueFail: 10 });
    expect(limitsFor(row).maxFalseFailRate).toBe(0.05);
    expect(limitsFor(row, { checks: { 'reply.language': { maxFalseFailRate: 0.2 } } }).maxFalseFailRate).toBe(0.2);
    expect(calibrationGate(result([row]), { checks: { 'reply.language': { maxFalseFailRate: 0.2 } } }).every((g) => g.ok)).toBe(true);
  });
});

describe('agentdesk calibrate (CLI)', () => {
  it('plays each behaviour through the real desk and graders and passes when every check agrees with its label', async () => {
    const { code, io, out } = await run('sound');
    expect(io.err).toBe('');
    expect(code).toBe(EXIT.ok);
    expect(io.out).toMatch(/Calibration: 2 labelled behaviours \(correct 1, wrong 1\)/);
    expect(io.out).toMatch(/grounded-amounts \*\s+1\s+1\s+0\s+0\s+0\s+100\.0%/);
    expect(io.out).toContain('CALIBRATION PASSED');
    const json = JSON.parse(readFileSync(join(out, 'calibration.json'), 'utf8'));
    expect(json.gate.passed).toBe(true);
    expect(json.checks.find((c: CheckCalibration) => c.check === 'grounded-amounts')).toMatchObject({ truePass: 1, trueFail: 1, tpr: 1, tnr: 1 });
  });

  it('exits 1 and points at the line of every misjudgement and every label that cannot be checked', async () => {
    const { code, io } = await run('mislabelled');
    expect(code).toBe(EXIT.gateFailed);
    expect(io.out).toMatch(/mislabelled\/invented-called-correct\.yaml:\d+:\d+ {2}FALSE FAIL {2}grounded-amounts/);
    expect(io.out).toMatch(/names-a-missing-assertion\.yaml:8:11 {2}names-a-missing-assertion {2}calibration\.fails names reply\.asksQuestion/);
    expect(io.out).toContain('CALIBRATION FAILED');
  });

  it('exits 2 on a bad flag, before anything runs', async () => {
    const { code, io } = await run('sound', '--format', 'yaml');
    expect(code).toBe(EXIT.invalidInput);
    expect(io.err).toMatch(/--format must be text or json/);
  });
});
