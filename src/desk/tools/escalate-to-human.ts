import { PRIORITIES, type Priority } from '../../cases/types.js';
import { unidentified } from '../guards/identity.js';
import { ownOrder, refused, success } from './outcome.js';
import type { ToolSpec } from './types.js';
import { plain } from './views.js';

export const escalateToHuman: ToolSpec = {
  name: 'escalate_to_human',
  kind: 'write',
  summary: 'hands the conversation to staff (reason, priority, order_id?)',
  offered: 'always',
  // A customer who cannot or will not identify may still reach a person; an order needs an identified owner.
  identity: 'open',
  definition: {
    name: 'escalate_to_human',
    description:
      'Hand the conversation to staff with a ticket: when the customer asks for a person, or for what the policy does not let you do. Optionally about one of the customer\'s orders (only once the customer is identified).',
    parameters: {
      type: 'object',
      properties: {
        reason: { type: 'string', minLength: 1, description: 'What staff should know, in a sentence.' },
        priority: { type: 'string', enum: [...PRIORITIES], description: 'How soon staff should look: low, normal or high.' },
        order_id: { type: 'string', minLength: 1, description: 'The order it is about, if any.' },
      },
      required: ['reason', 'priority'],
      additionalProperties: false,
    },
  },
  run(args, ctx) {
    const { store } = ctx;
    const reason = (args['reason'] as string).trim();
    if (reason === '') return refused('arguments', 'escalate_to_human', 'invalid_arguments', 'reason must say, in a sentence, what staff should know.');
    const orderId = args['order_id'] as string | undefined;
    if (orderId !== undefined) {
      const early = unidentified(store, 'escalate_to_human', 'customer', 'A hand-off about an order');
      if (early) return early;
      const found = ownOrder(ctx, 'escalate_to_human', orderId);
      if ('outcome' in found) return found.outcome;
    }
    const priority = args['priority'] as Priority;
    const id = store.nextId('T');
    store.tickets.set(id, {
      id,
      ...(store.session.customer !== undefined && { customer: store.session.customer }),
      ...(orderId !== undefined && { order: orderId }),
      reason,
      priority,
      createdAt: store.nowIso(),
    });
    store.record({ kind: 'ticket_created', ids: orderId === undefined ? { ticket: id } : { ticket: id, order: orderId }, detail: { priority } });
    return success(
      plain({
        ticket_id: id,
        priority,
        order_id: orderId,
        message: 'A staff member has the conversation and will follow up with the customer.',
      }),
    );
  },
};
