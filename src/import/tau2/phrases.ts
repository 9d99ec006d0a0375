/**
 * The English lines of an imported case: what the scripted customer asks for and what the
 * reference says. Amounts are the ones the desk's tools return (the proposal's difference or
 * refund, the order's total), so the always-on checks find them grounded.
 */
import { toMinor } from '../../text/money.js';
import type { Tau2Db, Tau2Order, Tau2PaymentMethod, Tau2User } from './format.js';
import { orderId } from './ids.js';
import { addressLine } from './world.js';

/** "$1,023.16": with thousands separators, as a reply writes a large amount (the checks read it so). */
function formatMoney(minor: number): string {
  const [whole, cents] = (Math.abs(minor) / 100).toFixed(2).split('.');
  return `${minor < 0 ? '-' : ''}$${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

const money = (amount: number) => formatMoney(toMinor(amount));

/** The customer's request that leads to this write (or hand-off), said after `lead`. */
export function requestLine(action: string, order: string | undefined, lead: string): string {
  const o = order ?? '';
  const lines: Record<string, string> = {
    cancel_order: `I'd like to cancel my order ${o}.`,
    modify_items: `I'd like to change some items in my order ${o}, which has not shipped yet.`,
    exchange_items: `I received my order ${o} and would like to exchange some items.`,
    return_items: `I'd like to return some items from my order ${o}.`,
    change_address: `I'd like to change the shipping address of my order ${o}.`,
    set_default_address: `I'd like to update the default address on my account.`,
    change_payment: `I'd like to change the payment method of my order ${o}.`,
    handoff: `I need help with something and would like to talk to a person.`,
    read: order ? `I have a question about my order ${o}.` : `I have a question about my account.`,
  };
  return `${lead}${lines[action] ?? lines['read']!}`;
}

export function methodText(m: Tau2PaymentMethod | undefined): string {
  if (!m) return 'the payment method';
  if (m.source === 'credit_card') return `${m.brand ? m.brand[0]!.toUpperCase() + m.brand.slice(1) : 'credit'} card ending ${m.last_four ?? ''}`.trim();
  if (m.source === 'gift_card') return 'gift card';
  return 'PayPal account';
}

const optionsText = (options: Record<string, string>) => Object.values(options).join(', ');

function itemName(db: Tau2Db, order: Tau2Order, itemId: string): string {
  const line = order.items.find((i) => i.item_id === itemId);
  return line ? `${line.name} (${optionsText(line.options)})` : 'item';
}

function swapText(db: Tau2Db, order: Tau2Order, items: string[], fresh: string[]): string {
  return items
    .map((id, i) => {
      const line = order.items.find((it) => it.item_id === id);
      const variant = line ? db.products[line.product_id]?.variants[fresh[i]!] : undefined;
      return `the ${itemName(db, order, id)} for the one with ${variant ? optionsText(variant.options) : 'other options'}`;
    })
    .join(', and ');
}

function differenceText(difference: number, method: string): string {
  if (difference > 0) return `The new items cost ${money(difference)} more, which would be charged to your ${method}.`;
  if (difference < 0) return `The new items cost ${money(-difference)} less, which would go back to your ${method}.`;
  return 'The new items cost the same, so there is no difference to pay.';
}

export interface ProposalFacts {
  db: Tau2Db;
  user: Tau2User;
  /** The order as it is when the write is proposed (after the writes before it). */
  order?: Tau2Order;
  args: Record<string, unknown>;
  /** The price difference of an item write, or a return's refund. */
  amount?: number;
}

/** The reference's reply that shows a proposal: its order, what changes, the money, and a question. */
export function proposalText(action: string, f: ProposalFacts): string {
  const id = f.order ? orderId(f.order.order_id) : '';
  const method = methodText(f.user.payment_methods[String(f.args['payment_method_id'])]);
  const items = (f.args['item_ids'] as string[] | undefined) ?? [];
  const fresh = (f.args['new_item_ids'] as string[] | undefined) ?? [];
  switch (action) {
    case 'cancel_order':
      return `Order ${id} has not shipped yet, so I can cancel it (reason: ${String(f.args['reason'])}); the payment goes back to the method it was paid with. Shall I cancel order ${id}?`;
    case 'modify_items':
      return `Order ${id} has not shipped yet, so I can change ${swapText(f.db, f.order!, items, fresh)}. ${differenceText(f.amount ?? 0, method)} Items can be changed only once per order. Shall I change the items of order ${id}?`;
    case 'exchange_items':
      return `I can exchange ${swapText(f.db, f.order!, items, fresh)} from order ${id}. ${differenceText(f.amount ?? 0, method)} Shall I go ahead with the exchange for order ${id}?`;
    case 'return_items':
      return `I can return the ${items.map((i) => itemName(f.db, f.order!, i)).join(', the ')} from order ${id}, for a refund of ${money(f.amount ?? 0)} to your ${method}. Shall I go ahead with the return for order ${id}?`;
    case 'change_address':
      return `I can change the shipping address of order ${id} to ${addressText(f.args['address'])}. Shall I change the address of order ${id}?`;
    case 'set_default_address':
      return `I can update your default address to ${addressText(f.args['address'])}. Shall I update your default address?`;
    case 'change_payment': {
      const total = f.order!.items.reduce((s, i) => s + toMinor(i.price), 0);
      const old = f.user.payment_methods[f.order!.payment_history[0]?.payment_method_id ?? ''];
      return `I can pay order ${id} (${formatMoney(total)}) with your ${method} instead; the ${formatMoney(total)} paid with your ${methodText(old)} goes back to it. Shall I change the payment method of order ${id}?`;
    }
    default:
      return `Shall I go ahead with order ${id}?`;
  }
}

/** The reference's reply once the write is executed: a claim the write backs. */
export function doneText(action: string, order: string | undefined): string {
  const lines: Record<string, string> = {
    cancel_order: `Done: order ${order} has been cancelled.`,
    modify_items: `Done: the items of order ${order} have been changed.`,
    exchange_items: `Done: the exchange for order ${order} has been submitted.`,
    return_items: `Done: the return for order ${order} has been submitted.`,
    change_address: `Done: the shipping address of order ${order} has been changed.`,
    set_default_address: 'Done: your default address has been updated.',
    change_payment: `Done: the payment method of order ${order} has been changed.`,
  };
  return lines[action] ?? 'Done.';
}

function addressText(a: unknown): string {
  const x = (a ?? {}) as Record<string, string>;
  return addressLine({ address1: x['line1'] ?? '', address2: x['line2'] ?? '', city: x['city'] ?? '', state: x['state'] ?? '', zip: x['zip'] ?? '', country: x['country'] ?? '' });
}
