/**
 * change_payment: pay a not yet charged order with another of the customer's payment methods.
 * The money the order holds goes back to the methods it came from, and the whole total is taken
 * from the new one (a gift card must cover it, and its balance pays it).
 */
import { canChangePayment, type PolicyCheck } from '../guards/policy.js';
import { formatAmount } from '../../text/money.js';
import type { Store } from '../store.js';
import type { Order, PaymentMethod } from '../types.js';
import type { OrderAction, Refusal } from './actions.js';
import { heldByMethod, methodOf, methodText, refundsText, refundToMethods } from './payments.js';
import { itemsText } from './views.js';

const invalid = (message: string): Refusal => ({ guard: 'arguments', code: 'invalid_arguments', message });
const policy = (message: string): Refusal => ({ guard: 'policy', code: 'policy_violation', message });

/**
 * The new method, or why not: one of the order's customer's own methods (another customer's reads
 * as unknown), not one the order is already paid with, and a gift card only when it covers the total.
 */
function newMethod(order: Order, id: string | undefined, store: Store): PaymentMethod | Refusal {
  const unknown = `No payment method ${id ?? ''} on this customer's account: get_customer lists theirs; ask the customer which one to use.`;
  if (id === undefined || id.trim() === '') return invalid('payment_method_id is required for change_payment: one of the customer\'s payment methods (get_customer lists them).');
  const method = methodOf(store.customers.get(order.customer), id);
  if (method === undefined) {
    const owner = [...store.customers.values()].find((c) => c.paymentMethods?.some((m) => m.id === id));
    return owner === undefined ? invalid(unknown) : { guard: 'ownership', code: 'invalid_arguments', message: unknown };
  }
  if (heldByMethod(order).some((h) => h.method === id)) {
    return policy(`Order ${order.id} is already paid with the ${methodText(method, order.currency, false)}; choose another payment method.`);
  }
  if (method.kind === 'gift_card' && (method.balance ?? 0) < order.total) {
    return policy(
      `The gift card's balance of ${formatAmount(method.balance ?? 0, order.currency)} does not cover the ${formatAmount(order.total, order.currency)} of order ${order.id}; choose another payment method.`,
    );
  }
  return method;
}

function check(order: Order, id: string | undefined, store: Store): PaymentMethod | Refusal {
  const status = canChangePayment(order, store.policy);
  if (!status.ok) return policy(status.message);
  if (heldByMethod(order).length === 0) return policy(`Order ${order.id} has no payment on record to change; escalate to a person.`);
  return newMethod(order, id, store);
}

const isRefusal = (v: PaymentMethod | Refusal): v is Refusal => 'code' in v;

export const changePayment: OrderAction = {
  subject: 'order',
  prepare(order, args, store) {
    if (args.amount !== undefined) return invalid('amount applies only to a refund, not to change_payment.');
    if (args.address !== undefined) return invalid('address applies only to change_address, not to change_payment.');
    const method = check(order, args.paymentMethodId, store);
    if (isRefusal(method)) return method;
    const total = formatAmount(order.total, order.currency);
    return {
      paymentMethodId: method.id,
      summary: `Pay order ${order.id} (${itemsText(order, store)}, ${total}) with the ${methodText(method, order.currency)} instead: ${total} from it, and ${refundsText(order, store)}`,
    };
  },
  recheck(order, proposal, store): PolicyCheck {
    const method = check(order, proposal.paymentMethodId, store);
    return isRefusal(method) ? { ok: false, code: method.code, message: method.message } : { ok: true };
  },
  apply(order, proposal, store) {
    const method = methodOf(store.customers.get(order.customer), proposal.paymentMethodId ?? '') as PaymentMethod;
    const back = refundsText(order, store);
    const from = heldByMethod(order).map((h) => h.method);
    const refundedTo = refundToMethods(order, store);
    order.payments = [...(order.payments ?? []), { kind: 'payment', method: method.id, amount: order.total }];
    if (method.kind === 'gift_card') method.balance = (method.balance ?? 0) - order.total;
    store.record({ kind: 'payment_changed', ids: { order: order.id, method: method.id }, detail: { from, amount: order.total } });
    const total = formatAmount(order.total, order.currency);
    return {
      refundedTo,
      paidWith: { method: method.id, kind: method.kind, amount: order.total, ...(method.balance !== undefined && { balance: method.balance }) },
      message: `Order ${order.id} is now paid with the ${methodText(method, order.currency, false)} (${total}); ${back}.`,
    };
  },
};
