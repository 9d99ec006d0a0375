/** What the consent reading and the description test know about a proposal and its world. */
import type { PaymentMethodKind } from '../../../cases/types.js';

export interface ProposalFacts {
  /** A proposal action (cancel_order, refund, change_address, exchange_items, modify_items, return_items). */
  action: string;
  /** Absent for an action on the customer's account (set_default_address). */
  orderId?: string;
  /** Minor units (refunds, returns). */
  amount?: number;
  /** Minor units: an exchange's or item change's price difference (negative: money back). */
  difference?: number;
  /** The new shipping address (address changes). */
  address?: string;
  /** Words any one of which names the new payment method (payment changes): its last four, its brand, "PayPal", "gift card". */
  method?: readonly string[];
  /** The kind of the payment method the proposal settles on (the new one of a payment change). */
  methodKind?: PaymentMethodKind;
  /** The order's lines: product name, line total in minor units, and how many. */
  items?: readonly { name: string; total: number; qty?: number }[];
}

export interface ReadContext {
  proposal?: ProposalFacts;
  /** Every order id of the world: "A1002" is another order even where the text is unusual. */
  orderIds?: readonly string[];
  /** Every product name of the world: "the lamp" is another order's when the proposal's holds no lamp. */
  products?: readonly string[];
  /** The customer's language, when known (profile or triage): it breaks ties. */
  language?: string;
  /** The agent's question offered alternatives ("cancel it, or keep it?"): a bare yes picks none. */
  offeredChoice?: boolean;
}

/** Why a turn does or does not consent, as a class a report can count. */
const CONSENT_CLASSES = [
  'consent', 'empty', 'sarcasm', 'question', 'hold', 'hedge', 'contrast', 'keep', 'preference', 'negation',
  'other-order', 'other-amount', 'other-request', 'narrower', 'choice', 'no-yes', 'buried',
] as const;
export type ConsentClass = (typeof CONSENT_CLASSES)[number];

export interface ConsentReading {
  consents: boolean;
  class: ConsentClass;
  /** In plain words, naming the deciding words, e.g. `keeps what the proposal would change ("conservarlo")`. */
  why: string;
}
