/**
 * The item writes (issue 14), each two-phase like the others:
 *
 * - exchange_items: a delivered order's items for other variants of the same products; the price
 *   difference charged to (or refunded to) a payment method of the customer; the order becomes
 *   exchange_requested; once per order.
 * - modify_items: a pending order's items swapped for other variants; the lines, prices and total
 *   change, the difference is settled the same way; the status stays; once per order.
 * - return_items: a delivered order's items sent back within the refund window; their price
 *   refunded to a method that paid the order or a gift card; the order becomes return_requested.
 */
import { formatAmount, fromMinor } from '../../text/money.js';
import { canExchange, canModifyItems, canReturn, needsApproval, refundableRemainder, type PolicyCheck } from '../guards/policy.js';
import type { Store } from '../store.js';
import type { Minor, Order, OrderItem, PaymentMethod, Proposal } from '../types.js';
import type { Applied, OrderAction, Prepared, ProposalArgs, Refusal } from './action-types.js';
import { fromCheck, onlyFor } from './action-checks.js';
import {
  covers,
  differenceOf,
  invalidItems,
  isItemRefusal,
  methodOf,
  methodText,
  refusedItems,
  settle,
  settlementText,
  type Swap,
  swapsOf,
  swapsText,
  takeFromStock,
  takeItems,
} from './items.js';
import { issueRefund } from './refund-issue.js';

type Rule = (order: Order, store: Store) => PolicyCheck;

/** What both swaps check: the rule, the pairs of items, the method and whether it covers the difference. */
function prepareSwap(kind: 'exchange_items' | 'modify_items', rule: Rule, order: Order, args: ProposalArgs, store: Store) {
  const refusal = onlyFor(kind, args) ?? fromCheck(rule(order, store));
  if (refusal) return refusal;
  const swaps = swapsOf(order, args.itemIds ?? [], args.newItemIds ?? [], store);
  if (isItemRefusal(swaps)) return swaps;
  const method = methodOf(order, args.paymentMethodId, store);
  if (isItemRefusal(method)) return method;
  const difference = differenceOf(swaps);
  const short = covers(method, difference, order.currency);
  if (short) return short;
  return { swaps, method, difference };
}

function preparedSwap(verb: string, order: Order, s: { swaps: Swap[]; method: PaymentMethod; difference: Minor }): Prepared {
  return {
    itemIds: s.swaps.map((x) => x.itemId),
    newItemIds: s.swaps.map((x) => x.to.itemId),
    paymentMethodId: s.method.id,
    difference: s.difference,
    summary: `${verb} on order ${order.id}: ${swapsText(s.swaps)}; ${settlementText(s.difference, s.method, order.currency)}`,
  };
}

function argsOf(p: Proposal): ProposalArgs {
  return { itemIds: p.itemIds, newItemIds: p.newItemIds, paymentMethodId: p.paymentMethodId };
}

/** The proposal again, against the store as it is now (stock and balances may have moved). */
function recheckWith(handler: Pick<OrderAction, 'prepare'>): OrderAction['recheck'] {
  return (order, proposal, store) => {
    const again = handler.prepare(order, argsOf(proposal), store);
    if ('code' in again) return { ok: false, code: again.code, message: again.message };
    return { ok: true };
  };
}

function settled(order: Order, method: PaymentMethod, difference: Minor): Pick<Applied, 'payment'> {
  const entry = settle(order, method, difference);
  return entry === undefined ? {} : { payment: { kind: entry.kind, method: entry.method, amount: fromMinor(entry.amount) } };
}

function resolved(order: Order, proposal: Proposal, store: Store): { swaps: Swap[]; method: PaymentMethod } {
  const swaps = swapsOf(order, proposal.itemIds ?? [], proposal.newItemIds ?? [], store) as Swap[];
  return { swaps, method: methodOf(order, proposal.paymentMethodId, store) as PaymentMethod };
}

const exchangeRule: Rule = (order, store) => canExchange(order, store.policy);
const modifyRule: Rule = (order, store) => canModifyItems(order, store.policy);

const prepareExchange = (order: Order, args: ProposalArgs, store: Store): Prepared | Refusal => {
  const s = prepareSwap('exchange_items', exchangeRule, order, args, store);
  return 'code' in s ? s : preparedSwap('Exchange', order, s);
};

export const exchangeItems: OrderAction = {
  subject: 'order',
  prepare: prepareExchange,
  recheck: recheckWith({ prepare: prepareExchange }),
  apply(order, proposal, store) {
    const { swaps, method } = resolved(order, proposal, store);
    const difference = differenceOf(swaps);
    const from = order.status;
    takeFromStock(swaps);
    order.status = 'exchange_requested';
    order.exchange = { items: swaps.map((s) => s.itemId), newItems: swaps.map((s) => s.to.itemId), paymentMethodId: method.id, difference };
    const money = settled(order, method, difference);
    store.record({ kind: 'items_exchanged', ids: { order: order.id }, detail: { from, ...order.exchange } });
    return { ...money, message: `The exchange on order ${order.id} is requested: ${swapsText(swaps)}; ${settlementText(difference, method, order.currency)}.` };
  },
};

