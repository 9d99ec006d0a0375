/**
 * What the customer saw of each proposal, recomputed from the transcript for confirmed-writes:
 * the facts of a proposal, the replies that described it (delivered as written, not a fallback,
 * naming its order, action and amount or new address), and the proposals each reply described.
 */
import { FALLBACK_REPLIES } from '../../desk/guards/reply.js';
import { toMinor } from '../../text/money.js';
import type { PaymentMethod, Proposal, Visit } from '../../desk/types.js';
import { missingFromReply, ordersIn, type ProposalFacts } from '../text/consent/index.js';
import { argsOf, dataOf, replyStep, type ToolCallStep, toolCalls } from '../visit-steps.js';

const FALLBACKS: ReadonlySet<string> = new Set(Object.values(FALLBACK_REPLIES));

export interface ProposalSeen {
  id: string;
  call: ToolCallStep;
  facts: ProposalFacts;
  /** 0-based turn in which it was made. */
  turn: number;
  record?: Proposal;
}

export function orderIdsOf(visit: Visit): string[] {
  return [...new Set([...Object.keys(visit.initial.orders), ...Object.keys(visit.final.orders)])];
}

/** Every proposal made in the visit, by id, with what a description of it must say. */
export function proposalsOf(visit: Visit): Map<string, ProposalSeen> {
  const out = new Map<string, ProposalSeen>();
  for (const call of toolCalls(visit)) {
    if (call.tool !== 'propose_action') continue;
    const data = dataOf(call);
    const id = typeof data?.['proposal_id'] === 'string' ? data['proposal_id'] : undefined;
    if (id === undefined) continue;
    const record = visit.final.proposals[id];
    out.set(id, { id, call, facts: factsOf(visit, call, record), turn: call.turn, ...(record ? { record } : {}) });
  }
  return out;
}

function factsOf(visit: Visit, call: ToolCallStep, record: Proposal | undefined): ProposalFacts {
  const args = argsOf(call);
  const data = dataOf(call) ?? {};
  const given = record?.orderId ?? data['order_id'] ?? args['order_id'];
  // None for an action on the customer's account (set_default_address).
  const orderId = typeof given === 'string' ? given : undefined;
  const major = data['amount'] ?? args['amount'];
  const amount = record?.amount ?? (typeof major === 'number' ? toMinor(major) : undefined);
  const address = record?.address ?? (typeof (data['address'] ?? args['address']) === 'string' ? String(data['address'] ?? args['address']) : undefined);
  const difference = record?.difference ?? (typeof data['difference'] === 'number' ? toMinor(data['difference']) : undefined);
  const order = orderId === undefined ? undefined : visit.initial.orders[orderId];
  const items = (order?.items ?? []).map((i) => ({ name: visit.initial.products[i.sku]?.name ?? i.sku, total: i.price * i.qty, qty: i.qty }));
  const methodId = record?.paymentMethodId ?? data['payment_method_id'] ?? args['payment_method_id'];
  const method = typeof methodId === 'string' ? methodWords(visit, order?.customer, methodId) : undefined;
  const methodKind = typeof methodId === 'string' ? methodOf(visit, order?.customer, methodId)?.kind : undefined;
  return {
    action: record?.action ?? String(data['action'] ?? args['action'] ?? ''),
    ...(orderId !== undefined ? { orderId } : {}),
    ...(amount !== undefined ? { amount } : {}),
    ...(address !== undefined ? { address } : {}),
    ...(difference !== undefined ? { difference } : {}),
    ...(method !== undefined ? { method } : {}),
    ...(methodKind !== undefined ? { methodKind } : {}),
    items,
  };
}

/** What names a gift card, in the languages the desk speaks. */
const GIFT_CARD_WORDS = [
  'gift card', 'gift', 'tarjeta regalo', 'tarjeta de regalo', 'carte cadeau', 'carte-cadeau', 'geschenkkarte', 'gutschein', 'geschenkgutschein',
  'cartão presente', 'cartão-presente', 'vale-presente', 'carta regalo', 'buono regalo', 'gift card', 'cadeaukaart', 'cadeaubon', 'गिफ्ट कार्ड', 'उपहार कार्ड',
];

