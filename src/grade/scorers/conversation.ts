/**
 * The `conversation` dimension: the customer's path through a case's reactive turns. Each reactive
 * turn waits for something of the agent (a question for the zip, the colours on offer, a shown
 * proposal); the branch the customer said says whether it came. A turn passes when its branch is
 * the one the case's reference declares it answers (`branch:` on the reference turn), or one marked
 * `optional: true` (another path a correct agent may take); any other branch, `otherwise` above
 * all, is the agent not doing what the customer waited for. A case without a reference accepts any
 * `when` branch. A turn the script could not play (a condition that cannot be read) fails here, on
 * the condition's line.
 */
import { branchesOf, branchName, declaredBranch, isReactive, otherwiseOf, type ReactiveTurn } from '../../cases/turns.js';
import type { BranchId, GoldenCaseData } from '../../cases/types.js';
import type { Visit } from '../../desk/types.js';
import { fail, pass, unjudged } from '../results.js';
import { NOT_APPLICABLE, notApplicable, pastTheScript, replyStep } from '../visit-steps.js';
import type { AssertionResult, Scorer } from '../types.js';

/** The branches a turn may take and pass: the reference's, and the optional ones. */
export function acceptedBranches(data: Pick<GoldenCaseData, 'reference'>, turn: ReactiveTurn, index: number): BranchId[] {
  const branches = branchesOf(turn, index);
  const declared: BranchId[] = data.reference === undefined ? branches.map((b) => b.id) : [declaredBranch(data, index)];
  const optional: BranchId[] = [...branches.filter((b) => b.optional).map((b) => b.id), ...(otherwiseOf(turn, index).optional ? ['otherwise' as const] : [])];
  return [...new Set([...declared, ...optional])];
}

function scoreTurn(data: GoldenCaseData, visit: Visit, turn: ReactiveTurn, index: number): AssertionResult {
  const accepted = acceptedBranches(data, turn, index);
  const expected = accepted.map((id) => branchName(turn, index, id));
  const base = { dimension: 'conversation' as const, assertion: `conversation[${index}]`, path: ['conversation', index], expected };
  if (pastTheScript(visit, index)) return unjudged(base, NOT_APPLICABLE, notApplicable(visit, index, 'the scripted branch'));
  if (visit.scriptError?.turn === index) {
    return fail({ ...base, path: visit.scriptError.path }, visit.scriptError.message, replyStep(visit, index - 1)?.step);
  }
  const said = visit.turns[index]?.branch;
  if (said === undefined) return fail(base, `turn ${index + 1} was never played: the visit ended before it`, visit.steps.at(-1)?.step);
  const b = { ...base, actual: said.name };
  if (accepted.includes(said.taken)) return pass(b, `turn ${index + 1}: ${said.name}`);
  // The agent's reply before the turn is where the customer's path left the expected one.
  const why = said.readings.filter((r) => accepted.includes(r.branch) && !r.holds).map((r) => r.why);
  const because = why.length > 0 ? `: ${why.join('; ')}` : '';
  return fail(b, `turn ${index + 1}: the customer said ${said.name}, expected ${expected.join(' or ')}${because}`, replyStep(visit, index - 1)?.step);
}

export function scoreConversation(data: GoldenCaseData, visit: Visit): AssertionResult[] {
  return data.conversation.flatMap((turn, index) => (isReactive(turn) ? [scoreTurn(data, visit, turn, index)] : []));
}

export const conversationScorer: Scorer<'conversation'> = {
  dimension: 'conversation',
  applies: (c) => c.data.conversation.some(isReactive),
  score: ({ case: c, visit }) => scoreConversation(c.data, visit),
};
