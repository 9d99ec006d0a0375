/**
 * What can back a claim of a completed action: the writes this visit made (executed proposals,
 * hand-offs), and the states this visit's reads returned (an order shown as cancelled, a refund
 * listed on it). Never the world as given: a refund that existed before the visit backs a
 * report of it only once a read of this visit has shown it.
 */
import type { PaymentMethodKind } from '../../cases/types.js';
import type { Visit } from '../../desk/types.js';
import type { ClaimAction } from '../text/claims/index.js';
import { argsOf, dataOf, toolCalls, type ToolCallStep, WRITE_TOOLS } from '../visit-steps.js';

export interface Fact {
  action: ClaimAction;
  /** The order it is about, when it is about one. */
  order?: string;
  /** 0-based turn of the tool call. */
  turn: number;
  /** A write of this visit did it, or a read of this visit showed it. */
  source: 'write' | 'read';
  /** A refund's status: `issued`, or `pending_approval` above the automatic limit. */
  refundStatus?: string;
  /** A refund's amounts in minor units: its own and, from a read, the order's refunded total. */
  amounts?: number[];
  /** The kinds of payment method the money went back to (a refund), or that now pays the order (a change of payment). */
  methods?: PaymentMethodKind[];
}

/** The kind of a payment method by its id: the world's record of it, else what the result says. */
type KindOf = (method: unknown, said?: unknown) => PaymentMethodKind | undefined;

function kindsOf(visit: Visit): KindOf {
  const kinds = new Map<string, PaymentMethodKind>();
  for (const world of [visit.initial, visit.final]) {
    for (const c of Object.values(world.customers)) for (const m of c.paymentMethods ?? []) kinds.set(m.id, m.kind);
  }
  const known = (k: unknown): PaymentMethodKind | undefined => (k === 'card' || k === 'paypal' || k === 'gift_card' ? k : undefined);
  return (method, said) => (typeof method === 'string' ? kinds.get(method) : undefined) ?? known(said);
}

function withMethods(kinds: readonly (PaymentMethodKind | undefined)[]): { methods?: PaymentMethodKind[] } {
  const methods = [...new Set(kinds.filter((k): k is PaymentMethodKind => k !== undefined))];
  return methods.length === 0 ? {} : { methods };
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const minor = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v * 100) : undefined);
const record = (v: unknown): Record<string, unknown> | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

function withOrder(order: string | undefined): { order?: string } {
  return order === undefined ? {} : { order };
}

/** What a successful write did: the action it carried out, on which order, with what outcome. */
function writeFacts(call: ToolCallStep, kindOf: KindOf): Fact[] {
  const data = dataOf(call);
  if (data === undefined) return [];
  const at = { turn: call.turn, source: 'write' as const };
  if (call.tool === 'escalate_to_human') return [{ action: 'escalate', ...at, ...withOrder(str(data['order_id']) ?? str(argsOf(call)['order_id'])) }];
  if (call.tool !== 'execute_action') return [];
  const order = str(data['order_id']);
  const action = data['action'];
  const facts: Fact[] = [];
  if (action === 'cancel_order' || action === 'change_address') facts.push({ action, ...at, ...withOrder(order) });
  const paidWith = record(data['paid_with']);
  if (action === 'change_payment') facts.push({ action, ...at, ...withOrder(order), ...withMethods([kindOf(paidWith?.['method'], paidWith?.['kind'])]) });
  // An exchange and a change of items are both items swapped for other variants.
  if (action === 'exchange_items' || action === 'modify_items') facts.push({ action: 'swap_items', ...at, ...withOrder(order) });
  if (action === 'return_items') facts.push({ action: 'return_items', ...at, ...withOrder(order) });
  if (action === 'set_default_address') facts.push({ action, ...at });
  facts.push(...refundedToFacts(data, at, order, kindOf));
  const refund = record(data['refund']);
  if (action === 'refund' || (action === 'return_items' && refund !== undefined)) {
    const amount = minor(refund?.['amount']);
    const methods = withMethods([kindOf(refund?.['method'])]);
    facts.push({ action: 'refund', ...at, ...withOrder(order), refundStatus: str(refund?.['status']) ?? 'issued', ...(amount === undefined ? {} : { amounts: [amount] }), ...methods });
  }
  // A price difference given back to a payment method is money refunded.
  const payment = record(data['payment']);
  if (payment?.['kind'] === 'refund') {
    const amount = minor(payment['amount']);
    facts.push({ action: 'refund', ...at, ...withOrder(order), refundStatus: 'issued', ...(amount === undefined ? {} : { amounts: [amount] }), ...withMethods([kindOf(payment['method'])]) });
  }
  // A refund above the automatic limit hands the request to staff with a ticket.
  if (data['ticket'] !== undefined) facts.push({ action: 'escalate', ...at, ...withOrder(order) });
  return facts;
}

