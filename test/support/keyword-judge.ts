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

/** The two conversations of a pairwise request, as shown: A first, then B. */
export function pairwiseSides(prompt: string): { a: string; b: string } {
  const match = /Conversation A:\n([\s\S]*?)\n\nConversation B:\n([\s\S]*)$/.exec(prompt);
  if (!match) throw new Error('not a pairwise judge request');
  return { a: match[1]!, b: match[2]! };
}

function better(v: 'A' | 'B' | 'tie' | 'unknown', reason: string): Answer {
  return { text: JSON.stringify({ better: v, reason }) };
}

/** A pairwise judge that prefers whichever conversation says "sorry", wherever it is shown: consistent. */
export const sorryPairwiseJudge: Responder = ({ request }) => {
  const { a, b } = pairwiseSides(request.messages.at(-1)?.content ?? '');
  const [sa, sb] = [a, b].map((x) => /\bsorry\b/i.test(agentReplies(x).join(' ')));
  if (sa === sb) return better('tie', sa ? 'both say sorry' : 'neither says sorry');
  return sa ? better('A', 'A says sorry') : better('B', 'B says sorry');
};

/** A pairwise judge with a position bias: it prefers whatever it is shown first. */
export const firstShownJudge: Responder = () => better('A', 'A reads better');
