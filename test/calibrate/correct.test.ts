/**
 * An eval run's judge pass rates, raw and corrected by the judge's calibration (Rogan–Gladen):
 * worked out by hand on made-up verdicts, then end to end: calibrate a loopback judge, then eval
 * with it, and read the corrected rate in the terminal, results.json and report.md.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeRates, type JudgeCalibration } from '../../src/calibrate/index.js';
import type { CheckCalibration } from '../../src/calibrate/types.js';
import { cli, EXIT, memoryIO, type RunResults, type TrialResult, type Verdict } from '../../src/index.js';
import { keywordJudge } from '../support/keyword-judge.js';
import { type OpenAIServer, startOpenAIServer } from '../support/openai-server.js';

const RUBRIC = 'The reply apologises to the customer for the delay.';
const OTHER = 'The reply names the carrier.';

function trial(caseId: string, verdicts: [string, Verdict][]): TrialResult {
  return {
    caseId,
    trial: 1,
    verdict: verdicts.some(([, v]) => v === 'fail') ? 'fail' : 'pass',
    assertions: verdicts.map(([line, verdict], i) => ({ dimension: 'judge', assertion: `judge[${i}]`, expected: line, verdict, message: '' })),
    dimensions: {},
    unjudgedAssertions: verdicts.filter(([, v]) => v === 'unjudged').length,
    usage: { inputTokens: 0, cachedInputTokens: 0, outputTokens: 0 },
    durationMs: 0,
  };
}

function row(rubric: string, t: Pick<CheckCalibration, 'truePass' | 'falseFail' | 'trueFail' | 'falsePass'>): CheckCalibration {
  const correct = t.truePass + t.falseFail;
  const wrong = t.trueFail + t.falsePass;
  return {
    check: `judge: ${rubric}`,
    rubric,
    safety: false,
    unjudged: 0,
    wronglyUnjudged: 0,
    wronglyJudged: 0,
    ...t,
    ...(correct > 0 ? { tpr: t.truePass / correct } : {}),
    ...(wrong > 0 ? { tnr: t.trueFail / wrong } : {}),
  };
}

const JUDGE = 'openai:judge-model';
const calibrated = (checks: CheckCalibration[], id = JUDGE): { file: string; result: JudgeCalibration } => ({
  file: 'cal.json',
  result: { checks, judge: { id, settings: {} } },
});

// Four cases: the rubric passed 2 of 4 decided, one unknown; the other line passed once.
const TRIALS = [
  trial('a', [[RUBRIC, 'pass'], [OTHER, 'pass']]),
  trial('b', [[RUBRIC, 'fail']]),
  trial('c', [[RUBRIC, 'pass']]),
  trial('d', [[RUBRIC, 'fail']]),
  trial('e', [[RUBRIC, 'unjudged']]),
];

describe('judge rates of a run', () => {
  it('corrects each rubric line by its own calibration row: (q + TNR − 1) / (TPR + TNR − 1)', () => {
    // TPR 9/10, TNR 8/10, q = 2/4: (0.5 + 0.8 − 1) / 0.7 = 3/7.
    const rates = judgeRates(TRIALS, JUDGE, calibrated([row(RUBRIC, { truePass: 9, falseFail: 1, trueFail: 8, falsePass: 2 })]));
    const r = rates!.rubrics.find((x) => x.rubric === RUBRIC)!;
    expect(r).toMatchObject({ passed: 2, judged: 4, unjudged: 1, raw: 0.5, tpr: 0.9, tnr: 0.8 });
    expect(r.corrected).toBeCloseTo(3 / 7, 12);
    expect(r.interval!.low).toBeLessThanOrEqual(r.corrected!);
    expect(r.interval!.high).toBeGreaterThanOrEqual(r.corrected!);
    expect(rates!.rubrics.find((x) => x.rubric === OTHER)).toMatchObject({ raw: 1, note: expect.stringMatching(/has no calibration of this line/) });
  });

  it('says the correction is undefined, and never divides, when the judge is no better than chance on the line', () => {
    // TPR 5/10, TNR 5/10: TPR + TNR − 1 = 0.
    const r = judgeRates(TRIALS, JUDGE, calibrated([row(RUBRIC, { truePass: 5, falseFail: 5, trueFail: 5, falsePass: 5 })]))!.rubrics[0]!;
    expect(r.corrected).toBeUndefined();
    expect(r.note).toMatch(/not corrected: TPR \+ TNR − 1 = 0\.000 ≤ 0/);
    expect(r.raw).toBe(0.5);
  });

  it('corrects only by a calibration of the same judge', () => {
    const r = judgeRates(TRIALS, JUDGE, calibrated([row(RUBRIC, { truePass: 9, falseFail: 1, trueFail: 8, falsePass: 2 })], 'openai:other'))!.rubrics[0]!;
    expect(r.corrected).toBeUndefined();
    expect(r.note).toBe("not corrected: cal.json calibrated openai:other, this run's judge is openai:judge-model");
  });

  it('keeps the raw rate and says why when there is no calibration or an unmeasured row', () => {
    expect(judgeRates(TRIALS, JUDGE, { missing: 'no calibration at x' })!.rubrics[0]).toMatchObject({ raw: 0.5, note: 'not corrected: no calibration at x' });
    const unmeasured = judgeRates(TRIALS, JUDGE, calibrated([row(RUBRIC, { truePass: 3, falseFail: 0, trueFail: 0, falsePass: 0 })]))!.rubrics[0]!;
    expect(unmeasured.note).toMatch(/unmeasured \(3 correct and 0 wrong/);
  });

  it('is absent from a run with no judge lines, or no judge: its lines are all unjudged', () => {
    expect(judgeRates([], JUDGE, { missing: 'x' })).toBeUndefined();
    expect(judgeRates(TRIALS, undefined, { missing: 'x' })).toBeUndefined();
  });
});

describe('eval with a calibrated loopback judge (real openai backend)', () => {
  const KEY = 'sk-test-2b7e151628aed2a6';
  const ROOT = join(import.meta.dirname, '..', '..');
  // The six behaviours that do apologise: a perfect agent, as far as this line goes.
  const APOLOGIES = ['sorry-late-ok', 'sorry-wait-ok', 'apologise-ok', 'apologies-ok', 'really-sorry-ok', 'short-sorry-ok'].map((n) => `calibration/judge/jdg-en-${n}.yaml`);
  let server: OpenAIServer;
  let dir: string;
  beforeAll(async () => {
    server = await startOpenAIServer({ apiKey: KEY, responder: keywordJudge });
    dir = await mkdtemp(join(tmpdir(), 'agentdesk-judge-rates-'));
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('reports the raw 60 % of an all-apologising run corrected to 100 %, in the terminal, results.json and report.md', async () => {
    const env = { AGENTDESK_JUDGE_BASE_URL: server.url, AGENTDESK_JUDGE_API_KEY: KEY };
    const cal = join(dir, 'cal');
    const calibrateIO = memoryIO({ cwd: ROOT, env });
    await cli(['calibrate', 'calibration/judge', '--config', 'test/fixtures/calibrate/judge-suites.yaml', '--judge', 'openai:loopback-judge', '--out', cal], calibrateIO);
    const config = join(dir, 'suites.yaml');
    await writeFile(
      config,
      ['version: 1', 'defaultSuite: all', 'suites:', '  all:', '    select: {}', '    gate: { minPassRate: 0 }', 'judge:', '  model: openai:loopback-judge', `  calibration: ${join(cal, 'calibration.json')}`, ''].join('\n'),
    );
    const io = memoryIO({ cwd: ROOT, env });
    const run = join(dir, 'run');
    const code = await cli(['eval', ...APOLOGIES, '--config', config, '--out', run, '--no-langfuse'], io);
    expect(code).toBe(EXIT.ok);
    const results = JSON.parse(await readFile(join(run, 'results.json'), 'utf8')) as RunResults;
    // The judge passed the three "sorry"s, failed "I apologise" and "My apologies", could not tell on the short one:
    // q = 3/5, TPR 3/5, TNR 4/6: (3/5 + 4/6 − 1) / (3/5 + 4/6 − 1) = 1.
    expect(results.judgeRates?.rubrics).toEqual([
      expect.objectContaining({ rubric: RUBRIC, passed: 3, judged: 5, unjudged: 1, raw: 0.6, corrected: 1, tpr: 0.6, tnr: 4 / 6 }),
    ]);
    // Five correct and six wrong labels leave the judge's own rates loose: too many resamples are chance-level.
    expect(results.judgeRates?.rubrics[0]?.note).toMatch(/^no interval: in \d+ of 2000 resamples the judge was no better than chance$/);
    expect(io.out).toContain('raw 60.0% (3/5, 1 unjudged) → corrected 100.0% (no interval');
    const md = await readFile(join(run, 'report.md'), 'utf8');
    expect(md).toMatch(/## Judge rubric lines[\s\S]*\| The reply apologises to the customer for the delay\. \| 60\.0% \(3\/5, 1 unjudged\) \| 100\.0%/);
  });

  it('stops before the run, exit 2, when the judge block names a calibration that is not there', async () => {
    const config = join(dir, 'missing.yaml');
    await writeFile(config, ['version: 1', 'defaultSuite: all', 'suites:', '  all:', '    select: {}', '    gate: { minPassRate: 0 }', 'judge:', '  model: openai:loopback-judge', `  calibration: ${join(dir, 'nope.json')}`, ''].join('\n'));
    const io = memoryIO({ cwd: ROOT, env: { AGENTDESK_JUDGE_BASE_URL: server.url, AGENTDESK_JUDGE_API_KEY: KEY } });
    server.reset();
    const code = await cli(['eval', APOLOGIES[0]!, '--config', config, '--out', join(dir, 'run2'), '--no-langfuse'], io);
    expect(code).toBe(EXIT.invalidInput);
    expect(io.err).toMatch(/judge\.calibration .*nope\.json could not be read/);
    expect(server.requests).toHaveLength(0);
  });
});
