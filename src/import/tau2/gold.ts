/**
 * The gold final world: the task's write actions applied with tau2's own semantics (its
 * `tools.py`) to the task's slice of db.json, then compared with the start and written as the
 * `expect.state` of what changed, in the desk's fields. Where tau2 records nothing the desk does
 * (the payment an exchange settles at once, a return's refund), nothing is asserted: the case's
 * `world: reference` compares the rest.
 */
import type { Tau2Action, Tau2Address, Tau2Db, Tau2Order, Tau2User } from './format.js';
import { orderId } from './ids.js';
import { addressLine, addressOf, orderItemsOf, paymentMethodOf, statusOf } from './world.js';

const cents = (n: number) => Math.round(n * 100);
const round2 = (n: number) => cents(n) / 100;

/** The tau2 writes; each takes the world and the action's arguments and throws as tau2 does. */
type Write = (w: Tau2Db, args: Record<string, unknown>, ctx: Touched) => void;

/** What the writes touched beyond plain fields, for the fields the desk and tau2 both keep. */
interface Touched {
  exchanges: Map<string, { items: string[]; newItems: string[]; paymentMethodId: string; difference: number }>;
  returns: Map<string, { items: string[]; paymentMethodId: string }>;
  /** Orders whose money the desk moves where tau2 does not (an exchange, a return). */
  unsettled: Set<string>;
  /** Payment methods whose balance the desk moves where tau2 does not. */
  unsettledMethods: Set<string>;
}

function order(w: Tau2Db, args: Record<string, unknown>): Tau2Order {
  const o = w.orders[String(args['order_id'])];
  if (!o) throw new Error(`no order ${String(args['order_id'])}`);
  return o;
}

function method(w: Tau2Db, userId: string, id: unknown) {
  const m = w.users[userId]?.payment_methods[String(id)];
  if (!m) throw new Error(`no payment method ${String(id)}`);
  return m;
}

function swaps(w: Tau2Db, o: Tau2Order, args: Record<string, unknown>): { difference: number; prices: number[] } {
  const items = args['item_ids'] as string[];
  const fresh = args['new_item_ids'] as string[];
  if (items.length !== fresh.length) throw new Error('item lists of different lengths');
  const prices: number[] = [];
  let difference = 0;
  items.forEach((id, i) => {
    const line = o.items.find((it) => it.item_id === id);
    if (!line) throw new Error(`item ${id} not in the order`);
    const variant = w.products[line.product_id]?.variants[fresh[i]!];
    if (!variant?.available) throw new Error(`new item ${fresh[i]} not available`);
    prices.push(variant.price);
    difference += variant.price - line.price;
  });
  return { difference: round2(difference), prices };
}

const setAddress = (target: { address: Tau2Address }, a: Record<string, unknown>) => {
  target.address = { address1: String(a['address1'] ?? ''), address2: String(a['address2'] ?? ''), city: String(a['city'] ?? ''), state: String(a['state'] ?? ''), country: String(a['country'] ?? ''), zip: String(a['zip'] ?? '') };
};

export const WRITES: Record<string, Write> = {
  cancel_pending_order(w, args) {
    const o = order(w, args);
    if (o.status !== 'pending') throw new Error('non-pending order cannot be cancelled');
    const refunds = o.payment_history.map((p) => ({ transaction_type: 'refund' as const, amount: p.amount, payment_method_id: p.payment_method_id }));
    for (const p of o.payment_history) {
      const m = method(w, o.user_id, p.payment_method_id);
      if (m.source === 'gift_card') m.balance = round2((m.balance ?? 0) + p.amount);
    }
    o.status = 'cancelled';
    o.payment_history.push(...refunds);
  },
  modify_pending_order_items(w, args) {
    const o = order(w, args);
    if (o.status !== 'pending') throw new Error('non-pending order cannot be modified');
    const { difference, prices } = swaps(w, o, args);
    const m = method(w, o.user_id, args['payment_method_id']);
    if (m.source === 'gift_card' && (m.balance ?? 0) < difference) throw new Error('gift card balance too small');
    // tau2 appends a payment entry even for no difference; the desk records none then.
    if (difference !== 0) o.payment_history.push({ transaction_type: difference > 0 ? 'payment' : 'refund', amount: Math.abs(difference), payment_method_id: m.id });
    if (m.source === 'gift_card') m.balance = round2((m.balance ?? 0) - difference);
    // Each line takes its own new variant's price (tau2's loop gives every line the last one's).
    (args['item_ids'] as string[]).forEach((id, i) => {
      const line = o.items.find((it) => it.item_id === id)!;
      line.item_id = (args['new_item_ids'] as string[])[i]!;
      line.price = prices[i]!;
    });
    o.status = 'pending (item modified)';
  },
  exchange_delivered_order_items(w, args, ctx) {
    const o = order(w, args);
    if (o.status !== 'delivered') throw new Error('non-delivered order cannot be exchanged');
    const { difference } = swaps(w, o, args);
    const m = method(w, o.user_id, args['payment_method_id']);
    if (m.source === 'gift_card' && (m.balance ?? 0) < difference) throw new Error('gift card balance too small');
    o.status = 'exchange requested';
    ctx.exchanges.set(o.order_id, { items: args['item_ids'] as string[], newItems: args['new_item_ids'] as string[], paymentMethodId: m.id, difference });
    ctx.unsettled.add(o.order_id);
    ctx.unsettledMethods.add(m.id);
  },
  return_delivered_order_items(w, args, ctx) {
    const o = order(w, args);
    if (o.status !== 'delivered') throw new Error('non-delivered order cannot be returned');
    const m = method(w, o.user_id, args['payment_method_id']);
    o.status = 'return requested';
    ctx.returns.set(o.order_id, { items: args['item_ids'] as string[], paymentMethodId: m.id });
    ctx.unsettled.add(o.order_id);
    ctx.unsettledMethods.add(m.id);
  },
  modify_pending_order_address(w, args) {
    const o = order(w, args);
    if (!o.status.startsWith('pending')) throw new Error('non-pending order cannot be modified');
    setAddress(o, args);
  },
  modify_pending_order_payment(w, args) {
    const o = order(w, args);
    if (!o.status.startsWith('pending')) throw new Error('non-pending order cannot be modified');
    const [paid] = o.payment_history;
    if (o.payment_history.length !== 1 || !paid || paid.transaction_type !== 'payment') throw new Error('not exactly one payment');
    const m = method(w, o.user_id, args['payment_method_id']);
    const old = method(w, o.user_id, paid.payment_method_id);
    if (old.id === m.id) throw new Error('the same payment method');
    if (m.source === 'gift_card' && (m.balance ?? 0) < paid.amount) throw new Error('gift card balance too small');
    // tau2 appends the new payment, then the refund; the desk records the refund first.
    o.payment_history.push({ transaction_type: 'refund', amount: paid.amount, payment_method_id: old.id }, { transaction_type: 'payment', amount: paid.amount, payment_method_id: m.id });
    if (m.source === 'gift_card') m.balance = round2((m.balance ?? 0) - paid.amount);
    if (old.source === 'gift_card') old.balance = round2((old.balance ?? 0) + paid.amount);
  },
  modify_user_address(w, args) {
    const u = w.users[String(args['user_id'])];
    if (!u) throw new Error(`no user ${String(args['user_id'])}`);
    setAddress(u, args);
  },
};

