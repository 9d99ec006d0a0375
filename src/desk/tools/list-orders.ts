import { ORDER_STATUSES } from '../../cases/types.js';
import { success } from './outcome.js';
import type { ToolSpec } from './types.js';
import { orderSummaryView } from './views.js';

export const listOrders: ToolSpec = {
  name: 'list_orders',
  kind: 'read',
  summary: "the customer's orders, optionally by status",
  offered: 'always',
  definition: {
    name: 'list_orders',
    description: "The customer's own orders, most recent first: id, status, placedAt, total, currency, itemCount. Optionally only those with one status.",
    parameters: {
      type: 'object',
      properties: { status: { type: 'string', enum: [...ORDER_STATUSES], description: 'Only orders with this status.' } },
      additionalProperties: false,
    },
  },
  run(args, { store }) {
    const status = args['status'] as string | undefined;
    const orders = [...store.orders.values()]
      .filter((o) => o.customer === store.session.customer && (status === undefined || o.status === status))
      .sort((a, b) => Date.parse(b.placedAt) - Date.parse(a.placedAt) || a.id.localeCompare(b.id));
    return success({ count: orders.length, orders: orders.map(orderSummaryView) });
  },
};
