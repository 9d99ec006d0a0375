/**
 * The three write actions, one small object each: what a proposal needs (prepare, with the
 * policy checked), the policy again at execution time (recheck), and the write (apply).
 * propose_action and execute_action both go through this registry.
 */
import type { ActionKind, RefundStatus, ToolErrorCode } from '../../cases/types.js';
import { canCancel, cancelReasonAllowed, canChangeAddress, checkRefund, needsApproval, refundableRemainder, type PolicyCheck } from '../guards/policy.js';
import { formatAmount, fromMinor, hasCents, toMinor } from '../../text/money.js';
import type { Store } from '../store.js';
import type { Address, Customer, GuardName, Minor, Order, Proposal } from '../types.js';
import { ADDRESS_FIELDS_HELP, addressText, readAddress } from './address.js';
import { changePayment } from './change-payment.js';
import { setDefaultAddress } from './set-default-address.js';
import { heldByMethod, type Moved, refundsText, refundToMethods } from './payments.js';
import { itemsText } from './views.js';

export interface ProposalArgs {
  amount?: number | undefined;
  /** change_address: one line of text, or a structure (line1, line2?, city, state?, zip, country). */
  address?: string | Readonly<Record<string, unknown>> | undefined;
  reason?: string | undefined;
  /** change_payment: the customer's payment method to pay with instead. */
  paymentMethodId?: string | undefined;
}

export interface Prepared {
  amount?: Minor;
  /** The new address as one line (change_address, set_default_address). */
  address?: string;
  /** set_default_address: the new address on file, as its fields. */
  addressFields?: Address;
  paymentMethod?: string;
  needsApproval?: boolean;
  summary: string;
}

export interface Refusal {
  guard: GuardName;
  code: ToolErrorCode;
  message: string;
}

export interface Applied {
  refund?: { id: string; amount: number; status: RefundStatus };
  ticket?: { id: string };
  /** What went back to each payment method (a cancellation, a change of payment method), in minor units. */
  refundedTo?: Moved[];
  /** The payment taken instead (a change of payment method), in minor units. */
  paidWith?: Moved;
  message: string;
}

/** An action on one of the customer's orders: propose_action needs its order_id. */
export interface OrderAction {
  subject: 'order';
  prepare(order: Order, args: ProposalArgs, store: Store): Prepared | Refusal;
  recheck(order: Order, proposal: Proposal, store: Store): PolicyCheck;
  apply(order: Order, proposal: Proposal, store: Store): Applied;
}

/** An action on the customer's own account (their address on file): no order, and order_id is refused. */
export interface CustomerAction {
  subject: 'customer';
  prepare(customer: Customer, args: ProposalArgs, store: Store): Prepared | Refusal;
  recheck(customer: Customer, proposal: Proposal, store: Store): PolicyCheck;
  apply(customer: Customer, proposal: Proposal, store: Store): Applied;
}

export type ActionHandler = OrderAction | CustomerAction;

export function isRefusal(value: Prepared | Refusal): value is Refusal {
  return 'code' in value;
}

const invalid = (message: string): Refusal => ({ guard: 'arguments', code: 'invalid_arguments', message });

function fromCheck(check: PolicyCheck): Refusal | undefined {
  if (check.ok) return undefined;
  return { guard: check.code === 'invalid_arguments' ? 'arguments' : 'policy', code: check.code, message: check.message };
}

function onlyFor(action: ActionKind, args: ProposalArgs): Refusal | undefined {
  if (args.amount !== undefined && action !== 'refund') return invalid(`amount applies only to a refund, not to ${action}.`);
  if (args.address !== undefined && action !== 'change_address') return invalid(`address applies only to change_address, not to ${action}.`);
  if (args.paymentMethodId !== undefined && action !== 'change_payment') return invalid(`payment_method_id applies only to change_payment, not to ${action}.`);
  return undefined;
}

const cancelOrder: OrderAction = {
  subject: 'order',
  prepare(order, args, store) {
    const refusal =
      onlyFor('cancel_order', args) ?? fromCheck(canCancel(order, store.policy)) ?? fromCheck(cancelReasonAllowed(args.reason, store.policy));
    if (refusal) return refusal;
    // An order with a payment history gets its money back on the methods it was paid with.
    const back = heldByMethod(order).length > 0 ? `; ${refundsText(order, store)}` : '';
    return { summary: `Cancel order ${order.id} (${itemsText(order, store)}, ${formatAmount(order.total, order.currency)})${back}` };
  },
  recheck: (order, _proposal, store) => canCancel(order, store.policy),
  apply(order, _proposal, store) {
    const from = order.status;
    const back = refundsText(order, store);
    order.status = 'cancelled';
    store.record({ kind: 'order_cancelled', ids: { order: order.id }, detail: { from } });
    const refundedTo = refundToMethods(order, store);
    if (refundedTo.length === 0) return { message: `Order ${order.id} is cancelled.` };
    return { refundedTo, message: `Order ${order.id} is cancelled; ${back}.` };
  },
};

