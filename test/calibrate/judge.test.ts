/**
 * `agentdesk calibrate` on judge rubric lines: the labelled behaviours of calibration/judge asked
 * of a loopback judge over the real openai backend, and the rows worked out by hand from its
 * policy (test/support/keyword-judge.ts). The committed recordings of that judge replay the same.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckCalibration } from '../../src/calibrate/types.js';
import { cli, EXIT, memoryIO } from '../../src/index.js';
import { wilson } from '../../src/stats/wilson.js';
import { keywordJudge } from '../support/keyword-judge.js';
import { type OpenAIServer, startOpenAIServer } from '../support/openai-server.js';

const ROOT = join(import.meta.dirname, '..', '..');
const FIXTURE = 'calibration/judge';
const RECORDINGS = 'calibration/judge/recordings';
const KEY = 'sk-test-7f3a9c1e5b2d8f40';
const CONFIG = ['--config', 'test/fixtures/calibrate/judge-suites.yaml'];
const RUBRIC = 'The reply apologises to the customer for the delay.';

let server: OpenAIServer;
let out: string;

beforeAll(async () => {
  server = await startOpenAIServer({ apiKey: KEY, responder: keywordJudge });
  out = await mkdtemp(join(tmpdir(), 'agentdesk-calibrate-judge-'));
});
afterAll(async () => {
  await server.close();
  await rm(out, { recursive: true, force: true });
});

async function calibrate(argv: string[], env: Record<string, string> = {}) {
  const io = memoryIO({ cwd: ROOT, env });
  const dir = await mkdtemp(join(out, 'run-'));
  const code = await cli(['calibrate', ...argv, '--out', dir], io);
  const text = await readFile(join(dir, 'calibration.json'), 'utf8');
  const json = JSON.parse(text) as { checks: CheckCalibration[]; judge?: { id: string }; gate: { passed: boolean; checks: { name: string; ok: boolean; message: string }[] } };
  return { code, io, text, json, row: json.checks.find((c) => c.rubric === RUBRIC) };
}

const loopback = () => ({ AGENTDESK_JUDGE_BASE_URL: server.url, AGENTDESK_JUDGE_API_KEY: KEY });

describe('calibrate with a judge (loopback, real openai backend)', () => {
  it("reports the imperfect judge's TPR and TNR on the rubric line exactly as worked out by hand", async () => {
    server.reset();
    const { code, io, row, json } = await calibrate([FIXTURE, ...CONFIG, '--judge', 'openai:loopback-judge'], loopback());
    expect(io.err).toBe('');
    // Correct: "sorry" ×3 passed; "I apologise", "My apologies" failed; "Sorry, A2001 is late." (4 words) unknown.
    // Wrong: 4 without "sorry" failed; "Sorry, I can only…" and "nothing to be sorry about" passed.
    expect(row).toMatchObject({ truePass: 3, falseFail: 2, trueFail: 4, falsePass: 2, unjudged: 1, wronglyUnjudged: 0 });
    expect(row?.tpr).toBeCloseTo(3 / 5, 12);
    expect(row?.tnr).toBeCloseTo(4 / 6, 12);
    expect(row?.tprInterval).toEqual(wilson(3, 5));
    expect(row?.tnrInterval).toEqual(wilson(4, 6));
    expect(json.judge?.id).toBe('openai:loopback-judge');
    // Measured (5 correct, 6 wrong decided) and better than chance (0.6 + 0.667 − 1 = 0.267): it passes.
    expect(json.gate.checks.find((g) => g.name.endsWith(':informative'))).toMatchObject({ ok: true, message: expect.stringContaining('0.267') });
    expect(code).toBe(EXIT.ok);
    expect(io.out).toMatch(/"The reply apologises to the customer for the delay\."\s+3\s+4\s+2\s+2\s+1\s+60\.0% \[23\.1, 88\.2\]\s+66\.7% \[30\.0, 90\.3\]\s+0\.267/);
    expect(io.out).toContain('judge openai:loopback-judge');
    // One request per behaviour, every one with the judge's own key, the verdict schema and temperature 0.
    expect(server.requests).toHaveLength(12);
    for (const r of server.requests) {
      expect(r.headers['authorization']).toBe(`Bearer ${KEY}`);
      expect(r.body).toMatchObject({ temperature: 0, response_format: { type: 'json_schema', json_schema: { name: 'judge_verdict' } } });
    }
  });

  it('never writes or prints the judge key', async () => {
    const { io, text } = await calibrate([FIXTURE, ...CONFIG, '--judge', 'openai:loopback-judge'], loopback());
    expect(text).not.toContain(KEY.slice(0, 12));
    expect(io.out).not.toContain(KEY.slice(0, 12));
  });

  it('says why the judge could not be asked, and a row it never answered is unmeasured', async () => {
    server.script(...Array.from({ length: 40 }, () => ({ kind: 'status' as const, status: 400 })));
    try {
      const { code, io, row } = await calibrate([FIXTURE, ...CONFIG, '--judge', 'openai:loopback-judge'], loopback());
      expect(row).toMatchObject({ truePass: 0, trueFail: 0, unjudged: 12 });
      expect(io.out).toMatch(/Judge lines the judge could not be asked \(12\):\n {2}calibration\/judge\/\S+\.yaml {2}judge\[0\] {2}judge_unavailable: /);
      expect(code).toBe(EXIT.gateFailed);
    } finally {
      server.reset();
    }
  });

  it('leaves the rubric rows unmeasured, and fails, with no judge; the other rows are as without judge lines', async () => {
    const { code, row, json } = await calibrate([FIXTURE, ...CONFIG]);
    expect(row).toMatchObject({ truePass: 0, trueFail: 0, falsePass: 0, falseFail: 0, unjudged: 12 });
    expect(row?.tpr).toBeUndefined();
    expect(json.gate.checks.find((g) => g.name === `judge: ${RUBRIC}:measured`)).toMatchObject({ ok: false, message: expect.stringMatching(/unmeasured.*no judge answered/) });
    expect(json.checks.find((c) => c.check === 'grounded-amounts')).toMatchObject({ truePass: 12, falsePass: 0, falseFail: 0 });
    expect(json.gate.checks.filter((g) => !g.ok).map((g) => g.name)).toEqual([`judge: ${RUBRIC}:measured`]);
    expect(code).toBe(EXIT.gateFailed);
  });

  it('fails a rubric line on which the judge is no better than chance: its rate could not be corrected', async () => {
    const contrarian = await startOpenAIServer({ apiKey: KEY, responder: (chat) => {
      const a = keywordJudge(chat) as { text: string };
      const v = JSON.parse(a.text) as { verdict: string; reason: string };
      return { text: JSON.stringify({ ...v, verdict: v.verdict === 'pass' ? 'fail' : v.verdict === 'fail' ? 'pass' : 'unknown' }) };
    } });
    try {
      const { code, json } = await calibrate([FIXTURE, ...CONFIG, '--judge', 'openai:loopback-judge'], { AGENTDESK_JUDGE_BASE_URL: contrarian.url, AGENTDESK_JUDGE_API_KEY: KEY });
      // Swapped verdicts: TPR 2/5, TNR 2/6, TPR + TNR − 1 = −0.267.
      expect(json.gate.checks.find((g) => g.name.endsWith(':informative'))).toMatchObject({ ok: false, message: expect.stringContaining('-0.267 ≤ 0') });
      expect(code).toBe(EXIT.gateFailed);
    } finally {
      await contrarian.close();
    }
  });
});

describe('the committed recordings of the loopback judge (calibration/judge/recordings)', () => {
  it('replay offline to the same rows as the live loopback judge (AGENTDESK_UPDATE_JUDGE_RECORDINGS=1 writes them again)', async () => {
    if (process.env['AGENTDESK_UPDATE_JUDGE_RECORDINGS'] === '1') {
      await rm(join(ROOT, RECORDINGS), { recursive: true, force: true });
      await calibrate([FIXTURE, ...CONFIG, '--judge', 'openai:loopback-judge', '--record', RECORDINGS], loopback());
    }
    const live = await calibrate([FIXTURE, ...CONFIG, '--judge', 'openai:loopback-judge'], loopback());
    const replayed = await calibrate([FIXTURE, ...CONFIG, '--judge', `replay:${RECORDINGS}`]);
    expect(replayed.row).toEqual(live.row);
    expect(replayed.json.judge?.id).toBe(`replay:${RECORDINGS}`);
    expect((await readdir(join(ROOT, RECORDINGS))).filter((f) => f.endsWith('.json'))).toHaveLength(12);
  });

  it('are what the product config gives calibrate when no judge is named, so a clean clone measures a judge with no network', async () => {
    // golden/suites.yaml, the default config (the always-on checks are measured on the whole corpus, not here).
    const { row, json } = await calibrate([FIXTURE]);
    expect(json.judge?.id).toBe(`replay:${RECORDINGS}`);
    expect(row).toMatchObject({ truePass: 3, falseFail: 2, trueFail: 4, falsePass: 2, unjudged: 1 });
    expect(json.gate.checks.filter((g) => g.name.startsWith('judge: ')).map((g) => [g.name.slice(RUBRIC.length + 8), g.ok])).toEqual([
      ['informative', true],
      ['false-pass', true],
      ['false-fail', true],
    ]);
  });
});
