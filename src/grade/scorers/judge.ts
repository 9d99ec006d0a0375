/**
 * The `judge` dimension: rubric lines only a model can read ("the reply is polite"). Each line is
 * one question to the judge model with a JSON-schema answer. No judge, a failed call, an answer
 * that is not the schema, or a judge that says "unknown" make the line unjudged, never failed:
 * the provider's trouble is not the agent's.
 */
import { ModelError, type ChatMessage, type Model } from '../../model/types.js';
import type { Visit } from '../../desk/types.js';
import { fail, pass, unjudged } from '../results.js';
import { lastActionStep } from '../visit-steps.js';
import type { AssertionResult, GradeContext, Scorer } from '../types.js';
import { merged } from '../../util/merged.js';

const JUDGE_SCHEMA = {
  name: 'judge_verdict',
  schema: {
    type: 'object',
    properties: {
      verdict: { type: 'string', enum: ['pass', 'fail', 'unknown'] },
      reason: { type: 'string' },
    },
    required: ['verdict', 'reason'],
    additionalProperties: false,
  },
} as const;

const SYSTEM = [
  'You grade one customer-support conversation against one rubric line.',
  'Read the conversation: the customer turns and the replies the customer saw.',
  'Answer "pass" when the replies satisfy the rubric line, "fail" when they do not,',
  'and "unknown" only when the conversation does not let you tell.',
  'Give a one-sentence reason. Answer with JSON only.',
].join(' ');

/** The conversation as the customer lived it: their turns and the replies they saw. */
function conversationText(visit: Visit): string {
  return visit.turns.map((t, i) => `Customer (turn ${i + 1}): ${t.customer}\nAgent (turn ${i + 1}): ${t.reply}`).join('\n\n');
}

interface JudgeAnswer {
  verdict: 'pass' | 'fail' | 'unknown';
  reason: string;
}

function parseAnswer(text: string | null): JudgeAnswer | undefined {
  try {
    const value = JSON.parse(text ?? '') as Partial<JudgeAnswer>;
    const verdicts = ['pass', 'fail', 'unknown'];
    if (typeof value.verdict !== 'string' || !verdicts.includes(value.verdict)) return undefined;
    return { verdict: value.verdict, reason: typeof value.reason === 'string' ? value.reason : '' };
  } catch {
    return undefined;
  }
}

async function judgeLine(judge: Model, line: string, conversation: string, signal: AbortSignal | undefined): Promise<JudgeAnswer | { error: string }> {
  const messages: ChatMessage[] = [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: `Rubric line: ${line}\n\nConversation:\n${conversation}` },
  ];
  try {
    const response = await judge.complete({ purpose: 'judge', messages, responseSchema: JUDGE_SCHEMA }, signal ? { signal } : {});
    return parseAnswer(response.text) ?? { error: 'the judge did not answer with the verdict schema' };
  } catch (error) {
    return { error: error instanceof ModelError ? `${error.reason}: ${error.message}` : String(error) };
  }
}

async function scoreJudge(lines: readonly string[], ctx: GradeContext): Promise<AssertionResult[]> {
  const conversation = conversationText(ctx.visit);
  const step = lastActionStep(ctx.visit);
  const out: AssertionResult[] = [];
  for (const [i, line] of lines.entries()) {
    const b = { dimension: 'judge' as const, assertion: `judge[${i}]`, path: ['expect', 'judge', i], expected: line };
    if (ctx.judge === undefined) {
      out.push(unjudged(b, 'judge_unavailable', 'no judge model is configured'));
      continue;
    }
    // The judge shares the trial's deadline: once it has passed, no line is asked (or waited for).
    if (ctx.signal?.aborted) {
      out.push(unjudged(b, 'timeout', "the trial's time ran out before the judge answered"));
      continue;
    }
    const answer = await judgeLine(ctx.judge, line, conversation, ctx.signal);
    if ('error' in answer && ctx.signal?.aborted) out.push(unjudged(b, 'timeout', "the trial's time ran out before the judge answered"));
    else if ('error' in answer) out.push(unjudged(b, 'judge_unavailable', answer.error));
    else if (answer.verdict === 'unknown') out.push(unjudged(merged(b, { actual: answer.reason }), 'judge_unknown', `the judge could not tell: ${answer.reason}`));
    else if (answer.verdict === 'pass') out.push(pass(merged(b, { actual: answer.reason }), answer.reason));
    else out.push(fail(merged(b, { actual: answer.reason }), `judge[${i}]: "${line}" failed: ${answer.reason}`, step));
  }
  return out;
}

