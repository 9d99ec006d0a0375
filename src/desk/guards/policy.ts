/**
 * The store policy as pure functions, shared by the tools (at proposal and again at execution)
 * and by the graders. Each answers `{ ok: true }` or a refusal a model can act on.
 *
 * Refund rule: refunds are for orders the customer has received, i.e. status `delivered` or
 * `returned` (a case's policy may say otherwise). An order that has not shipped is cancelled
 * instead; a `shipped` one has not arrived yet (track it or escalate); a `cancelled` one was never
 * charged through a refund.
 * The window counts in UTC calendar days from `deliveredAt`, else `placedAt`: delivered on
 * day 0, a refund is open through day 30 and closed from day 31 (with the default 30 days).
 */
import type { ToolErrorCode } from '../../cases/types.js';
import { formatAmount } from '../../text/money.js';
import type { Minor, Order, Policy, Refund } from '../types.js';

export type PolicyCheck = { ok: true } | { ok: false; code: ToolErrorCode; message: string };

export type RefundCheck = PolicyCheck & { needsApproval?: boolean };

const DAY_MS = 86_400_000;
const OK: PolicyCheck = Object.freeze({ ok: true });

function refuse(message: string, code: ToolErrorCode = 'policy_violation'): PolicyCheck {
  return { ok: false, code, message };
}

export function canCancel(order: Order, policy: Policy): PolicyCheck {
  if (policy.cancellableStatuses.includes(order.status)) return OK;
  return refuse(
    `Order ${order.id} is ${order.status} and can no longer be cancelled (only while ${policy.cancellableStatuses.join(' or ')}).` +
      (order.status === 'shipped' || order.status === 'delivered' ? ' Offer a return or refund after delivery, or escalate.' : ''),
  );
}

/**
 * A cancellation's reason, when the policy names the reasons: one of them, compared without case
 * or surrounding space. No reason at all is refused too: the customer must be asked.
 */
export function cancelReasonAllowed(reason: string | undefined, policy: Policy): PolicyCheck {
  const reasons = policy.cancelReasons;
  if (reasons === undefined) return OK;
  const given = reason?.trim().toLowerCase();
  if (given !== undefined && reasons.some((r) => r.trim().toLowerCase() === given)) return OK;
  const list = reasons.map((r) => `"${r}"`).join(', ');
  return refuse(
    given === undefined || given === ''
      ? `A cancellation needs its reason, one of ${list}: ask the customer which applies.`
      : `"${reason}" is not a cancellation reason this store takes; the reasons are ${list}: ask the customer which applies.`,
    'invalid_arguments',
  );
}

export function canChangeAddress(order: Order, policy: Policy): PolicyCheck {
  if (policy.addressChangeStatuses.includes(order.status)) return OK;
  return refuse(
    `Order ${order.id} is ${order.status}; its shipping address can only be changed while ${policy.addressChangeStatuses.join(' or ')}.`,
  );
}

/** A change of payment method: only while the order has not been charged for good (default: pending). */
export function canChangePayment(order: Order, policy: Policy): PolicyCheck {
  if (policy.paymentChangeStatuses.includes(order.status)) return OK;
  return refuse(
    `Order ${order.id} is ${order.status}; its payment method can only be changed while ${policy.paymentChangeStatuses.join(' or ') || 'never'}.`,
  );
}

/** The refund window of a received order: open through day `refundWindowDays` after delivery (UTC dates). */
export function refundWindowOpen(order: Order, policy: Policy, now: Date): PolicyCheck {
  if (!policy.refundableStatuses.includes(order.status)) {
    return refuse(
      `Order ${order.id} is ${order.status}; refunds are only for ${policy.refundableStatuses.join(' or ')} orders.` +
        (policy.cancellableStatuses.includes(order.status) ? ' An order that has not shipped can be cancelled instead.' : ''),
    );
  }
  return windowOpen(order, policy, now, 'refund');
}

