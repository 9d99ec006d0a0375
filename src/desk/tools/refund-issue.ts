/**
 * A refund written to the store: issued up to the automatic limit, above it waiting for staff
 * approval with a ticket. The refund action and a return of items both issue theirs here.
 */
import type { RefundStatus } from '../../cases/types.js';
import { needsApproval } from '../guards/policy.js';
import { formatAmount, fromMinor } from '../../text/money.js';
import type { Store } from '../store.js';
import type { Minor, Order } from '../types.js';
import type { Applied } from './action-types.js';

export function issueRefund(store: Store, order: Order, amount: Minor, reason: string, method?: string): Applied & { refund: NonNullable<Applied['refund']> } {
  const status: RefundStatus = needsApproval(amount, store.policy) ? 'pending_approval' : 'issued';
  const id = store.nextId('R');
  const createdAt = store.nowIso();
  store.refunds.set(id, { id, order: order.id, amount, reason, status, createdAt, ...(method !== undefined && { method }) });
  store.record({ kind: 'refund_created', ids: { refund: id, order: order.id }, detail: { amount, status, ...(method !== undefined && { method }) } });
  const shown = formatAmount(amount, order.currency);
  const refund = { id, amount: fromMinor(amount), status, ...(method !== undefined && { method }) };
  if (status === 'issued') return { refund, message: `A refund of ${shown} on order ${order.id} is issued.` };
  const ticket = store.nextId('T');
  const limit = formatAmount(store.policy.autoRefundLimit, order.currency);
  store.tickets.set(ticket, {
    id: ticket,
    customer: order.customer,
    order: order.id,
    reason: `Refund ${id} of ${shown} on order ${order.id} needs approval: above the automatic limit of ${limit}.`,
    priority: 'normal',
    createdAt,
  });
  store.record({ kind: 'ticket_created', ids: { ticket, order: order.id, refund: id }, detail: { priority: 'normal' } });
  return {
    refund,
    ticket: { id: ticket },
    message: `A refund of ${shown} on order ${order.id} is waiting for staff approval (above the automatic limit of ${limit}); staff will follow up.`,
  };
}
