/**
 * The `reply` dimension: what the customer saw in a turn (after the reply guards). Text checks
 * are for what the world cannot show: the language, a question asked, a word that must or must
 * not appear. `contains`/`notContains` compare case-insensitively but accent-sensitively
 * ("cancelado" is not "cancelló"), after Unicode NFC normalisation.
 */
import { formatPath, type NodePath, type ReplyExpect } from '../../cases/types.js';
import type { Visit } from '../../desk/types.js';
import { judgeLanguage, worldNames } from '../text/language/index.js';
import { readQuestion } from '../text/questions.js';
import { fail, pass, unjudged } from '../results.js';
import { lastActionStep, NOT_APPLICABLE, notApplicable, pastTheScript, replyStep } from '../visit-steps.js';
import type { AssertionResult, Scorer } from '../types.js';
import { merged } from '../../util/merged.js';

interface Seen {
  text: string;
  /** Names of the visit's world (products, people, ids): they do not tell a reply's language. */
  names: readonly string[];
  /** 1-based. */
  turn: number;
  step: number | undefined;
}

function norm(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/** `/pattern/flags` or a bare pattern. Throws on an invalid pattern (the case lint reports it first). */
function toRegExp(written: string): RegExp {
  const m = /^\/(.*)\/([a-z]*)$/s.exec(written);
  return m ? new RegExp(m[1] ?? '', m[2]) : new RegExp(written);
}

type Check = (expect: ReplyExpect, seen: Seen, path: NodePath) => AssertionResult[];

/** The assertion is named by its place in the case: `reply.contains[0]`, `reply[1].language`. */
function base(path: NodePath, expected: unknown, seen: Seen) {
  return { dimension: 'reply' as const, assertion: formatPath(path.slice(1)), path, expected, actual: seen.text };
}

const contains: Check = (expect, seen, path) =>
  (expect.contains ?? []).map((word, i) => {
    const b = base([...path, 'contains', i], word, seen);
    return norm(seen.text).includes(norm(word)) ? pass(b) : fail(b, `reply of turn ${seen.turn}: expected to contain "${word}"`, seen.step);
  });

const notContains: Check = (expect, seen, path) =>
  (expect.notContains ?? []).map((word, i) => {
    const b = base([...path, 'notContains', i], word, seen);
    return norm(seen.text).includes(norm(word)) ? fail(b, `reply of turn ${seen.turn}: expected not to contain "${word}"`, seen.step) : pass(b);
  });

const matches: Check = (expect, seen, path) =>
  (expect.matches ?? []).map((pattern, i) => {
    const b = base([...path, 'matches', i], pattern, seen);
    let re: RegExp;
    try {
      re = toRegExp(pattern);
    } catch (error) {
      return fail(b, `reply.matches[${i}]: invalid pattern ${pattern} (${(error as Error).message})`, seen.step);
    }
    return re.test(seen.text) ? pass(b) : fail(b, `reply of turn ${seen.turn}: expected to match ${pattern}`, seen.step);
  });

/** Too short or too ambiguous to tell ("OK!", "A1001.") is unjudged, never a failure: the case is graded on the rest. */
const language: Check = (expect, seen, path) => {
  if (expect.language === undefined) return [];
  const judged = judgeLanguage(seen.text, expect.language, seen.names);
  const b = merged(base([...path, 'language'], expect.language, seen), { actual: judged.got ?? 'unknown' });
  const message = `reply of turn ${seen.turn}: expected language ${expect.language}; ${judged.message}`;
  if (judged.verdict === 'pass') return [pass(b, judged.message)];
  if (judged.verdict === 'unjudged') return [unjudged(b, judged.reason, message)];
  return [fail(b, message, seen.step)];
};

const question: Check = (expect, seen, path) => {
  if (expect.asksQuestion === undefined) return [];
  const reading = readQuestion(seen.text);
  const b = merged(base([...path, 'asksQuestion'], expect.asksQuestion, seen), { actual: reading.asks });
  if (reading.asks === expect.asksQuestion) return [pass(b)];
  const got = reading.asks ? `it asks (${reading.sign?.replace('_', ' ')}): "${reading.sentence}"` : 'it asks nothing';
  return [fail(b, `reply of turn ${seen.turn}: expected ${expect.asksQuestion ? 'a question to the customer' : 'no question'}; ${got}`, seen.step)];
};

const CHECKS: readonly Check[] = [contains, notContains, matches, language, question];

function seenReply(visit: Visit, turn: number | undefined, names: readonly string[]): Seen {
  const index = (turn ?? visit.turns.length) - 1;
  const step = replyStep(visit, index);
  return { text: visit.turns[index]?.reply ?? step?.text ?? '', names, turn: index + 1, step: step?.step ?? lastActionStep(visit) };
}

export function scoreReply(expect: ReplyExpect | ReplyExpect[], visit: Visit): AssertionResult[] {
  const blocks = Array.isArray(expect) ? expect.map((e, i) => ({ e, path: ['expect', 'reply', i] as NodePath })) : [{ e: expect, path: ['expect', 'reply'] as NodePath }];
  const names = worldNames(visit);
  return blocks.flatMap(({ e, path }) => {
    const seen = seenReply(visit, e.turn, names);
    const index = seen.turn - 1;
    // Said of a scripted turn (the last one unless `turn:`), a check cannot read a simulated customer's visit past its opening.
    if (pastTheScript(visit, index)) {
      return CHECKS.flatMap((check) => check(e, seen, path)).map(({ verdict: _v, message: _m, step: _s, ...a }) => merged(a, { verdict: 'unjudged' as const, reason: NOT_APPLICABLE, message: notApplicable(visit, index, 'the reply check') }));
    }
    return CHECKS.flatMap((check) => check(e, seen, path));
  });
}

export const replyScorer: Scorer<'reply'> = {
  dimension: 'reply',
  applies: (c) => c.data.expect.reply !== undefined,
  score: ({ case: c, visit }) => (c.data.expect.reply === undefined ? [] : scoreReply(c.data.expect.reply, visit)),
};
