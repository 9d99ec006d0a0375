/**
 * Pairwise judging: two conversations on one rubric line, asked of a loopback judge over the real
 * openai backend in both orders. Only a preference that survives the swap counts; a judge that
 * prefers a position is unjudged (`position_bias`). Then end to end: eval --baseline with a judge.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, memoryIO, type RunResults } from '../../src/index.js';
import { judgePairwise } from '../../src/grade/scorers/judge.js';
import { createJudgeProvider } from '../../src/model/judge.js';
import { firstShownJudge, pairwiseSides, sorryPairwiseJudge } from '../support/keyword-judge.js';
import { type OpenAIServer, startOpenAIServer } from '../support/openai-server.js';
import { loadedCase, visit } from './support.js';

const KEY = 'sk-test-9c41d07be6a35f12';
const RUBRIC = 'The reply apologises to the customer for the delay.';
const SORRY = visit().customer('Where is A2001?').triage('order_status', 'en').reply("I'm sorry A2001 is late: it arrives on Friday.").build();
const PLAIN = visit().customer('Where is A2001?').triage('order_status', 'en').reply('A2001 arrives on Friday.').build();

let server: OpenAIServer;
beforeAll(async () => {
  server = await startOpenAIServer({ apiKey: KEY });
});
afterAll(async () => {
  await server.close();
});

function judge() {
  const provider = createJudgeProvider({ model: 'openai:pairwise-judge' }, { AGENTDESK_JUDGE_BASE_URL: server.url, AGENTDESK_JUDGE_API_KEY: KEY })!;
  return provider.forTrial({ case: loadedCase({ judge: [RUBRIC] }), trial: 1 });
}

describe('judgePairwise', () => {
  it('asks twice, the first conversation shown as A and then as B', async () => {
    server.setResponder(sorryPairwiseJudge);
    server.reset();
    await judgePairwise(judge(), RUBRIC, SORRY, PLAIN);
    const prompts = server.requests.map((r) => ((r.body as { messages: { content: string }[] }).messages.at(-1)?.content ?? ''));
    expect(prompts).toHaveLength(2);
    expect(pairwiseSides(prompts[0]!).a).toContain("I'm sorry A2001 is late");
    expect(pairwiseSides(prompts[1]!).b).toContain("I'm sorry A2001 is late");
    expect(server.requests.map((r) => (r.body as { response_format: { json_schema: { name: string } } }).response_format.json_schema.name)).toEqual(['judge_pairwise', 'judge_pairwise']);
  });

  it('counts a preference the judge keeps in both orders', async () => {
    server.setResponder(sorryPairwiseJudge);
    expect(await judgePairwise(judge(), RUBRIC, SORRY, PLAIN)).toEqual({ verdict: 'first', reason: 'A says sorry' });
    expect(await judgePairwise(judge(), RUBRIC, PLAIN, SORRY)).toEqual({ verdict: 'second', reason: 'B says sorry' });
    expect(await judgePairwise(judge(), RUBRIC, PLAIN, PLAIN)).toMatchObject({ verdict: 'tie' });
  });

  it('leaves unjudged, as position bias, a judge that prefers whatever it is shown first', async () => {
    server.setResponder(firstShownJudge);
    expect(await judgePairwise(judge(), RUBRIC, SORRY, PLAIN)).toMatchObject({ verdict: 'unjudged', reason: 'position_bias', message: expect.stringMatching(/A with the first shown as A, A with it shown as B/) });
  });

  it('is unjudged when the judge cannot tell, or answers off the schema', async () => {
    server.setResponder(() => ({ text: JSON.stringify({ better: 'unknown', reason: 'both are too short' }) }));
    expect(await judgePairwise(judge(), RUBRIC, SORRY, PLAIN)).toMatchObject({ verdict: 'unjudged', reason: 'judge_unknown', message: 'the judge could not tell: both are too short' });
    server.setResponder(() => ({ text: JSON.stringify({ verdict: 'pass', reason: 'x' }) }));
    expect(await judgePairwise(judge(), RUBRIC, SORRY, PLAIN)).toMatchObject({ verdict: 'unjudged', reason: 'judge_unavailable' });
  });
});

describe('eval --baseline with a judge', () => {
  const ROOT = join(import.meta.dirname, '..', '..');
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'agentdesk-pairwise-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function evalRun(out: string, extra: string[] = []) {
    const io = memoryIO({ cwd: dir, env: { AGENTDESK_JUDGE_BASE_URL: server.url, AGENTDESK_JUDGE_API_KEY: KEY } });
    const code = await cli(['eval', 'cases', '--config', 'suites.yaml', '--out', out, '--no-langfuse', ...extra], io);
    const results = JSON.parse(await readFile(join(dir, out, 'results.json'), 'utf8')) as RunResults;
    return { code, io, results, md: await readFile(join(dir, out, 'report.md'), 'utf8') };
  }

  it("compares this run's reply with the baseline's on each judge line, and leaves a position-biased judge unjudged", async () => {
    const file = join(dir, 'cases', 'jdg-en-no-apology-transit.yaml');
    await cp(join(ROOT, 'calibration/judge/jdg-en-no-apology-transit.yaml'), file);
    await writeFile(join(dir, 'suites.yaml'), ['version: 1', 'defaultSuite: all', 'suites:', '  all:', '    select: {}', '    gate: { minPassRate: 0 }', 'judge:', '  model: openai:loopback-judge', ''].join('\n'));
    server.setResponder((chat) => (chat.request.responseSchema?.name === 'judge_pairwise' ? sorryPairwiseJudge(chat) : { text: '{"verdict":"pass","reason":"fine"}' }));
    await evalRun('base');
    // The agent changes: now it apologises.
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace('reply: "Order A2001 is in transit', 'reply: "Sorry for the wait: order A2001 is in transit'));
    const consistent = await evalRun('now', ['--baseline', 'base']);
    expect(consistent.results.baseline?.pairwise).toEqual({
      judge: 'openai:loopback-judge',
      rows: [{ caseId: 'jdg-en-no-apology-transit', rubric: RUBRIC, verdict: 'candidate', message: 'B says sorry' }],
      counts: { candidate: 1, baseline: 0, tie: 0, unjudged: 0 },
    });
    expect(consistent.io.out).toContain('this run better on 1, baseline better on 0, tie 0, unjudged 0');
    expect(consistent.md).toMatch(/\| jdg-en-no-apology-transit \| The reply apologises to the customer for the delay\. \| candidate \| B says sorry \|/);

    server.setResponder((chat) => (chat.request.responseSchema?.name === 'judge_pairwise' ? firstShownJudge(chat) : { text: '{"verdict":"pass","reason":"fine"}' }));
    const biased = await evalRun('biased', ['--baseline', 'base']);
    expect(biased.results.baseline?.pairwise?.counts).toEqual({ candidate: 0, baseline: 0, tie: 0, unjudged: 1 });
    expect(biased.results.baseline?.pairwise?.rows[0]).toMatchObject({ verdict: 'unjudged', reason: 'position_bias' });
    expect(biased.io.out).toMatch(/\? jdg-en-no-apology-transit "The reply apologises to the customer for the delay\.": position_bias: the judge changed its mind/);
  });
});