/** How a reply may name a payment method: a card by its last four or brand, PayPal by name, a gift card as one. */
function methodOf(visit: Visit, customer: string | undefined, id: string): PaymentMethod | undefined {
  return customer === undefined ? undefined : visit.initial.customers[customer]?.paymentMethods?.find((x) => x.id === id);
}

function methodWords(visit: Visit, customer: string | undefined, id: string): string[] | undefined {
  const m = methodOf(visit, customer, id);
  if (m === undefined) return undefined;
  if (m.kind === 'paypal') return ['paypal'];
  if (m.kind === 'gift_card') return GIFT_CARD_WORDS;
  const words = [m.last4, m.brand].filter((w): w is string => w !== undefined && w !== '');
  return words.length > 0 ? words : undefined;
}

/** Why the customer saw nothing in this turn's reply, or undefined when they saw it as written. */
function unseenReason(visit: Visit, turn: number): string | undefined {
  const reply = replyStep(visit, turn);
  if (reply === undefined) return 'no reply was delivered';
  if (reply.text !== reply.raw) return 'the reply guard replaced it with the fallback';
  const stepLimit = visit.steps.some((s) => s.turn === turn && s.kind === 'guard' && s.decision.guard === 'step_limit');
  if (stepLimit || visit.turns[turn]?.guards.some((g) => g.guard === 'step_limit')) return 'the turn ended on the step-limit fallback';
  if (FALLBACKS.has(reply.text.trim())) return 'it was the fallback reply';
  return undefined;
}

/** The order the conversation was about just before turn `turn`'s reply: the one order the last message naming any named. */
function orderInContext(visit: Visit, turn: number, ids: readonly string[]): string | undefined {
  const messages: string[] = [];
  for (let t = 0; t <= turn; t += 1) {
    messages.push(visit.turns[t]?.customer ?? '');
    if (t < turn) messages.push(replyStep(visit, t)?.text ?? '');
  }
  for (const message of messages.reverse()) {
    const named = ordersIn(message, ids);
    if (named.length > 0) return named.length === 1 ? named[0] : undefined;
  }
  return undefined;
}

export interface DescriptionGap {
  unseen?: string;
  missing: string[];
}

/**
 * What each turn's reply showed of each proposal, for one check of one visit: confirmed-writes
 * asks about the same turn and proposal for each execution and each earlier turn, and a reply's
 * reading does not change within the check. Made when the check starts, dropped when it returns.
 */
export class ShownProposals {
  private readonly ids: string[];
  private readonly gaps = new Map<string, DescriptionGap>();
  private readonly contexts = new Map<number, { order: string | undefined }>();

  constructor(private readonly visit: Visit) {
    this.ids = orderIdsOf(visit);
  }

  /** What the reply of `turn` leaves out of a proposal (empty: it described it), or why it showed nothing. */
  gap(turn: number, proposal: ProposalSeen): DescriptionGap {
    const key = `${turn}\u0000${proposal.id}`;
    const known = this.gaps.get(key);
    if (known !== undefined) return known;
    const gap = this.read(turn, proposal);
    this.gaps.set(key, gap);
    return gap;
  }

  described(turn: number, proposal: ProposalSeen): boolean {
    const gap = this.gap(turn, proposal);
    return gap.unseen === undefined && gap.missing.length === 0;
  }

  private read(turn: number, proposal: ProposalSeen): DescriptionGap {
    const unseen = unseenReason(this.visit, turn);
    if (unseen !== undefined) return { unseen, missing: [] };
    const context = this.orderInContext(turn);
    const text = replyStep(this.visit, turn)?.text ?? '';
    return { missing: missingFromReply(text, proposal.facts, { orderIds: this.ids, ...(context !== undefined ? { orderInContext: context } : {}) }) };
  }

  private orderInContext(turn: number): string | undefined {
    const known = this.contexts.get(turn);
    if (known !== undefined) return known.order;
    const order = orderInContext(this.visit, turn, this.ids);
    this.contexts.set(turn, { order });
    return order;
  }
}