/** The window a refund or a return has: `refundWindowDays` UTC days from delivery (from placing when not delivered). */
function windowOpen(order: Order, policy: Policy, now: Date, what: 'refund' | 'return'): PolicyCheck {
  const from = order.deliveredAt ?? order.placedAt;
  const days = utcDay(now.getTime()) - utcDay(Date.parse(from));
  if (days <= policy.refundWindowDays) return OK;
  return refuse(
    `The ${what} window for order ${order.id} closed: it is ${days} days since ${order.deliveredAt ? 'delivery' : 'the order was placed'} and ${what}s are open for ${policy.refundWindowDays} days. Offer to escalate to a human.`,
  );
}

/**
 * An exchange of delivered items for other variants: in the policy's exchange statuses (default
 * delivered), and once per order (an order already exchanged is refused whatever the policy lists).
 */
export function canExchange(order: Order, policy: Policy): PolicyCheck {
  if (order.exchange !== undefined || order.status === 'exchange_requested') {
    return refuse(`Order ${order.id} already has an exchange; an order can be exchanged only once. Offer to escalate to a human.`);
  }
  if (policy.exchangeStatuses.includes(order.status)) return OK;
  return refuse(
    `Order ${order.id} is ${order.status}; items can only be exchanged while ${policy.exchangeStatuses.join(' or ')}.` +
      (policy.modifyItemsStatuses.includes(order.status) ? ' Its items can be changed (modify_items) instead.' : ''),
  );
}

/** A change of a not yet shipped order's items (default pending), once per order. */
export function canModifyItems(order: Order, policy: Policy): PolicyCheck {
  if (order.modification !== undefined) {
    return refuse(`The items of order ${order.id} were already changed once; they can be changed only once. Offer to escalate to a human.`);
  }
  if (policy.modifyItemsStatuses.includes(order.status)) return OK;
  return refuse(
    `Order ${order.id} is ${order.status}; its items can only be changed while ${policy.modifyItemsStatuses.join(' or ')}.` +
      (policy.exchangeStatuses.includes(order.status) ? ' Delivered items can be exchanged (exchange_items) instead.' : ''),
  );
}

/** A return of delivered items (default delivered), within the refund window. */
export function canReturn(order: Order, policy: Policy, now: Date): PolicyCheck {
  if (!policy.returnStatuses.includes(order.status)) {
    return refuse(`Order ${order.id} is ${order.status}; items can only be returned while ${policy.returnStatuses.join(' or ')}.`);
  }
  return windowOpen(order, policy, now, 'return');
}

/**
 * Total minus the refunds of this order among `refunds` (the store's); never below zero. Every
 * refund counts, issued or waiting for approval: both hold the money (a status that did not would
 * only make the remainder smaller, which refuses more).
 */
export function refundableRemainder(order: Order, refunds: Iterable<Refund>): Minor {
  let refunded = 0;
  for (const r of refunds) if (r.order === order.id) refunded += r.amount;
  return Math.max(0, order.total - refunded);
}

/** A refund above the automatic limit waits for staff approval; at the limit it is automatic. */
export function needsApproval(amount: Minor, policy: Policy): boolean {
  return amount > policy.autoRefundLimit;
}

/**
 * A refund of `amount` minor units: the order is received, the window is open, 0 < amount <=
 * remainder (one cent over fails); `needsApproval` as the function of that name says.
 */
export function checkRefund(order: Order, amount: Minor, refunds: Iterable<Refund>, policy: Policy, now: Date): RefundCheck {
  const window = refundWindowOpen(order, policy, now);
  if (!window.ok) return window;
  const remainder = refundableRemainder(order, refunds);
  if (remainder === 0) return refuse(`Order ${order.id} is already fully refunded.`);
  if (!Number.isInteger(amount) || amount <= 0) {
    return refuse(`A refund amount must be positive; got ${formatAmount(amount, order.currency)}.`, 'invalid_arguments');
  }
  if (amount > remainder) {
    return refuse(
      `${formatAmount(amount, order.currency)} is more than the ${formatAmount(remainder, order.currency)} still refundable on order ${order.id}.`,
    );
  }
  return { ok: true, needsApproval: needsApproval(amount, policy) };
}

function utcDay(ms: number): number {
  return Math.floor(ms / DAY_MS);
}
