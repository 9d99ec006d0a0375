/** The shape of one write action (actions.ts, item-actions.ts): what it prepares, rechecks and applies. */
import type { RefundStatus, ToolErrorCode } from '../../cases/types.js';
import type { PolicyCheck } from '../guards/policy.js';
import type { Store } from '../store.js';
import type { Address, Customer, GuardName, Minor, Order, Proposal } from '../types.js';
import type { Moved } from './payments.js';

/** propose_action's arguments, as the handlers read them. */
export interface ProposalArgs {
  amount?: number | undefined;
  /** change_address: one line of text, or a structure (line1, line2?, city, state?, zip, country); set_default_address: a structure. */
  address?: string | Readonly<Record<string, unknown>> | undefined;
  reason?: string | undefined;
  /** The order's item ids given back (exchange_items, modify_items, return_items). */
  itemIds?: string[] | undefined;
  /** The variants taken instead, one for each of itemIds (exchange_items, modify_items). */
  newItemIds?: string[] | undefined;
  /** The item writes: the method that settles the difference; change_payment: the method to pay with instead. */
  paymentMethodId?: string | undefined;
}

export interface Prepared {
  amount?: Minor;
  /** The new address as one line (change_address, set_default_address). */
  address?: string;
  /** set_default_address: the new address on file, as its fields. */
  addressFields?: Address;
  needsApproval?: boolean;
  itemIds?: string[];
  newItemIds?: string[];
  paymentMethodId?: string;
  /** What the new variants cost more than the items given back (negative: less). */
  difference?: Minor;
  summary: string;
}

export interface Refusal {
  guard: GuardName;
  code: ToolErrorCode;
  message: string;
}

/** A money movement on a payment method, in major units: a price difference charged or refunded. */
export interface Settlement {
  kind: 'payment' | 'refund';
  method: string;
  amount: number;
}

export interface Applied {
  refund?: { id: string; amount: number; status: RefundStatus; method?: string };
  ticket?: { id: string };
  payment?: Settlement;
  /** What went back to each payment method (a cancellation, a change of payment method), in minor units. */
  refundedTo?: Moved[];
  /** The payment taken instead (a change of payment method), in minor units. */
  paidWith?: Moved;
  message: string;
}

/** An action on one of the customer's orders: propose_action needs its order_id. */
export interface OrderAction {
  subject: 'order';
  prepare(order: Order, args: ProposalArgs, store: Store): Prepared | Refusal;
  recheck(order: Order, proposal: Proposal, store: Store): PolicyCheck;
  apply(order: Order, proposal: Proposal, store: Store): Applied;
}

/** An action on the customer's own account (their address on file): no order, and order_id is refused. */
export interface CustomerAction {
  subject: 'customer';
  prepare(customer: Customer, args: ProposalArgs, store: Store): Prepared | Refusal;
  recheck(customer: Customer, proposal: Proposal, store: Store): PolicyCheck;
  apply(customer: Customer, proposal: Proposal, store: Store): Applied;
}

export type ActionHandler = OrderAction | CustomerAction;
