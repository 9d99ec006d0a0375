/**
 * The starting world of one task: the user, their payment methods and address, the orders the
 * gold actions and the instructions name, and the products of those orders' items and of the new
 * item ids (every variant of each, so the desk's catalogue reads answer as tau2's do).
 */
import type { Tau2Action, Tau2Address, Tau2Db, Tau2Order, Tau2PaymentMethod, Tau2User } from './format.js';
import { optionName, orderId } from './ids.js';

/** The clock of every imported case; tau2 orders carry no dates, so the importer sets them around it. */
export const NOW = '2026-01-15T12:00:00Z';
const PLACED = '2026-01-05T10:00:00Z';
const DELIVERED = '2026-01-10T16:00:00Z';

/** tau2 has availability, not stock counts: an available variant has this many units. */
export const AVAILABLE_STOCK = 10;

/**
 * tau2's retail policy where it differs from the desk's defaults: its two cancellation reasons, no
 * refund limit that needs approval (tau2 has none), and a return window the synthetic delivery date
 * is well inside. tau2's `processed` orders become `shipped` (they have tracking numbers and can no
 * longer be cancelled or changed), so the desk's default statuses are tau2's rules.
 */
export const POLICY = {
  cancelReasons: ['no longer needed', 'ordered by mistake'],
  autoRefundLimit: 100000,
  refundWindowDays: 30,
};

const STATUS: Record<string, string> = {
  pending: 'pending',
  processed: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  'pending (item modified)': 'pending',
  'exchange requested': 'exchange_requested',
  'return requested': 'return_requested',
};

export function statusOf(tau2: string): string | undefined {
  return STATUS[tau2];
}

/** The order ids a task touches: those its gold actions name and those its instructions mention. */
export function ordersOf(actions: readonly Tau2Action[], instructions: string, db: Tau2Db, user: Tau2User): string[] {
  const named = actions.map((a) => a.arguments['order_id']).filter((v): v is string => typeof v === 'string');
  const mentioned = [...instructions.matchAll(/#?W\d{7}/g)].map((m) => (m[0].startsWith('#') ? m[0] : `#${m[0]}`));
  return [...new Set([...named, ...mentioned])].filter((id) => db.orders[id]?.user_id === user.user_id);
}

export function addressOf(a: Tau2Address): Record<string, string> {
  return {
    line1: a.address1,
    ...(a.address2.trim() ? { line2: a.address2 } : {}),
    city: a.city,
    ...(a.state.trim() ? { state: a.state } : {}),
    zip: a.zip,
    country: a.country,
  };
}

/** One line, as the desk stores a shipping address: the lines, the city, state and zip together, the country. */
export function addressLine(a: Tau2Address): string {
  const place = [a.city, [a.state, a.zip].filter((s) => s.trim()).join(' ')].filter((s) => s.trim()).join(', ');
  return [a.address1, a.address2, place, a.country].filter((s) => s.trim()).join(', ');
}

export function paymentMethodOf(m: Tau2PaymentMethod): Record<string, unknown> {
  if (m.source === 'credit_card') return { id: m.id, kind: 'card', ...(m.brand ? { brand: m.brand } : {}), ...(m.last_four ? { last4: m.last_four } : {}) };
  if (m.source === 'gift_card') return { id: m.id, kind: 'gift_card', balance: m.balance ?? 0 };
  return { id: m.id, kind: 'paypal' };
}

export function customerOf(user: Tau2User): Record<string, unknown> {
  return {
    id: user.user_id,
    name: `${user.name.first_name} ${user.name.last_name}`,
    email: user.email,
    language: 'en',
    address: addressOf(user.address),
    paymentMethods: Object.values(user.payment_methods).map(paymentMethodOf),
  };
}

export function orderItemsOf(order: Tau2Order): Record<string, unknown>[] {
  return order.items.map((i) => ({ sku: i.product_id, itemId: i.item_id, qty: 1, price: i.price }));
}

export function orderOf(order: Tau2Order): Record<string, unknown> {
  const status = statusOf(order.status) ?? order.status;
  const tracking = order.fulfillments.flatMap((f) => f.tracking_id)[0];
  return {
    id: orderId(order.order_id),
    customer: order.user_id,
    status,
    placedAt: PLACED,
    ...(status === 'delivered' ? { deliveredAt: DELIVERED } : {}),
    items: orderItemsOf(order),
    shipping: { address: addressLine(order.address), ...(tracking ? { tracking } : {}) },
    payments: order.payment_history.map((p) => ({ method: p.payment_method_id, amount: p.amount, kind: p.transaction_type })),
  };
}

/** The products of the orders' items and of the new item ids, each with all its variants. */
export function productsOf(db: Tau2Db, orders: readonly Tau2Order[], actions: readonly Tau2Action[]): Record<string, unknown>[] {
  const byItem = new Map<string, string>();
  for (const p of Object.values(db.products)) for (const v of Object.values(p.variants)) byItem.set(v.item_id, p.product_id);
  const wanted = new Set<string>(orders.flatMap((o) => o.items.map((i) => i.product_id)));
  for (const a of actions) {
    for (const key of ['new_item_ids', 'item_ids']) {
      const ids = a.arguments[key];
      if (Array.isArray(ids)) for (const id of ids) if (typeof id === 'string' && byItem.has(id)) wanted.add(byItem.get(id)!);
    }
    const single = a.arguments['item_id'] ?? a.arguments['product_id'];
    if (typeof single === 'string') wanted.add(byItem.get(single) ?? single);
  }
  return [...wanted].flatMap((id) => {
    const p = db.products[id];
    if (!p) return [];
    const variants = Object.values(p.variants);
    return [
      {
        sku: p.product_id,
        name: p.name,
        price: variants[0]?.price ?? 0,
        variants: variants.map((v) => ({
          itemId: v.item_id,
          options: Object.fromEntries(Object.entries(v.options).map(([k, val]) => [optionName(k), String(val)])),
          price: v.price,
          stock: v.available ? AVAILABLE_STOCK : 0,
        })),
      },
    ];
  });
}

/** The product an item id belongs to. */
export function productOfItem(db: Tau2Db, itemId: string): string | undefined {
  for (const p of Object.values(db.products)) if (p.variants[itemId]) return p.product_id;
  return undefined;
}
