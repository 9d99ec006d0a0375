/**
 * The customer turns of a case as data: which are reactive, their branches and lines, and the line
 * the case's reference expects at each turn. Pure reads of the case (no text reading): the desk's
 * visit, the lint, the graders and the audit share them. Reading a condition against what the agent
 * did is `src/customer/`'s.
 */
import type { BranchId, CaseBranch, CaseLine, CaseTurn, GoldenCaseData, NodePath, OtherwiseLine, ReactiveMany, ReactiveOne, TurnCondition } from './types.js';

export type ReactiveTurn = ReactiveOne | ReactiveMany;

/** A line as the customer says it, with where the case writes it. */
export interface ScriptLine extends CaseLine {
  /** The line's node in the case: `conversation[2].oneOf[0]`, `conversation[2].otherwise`. */
  path: NodePath;
}

/** One branch of a reactive turn, numbered from 1 in the order written. */
export interface Branch {
  id: number;
  when: TurnCondition;
  line: ScriptLine;
  optional: boolean;
  /** The branch's node: where a warning about it points. */
  path: NodePath;
}

export function isReactive(turn: CaseTurn | undefined): turn is ReactiveTurn {
  return typeof turn === 'object' && turn !== null && ('oneOf' in turn || 'when' in turn);
}

const lineOf = (line: CaseLine | string, path: NodePath): ScriptLine =>
  typeof line === 'string'
    ? { say: line, path }
    : { say: line.say, path, ...(line.after !== undefined ? { after: line.after } : {}), ...(line.confirms !== undefined ? { confirms: line.confirms } : {}) };

/** The `when` branches of a reactive turn at conversation index `index`, in the order they are tried. */
export function branchesOf(turn: ReactiveTurn, index: number): Branch[] {
  const at: NodePath = ['conversation', index];
  if ('oneOf' in turn) {
    return turn.oneOf.map((b: CaseBranch, i) => ({ id: i + 1, when: b.when, line: lineOf(b, [...at, 'oneOf', i]), optional: b.optional === true, path: [...at, 'oneOf', i] }));
  }
  return [{ id: 1, when: turn.when, line: lineOf(turn, at), optional: turn.optional === true, path: at }];
}

/** What the customer says when no branch holds. */
export function otherwiseOf(turn: ReactiveTurn, index: number): ScriptLine & { optional: boolean } {
  const otherwise: OtherwiseLine = turn.otherwise;
  const optional = typeof otherwise === 'object' && otherwise.optional === true;
  return { ...lineOf(otherwise, ['conversation', index, 'otherwise']), optional };
}

/** The line of a turn: a plain turn's own, a reactive turn's branch `branch` (its `otherwise` by default). */
export function lineAt(turn: CaseTurn, index: number, branch: BranchId = 'otherwise'): ScriptLine {
  if (!isReactive(turn)) return lineOf(turn, ['conversation', index]);
  if (branch === 'otherwise') return otherwiseOf(turn, index);
  return branchesOf(turn, index).find((b) => b.id === branch)?.line ?? otherwiseOf(turn, index);
}

/** Every line a turn may say, each branch's and the `otherwise` (one for a plain turn). */
export function linesOf(turn: CaseTurn, index: number): ScriptLine[] {
  if (!isReactive(turn)) return [lineOf(turn, ['conversation', index])];
  return [...branchesOf(turn, index).map((b) => b.line), otherwiseOf(turn, index)];
}

/** Every text the customer may type in the case, whatever the agent does. */
export function allCustomerTexts(data: Pick<GoldenCaseData, 'conversation'>): string[] {
  return data.conversation.flatMap((turn, i) => linesOf(turn, i).map((l) => l.say));
}

/** The branch the case's reference declares for turn `index` (`otherwise` when it declares none). */
export function declaredBranch(data: Pick<GoldenCaseData, 'reference'>, index: number): BranchId {
  return data.reference?.[index]?.branch ?? 'otherwise';
}

/**
 * The line the customer says at turn `index` when the agent does what the reference does: a plain
 * turn's own, a reactive turn's by the branch its reference turn declares. What the audit and the
 * lint read as "the conversation" of a case.
 */
export function referenceLine(data: Pick<GoldenCaseData, 'conversation' | 'reference'>, index: number): ScriptLine | undefined {
  const turn = data.conversation[index];
  if (turn === undefined) return undefined;
  return lineAt(turn, index, declaredBranch(data, index));
}

/** The reference's conversation, line by line. */
export function referenceLines(data: Pick<GoldenCaseData, 'conversation' | 'reference'>): ScriptLine[] {
  return data.conversation.map((_, i) => referenceLine(data, i) as ScriptLine);
}

/** Whether any turn of the case reacts to the agent. */
export function hasReactiveTurns(data: Pick<GoldenCaseData, 'conversation'>): boolean {
  return data.conversation.some(isReactive);
}

/** `branch 1 (asked: zip)`, `otherwise`: a branch as reports and messages name it. */
export function branchName(turn: ReactiveTurn, index: number, id: BranchId): string {
  if (id === 'otherwise') return 'otherwise';
  const branch = branchesOf(turn, index).find((b) => b.id === id);
  return branch ? `branch ${id} (${conditionText(branch.when)})` : `branch ${id}`;
}

/** `asked: zip, proposed: exchange_items`: a condition as the case writes it. */
export function conditionText(when: TurnCondition): string {
  return Object.entries(when)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? `[${value.map(String).join(', ')}]` : String(value)}`)
    .join(', ');
}
