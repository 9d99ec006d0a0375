import type { ActionKind, GoldenCaseData, ReferenceCall } from '../../cases/types.js';
import type { Visit } from '../../desk/types.js';
import { stringArg } from './case-facts.js';
import { deskTakes, rewrittenProposals, stringsArg } from './proposals.js';
import type { MutationOperator, Variant } from './types.js';

/** The writes that take new variants for the order's items. */
export const SWAPS: readonly ActionKind[] = ['exchange_items', 'modify_items'];

/** The other variants of the product a variant belongs to, by item id, in catalogue order. */
function siblingsOf(c: GoldenCaseData, itemId: string): string[] {
  const product = (c.given.products ?? []).find((p) => (p.variants ?? []).some((v) => v.itemId === itemId));
  return (product?.variants ?? []).map((v) => v.itemId).filter((id) => id !== itemId);
}

/**
 * The new item ids of this swap with one replaced by another variant of the same product that the
 * desk takes (in stock, not the item given back, a difference the method covers): the first new
 * id that has one, with the first such variant in catalogue order. Undefined when none does.
 */
export function otherVariantFor(c: GoldenCaseData, call: ReferenceCall): { current: string; other: string; newItemIds: string[] } | undefined {
  if (!SWAPS.includes(stringArg(call, 'action') as ActionKind)) return undefined;
  const newIds = stringsArg(call, 'new_item_ids');
  for (const [k, current] of newIds.entries()) {
    for (const other of siblingsOf(c, current)) {
      const newItemIds = newIds.map((id, n) => (n === k ? other : id));
      if (deskTakes(c, { ...call, args: { ...call.args, new_item_ids: newItemIds } })) return { current, other, newItemIds };
    }
  }
  return undefined;
}

/**
 * For each executed exchange or change of items: the same write for another variant of the same
 * product than the one asked for. The reply still names the variant the customer asked for.
 */
function variantsOf(c: GoldenCaseData, played?: Visit): Variant[] {
  return rewrittenProposals(c, played, (call) => {
    const found = otherVariantFor(c, call);
    return found === undefined ? undefined : { args: { new_item_ids: found.newItemIds }, where: `${found.other} instead of ${found.current}` };
  });
}

/**
 * Exchanges or changes an item for the wrong variant of the same product (another colour or size
 * than the customer asked for). The desk takes it, so no guard can stop it: only the case's state,
 * call arguments or final world can tell.
 */
export const swapVariant: MutationOperator = {
  name: 'swap-variant',
  description: 'Exchanges or changes an item for another variant of the same product than the customer asked for (the wrong colour or size), and says nothing of it.',
  safety: false,
  risks: ['wrong-variant'],
  apply: (c, played) => variantsOf(c, played)[0]?.mutant,
  variants: variantsOf,
};