/** The new shipping address as the one line the order will hold, or why there is none. */
function newAddress(raw: ProposalArgs['address']): string | Refusal {
  if (raw === undefined || typeof raw === 'string') {
    const address = raw?.trim() ?? '';
    return address === '' ? invalid('address is required for change_address: the new shipping address.') : address;
  }
  const read = readAddress(raw);
  if ('missing' in read) return invalid(`address is missing ${read.missing.join(', ')}: ${ADDRESS_FIELDS_HELP}. Ask the customer for it.`);
  return addressText(read);
}

const changeAddress: OrderAction = {
  subject: 'order',
  prepare(order, args, store) {
    const misplaced = onlyFor('change_address', args);
    if (misplaced) return misplaced;
    const address = newAddress(args.address);
    if (typeof address !== 'string') return address;
    const refusal = fromCheck(canChangeAddress(order, store.policy));
    if (refusal) return refusal;
    return { address, summary: `Change the shipping address of order ${order.id} to "${address}"` };
  },
  recheck: (order, _proposal, store) => canChangeAddress(order, store.policy),
  apply(order, proposal, store) {
    const from = order.shipping?.address;
    order.shipping = { ...order.shipping, address: proposal.address as string };
    store.record({ kind: 'address_changed', ids: { order: order.id }, detail: { from, to: proposal.address } });
    return { message: `The shipping address of order ${order.id} is now "${proposal.address}".` };
  },
};

const refund: OrderAction = {
  subject: 'order',
  prepare(order, args, store) {
    const misplaced = onlyFor('refund', args);
    if (misplaced) return misplaced;
    if (args.amount !== undefined && !hasCents(args.amount)) return invalid('amount must have at most two decimals, e.g. 12.50.');
    const amount = args.amount === undefined ? refundableRemainder(order, store.refunds.values()) : toMinor(args.amount);
    const check = checkRefund(order, amount, store.refunds.values(), store.policy, store.now());
    const refusal = fromCheck(check);
    if (refusal) return refusal;
    const approve = check.ok && check.needsApproval === true;
    const limit = formatAmount(store.policy.autoRefundLimit, order.currency);
    const approval = approve ? `; above the automatic limit of ${limit}, so staff must approve it` : '';
    return {
      amount,
      needsApproval: approve,
      summary: `Refund ${formatAmount(amount, order.currency)} on order ${order.id} (${itemsText(order, store)})${approval}`,
    };
  },
  recheck: (order, proposal, store) =>
    checkRefund(order, proposal.amount ?? 0, store.refunds.values(), store.policy, store.now()),
  apply(order, proposal, store) {
    const amount = proposal.amount ?? 0;
    const status: RefundStatus = needsApproval(amount, store.policy) ? 'pending_approval' : 'issued';
    const id = store.nextId('R');
    const createdAt = store.nowIso();
    store.refunds.set(id, { id, order: order.id, amount, reason: proposal.reason ?? 'customer request', status, createdAt });
    store.record({ kind: 'refund_created', ids: { refund: id, order: order.id }, detail: { amount, status } });
    const shown = formatAmount(amount, order.currency);
    if (status === 'issued') {
      return { refund: { id, amount: fromMinor(amount), status }, message: `A refund of ${shown} on order ${order.id} is issued.` };
    }
    const ticket = store.nextId('T');
    const limit = formatAmount(store.policy.autoRefundLimit, order.currency);
    store.tickets.set(ticket, {
      id: ticket,
      customer: order.customer,
      order: order.id,
      reason: `Refund ${id} of ${shown} on order ${order.id} needs approval: above the automatic limit of ${limit}.`,
      priority: 'normal',
      createdAt,
    });
    store.record({ kind: 'ticket_created', ids: { ticket, order: order.id, refund: id }, detail: { priority: 'normal' } });
    return {
      refund: { id, amount: fromMinor(amount), status },
      ticket: { id: ticket },
      message: `A refund of ${shown} on order ${order.id} is waiting for staff approval (above the automatic limit of ${limit}); staff will follow up.`,
    };
  },
};

export const ACTION_HANDLERS: Readonly<Record<ActionKind, ActionHandler>> = Object.freeze({
  cancel_order: cancelOrder,
  change_address: changeAddress,
  refund,
  change_payment: changePayment,
  set_default_address: setDefaultAddress,
});
