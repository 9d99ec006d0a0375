/**
 * The `intent` dimension: triage's intent for turn 1, or for each turn when the case lists one
 * per turn. A triage answer the desk could not parse counts as a wrong intent: the model
 * answered, badly; only a model call that failed outright makes a trial unjudged.
 */
import type { Intent, NodePath } from '../../cases/types.js';
import type { Visit } from '../../desk/types.js';
import { fail, pass, unjudged } from '../results.js';
import { lastActionStep, NOT_APPLICABLE, notApplicable, pastTheScript, triageStep } from '../visit-steps.js';
import type { AssertionResult, Scorer } from '../types.js';

function scoreTurn(visit: Visit, turn: number, expected: Intent, path: NodePath): AssertionResult {
  const step = triageStep(visit, turn);
  const actual = visit.turns[turn]?.triage?.intent ?? step?.output.intent;
  const b = { dimension: 'intent' as const, assertion: turn === 0 ? 'intent' : `intent[${turn}]`, path, expected, actual };
  if (pastTheScript(visit, turn)) return unjudged(b, NOT_APPLICABLE, notApplicable(visit, turn, 'intent'));
  if (step === undefined && actual === undefined) {
    return fail(b, `intent of turn ${turn + 1}: expected ${expected}, got no triage`, lastActionStep(visit));
  }
  if (step?.error !== undefined) return fail(b, `intent of turn ${turn + 1}: expected ${expected}, got an invalid triage answer (${step.error})`, step.step);
  if (actual === expected) return pass(b);
  return fail(b, `intent of turn ${turn + 1}: expected ${expected}, got ${actual ?? 'nothing'}`, step?.step);
}

export function scoreIntent(expected: Intent | Intent[], visit: Visit): AssertionResult[] {
  if (!Array.isArray(expected)) return [scoreTurn(visit, 0, expected, ['expect', 'intent'])];
  return expected.map((intent, i) => scoreTurn(visit, i, intent, ['expect', 'intent', i]));
}

export const intentScorer: Scorer<'intent'> = {
  dimension: 'intent',
  applies: (c) => c.data.expect.intent !== undefined,
  score: ({ case: c, visit }) => (c.data.expect.intent === undefined ? [] : scoreIntent(c.data.expect.intent, visit)),
};
