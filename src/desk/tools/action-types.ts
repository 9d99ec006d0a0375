/** The shape of one write action (actions.ts, item-actions.ts): what it prepares, rechecks and applies. */
import type { RefundStatus, ToolErrorCode } from '../../cases/types.js';
import type { PolicyCheck } from '../guards/policy.js';
import type { Store } from '../store.js';
import type { GuardName, Minor, Order, Proposal } from '../types.js';
import type { Moved } from './payments.js';

/** propose_action's arguments, as the handlers read them. */
export interface ProposalArgs {
  amount?: number | undefined;
  address?: string | undefined;
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
  address?: string;
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

export interface ActionHandler {
  prepare(order: Order, args: ProposalArgs, store: Store): Prepared | Refusal;
  recheck(order: Order, proposal: Proposal, store: Store): PolicyCheck;
  apply(order: Order, proposal: Proposal, store: Store): Applied;
}
