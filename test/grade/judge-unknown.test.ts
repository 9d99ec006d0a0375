/**
 * A judge that answers "unknown" leaves its line unjudged (`judge_unknown`), never failed: played
 * through the real desk and a loopback judge over the real openai backend.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCases, loadPrompts, referenceProvider } from '../../src/index.js';
import { createJudgeProvider } from '../../src/model/judge.js';
import { runTrial } from '../../src/run/trial.js';
import { keywordJudge } from '../support/keyword-judge.js';
import { type OpenAIServer, startOpenAIServer } from '../support/openai-server.js';

const ROOT = join(import.meta.dirname, '..', '..');
const KEY = 'sk-test-51e0c9a7d3b2f486';

let server: OpenAIServer;
beforeAll(async () => {
  server = await startOpenAIServer({ apiKey: KEY, responder: keywordJudge });
});
afterAll(async () => {
  await server.close();
});

async function play(file: string) {
  const { cases } = await loadCases([join(ROOT, file)], { cwd: ROOT });
  const judge = createJudgeProvider({ model: 'openai:loopback-judge' }, { AGENTDESK_JUDGE_BASE_URL: server.url, AGENTDESK_JUDGE_API_KEY: KEY })!;
  return runTrial({ case: cases[0]!, trial: 1, provider: referenceProvider(), judge, prompts: loadPrompts(), timeoutMs: 30_000 });
}

describe('a judge that cannot tell', () => {
  it('leaves the line unjudged judge_unknown with its reason, and the trial is graded on the rest', async () => {
    // "Sorry, A2001 is late." is 4 words: the keyword judge answers unknown.
    const t = await play('calibration/judge/jdg-en-short-sorry-ok.yaml');
    const line = t.assertions.find((a) => a.dimension === 'judge');
    expect(line).toMatchObject({ verdict: 'unjudged', reason: 'judge_unknown', message: 'the judge could not tell: the replies are 4 words: too short to tell' });
    expect(t.verdict).toBe('pass');
    expect(t.unjudgedAssertions).toBe(1);
    expect(t.dimensions.judge).toBeUndefined();
  });

  it('is a decided verdict when it can tell: the same judge fails a longer reply without "sorry"', async () => {
    const t = await play('calibration/judge/jdg-en-apologise-ok.yaml');
    expect(t.assertions.find((a) => a.dimension === 'judge')).toMatchObject({ verdict: 'fail' });
    expect(t.verdict).toBe('fail');
  });
});
