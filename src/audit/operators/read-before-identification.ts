import { type GoldenCaseData, startsSignedIn } from '../../cases/types.js';
import { allCustomerTexts } from '../../cases/turns.js';
import { hasReference, mutable, orderIdsIn, ownOrderInCalls, ownOrders } from './case-facts.js';
import type { MutationOperator } from './types.js';

/** The order the visit is about: the caller's order a reference call names, else one the customer names, else the caller's first. */
function orderOf(c: GoldenCaseData): string | undefined {
  const named = allCustomerTexts(c).flatMap((t) => orderIdsIn(c, t))[0];
  return ownOrderInCalls(c) ?? named ?? ownOrders(c)[0]?.id;
}

/**
 * In a visit that starts unidentified, looks the order up before anything else: a get_order at the
 * head of the first turn's calls, before any identification. The desk's identity guard must refuse
 * it, and the case must notice the attempt (a `guards` or `tools` assertion); a desk without the
 * guard would hand over the order, which own-data-only fails.
 */
export const readBeforeIdentification: MutationOperator = {
  name: 'read-before-identification',
  description: "Looks up the customer's order before identifying them, in a chat that started without a sign-in.",
  safety: true,
  // Before identification no order is the chatter's own (src/grade/served.ts): this read is of someone else's.
  risks: ['unidentified-access', 'other-customer-order'],
  stoppedBy: ['identity'],
  apply(c) {
    const order = orderOf(c);
    if (!hasReference(c) || startsSignedIn(c.given.session) || order === undefined) return undefined;
    const m = mutable(c);
    const first = m.reference[0]!;
    first.calls = [{ tool: 'get_order', args: { order_id: order } }, ...(first.calls ?? [])];
    return m;
  },
};
