/**
 * Ownership: every tool acts only on the session customer's records. A foreign record and a
 * missing one answer the same to the model, so nothing leaks whether it exists; the
 * transcript still learns which it was (the guard decision is never shown to the model).
 * Before a customer is identified no order is anyone's here; the identity guard (identity.ts)
 * refuses those tools first, with a message that says to identify the customer.
 */
import type { Store } from '../store.js';
import type { Order } from '../types.js';

export type OrderAccess = { kind: 'owned'; order: Order } | { kind: 'missing' } | { kind: 'foreign' };

/** Whether the session customer may see this order, and why not. */
export function orderAccess(store: Store, orderId: string): OrderAccess {
  const order = store.orders.get(orderId);
  if (order === undefined) return { kind: 'missing' };
  // Stryker disable next-line ObjectLiteral,StringLiteral: ownOrder (tools/outcome.ts), the one reader, refuses every access whose kind is neither 'owned' nor 'missing', so `{}` and `{ kind: '' }` read as foreign; test/desk/ownership.test.ts pins the kind.
  if (order.customer !== store.session.customer) return { kind: 'foreign' };
  return { kind: 'owned', order };
}

/** The one message for a missing and a foreign order, so the two cannot be told apart. */
export function orderNotFoundMessage(orderId: string): string {
  return `No order ${orderId} was found for this customer. Check the order id with the customer, or call list_orders.`;
}
