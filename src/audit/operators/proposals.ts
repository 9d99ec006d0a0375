/**
 * The reference's proposals as the desk takes them, for the operators that change a write's
 * arguments (another payment method, another variant): such a mutant must go through the desk,
 * proposed and executed like the reference's own write, so that only the graders can catch it.
 * Whether the desk takes an argument is asked of the desk's own action handler, never guessed.
 */
import { ACTIONS, type ActionKind, type CasePaymentMethod, type GoldenCaseData, type ReferenceCall } from '../../cases/types.js';
import { Store } from '../../desk/store.js';
import { ACTION_HANDLERS, isRefusal } from '../../desk/tools/actions.js';
import { proposalArgsOf } from '../../desk/tools/propose-action.js';
import type { Visit } from '../../desk/types.js';
import { type CallAt, callerId, callsOfTool, hasReference, mutable, stringArg } from './case-facts.js';
import type { Variant } from './types.js';

/** A reference propose_action whose proposal the visit executed, and the proposal's id. */
export interface ExecutedProposal extends CallAt {
  id: string;
}

function actionOf(call: ReferenceCall): ActionKind | undefined {
  const action = stringArg(call, 'action');
  return (ACTIONS as readonly string[]).includes(action ?? '') ? (action as ActionKind) : undefined;
}

/**
 * Whether the desk's handler of the action prepares a proposal with these arguments, in the world
 * the case gives: the policy, the order's status, the items, the stock, the customer's methods and
 * balances as they start. (A write made earlier in the visit is not seen.)
 */
export function deskTakes(c: GoldenCaseData, call: ReferenceCall): boolean {
  const action = actionOf(call);
  if (action === undefined) return false;
  const handler = ACTION_HANDLERS[action];
  const store = Store.fromGiven(c.given);
  const args = proposalArgsOf(call.args ?? {});
  if (handler.subject === 'customer') {
    const customer = store.customers.get(callerId(c) ?? '');
    return customer !== undefined && !isRefusal(handler.prepare(customer, args, store));
  }
  const order = store.orders.get(stringArg(call, 'order_id') ?? '');
  return order !== undefined && !isRefusal(handler.prepare(order, args, store));
}

/** The id the store gave the proposal of a reference call, read from the visit's own tool results. */
function playedId(played: Visit, at: CallAt): string | undefined {
  const step = played.turns[at.turn]?.calls[at.index];
  if (step?.tool !== 'propose_action' || !step.result.ok) return undefined;
  const id = (step.result.data as { proposal_id?: unknown } | null)?.proposal_id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * The reference's proposals that the visit executed. From the reference's own visit when the audit
 * has it; else numbered as the store numbers them (P1, P2, ... for the proposals the desk takes)
 * and executed when a later turn's execute_action names the id.
 */
export function executedProposals(c: GoldenCaseData, played?: Visit): ExecutedProposal[] {
  const proposes = callsOfTool(c, 'propose_action');
  if (played) {
    const executed = new Set(played.events.filter((e) => e.kind === 'proposal_executed').map((e) => e.ids['proposal']));
    return proposes.flatMap((at) => {
      const id = playedId(played, at);
      return id !== undefined && executed.has(id) ? [{ ...at, id }] : [];
    });
  }
  const executes = callsOfTool(c, 'execute_action');
  const out: ExecutedProposal[] = [];
  let made = 0;
  for (const at of proposes) {
    if (!deskTakes(c, at.call)) continue;
    const id = `P${(made += 1)}`;
    if (executes.some((x) => x.turn > at.turn && stringArg(x.call, 'proposal_id') === id)) out.push({ ...at, id });
  }
  return out;
}

/** The payment methods of the customer whose order a call names. */
export function methodsOfOrderCustomer(c: GoldenCaseData, call: ReferenceCall): CasePaymentMethod[] {
  const order = (c.given.orders ?? []).find((o) => o.id === stringArg(call, 'order_id'));
  return (c.given.customers ?? []).find((x) => x.id === order?.customer)?.paymentMethods ?? [];
}

/** A call's argument that is a list of strings (item_ids, new_item_ids); [] when it is not one. */
export function stringsArg(call: ReferenceCall, key: string): string[] {
  const v = call.args?.[key];
  return Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : [];
}

/**
 * One mutant per proposal the visit executed that `change` rewrites: the reference's propose_action
 * with `change`'s arguments instead, its execute and its reply left as they were.
 */
export function rewrittenProposals(
  c: GoldenCaseData,
  played: Visit | undefined,
  change: (call: ReferenceCall) => { args: Record<string, unknown>; where: string } | undefined,
): Variant[] {
  if (!hasReference(c)) return [];
  const out: Variant[] = [];
  for (const p of executedProposals(c, played)) {
    const changed = change(p.call);
    if (changed === undefined) continue;
    const m = mutable(c);
    const call = m.reference[p.turn]!.calls![p.index]!;
    call.args = { ...call.args, ...changed.args };
    out.push({ where: `turn ${p.turn + 1}, ${changed.where} (${p.id})`, mutant: m });
  }
  return out;
}
