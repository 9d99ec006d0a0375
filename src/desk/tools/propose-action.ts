import { ACTIONS, type ActionKind } from '../../cases/types.js';
import { fromMinor } from '../../text/money.js';
import { identifyFirstMessage } from '../guards/identity.js';
import type { Customer, Order, Proposal } from '../types.js';
import { ACTION_HANDLERS, isRefusal, type Prepared, type ProposalArgs } from './actions.js';
import { ADDRESS_FIELDS_HELP, ADDRESS_OBJECT_SCHEMA } from './address.js';
import { ORDER_ID_PARAMETER, ownOrder, refused, success } from './outcome.js';
import type { ToolContext, ToolOutcome, ToolSpec } from './types.js';
import { plain } from './views.js';

export const proposeAction: ToolSpec = {
  name: 'propose_action',
  kind: 'prepare',
  summary: 'a write the customer must confirm (action, order_id (not for set_default_address), amount?, address?, reason?, item_ids?, new_item_ids?, payment_method_id?)',
  offered: 'change',
  definition: {
    name: 'propose_action',
    description:
      'Prepare a change to one of the customer\'s orders (cancel_order, refund, change_address, exchange_items, modify_items, return_items, change_payment; order_id required) or to their default address on file (set_default_address with address as an object; no order_id) for the customer to confirm. Nothing changes yet: show the returned summary to the customer, ask for a clear yes, and call execute_action with the proposal_id only in a later turn, after the customer confirms. A refund without amount refunds what is still refundable; a cancellation gives the money back to the payment methods the order was paid with. exchange_items (a delivered order) and modify_items (a pending order) swap items for other variants of the same products, once per order, the price difference settled on payment_method_id; return_items sends delivered items back for a refund to payment_method_id; change_payment pays the order with payment_method_id instead.',
    parameters: {
      type: 'object',
      properties: {
        action: {
          type: 'string',
          enum: [...ACTIONS],
          description:
            "What to do: cancel_order, refund (with amount), change_address (with address), exchange_items or modify_items (with item_ids, new_item_ids, payment_method_id), return_items (with item_ids, payment_method_id), change_payment (with payment_method_id), or set_default_address (the customer's address on file, with address as an object, no order_id).",
        },
        order_id: ORDER_ID_PARAMETER,
        amount: { type: 'number', exclusiveMinimum: 0, description: 'Refund amount in the order currency, e.g. 12.50 (refund only).' },
        address: {
          anyOf: [{ type: 'string', minLength: 1 }, ADDRESS_OBJECT_SCHEMA],
          description: `The new address: for change_address the order's shipping address, one line of text or an object; for set_default_address the address on file, an object { line1, line2?, city, state?, zip, country } (${ADDRESS_FIELDS_HELP}).`,
        },
        payment_method_id: {
          type: 'string',
          minLength: 1,
          description: "One of the customer's payment methods (get_customer): it pays or receives an item write's price difference, or a return's refund; for change_payment, the method to pay the order with instead.",
        },
        reason: { type: 'string', description: "Why, in a few words; for cancel_order, one of the store's cancellation reasons when the policy names them." },
        item_ids: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          minItems: 1,
          description: "The order's items to give back, by item id as get_order shows them (a variant's itemId, else the sku); an id twice is two units (item actions only).",
        },
        new_item_ids: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          minItems: 1,
          description: 'The variants taken instead, one for each of item_ids in the same order, each a variant of the same product (exchange_items, modify_items).',
        },
      },
      // order_id is required for the order actions: run() checks it from the registry.
      required: ['action'],
      additionalProperties: false,
    },
  },
  run(args, ctx) {
    const action = args['action'] as ActionKind;
    ctx.store.expireProposals();
    const subject = subjectOf(ctx, action, args['order_id'] as string | undefined);
    if ('outcome' in subject) return subject.outcome;
    const handler = ACTION_HANDLERS[action];
    const proposalArgs = proposalArgsOf(args);
    const prepared =
      handler.subject === 'order' && 'order' in subject
        ? handler.prepare(subject.order, proposalArgs, ctx.store)
        : handler.subject === 'customer' && 'customer' in subject
          ? handler.prepare(subject.customer, proposalArgs, ctx.store)
          : undefined;
    if (prepared === undefined) throw new Error(`propose_action: ${action} has no subject`);
    if (isRefusal(prepared)) return refused(prepared.guard, 'propose_action', prepared.code, prepared.message);
    const order = 'order' in subject ? subject.order : undefined;
    const proposal = createProposal(ctx, action, 'order' in subject ? subject.order.customer : subject.customer.id, order?.id, prepared, args['reason'] as string | undefined);
    return success(
      plain({
        proposal_id: proposal.id,
        action,
        order_id: order?.id,
        amount: prepared.amount === undefined ? undefined : fromMinor(prepared.amount),
        currency: order?.currency,
        address: prepared.address,
        item_ids: prepared.itemIds,
        new_item_ids: prepared.newItemIds,
        payment_method_id: prepared.paymentMethodId,
        difference: prepared.difference === undefined ? undefined : fromMinor(prepared.difference),
        expiresAt: proposal.expiresAt,
        needsApproval: prepared.needsApproval,
        summary: prepared.summary,
        note: 'Nothing has changed yet. Show the summary and ask the customer to confirm; execute only after their yes.',
      }),
    );
  },
};

