/**
 * The write actions, one small object each: what a proposal needs (prepare, with the policy
 * checked), the policy again at execution time (recheck), and the write (apply).
 * propose_action and execute_action both go through this registry; the item writes live in
 * item-actions.ts.
 */
import type { ActionKind } from '../../cases/types.js';
import { canCancel, cancelReasonAllowed, canChangeAddress, checkRefund, refundableRemainder } from '../guards/policy.js';
import { formatAmount, hasCents, toMinor } from '../../text/money.js';
import { fromCheck, onlyFor } from './action-checks.js';
import type { ActionHandler, OrderAction, Prepared, ProposalArgs, Refusal } from './action-types.js';
import { ADDRESS_FIELDS_HELP, addressText, readAddress } from './address.js';
import { changePayment } from './change-payment.js';
import { exchangeItems, modifyItems, returnItems } from './item-actions.js';
import { heldByMethod, refundsText, refundToMethods } from './payments.js';
import { issueRefund } from './refund-issue.js';
import { setDefaultAddress } from './set-default-address.js';
import { itemsText } from './views.js';

export type { ActionHandler, Applied, CustomerAction, OrderAction, Prepared, ProposalArgs, Refusal } from './action-types.js';


export function isRefusal(value: Prepared | Refusal): value is Refusal {
  return 'code' in value;
}

const invalid = (message: string): Refusal => ({ guard: 'arguments', code: 'invalid_arguments', message });

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
  apply: (order, proposal, store) => issueRefund(store, order, proposal.amount ?? 0, proposal.reason ?? 'customer request'),
};

export const ACTION_HANDLERS: Readonly<Record<ActionKind, ActionHandler>> = Object.freeze({
  cancel_order: cancelOrder,
  change_address: changeAddress,
  refund,
  exchange_items: exchangeItems,
  modify_items: modifyItems,
  return_items: returnItems,
  change_payment: changePayment,
  set_default_address: setDefaultAddress,
});
