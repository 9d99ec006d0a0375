import { describe, expect, it } from 'vitest';
import { judgeScorer } from '../../src/grade/scorers/judge.js';
import { ModelError } from '../../src/index.js';
import { cancellation, loadedCase, scriptedJudge } from './support.js';

const LINES = ['The reply confirms the cancellation.', 'The reply promises no refund date.'];

async function judged(answers: (string | Error)[] | undefined) {
  const judge = answers ? scriptedJudge(answers) : undefined;
  const results = await judgeScorer.score({ case: loadedCase({ judge: LINES }), visit: cancellation().build(), ...(judge ? { judge } : {}) });
  return { results, judge };
}

describe('judge scorer', () => {
  it('passes and fails lines as the judge answers, one request per line with the verdict schema', async () => {
    const { results, judge } = await judged(['{"verdict":"pass","reason":"it says cancelled"}', '{"verdict":"fail","reason":"it promises a date"}']);
    expect(results.map((r) => r.verdict)).toEqual(['pass', 'fail']);
    expect(results[1]).toMatchObject({ path: ['expect', 'judge', 1], assertion: 'judge[1]' });
    expect(judge?.requests.map((r) => [r.purpose, r.responseSchema?.name])).toEqual([
      ['judge', 'judge_verdict'],
      ['judge', 'judge_verdict'],
    ]);
    expect(judge?.requests[0]?.messages.at(-1)?.content).toContain('Listo, el pedido A1001 está cancelado.');
  });

  it('is unjudged without a judge', async () => {
    const { results } = await judged(undefined);
    expect(results.map((r) => [r.verdict, r.reason])).toEqual([
      ['unjudged', 'judge_unavailable'],
      ['unjudged', 'judge_unavailable'],
    ]);
  });

  it('is unjudged, never failed, when the judge call fails, answers off-schema or cannot tell', async () => {
    const { results } = await judged([new ModelError('rate_limited', '429'), '{"verdict":"unknown","reason":"unclear"}']);
    expect(results.map((r) => [r.verdict, r.reason])).toEqual([
      ['unjudged', 'judge_unavailable'],
      ['unjudged', 'judge_unknown'],
    ]);
    const offSchema = await judged(['not json', new Error('socket hang up')]);
    expect(offSchema.results.map((r) => r.verdict)).toEqual(['unjudged', 'unjudged']);
  });
});
