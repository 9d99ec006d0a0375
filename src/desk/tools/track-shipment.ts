import type { OrderStatus } from '../../cases/types.js';
import { ORDER_ID_ONLY, ownOrder, success } from './outcome.js';
import type { ToolSpec } from './types.js';
import { plain } from './views.js';

/** Statuses in which the order has left the warehouse. */
const SHIPPED: readonly OrderStatus[] = ['shipped', 'delivered', 'returned'];

/** What to tell the customer when the status says more than the tracking does. */
const NOTES: Partial<Record<OrderStatus, string>> = {
  pending: 'The order has not shipped yet; it is waiting to be processed.',
  processing: 'The order has not shipped yet; it is being prepared.',
  cancelled: 'The order was cancelled and will not ship.',
  returned: 'The order was delivered and has been returned.',
};

export const trackShipment: ToolSpec = {
  name: 'track_shipment',
  kind: 'read',
  offered: 'always',
  definition: {
    name: 'track_shipment',
    description: "Where one of the customer's orders is: status, carrier, tracking number and estimated delivery, or a note that it has not shipped.",
    parameters: ORDER_ID_ONLY,
  },
  run(args, ctx) {
    const found = ownOrder(ctx, 'track_shipment', args['order_id'] as string);
    if ('outcome' in found) return found.outcome;
    const { order } = found;
    const shipped = SHIPPED.includes(order.status);
    const shipping = order.shipping ?? {};
    return success(
      plain({
        order_id: order.id,
        status: order.status,
        shipped,
        carrier: shipped ? shipping.carrier : undefined,
        tracking: shipped ? shipping.tracking : undefined,
        eta: order.status === 'shipped' ? shipping.eta : undefined,
        deliveredAt: order.deliveredAt,
        note: NOTES[order.status],
      }),
    );
  },
};
