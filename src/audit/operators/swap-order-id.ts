import type { ToolName } from '../../cases/types.js';
import { callsOfTool, hasReference, mutable, ownOrders, stringArg } from './case-facts.js';
import type { MutationOperator } from './types.js';

const TARGETS: readonly ToolName[] = ['propose_action', 'escalate_to_human', 'get_order', 'track_shipment'];

/**
 * Replaces the order id of the first call that names one of the customer's orders (a write when
 * there is one, else a read) with another order of the same customer. The reply still names the
 * order the customer asked about.
 */
export const swapOrderId: MutationOperator = {
  name: 'swap-order-id',
  description: "Works on the wrong one of the customer's own orders (cancels, refunds or reports on another order than the one asked about).",
  safety: false,
  risks: ['wrong-order'],
  apply(c) {
    if (!hasReference(c)) return undefined;
    const own = ownOrders(c).map((o) => o.id);
    if (own.length < 2) return undefined;
    for (const tool of TARGETS) {
      const at = callsOfTool(c, tool).find((x) => own.includes(stringArg(x.call, 'order_id') ?? ''));
      if (!at) continue;
      const current = stringArg(at.call, 'order_id');
      const other = own.find((id) => id !== current)!;
      const m = mutable(c);
      const call = m.reference[at.turn]!.calls![at.index]!;
      call.args = { ...call.args, order_id: other };
      return m;
    }
    return undefined;
  },
};
