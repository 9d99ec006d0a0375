/**
 * An order's money by payment method: what each method still holds of it (payments minus the
 * refunds given back to it), and giving it all back, as a cancellation and a change of payment
 * method do. A gift card's balance moves with the money; a card or PayPal has no balance here.
 */
import { formatAmount } from '../../text/money.js';
import type { Store } from '../store.js';
import type { Customer, Minor, Order, PaymentMethod } from '../types.js';

/** One method's share of an order. */
export interface Held {
  method: string;
  amount: Minor;
}

/**
 * What each method still holds of the order, in the order the methods were first used; none below
 * one cent. A method that got back more than it paid (a cheaper variant's difference refunded to a
 * gift card that did not pay the order) has already taken that much of the order's money: it comes
 * off the other methods' shares, the last used first, so all that goes back is never more than was paid.
 */
export function heldByMethod(order: Order): Held[] {
  const held = new Map<string, Minor>();
  for (const p of order.payments ?? []) held.set(p.method, (held.get(p.method) ?? 0) + (p.kind === 'payment' ? p.amount : -p.amount));
  const shares = [...held].filter(([, amount]) => amount > 0).map(([method, amount]) => ({ method, amount }));
  let over = [...held.values()].filter((amount) => amount < 0).reduce((sum, amount) => sum - amount, 0);
  for (const share of [...shares].reverse()) {
    const taken = Math.min(over, share.amount);
    share.amount -= taken;
    over -= taken;
  }
  return shares.filter((s) => s.amount > 0);
}

export function methodOf(customer: Customer | undefined, id: string): PaymentMethod | undefined {
  return customer?.paymentMethods?.find((m) => m.id === id);
}

/** "visa card ending 4242", "PayPal", "gift card (balance 30.00 USD)": how a summary names a method, never by its id. */
export function methodText(m: PaymentMethod | undefined, currency: string, balance = true): string {
  if (m === undefined) return 'original payment method';
  if (m.kind === 'paypal') return 'PayPal';
  if (m.kind === 'gift_card') return balance ? `gift card (balance ${formatAmount(m.balance ?? 0, currency)})` : 'gift card';
  return `${m.brand ?? 'card'} card${m.last4 === undefined ? '' : ` ending ${m.last4}`}`;
}

/** A method's entry as results show it: its id and kind beside the amount, in major units by the caller. */
export interface Moved {
  method: string;
  kind?: PaymentMethod['kind'];
  amount: Minor;
  /** A gift card's balance after the move. */
  balance?: Minor;
}

/**
 * Gives back what each method holds of the order: a refund entry per method, a gift card's
 * balance restored, one `payment_refunded` event each. Returns what went back where.
 */
export function refundToMethods(order: Order, store: Store): Moved[] {
  const customer = store.customers.get(order.customer);
  const out: Moved[] = [];
  for (const { method, amount } of heldByMethod(order)) {
    const m = methodOf(customer, method);
    order.payments = [...(order.payments ?? []), { kind: 'refund', method, amount }];
    if (m?.kind === 'gift_card') m.balance = (m.balance ?? 0) + amount;
    store.record({ kind: 'payment_refunded', ids: { order: order.id, method }, detail: { amount } });
    out.push({ method, ...(m !== undefined && { kind: m.kind }), amount, ...(m?.balance !== undefined && { balance: m.balance }) });
  }
  return out;
}

/** "25.00 USD back to the visa card ending 4242 and 5.00 USD back to the gift card": the prose of `refundToMethods`' plan. */
export function refundsText(order: Order, store: Store, held: readonly Held[] = heldByMethod(order)): string {
  const customer = store.customers.get(order.customer);
  return held.map((h) => `${formatAmount(h.amount, order.currency)} back to the ${methodText(methodOf(customer, h.method), order.currency, false)}`).join(' and ');
}
