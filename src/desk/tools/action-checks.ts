/** Checks every write action makes of its arguments before its own. */
import type { ActionKind } from '../../cases/types.js';
import type { PolicyCheck } from '../guards/policy.js';
import type { ProposalArgs, Refusal } from './action-types.js';

const invalid = (message: string): Refusal => ({ guard: 'arguments', code: 'invalid_arguments', message });

export function fromCheck(check: PolicyCheck): Refusal | undefined {
  if (check.ok) return undefined;
  return { guard: check.code === 'invalid_arguments' ? 'arguments' : 'policy', code: check.code, message: check.message };
}

const ITEM_ACTIONS: readonly ActionKind[] = ['exchange_items', 'modify_items', 'return_items'];
const SWAPS: readonly ActionKind[] = ['exchange_items', 'modify_items'];
/** The actions that take a payment method: the item writes settle on it, change_payment pays with it. */
const PAYING: readonly ActionKind[] = [...ITEM_ACTIONS, 'change_payment'];

/** An argument given to an action it does not belong to is refused, not ignored. */
export function onlyFor(action: ActionKind, args: ProposalArgs): Refusal | undefined {
  if (args.amount !== undefined && action !== 'refund') return invalid(`amount applies only to a refund, not to ${action}.`);
  if (args.address !== undefined && action !== 'change_address' && action !== 'set_default_address') return invalid(`address applies only to change_address and set_default_address, not to ${action}.`);
  if (args.itemIds !== undefined && !ITEM_ACTIONS.includes(action)) return invalid(`item_ids applies only to ${ITEM_ACTIONS.join(', ')}, not to ${action}.`);
  if (args.paymentMethodId !== undefined && !PAYING.includes(action)) return invalid(`payment_method_id applies only to ${PAYING.join(', ')}, not to ${action}.`);
  if (args.newItemIds !== undefined && !SWAPS.includes(action)) return invalid(`new_item_ids applies only to ${SWAPS.join(' and ')}, not to ${action}.`);
  return undefined;
}
