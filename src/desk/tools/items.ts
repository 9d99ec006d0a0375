/**
 * What the item writes share: which of an order's items a proposal names, which variants replace
 * them, and the payment method that settles the money. Each answer is the facts or a refusal the
 * model can act on (invalid_arguments for what it asked wrong, policy_violation for what the store
 * does not allow).
 */
import type { ToolErrorCode } from '../../cases/types.js';
import { formatAmount } from '../../text/money.js';
import type { Store } from '../store.js';
import type { GuardName, Minor, Order, OrderItem, PaymentMethod, Product, ProductVariant } from '../types.js';

export interface ItemRefusal {
  guard: GuardName;
  code: ToolErrorCode;
  message: string;
}

export const invalidItems = (message: string): ItemRefusal => ({ guard: 'arguments', code: 'invalid_arguments', message });
export const refusedItems = (message: string): ItemRefusal => ({ guard: 'policy', code: 'policy_violation', message });

export function isItemRefusal(value: object): value is ItemRefusal {
  return 'code' in value;
}

/** One unit of an order line given back: the line (by index), its product and the price paid. */
export interface Taken {
  line: number;
  itemId: string;
  product: Product;
  price: Minor;
}

/** One unit swapped: what is given back and the variant taken instead. */
export interface Swap extends Taken {
  to: ProductVariant;
}

/** The id an order line answers to: its variant's item id, else its sku. */
export function lineId(i: OrderItem): string {
  return i.itemId ?? i.sku;
}

/** The order's item ids, for a message: "TEE-BLU-M, MUG-01". */
function idsOf(order: Order): string {
  return [...new Set(order.items.map(lineId))].join(', ');
}

/** Each id names one unit of a line of the order; an id twice takes two units (of a line with qty 2, or of two lines). */
export function takeItems(order: Order, itemIds: readonly string[], store: Store): Taken[] | ItemRefusal {
  const used = new Map<number, number>();
  const out: Taken[] = [];
  for (const id of itemIds) {
    const line = order.items.findIndex((i, n) => lineId(i) === id && (used.get(n) ?? 0) < i.qty);
    if (line === -1) {
      const known = order.items.some((i) => lineId(i) === id);
      return invalidItems(
        known
          ? `Order ${order.id} holds fewer units of ${id} than item_ids names.`
          : `Order ${order.id} has no item ${id}; its items are ${idsOf(order)}.`,
      );
    }
    used.set(line, (used.get(line) ?? 0) + 1);
    const item = order.items[line] as OrderItem;
    const product = store.products.get(item.sku);
    if (product === undefined) return invalidItems(`The product of item ${id} is not in the catalogue.`);
    out.push({ line, itemId: id, product, price: item.price });
  }
  return out;
}

/** The variant of any product with this item id, and its product. */
function findVariant(store: Store, itemId: string): { product: Product; variant: ProductVariant } | undefined {
  for (const product of store.products.values()) {
    const variant = product.variants?.find((v) => v.itemId === itemId);
    if (variant !== undefined) return { product, variant };
  }
  return undefined;
}

/**
 * Pairs item_ids with new_item_ids: the same number of each, every new one a variant of the same
 * product as the one it replaces, not the same variant, and in stock for as many as are asked.
 */
export function swapsOf(order: Order, itemIds: readonly string[], newItemIds: readonly string[], store: Store): Swap[] | ItemRefusal {
  if (itemIds.length === 0) return invalidItems('item_ids is required: the ids of the order items to swap.');
  if (newItemIds.length !== itemIds.length) {
    return invalidItems(`new_item_ids must name one replacement for each of item_ids: got ${newItemIds.length} for ${itemIds.length}.`);
  }
  const taken = takeItems(order, itemIds, store);
  if (isItemRefusal(taken)) return taken;
  const swaps: Swap[] = [];
  for (const [n, t] of taken.entries()) {
    const newId = newItemIds[n] as string;
    const found = findVariant(store, newId);
    if (found === undefined) return invalidItems(`No item ${newId} in the catalogue; get_product shows the variants of ${t.product.sku}.`);
    if (found.product.sku !== t.product.sku) {
      return invalidItems(`${newId} is a variant of ${found.product.name}, not of ${t.product.name}: an item can only be swapped for another variant of the same product.`);
    }
    if (newId === t.itemId) return invalidItems(`${newId} is the item the order already holds; name another variant.`);
    swaps.push({ ...t, to: found.variant });
  }
  for (const [itemId, count] of counted(newItemIds)) {
    const variant = swaps.find((s) => s.to.itemId === itemId)?.to as ProductVariant;
    if (variant.stock < count) {
      return refusedItems(`${itemId} is ${variant.stock === 0 ? 'out of stock' : `in stock for ${variant.stock} only`}; offer another variant.`);
    }
  }
  return swaps;
}