/**
 * The money a cancellation or a change of payment method gave back to the order's payment methods
 * (`refunded_to`): an issued refund of each method's amount, and of their sum.
 */
function refundedToFacts(data: Record<string, unknown>, at: { turn: number; source: 'write' }, order: string | undefined, kindOf: KindOf): Fact[] {
  const to = Array.isArray(data['refunded_to']) ? data['refunded_to'].map(record).filter((m): m is Record<string, unknown> => m !== undefined) : [];
  const back = to.map((m) => minor(m['amount'])).filter((a): a is number => a !== undefined);
  if (back.length === 0) return [];
  const amounts = [...new Set([...back, back.reduce((x, y) => x + y, 0)])];
  return [{ action: 'refund', ...at, ...withOrder(order), refundStatus: 'issued', amounts, ...withMethods(to.map((m) => kindOf(m['method'], m['kind']))) }];
}

/**
 * States a read returned: orders shown cancelled, exchanged, with items changed or on their way
 * back, refunds listed on an order, and refunds in an order's payment history (where a world
 * imported from tau2 keeps the refund of an order cancelled before the visit).
 */
function readFacts(call: ToolCallStep, kindOf: KindOf): Fact[] {
  const data = dataOf(call);
  if (data === undefined) return [];
  const out: Fact[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    const obj = record(value);
    if (obj === undefined) return;
    const order = str(obj['order_id']) ?? str(obj['id']);
    if (order !== undefined && obj['status'] === 'cancelled') out.push({ action: 'cancel_order', order, turn: call.turn, source: 'read' });
    if (order !== undefined && (obj['status'] === 'exchange_requested' || obj['exchange'] !== undefined || obj['modification'] !== undefined)) {
      out.push({ action: 'swap_items', order, turn: call.turn, source: 'read' });
    }
    if (order !== undefined && (obj['status'] === 'return_requested' || obj['itemReturn'] !== undefined)) out.push({ action: 'return_items', order, turn: call.turn, source: 'read' });
    const refunds = obj['refunds'];
    if (order !== undefined && Array.isArray(refunds)) {
      const total = minor(obj['refunded']);
      for (const r of refunds.map(record)) {
        const amount = minor(r?.['amount']);
        const amounts = [amount, total].filter((a): a is number => a !== undefined);
        out.push({ action: 'refund', order, turn: call.turn, source: 'read', refundStatus: str(r?.['status']) ?? 'issued', amounts });
      }
    }
    const payments = obj['payments'];
    if (order !== undefined && Array.isArray(payments)) {
      for (const p of payments.map(record)) {
        if (p?.['kind'] !== 'refund') continue;
        const amount = minor(p['amount']);
        out.push({ action: 'refund', order, turn: call.turn, source: 'read', refundStatus: 'issued', ...(amount === undefined ? {} : { amounts: [amount] }), ...withMethods([kindOf(p['method'])]) });
      }
    }
    Object.values(obj).forEach(visit);
  };
  visit(data);
  return out;
}

export function factsOf(visit: Visit): Fact[] {
  const kindOf = kindsOf(visit);
  return toolCalls(visit).flatMap((call) => (WRITE_TOOLS.has(call.tool) ? writeFacts(call, kindOf) : readFacts(call, kindOf)));
}
