/**
 * Judges for the loopback OpenAI server: fixed, imperfect policies a test can work out by hand.
 * They answer the judge's request (`Rubric line: …\n\nConversation:\n…`) in the verdict schema,
 * over the real openai backend, as a live judge model would.
 */
import type { Answer, Responder } from './openai-server.js';

/** The agent's replies in a judge request, in order (`Agent (turn n): …`). */
export function agentReplies(prompt: string): string[] {
  return [...prompt.matchAll(/^Agent \(turn \d+\): (.*)$/gm)].map((m) => m[1]!);
}

function verdict(v: 'pass' | 'fail' | 'unknown', reason: string): Answer {
  return { text: JSON.stringify({ verdict: v, reason }) };
}

/**
 * The keyword judge: whatever the rubric says, it passes a conversation whose replies say "sorry"
 * and fails one that does not; replies of fewer than 5 words in all it cannot tell ("unknown").
 * So it fails an apology worded without "sorry" and passes a "sorry" that apologises for nothing:
 * on calibration/judge it is right on 3 of 5 correct behaviours it decides and 4 of 6 wrong ones.
 */
export const keywordJudge: Responder = ({ request }) => {
  if (request.purpose !== 'judge') throw new Error(`the keyword judge only judges, it was asked for ${request.purpose}`);
  const replies = agentReplies(request.messages.at(-1)?.content ?? '').join(' ');
  const words = replies.split(/\s+/).filter(Boolean).length;
  if (words < 5) return verdict('unknown', `the replies are ${words} words: too short to tell`);
  return /\bsorry\b/i.test(replies) ? verdict('pass', 'the reply says sorry') : verdict('fail', 'the reply never says sorry');
};
