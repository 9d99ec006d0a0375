/**
 * How records look to a model: plain JSON, money as decimals in major units under MONEY_KEYS
 * with a `currency` beside it, no field the customer may not see.
 */
import { refundableRemainder } from '../guards/policy.js';
import { fromMinor } from '../../text/money.js';
import type { Store } from '../store.js';
import type { Customer, ItemChange, Order, OrderItem, Payment, PaymentMethod, Product, ProductVariant, Refund } from '../types.js';

/** `currency`: the one currency of the customer's orders, which a gift card's balance is in (none when they have several or none). */
export function customerView(c: Customer, currency?: string): Record<string, unknown> {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    language: c.language,
    tier: c.tier,
    address: c.address === undefined ? undefined : { ...c.address },
    paymentMethods: c.paymentMethods?.map((m) => paymentMethodView(m, currency)),
  };
}

/**
 * A card shows its brand and last four only, a gift card its balance, with the currency it is in
 * when known: the item writes and change_payment move a gift card's balance by its orders'
 * amounts, so a balance without its currency would read as US dollars.
 */
export function paymentMethodView(m: PaymentMethod, currency?: string): Record<string, unknown> {
  const balance = m.balance === undefined ? undefined : fromMinor(m.balance);
  return { id: m.id, kind: m.kind, brand: m.brand, last4: m.last4, balance, currency: m.kind === 'gift_card' ? currency : undefined };
}

/** The currency of a customer's orders when they all share one; undefined when they have none or several. */
export function ordersCurrency(store: Store, customer: string): string | undefined {
  const currencies = new Set([...store.orders.values()].filter((o) => o.customer === customer).map((o) => o.currency));
  return currencies.size === 1 ? [...currencies][0] : undefined;
}

/** An order's payment history: what was taken from, and given back to, each method. */
function paymentsView(payments: readonly Payment[]): Record<string, unknown>[] {
  return payments.map((p) => ({ kind: p.kind, method: p.method, amount: fromMinor(p.amount) }));
}

export function orderSummaryView(o: Order): Record<string, unknown> {
  return {
    id: o.id,
    status: o.status,
    placedAt: o.placedAt,
    total: fromMinor(o.total),
    currency: o.currency,
    itemCount: o.items.reduce((n, i) => n + i.qty, 0),
  };
}

export function refundsOf(store: Store, orderId: string): Refund[] {
  return [...store.refunds.values()].filter((r) => r.order === orderId);
}

export function orderDetailView(o: Order, store: Store): Record<string, unknown> {
  const refunds = refundsOf(store, o.id);
  const remainder = refundableRemainder(o, store.refunds.values());
  return {
    id: o.id,
    status: o.status,
    placedAt: o.placedAt,
    deliveredAt: o.deliveredAt,
    items: o.items.map((i) => ({
      sku: i.sku,
      name: store.products.get(i.sku)?.name ?? i.sku,
      ...lineVariant(i, store),
      qty: i.qty,
      price: fromMinor(i.price),
      lineTotal: fromMinor(i.qty * i.price),
    })),
    total: fromMinor(o.total),
    currency: o.currency,
    shipping: o.shipping === undefined ? undefined : { ...o.shipping },
    notes: o.notes,
    payments: o.payments === undefined ? undefined : paymentsView(o.payments),
    refunds: refunds.map((r) => ({ id: r.id, amount: fromMinor(r.amount), status: r.status, method: r.method })),
    refunded: fromMinor(o.total - remainder),
    refundable: fromMinor(remainder),
    exchange: o.exchange === undefined ? undefined : itemChangeView(o.exchange),
    modification: o.modification === undefined ? undefined : itemChangeView(o.modification),
    itemReturn: o.itemReturn === undefined ? undefined : { items: [...o.itemReturn.items], paymentMethodId: o.itemReturn.paymentMethodId, amount: fromMinor(o.itemReturn.amount) },
  };
}

/** An exchange or a change of items: what went, what came, and the difference settled (negative: money back). */
function itemChangeView(c: ItemChange): Record<string, unknown> {
  return { items: [...c.items], newItems: [...c.newItems], paymentMethodId: c.paymentMethodId, difference: fromMinor(c.difference) };
}

/** The variant an order line names: its item id and options (none for a line without one). */
function lineVariant(i: OrderItem, store: Store): Record<string, unknown> {
  if (i.itemId === undefined) return {};
  const variant = store.products.get(i.sku)?.variants?.find((v) => v.itemId === i.itemId);
  return { itemId: i.itemId, options: variant === undefined ? undefined : { ...variant.options } };
}

export function variantView(v: ProductVariant): Record<string, unknown> {
  return { itemId: v.itemId, options: { ...v.options }, price: fromMinor(v.price), stock: v.stock, inStock: v.stock > 0 };
}

/** A product as search and get_product show it; `variants` only for a product that has them. */
export function productView(p: Product): Record<string, unknown> {
  return {
    sku: p.sku,
    name: p.name,
    price: fromMinor(p.price),
    currency: 'USD',
    stock: p.stock,
    inStock: p.stock > 0,
    returnable: p.returnable,
    description: p.description,
    variants: p.variants?.map(variantView),
  };
}

/** "2 x Ceramic mug, 1 x Tea towel" */
export function itemsText(o: Order, store: Store): string {
  return o.items.map((i) => `${i.qty} x ${store.products.get(i.sku)?.name ?? i.sku}`).join(', ');
}

/** Drops undefined fields so results stay plain JSON with no `undefined` holes. */
export function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
