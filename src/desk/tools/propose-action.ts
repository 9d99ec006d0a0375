import { ACTIONS, type ActionKind } from '../../cases/types.js';
import { fromMinor } from '../../text/money.js';
import type { Order, Proposal } from '../types.js';
import { ACTION_HANDLERS, isRefusal, type ProposalArgs } from './actions.js';
import { ADDRESS_FIELDS_HELP, ADDRESS_OBJECT_SCHEMA } from './address.js';
import { ORDER_ID_PARAMETER, ownOrder, refused, success } from './outcome.js';
import type { ToolContext, ToolSpec } from './types.js';
import { plain } from './views.js';

export const proposeAction: ToolSpec = {
  name: 'propose_action',
  kind: 'prepare',
  summary: 'a write the customer must confirm (action, order_id, amount?, address?, payment_method_id?, reason?)',
  offered: 'change',
  definition: {
    name: 'propose_action',
    description:
      'Prepare a change to one of the customer\'s orders (cancel_order, refund, change_address, change_payment) for the customer to confirm. Nothing changes yet: show the returned summary to the customer, ask for a clear yes, and call execute_action with the proposal_id only in a later turn, after the customer confirms. A refund without amount refunds what is still refundable; a cancellation gives the money back to the payment methods the order was paid with.',
    parameters: {
      type: 'object',
      properties: {
        action: { type: 'string', enum: [...ACTIONS], description: 'What to do: cancel_order, refund (with amount), change_address (with address) or change_payment (with payment_method_id).' },
        order_id: ORDER_ID_PARAMETER,
        amount: { type: 'number', exclusiveMinimum: 0, description: 'Refund amount in the order currency, e.g. 12.50 (refund only).' },
        address: {
          anyOf: [{ type: 'string', minLength: 1 }, ADDRESS_OBJECT_SCHEMA],
          description: `The new shipping address (change_address only): one line of text, or an object { line1, line2?, city, state?, zip, country } (${ADDRESS_FIELDS_HELP}).`,
        },
        payment_method_id: {
          type: 'string',
          minLength: 1,
          description: "The id of another of the customer's payment methods to pay the order with instead, as get_customer lists them (change_payment only).",
        },
        reason: { type: 'string', description: "Why, in a few words; for cancel_order, one of the store's cancellation reasons when the policy names them." },
      },
      required: ['action', 'order_id'],
      additionalProperties: false,
    },
  },
  run(args, ctx) {
    const action = args['action'] as ActionKind;
    ctx.store.expireProposals();
    const found = ownOrder(ctx, 'propose_action', args['order_id'] as string);
    if ('outcome' in found) return found.outcome;
    const { order } = found;
    const prepared = ACTION_HANDLERS[action].prepare(
      order,
      {
        amount: args['amount'] as number | undefined,
        address: args['address'] as ProposalArgs['address'],
        reason: args['reason'] as string | undefined,
        paymentMethodId: args['payment_method_id'] as string | undefined,
      },
      ctx.store,
    );
    if (isRefusal(prepared)) return refused(prepared.guard, 'propose_action', prepared.code, prepared.message);
    const proposal = createProposal(ctx, action, order, prepared, args['reason'] as string | undefined);
    return success(
      plain({
        proposal_id: proposal.id,
        action,
        order_id: order.id,
        amount: prepared.amount === undefined ? undefined : fromMinor(prepared.amount),
        currency: order.currency,
        address: prepared.address,
        payment_method_id: prepared.paymentMethod,
        expiresAt: proposal.expiresAt,
        needsApproval: prepared.needsApproval,
        summary: prepared.summary,
        note: 'Nothing has changed yet. Show the summary and ask the customer to confirm; execute only after their yes.',
      }),
    );
  },
};

/** A pending proposal P<n>; an older pending one for the same order and action is superseded. */
function createProposal(
  ctx: ToolContext,
  action: ActionKind,
  order: Order,
  prepared: { amount?: number; address?: string; paymentMethod?: string },
  reason: string | undefined,
): Proposal {
  const { store } = ctx;
  const orderId = order.id;
  const superseded: string[] = [];
  for (const p of store.proposals.values()) {
    if (p.status === 'pending' && p.orderId === orderId && p.action === action && p.customer === order.customer) {
      p.status = 'superseded';
      superseded.push(p.id);
    }
  }
  const id = store.nextId('P');
  const proposal: Proposal = {
    id,
    // The order's owner: ownOrder let it through, so it is the customer the visit serves.
    customer: order.customer,
    action,
    orderId,
    ...(prepared.amount !== undefined && { amount: prepared.amount }),
    ...(prepared.address !== undefined && { address: prepared.address }),
    ...(prepared.paymentMethod !== undefined && { paymentMethod: prepared.paymentMethod }),
    ...(reason !== undefined && { reason }),
    createdAt: store.nowIso(),
    expiresAt: new Date(store.now().getTime() + store.policy.proposalTtlMinutes * 60_000).toISOString(),
    status: 'pending',
    turn: store.turn,
  };
  store.proposals.set(id, proposal);
  store.record({
    kind: 'proposal_created',
    ids: { proposal: id, order: orderId },
    detail: plain({ action, amount: prepared.amount, address: prepared.address, paymentMethod: prepared.paymentMethod, supersedes: superseded.length ? superseded : undefined }),
  });
  return proposal;
}
