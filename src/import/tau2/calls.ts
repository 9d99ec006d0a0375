/**
 * tau2's retail tools as the desk's: each gold action becomes a call the reference makes, a write
 * the reference proposes and executes after the customer's yes, or a reason it cannot be converted.
 */
import type { Tau2Action, Tau2Db, Tau2User } from './format.js';
import { orderId } from './ids.js';
import { addressOf, productOfItem } from './world.js';

export interface DeskCall {
  tool: string;
  args?: Record<string, unknown>;
}

export type Step =
  | { kind: 'identify'; call: DeskCall; matches: boolean }
  | { kind: 'read'; call: DeskCall }
  | { kind: 'handoff'; call: DeskCall }
  /** A write: `propose` is the propose_action call; `gold` the tau2 action it came from. */
  | { kind: 'write'; action: string; propose: DeskCall; gold: Tau2Action; order?: string }
  /** A gold read tau2 itself answers with an error (an order id that does not exist): it changes nothing and is left out. */
  | { kind: 'dropped'; note: string }
  | { kind: 'unconvertible'; reason: string };

const str = (v: unknown) => (typeof v === 'string' ? v : String(v ?? ''));
const ids = (v: unknown) => (Array.isArray(v) ? v.map(str) : []);

function tau2Address(args: Record<string, unknown>) {
  return addressOf({ address1: str(args['address1']), address2: str(args['address2']), city: str(args['city']), state: str(args['state']), country: str(args['country']), zip: str(args['zip']) });
}

type Mapper = (args: Record<string, unknown>, ctx: { db: Tau2Db; user: Tau2User }, gold: Tau2Action) => Step;

const ownOrder = (ctx: { db: Tau2Db; user: Tau2User }, id: unknown) => ctx.db.orders[str(id)]?.user_id === ctx.user.user_id;

function write(action: string, extra: (args: Record<string, unknown>) => Record<string, unknown>): Mapper {
  return (args, ctx, gold) => {
    if (action !== 'set_default_address' && !ownOrder(ctx, args['order_id'])) return { kind: 'unconvertible', reason: `${gold.name} names ${str(args['order_id'])}, which is not the customer's order` };
    const order = action === 'set_default_address' ? undefined : orderId(str(args['order_id']));
    return { kind: 'write', action, gold, propose: { tool: 'propose_action', args: { action, ...(order ? { order_id: order } : {}), ...extra(args) } }, ...(order ? { order } : {}) };
  };
}

/** The registry: a tau2 tool name to how it becomes the desk's. */
export const TOOL_MAP: Record<string, Mapper> = {
  find_user_id_by_email: (args, { user }) => ({ kind: 'identify', call: { tool: 'find_customer_by_email', args: { email: str(args['email']) } }, matches: str(args['email']).toLowerCase() === user.email.toLowerCase() }),
  find_user_id_by_name_zip: (args, { user }) => ({
    kind: 'identify',
    call: { tool: 'find_customer_by_name_zip', args: { first_name: str(args['first_name']), last_name: str(args['last_name']), zip: str(args['zip']) } },
    matches: str(args['first_name']).toLowerCase() === user.name.first_name.toLowerCase() && str(args['last_name']).toLowerCase() === user.name.last_name.toLowerCase() && str(args['zip']) === user.address.zip,
  }),
  get_user_details: (args, { user }) => (str(args['user_id']) === user.user_id ? { kind: 'read', call: { tool: 'get_customer' } } : { kind: 'unconvertible', reason: `get_user_details reads another user (${str(args['user_id'])}); the desk serves one customer a visit` }),
  get_order_details: (args, ctx) =>
    !ctx.db.orders[str(args['order_id'])]
      ? { kind: 'dropped', note: `the gold's get_order_details of ${str(args['order_id'])}, an order tau2 does not have, is left out` }
      : ownOrder(ctx, args['order_id']) ? { kind: 'read', call: { tool: 'get_order', args: { order_id: orderId(str(args['order_id'])) } } } : { kind: 'unconvertible', reason: `get_order_details reads ${str(args['order_id'])}, not the customer's order` },
  get_product_details: (args) => ({ kind: 'read', call: { tool: 'get_product', args: { sku: str(args['product_id']) } } }),
  // The desk has no item lookup; the item's product, with all its variants, answers the same question.
  get_item_details: (args, { db }) => {
    const sku = productOfItem(db, str(args['item_id']));
    return sku ? { kind: 'read', call: { tool: 'get_product', args: { sku } } } : { kind: 'unconvertible', reason: `get_item_details: no product has item ${str(args['item_id'])}` };
  },
  list_all_product_types: () => ({ kind: 'unconvertible', reason: 'list_all_product_types: the desk has no tool that lists the whole catalogue (search_products needs words)' }),
  calculate: (args) => ({ kind: 'read', call: { tool: 'calculator', args: { expression: str(args['expression']) } } }),
  transfer_to_human_agents: (args) => ({ kind: 'handoff', call: { tool: 'escalate_to_human', args: { reason: str(args['summary']) || 'The customer asked for a person.', priority: 'normal' } } }),
  cancel_pending_order: write('cancel_order', (a) => ({ reason: str(a['reason']) })),
  modify_pending_order_items: write('modify_items', (a) => ({ item_ids: ids(a['item_ids']), new_item_ids: ids(a['new_item_ids']), payment_method_id: str(a['payment_method_id']) })),
  exchange_delivered_order_items: write('exchange_items', (a) => ({ item_ids: ids(a['item_ids']), new_item_ids: ids(a['new_item_ids']), payment_method_id: str(a['payment_method_id']) })),
  return_delivered_order_items: write('return_items', (a) => ({ item_ids: ids(a['item_ids']), payment_method_id: str(a['payment_method_id']) })),
  modify_pending_order_address: write('change_address', (a) => ({ address: tau2Address(a) })),
  modify_pending_order_payment: write('change_payment', (a) => ({ payment_method_id: str(a['payment_method_id']) })),
  modify_user_address: (args, ctx, gold) =>
    str(args['user_id']) === ctx.user.user_id ? write('set_default_address', (a) => ({ address: tau2Address(a) }))(args, ctx, gold) : { kind: 'unconvertible', reason: `modify_user_address changes another user (${str(args['user_id'])})` },
};

export function stepOf(action: Tau2Action, ctx: { db: Tau2Db; user: Tau2User }): Step {
  const map = TOOL_MAP[action.name];
  if (!map) return { kind: 'unconvertible', reason: `${action.name}: the desk has no such tool` };
  return map(action.arguments ?? {}, ctx, action);
}

/** The triage intent of a turn that leads to this write. */
export const INTENT: Record<string, string> = {
  cancel_order: 'cancel_order',
  modify_items: 'modify_items',
  exchange_items: 'exchange_items',
  return_items: 'return_items',
  change_address: 'change_address',
  set_default_address: 'change_address',
  change_payment: 'change_payment',
};
