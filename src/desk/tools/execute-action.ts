import type { ToolErrorCode } from '../../cases/types.js';
import { subjectIds } from '../store.js';
import type { Customer, Proposal } from '../types.js';
import { ACTION_HANDLERS, type Applied } from './actions.js';
import { ownOrder, refused, success } from './outcome.js';
import type { ToolContext, ToolOutcome, ToolSpec } from './types.js';
import { plain } from './views.js';
import { merged } from '../../util/merged.js';
import { fromMinor } from '../../text/money.js';
import type { Moved } from './payments.js';

/** A payment method's share as results show money: in major units. */
const major = (m: Moved): Record<string, unknown> => ({ ...m, amount: fromMinor(m.amount), ...(m.balance !== undefined && { balance: fromMinor(m.balance) }) });

type Confirmation = { ok: true; reason: string } | { ok: false; code: ToolErrorCode; message: string };

export const executeAction: ToolSpec = {
  name: 'execute_action',
  kind: 'write',
  summary: "carries out a proposal after the customer's yes (proposal_id)",
  offered: 'change',
  definition: {
    name: 'execute_action',
    description:
      'Carry out a proposal made with propose_action, after the customer has seen its summary and answered with a clear yes in a later message. Refused when the customer has not confirmed, the proposal expired, or the policy no longer allows it.',
    parameters: {
      type: 'object',
      properties: { proposal_id: { type: 'string', minLength: 1, description: 'The proposal_id that propose_action returned.' } },
      required: ['proposal_id'],
      additionalProperties: false,
    },
  },
  run(args, ctx) {
    const id = args['proposal_id'] as string;
    const { store } = ctx;
    store.expireProposals();
    const proposal = store.proposals.get(id);
    const missing = `No proposal ${id} was found for this customer. Make one with propose_action and show it to the customer.`;
    if (proposal === undefined) return refused('confirmation', 'execute_action', 'not_found', missing);
    if (proposal.customer !== store.session.customer) {
      return refused('ownership', 'execute_action', 'not_found', missing, `proposal ${id} belongs to another customer, not ${store.session.customer}`);
    }
    const confirmation = confirmed(proposal, ctx);
    if (!confirmation.ok) return refused('confirmation', 'execute_action', confirmation.code, confirmation.message);
    return carryOut(proposal, ctx, confirmation.reason);
  },
};

/** The confirmation guard: a live proposal, shown in an earlier reply, and a yes in the customer's current turn. */
function confirmed(p: Proposal, ctx: ToolContext): Confirmation {
  const { store, conversation } = ctx;
  if (p.status === 'executed') return { ok: false, code: 'policy_violation', message: `Proposal ${p.id} was already executed; do not execute it again.` };
  if (p.status === 'superseded') {
    const of = p.orderId === undefined ? 'the same account' : `order ${p.orderId}`;
    return { ok: false, code: 'expired', message: `Proposal ${p.id} was replaced by a newer proposal for ${of}; use the newest one.` };
  }
  if (p.status === 'expired' || store.now().getTime() > Date.parse(p.expiresAt)) {
    return { ok: false, code: 'expired', message: `Proposal ${p.id} expired at ${p.expiresAt}. Propose the action again and ask the customer to confirm.` };
  }
  if (p.turn >= store.turn) {
    return { ok: false, code: 'not_confirmed', message: 'The proposal was made in this turn; the customer has not answered it yet. Show the summary and wait for their reply.' };
  }
  if (!conversation.shownProposals.has(p.id)) {
    return { ok: false, code: 'not_confirmed', message: 'The customer has not been shown this proposal. Show its summary and ask them to confirm.' };
  }
  const text = conversation.customerTurns.at(-1) ?? '';
  const language = store.customers.get(p.customer)?.language;
  const verdict = ctx.rules.confirms(text, { ...(p.orderId !== undefined && { orderId: p.orderId }), ...(language ? { language } : {}) });
  if (!verdict.confirmed) {
    return { ok: false, code: 'not_confirmed', message: `The customer's last message is not a clear yes (${verdict.reason}). Ask them to confirm.` };
  }
  return { ok: true, reason: verdict.reason };
}

/** The policy again (things may have changed since the proposal), then the write on the proposal's order or account. */
function carryOut(p: Proposal, ctx: ToolContext, reason: string): ToolOutcome {
  const { store } = ctx;
  const handler = ACTION_HANDLERS[p.action];
  let applied: Applied;
  let currency: string | undefined;
  if (handler.subject === 'order') {
    const found = ownOrder(ctx, 'execute_action', p.orderId ?? '');
    if ('outcome' in found) return found.outcome;
    const check = handler.recheck(found.order, p, store);
    if (!check.ok) return refused('policy', 'execute_action', check.code, check.message);
    applied = handler.apply(found.order, p, store);
    currency = found.order.currency;
  } else {
    // execute_action let only the served customer's own proposal through.
    const customer = store.customers.get(p.customer) as Customer;
    const check = handler.recheck(customer, p, store);
    if (!check.ok) return refused('policy', 'execute_action', check.code, check.message);
    applied = handler.apply(customer, p, store);
  }
  p.status = 'executed';
  store.record({ kind: 'proposal_executed', ids: { proposal: p.id, ...subjectIds(p) }, detail: { action: p.action } });
  const outcome = success(
    plain({
      proposal_id: p.id,
      status: 'executed',
      action: p.action,
      order_id: p.orderId,
      currency,
      address: handler.subject === 'customer' ? p.address : undefined,
      refund: applied.refund,
      ticket: applied.ticket,
      payment: applied.payment,
      refunded_to: applied.refundedTo?.map(major),
      paid_with: applied.paidWith === undefined ? undefined : major(applied.paidWith),
      message: applied.message,
    }),
  );
  return merged(outcome, { guard: { guard: 'confirmation', verdict: 'allowed', tool: 'execute_action', message: `confirmed by the customer: ${reason}` } });
}