const prepareModify = (order: Order, args: ProposalArgs, store: Store): Prepared | Refusal => {
  const s = prepareSwap('modify_items', modifyRule, order, args, store);
  return 'code' in s ? s : preparedSwap('Change of items', order, s);
};

/** One unit of a line becomes the new variant: in the line's place when it was its last unit, else beside it (or onto a line of that variant). */
function replaceUnit(order: Order, swap: Swap, line: OrderItem): void {
  const at = order.items.indexOf(line);
  const same = order.items.find((i) => i !== line && i.sku === line.sku && i.itemId === swap.to.itemId && i.price === swap.to.price);
  if (line.qty > 1) line.qty -= 1;
  else order.items.splice(at, 1);
  if (same !== undefined) {
    same.qty += 1;
    return;
  }
  order.items.splice(order.items.includes(line) ? at + 1 : at, 0, { sku: line.sku, itemId: swap.to.itemId, qty: 1, price: swap.to.price });
}

export const modifyItems: OrderAction = {
  subject: 'order',
  prepare: prepareModify,
  recheck: recheckWith({ prepare: prepareModify }),
  apply(order, proposal, store) {
    const { swaps, method } = resolved(order, proposal, store);
    const difference = differenceOf(swaps);
    const lines = swaps.map((s) => order.items[s.line] as OrderItem);
    takeFromStock(swaps);
    swaps.forEach((s, n) => replaceUnit(order, s, lines[n] as OrderItem));
    order.total += difference;
    order.modification = { items: swaps.map((s) => s.itemId), newItems: swaps.map((s) => s.to.itemId), paymentMethodId: method.id, difference };
    const money = settled(order, method, difference);
    store.record({ kind: 'items_modified', ids: { order: order.id }, detail: { ...order.modification } });
    return {
      ...money,
      message: `The items of order ${order.id} are changed: ${swapsText(swaps)}; the new total is ${formatAmount(order.total, order.currency)}; ${settlementText(difference, method, order.currency)}.`,
    };
  },
};

/** A return's money goes back where it came from: a method that paid the order, or a gift card. */
function returnMethod(order: Order, args: ProposalArgs, store: Store): PaymentMethod | Refusal {
  const method = methodOf(order, args.paymentMethodId, store);
  if (isItemRefusal(method)) return method;
  const paid = (order.payments ?? []).filter((p) => p.kind === 'payment').map((p) => p.method);
  if (method.kind === 'gift_card' || paid.length === 0 || paid.includes(method.id)) return method;
  return refusedItems(`A return is refunded to the payment method of order ${order.id} (${[...new Set(paid)].join(', ')}) or to a gift card, not to ${method.id}.`);
}

const prepareReturn = (order: Order, args: ProposalArgs, store: Store): Prepared | Refusal => {
  const refusal = onlyFor('return_items', args) ?? fromCheck(canReturn(order, store.policy, store.now()));
  if (refusal) return refusal;
  if ((args.itemIds ?? []).length === 0) return invalidItems('item_ids is required: the ids of the order items to return.');
  const taken = takeItems(order, args.itemIds ?? [], store);
  if (isItemRefusal(taken)) return taken;
  const kept = taken.find((t) => !t.product.returnable);
  if (kept) return refusedItems(`${kept.product.name} (${kept.itemId}) cannot be returned: the store does not take it back.`);
  const method = returnMethod(order, args, store);
  if ('code' in method) return method;
  const amount = taken.reduce((sum, t) => sum + t.price, 0);
  const remainder = refundableRemainder(order, store.refunds.values());
  if (amount > remainder) {
    return refusedItems(`The items come to ${formatAmount(amount, order.currency)}, more than the ${formatAmount(remainder, order.currency)} still refundable on order ${order.id}.`);
  }
  const names = taken.map((t) => `1 x ${t.product.name} ${t.itemId}`).join(', ');
  const approve = needsApproval(amount, store.policy);
  const approval = approve ? `; above the automatic limit of ${formatAmount(store.policy.autoRefundLimit, order.currency)}, so staff must approve it` : '';
  return {
    amount,
    needsApproval: approve,
    itemIds: taken.map((t) => t.itemId),
    paymentMethodId: method.id,
    summary: `Return on order ${order.id}: ${names}; a refund of ${formatAmount(amount, order.currency)} to ${methodText(method)}${approval}`,
  };
};

export const returnItems: OrderAction = {
  subject: 'order',
  prepare: prepareReturn,
  recheck: recheckWith({ prepare: prepareReturn }),
  apply(order, proposal, store) {
    const method = methodOf(order, proposal.paymentMethodId, store) as PaymentMethod;
    const amount = proposal.amount ?? 0;
    const from = order.status;
    const issued = issueRefund(store, order, amount, proposal.reason ?? 'items returned', method.id);
    // A refund waiting for staff approval moves no money yet: no refund on the order, no gift card credit.
    if (issued.refund.status === 'issued') settle(order, method, -amount);
    order.status = 'return_requested';
    order.itemReturn = { items: [...(proposal.itemIds ?? [])], paymentMethodId: method.id, amount, refund: issued.refund.id };
    store.record({ kind: 'items_returned', ids: { order: order.id, refund: issued.refund.id }, detail: { from, items: order.itemReturn.items, amount, method: method.id } });
    return { ...issued, message: `The return on order ${order.id} is requested. ${issued.message}` };
  },
};