function counted(ids: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const id of ids) out.set(id, (out.get(id) ?? 0) + 1);
  return out;
}

/** What the new variants cost more than the items they replace (negative: less). */
export function differenceOf(swaps: readonly Swap[]): Minor {
  return swaps.reduce((sum, s) => sum + s.to.price - s.price, 0);
}

/** One of the order's customer's payment methods, or why not. */
export function methodOf(order: Order, id: string | undefined, store: Store): PaymentMethod | ItemRefusal {
  const methods = store.customers.get(order.customer)?.paymentMethods ?? [];
  if (id === undefined || id.trim() === '') {
    return invalidItems(`payment_method_id is required: one of the customer's payment methods (${methods.map((m) => m.id).join(', ') || 'none on file'}).`);
  }
  const method = methods.find((m) => m.id === id.trim());
  if (method !== undefined) return method;
  return invalidItems(`${id} is not a payment method of this customer; get_customer lists theirs (${methods.map((m) => m.id).join(', ') || 'none on file'}).`);
}

/** A gift card pays a charge only up to its balance. */
export function covers(method: PaymentMethod, charge: Minor, currency: string): ItemRefusal | undefined {
  if (method.kind !== 'gift_card' || charge <= 0 || (method.balance ?? 0) >= charge) return undefined;
  return refusedItems(
    `Gift card ${method.id} has ${formatAmount(method.balance ?? 0, currency)}, less than the ${formatAmount(charge, currency)} to pay; choose another payment method.`,
  );
}

/** "Visa card ending 4242", "PayPal", "gift card gc-1". */
export function methodText(m: PaymentMethod): string {
  if (m.kind === 'card') return `${m.brand === undefined ? 'card' : `${m.brand[0]?.toUpperCase()}${m.brand.slice(1)} card`}${m.last4 === undefined ? '' : ` ending ${m.last4}`}`;
  return m.kind === 'paypal' ? 'PayPal' : `gift card ${m.id}`;
}

/** How a price difference is settled, in words: "2.00 USD charged to PayPal", "no price difference". */
export function settlementText(difference: Minor, method: PaymentMethod, currency: string): string {
  if (difference === 0) return 'no price difference to pay';
  const amount = formatAmount(Math.abs(difference), currency);
  return difference > 0 ? `the price difference of ${amount} is charged to ${methodText(method)}` : `the price difference of ${amount} is refunded to ${methodText(method)}`;
}

/** The money moves: a payment (or refund) in the order's history, and a gift card's balance down (or up). */
export function settle(order: Order, method: PaymentMethod, difference: Minor): { kind: 'payment' | 'refund'; method: string; amount: Minor } | undefined {
  if (difference === 0) return undefined;
  const entry = { kind: difference > 0 ? ('payment' as const) : ('refund' as const), method: method.id, amount: Math.abs(difference) };
  order.payments = [...(order.payments ?? []), entry];
  if (method.kind === 'gift_card') method.balance = (method.balance ?? 0) - difference;
  return entry;
}

/** The replacements leave the stock: each variant, and its product's count. */
export function takeFromStock(swaps: readonly Swap[]): void {
  for (const s of swaps) {
    s.to.stock -= 1;
    s.product.stock = Math.max(0, s.product.stock - 1);
  }
}

/** "1 x Organic cotton T-shirt TEE-BLU-M for TEE-GRN-L" */
export function swapsText(swaps: readonly Swap[]): string {
  return swaps.map((s) => `1 x ${s.product.name} ${s.itemId} for ${s.to.itemId} (${optionsText(s.to)})`).join(', ');
}

function optionsText(v: ProductVariant): string {
  return Object.values(v.options).join(', ');
}