/** propose_action's arguments (checked by its schema) as the action handlers read them. */
export function proposalArgsOf(args: Readonly<Record<string, unknown>>): ProposalArgs {
  return {
    amount: args['amount'] as number | undefined,
    address: args['address'] as ProposalArgs['address'],
    reason: args['reason'] as string | undefined,
    itemIds: args['item_ids'] as string[] | undefined,
    newItemIds: args['new_item_ids'] as string[] | undefined,
    paymentMethodId: args['payment_method_id'] as string | undefined,
  };
}

/**
 * What the action is about, as the registry says: one of the customer's own orders (order_id
 * required), or the served customer's account (order_id refused). Checked here rather than by a
 * conditional JSON Schema, so the model reads one plain sentence.
 */
function subjectOf(ctx: ToolContext, action: ActionKind, orderId: string | undefined): { order: Order } | { customer: Customer } | { outcome: ToolOutcome } {
  if (ACTION_HANDLERS[action].subject === 'order') {
    if (orderId === undefined) return { outcome: refused('arguments', 'propose_action', 'invalid_arguments', `order_id is required for ${action}: the order to change.`) };
    return ownOrder(ctx, 'propose_action', orderId);
  }
  if (orderId !== undefined) {
    return { outcome: refused('arguments', 'propose_action', 'invalid_arguments', `${action} changes the customer's account, not an order: leave order_id out.`) };
  }
  const served = ctx.store.session.customer;
  const customer = served === undefined ? undefined : ctx.store.customers.get(served);
  // The identity guard refuses propose_action before identification; this is its backstop.
  if (customer === undefined) return { outcome: refused('identity', 'propose_action', 'forbidden', identifyFirstMessage('propose_action')) };
  return { customer };
}

/** A pending proposal P<n>; an older pending one for the same order (or the same account) and action is superseded. */
function createProposal(
  ctx: ToolContext,
  action: ActionKind,
  customer: string,
  orderId: string | undefined,
  prepared: Prepared,
  reason: string | undefined,
): Proposal {
  const { store } = ctx;
  const superseded: string[] = [];
  for (const p of store.proposals.values()) {
    if (p.status === 'pending' && p.orderId === orderId && p.action === action && p.customer === customer) {
      p.status = 'superseded';
      superseded.push(p.id);
    }
  }
  const id = store.nextId('P');
  const proposal: Proposal = {
    id,
    // The order's owner (ownOrder let it through) or the served customer: the customer the visit serves.
    customer,
    action,
    ...(orderId !== undefined && { orderId }),
    ...(prepared.amount !== undefined && { amount: prepared.amount }),
    ...(prepared.address !== undefined && { address: prepared.address }),
    ...(prepared.addressFields !== undefined && { addressFields: prepared.addressFields }),
    ...(reason !== undefined && { reason }),
    ...(prepared.itemIds !== undefined && { itemIds: [...prepared.itemIds] }),
    ...(prepared.newItemIds !== undefined && { newItemIds: [...prepared.newItemIds] }),
    ...(prepared.paymentMethodId !== undefined && { paymentMethodId: prepared.paymentMethodId }),
    ...(prepared.difference !== undefined && { difference: prepared.difference }),
    createdAt: store.nowIso(),
    expiresAt: new Date(store.now().getTime() + store.policy.proposalTtlMinutes * 60_000).toISOString(),
    status: 'pending',
    turn: store.turn,
  };
  store.proposals.set(id, proposal);
  store.record({
    kind: 'proposal_created',
    ids: { proposal: id, ...(orderId === undefined ? { customer } : { order: orderId }) },
    detail: plain({
      action,
      amount: prepared.amount,
      address: prepared.address,
      items: prepared.itemIds,
      newItems: prepared.newItemIds,
      paymentMethod: prepared.paymentMethodId,
      difference: prepared.difference,
      supersedes: superseded.length ? superseded : undefined,
    }),
  });
  return proposal;
}
