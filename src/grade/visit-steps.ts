/** Views on a visit's transcript that several graders need. Turn numbers in steps are 0-based. */
import type { TranscriptStep, Visit, WorldSnapshot } from '../desk/types.js';
import { dictionaryMerge } from '../util/dictionary.js';
import { merged } from '../util/merged.js';
import { TOOL_KINDS } from './tool-kinds.generated.js';

export type ToolCallStep = Extract<TranscriptStep, { kind: 'tool_call' }>;
export type ReplyStep = Extract<TranscriptStep, { kind: 'reply' }>;
export type TriageStep = Extract<TranscriptStep, { kind: 'triage' }>;

/**
 * The tools that change the world, a proposal included (propose_action records one): every kind
 * but read in the tool registry, as `npm run schema:tools` wrote it into tool-kinds.generated.ts
 * (the registry's modules import the desk's guards, which the graders never reach:
 * test/grade/*-independence.test.ts). A sync test fails when the file and the registry differ.
 */
export const WRITE_TOOLS: ReadonlySet<string> = new Set(Object.keys(TOOL_KINDS).filter((name) => TOOL_KINDS[name] !== 'read'));

export function toolCalls(visit: Visit): ToolCallStep[] {
  return visit.steps.filter((s): s is ToolCallStep => s.kind === 'tool_call');
}

export function replies(visit: Visit): ReplyStep[] {
  return visit.steps.filter((s): s is ReplyStep => s.kind === 'reply');
}

export function triageStep(visit: Visit, turn: number): TriageStep | undefined {
  return visit.steps.find((s): s is TriageStep => s.kind === 'triage' && s.turn === turn);
}

export function replyStep(visit: Visit, turn: number): ReplyStep | undefined {
  return replies(visit).find((s) => s.turn === turn);
}

/** Why an assertion about one customer turn is not applicable: a simulated customer said another line there. */
export const NOT_APPLICABLE = 'not_applicable';

/**
 * In a visit with a simulated customer, the turn (0-based) is not one of the scripted opening's:
 * its line came from the user model (or was never said), so what the case says of that scripted
 * turn does not apply.
 */
export function pastTheScript(visit: Pick<Visit, 'simulation' | 'turns'>, turn: number): boolean {
  return visit.simulation !== undefined && (turn >= visit.simulation.opening || visit.turns[turn]?.by === 'simulated');
}

/** The sentence an assertion that does not apply says. */
export function notApplicable(visit: Pick<Visit, 'simulation'>, turn: number, what: string): string {
  const opening = visit.simulation?.opening ?? 0;
  return `${what} of turn ${turn + 1}: not applicable, the customer was simulated after the ${opening} scripted opening turn${opening === 1 ? '' : 's'} (turn-indexed assertions apply to the scripted opening only)`;
}

/** Where to point when something that should have happened never did: the last tool call, else the last reply. */
export function lastActionStep(visit: Visit): number | undefined {
  return toolCalls(visit).at(-1)?.step ?? replies(visit).at(-1)?.step ?? visit.steps.at(-1)?.step;
}

/** The data of a successful call, or undefined. */
export function dataOf(step: ToolCallStep): Record<string, unknown> | undefined {
  if (!step.result.ok) return undefined;
  const data = step.result.data;
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

/** The call's arguments as an object (the transcript keeps unparseable JSON as text). */
export function argsOf(step: ToolCallStep): Record<string, unknown> {
  let args = step.args;
  if (typeof args === 'string') {
    try {
      args = JSON.parse(args) as unknown;
    } catch {
      return {};
    }
  }
  return typeof args === 'object' && args !== null && !Array.isArray(args) ? (args as Record<string, unknown>) : {};
}

/** True when `id` appears as a whole string value anywhere in `value`. */
export function mentions(value: unknown, id: string): boolean {
  if (value === id) return true;
  if (Array.isArray(value)) return value.some((v) => mentions(v, id));
  if (typeof value === 'object' && value !== null) return Object.values(value).some((v) => mentions(v, id));
  return false;
}

/** Successful writes, in order. */
export function successfulWrites(visit: Visit): ToolCallStep[] {
  return toolCalls(visit).filter((s) => WRITE_TOOLS.has(s.tool) && s.result.ok);
}

/** The last successful write whose arguments or result name `id` (an order, refund, ticket or proposal). */
export function writeTouching(visit: Visit, id: string): ToolCallStep | undefined {
  return successfulWrites(visit)
    .filter((s) => mentions(argsOf(s), id) || mentions(dataOf(s), id))
    .at(-1);
}

/**
 * Every record that existed at some point of the visit, in the final world's shape: a reply may
 * name one the visit deleted or created (the final version wins where both have it).
 */
export function wholeWorld(visit: Visit): WorldSnapshot {
  const { initial, final } = visit;
  return merged(final, {
    customers: dictionaryMerge(initial.customers, final.customers),
    products: dictionaryMerge(initial.products, final.products),
    orders: dictionaryMerge(initial.orders, final.orders),
    refunds: dictionaryMerge(initial.refunds, final.refunds),
    tickets: dictionaryMerge(initial.tickets, final.tickets),
    proposals: dictionaryMerge(initial.proposals, final.proposals),
  });
}