/** The writes among a task's actions that the desk runs as a proposal and an execution. */
export const isWrite = (a: Tau2Action) => a.name in WRITES;

export interface Gold {
  /** `expect.state`, in the desk's fields. */
  state: Record<string, unknown>;
  /** Why a gold action failed under tau2's own rules, if one did. */
  failed?: string;
}

/** Applies the gold writes to a copy of the task's slice and writes what changed as the desk's `expect.state`. */
export function goldState(db: Tau2Db, user: Tau2User, orderIds: readonly string[], actions: readonly Tau2Action[]): Gold {
  const before: Tau2Db = structuredClone({ products: {}, users: { [user.user_id]: user }, orders: Object.fromEntries(orderIds.map((id) => [id, db.orders[id]!])) });
  const world: Tau2Db = { ...structuredClone(before), products: db.products };
  const ctx: Touched = { exchanges: new Map(), returns: new Map(), unsettled: new Set(), unsettledMethods: new Set() };
  for (const a of actions.filter(isWrite)) {
    try {
      WRITES[a.name]!(world, a.arguments, ctx);
    } catch (error) {
      return { state: {}, failed: `${a.name} fails under tau2's own rules (${(error as Error).message}): tau2 counts it as an error that changes nothing, the desk would refuse its proposal, and the script has no refusal to follow` };
    }
  }
  return { state: stateOf(before, world, user.user_id, ctx) };
}

function stateOf(before: Tau2Db, after: Tau2Db, userId: string, ctx: Touched): Record<string, unknown> {
  const orders: Record<string, unknown> = {};
  for (const [id, o] of Object.entries(after.orders)) {
    const was = before.orders[id]!;
    const fields: Record<string, unknown> = {};
    if (o.status !== was.status) fields['status'] = statusOf(o.status) ?? o.status;
    if (JSON.stringify(o.items) !== JSON.stringify(was.items)) fields['items'] = orderItemsOf(o);
    if (JSON.stringify(o.address) !== JSON.stringify(was.address)) fields['shipping'] = { address: addressLine(o.address) };
    if (!ctx.unsettled.has(id) && o.payment_history.length !== was.payment_history.length) {
      fields['payments'] = o.payment_history.map((p) => ({ kind: p.transaction_type, method: p.payment_method_id, amount: p.amount }));
    }
    const exchange = ctx.exchanges.get(id);
    if (exchange) fields['exchange'] = exchange;
    const itemReturn = ctx.returns.get(id);
    if (itemReturn) fields['itemReturn'] = itemReturn;
    if (Object.keys(fields).length > 0) orders[orderId(id)] = fields;
  }
  const customer: Record<string, unknown> = {};
  const u = after.users[userId]!;
  const was = before.users[userId]!;
  if (JSON.stringify(u.address) !== JSON.stringify(was.address)) customer['address'] = addressOf(u.address);
  const balances = (x: Tau2User) => Object.values(x.payment_methods).map((m) => m.balance ?? null);
  const unsettledCard = [...ctx.unsettledMethods].some((m) => u.payment_methods[m]?.source === 'gift_card');
  if (!unsettledCard && JSON.stringify(balances(u)) !== JSON.stringify(balances(was))) customer['paymentMethods'] = Object.values(u.payment_methods).map(paymentMethodOf);
  return {
    session: { customer: userId },
    ...(Object.keys(orders).length > 0 ? { orders } : {}),
    ...(Object.keys(customer).length > 0 ? { customers: { [userId]: customer } } : {}),
  };
}
