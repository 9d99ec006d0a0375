/** Building tool outcomes: results as a real service answers, and the guard decisions behind them. */
import type { ToolErrorCode, ToolName } from '../../cases/types.js';
import { orderAccess, orderNotFoundMessage } from '../guards/ownership.js';
import type { GuardName, Order } from '../types.js';
import type { ToolContext, ToolOutcome } from './types.js';
import { merged } from '../../util/merged.js';

export function success(data: unknown): ToolOutcome {
  return { result: { ok: true, data } };
}

export function failure(code: ToolErrorCode, message: string, retryable = false): ToolOutcome {
  return { result: { ok: false, error: { code, message, retryable } } };
}

/** A refusal by a guard: the error the model reads, and the decision the transcript records. */
export function refused(guard: GuardName, tool: string, code: ToolErrorCode, message: string, why = message): ToolOutcome {
  return merged(failure(code, message), { guard: { guard, verdict: 'refused', code, tool, message: why } });
}

/** The `order_id` argument of a tool about one of the customer's orders. */
export const ORDER_ID_PARAMETER = { type: 'string', minLength: 1, description: 'The order id, e.g. A1001.' } as const;

/** The parameters of a tool that takes one order id and nothing else. */
export const ORDER_ID_ONLY = { type: 'object', properties: { order_id: ORDER_ID_PARAMETER }, required: ['order_id'], additionalProperties: false } as const;

/**
 * The session customer's order, or the not_found outcome to answer instead. A missing and a
 * foreign order read the same to the model; only the foreign one is an ownership refusal.
 */
export function ownOrder(ctx: ToolContext, tool: ToolName, orderId: string): { order: Order } | { outcome: ToolOutcome } {
  const access = orderAccess(ctx.store, orderId);
  if (access.kind === 'owned') return { order: access.order };
  const message = orderNotFoundMessage(orderId);
  if (access.kind === 'missing') return { outcome: failure('not_found', message) };
  return {
    outcome: refused('ownership', tool, 'not_found', message, `order ${orderId} belongs to another customer, not ${ctx.store.session.customer}`),
  };
}