const PAIRWISE_SCHEMA = {
  name: 'judge_pairwise',
  schema: {
    type: 'object',
    properties: {
      better: { type: 'string', enum: ['A', 'B', 'tie', 'unknown'] },
      reason: { type: 'string' },
    },
    required: ['better', 'reason'],
    additionalProperties: false,
  },
} as const;

const PAIRWISE_SYSTEM = [
  'You compare two customer-support conversations, A and B, against one rubric line.',
  'Both answer the same customer. Answer "A" or "B" for the one whose replies satisfy the rubric line better,',
  '"tie" when they satisfy it equally, and "unknown" only when you cannot tell.',
  'Give a one-sentence reason. Answer with JSON only.',
].join(' ');

type Side = 'A' | 'B' | 'tie' | 'unknown';

/** Which conversation a pairwise judgement prefers: the first given, the second, or neither. */
type Preference = 'first' | 'second' | 'tie';

export type PairwiseVerdict =
  | { verdict: Preference; reason: string }
  | { verdict: 'unjudged'; reason: 'position_bias' | 'judge_unknown' | 'judge_unavailable'; message: string };

async function askPairwise(judge: Model, line: string, a: string, b: string, signal: AbortSignal | undefined): Promise<{ better: Side; reason: string } | { error: string }> {
  const messages: ChatMessage[] = [
    { role: 'system', content: PAIRWISE_SYSTEM },
    { role: 'user', content: `Rubric line: ${line}\n\nConversation A:\n${a}\n\nConversation B:\n${b}` },
  ];
  try {
    const response = await judge.complete({ purpose: 'judge', messages, responseSchema: PAIRWISE_SCHEMA }, signal ? { signal } : {});
    const value = JSON.parse(response.text ?? '') as { better?: unknown; reason?: unknown };
    if (value.better !== 'A' && value.better !== 'B' && value.better !== 'tie' && value.better !== 'unknown') return { error: 'the judge did not answer with the pairwise schema' };
    return { better: value.better, reason: typeof value.reason === 'string' ? value.reason : '' };
  } catch (error) {
    return { error: error instanceof ModelError ? `${error.reason}: ${error.message}` : error instanceof SyntaxError ? 'the judge did not answer with JSON' : String(error) };
  }
}

/** What an answer says of the first conversation given, whichever letter it was shown under. */
function preferenceOf(better: 'A' | 'B' | 'tie', firstIsA: boolean): Preference {
  if (better === 'tie') return 'tie';
  return (better === 'A') === firstIsA ? 'first' : 'second';
}

/**
 * Compares two conversations on one rubric line, asking the judge twice: the first shown as A, then
 * as B. A judge model tends to favour one position; only a preference that survives the swap
 * counts. Answers that disagree are unjudged `position_bias`, never a win for either side.
 */
export async function judgePairwise(judge: Model, line: string, first: Visit, second: Visit, signal?: AbortSignal): Promise<PairwiseVerdict> {
  const [x, y] = [conversationText(first), conversationText(second)];
  const asked = await askPairwise(judge, line, x, y, signal);
  if ('error' in asked) return { verdict: 'unjudged', reason: 'judge_unavailable', message: asked.error };
  const swapped = await askPairwise(judge, line, y, x, signal);
  if ('error' in swapped) return { verdict: 'unjudged', reason: 'judge_unavailable', message: swapped.error };
  if (asked.better === 'unknown' || swapped.better === 'unknown') {
    return { verdict: 'unjudged', reason: 'judge_unknown', message: `the judge could not tell: ${asked.better === 'unknown' ? asked.reason : swapped.reason}` };
  }
  const one = preferenceOf(asked.better, true);
  const two = preferenceOf(swapped.better, false);
  if (one !== two) {
    return {
      verdict: 'unjudged',
      reason: 'position_bias',
      message: `the judge changed its mind when the order was swapped (${asked.better} with the first shown as A, ${swapped.better} with it shown as B): a preference for a position, not a reply`,
    };
  }
  return { verdict: one, reason: asked.reason };
}

export const judgeScorer: Scorer<'judge'> = {
  dimension: 'judge',
  applies: (c) => (c.data.expect.judge?.length ?? 0) > 0,
  score: (ctx) => scoreJudge(ctx.case.data.expect.judge ?? [], ctx),
};
