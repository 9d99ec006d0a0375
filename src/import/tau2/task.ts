/** One tau2 retail task as one AgentDesk case, or the reason it cannot be one. */
import { type Step, stepOf } from './calls.js';
import type { Tau2Db, Tau2Instructions, Tau2Task, Tau2User } from './format.js';
import { goldState } from './gold.js';
import { caseIdOf, orderId } from './ids.js';
import { scriptOf } from './script.js';
import { customerOf, NOW, orderOf, ordersOf, POLICY, productsOf } from './world.js';

export interface Converted {
  taskId: string;
  id: string;
  /** The case, as the YAML will hold it. */
  data: Record<string, unknown>;
  /** tau2 order id → the case's, for the file's header. */
  orderIds: Record<string, string>;
  /** What the conversion approximated. */
  notes: string[];
}

export interface Skipped {
  taskId: string;
  id: string;
  reason: string;
}

/** tau2's instructions as one text, in the order tau2's user simulator is given them. */
export function instructionsText(i: Tau2Instructions | string): string {
  if (typeof i === 'string') return i;
  const parts: [string, string | null | undefined][] = [
    ['Reason for call', i.reason_for_call],
    ['Known info', i.known_info],
    ['Unknown info', i.unknown_info],
    ['Task instructions', i.task_instructions],
  ];
  return parts
    .filter(([, t]) => t && t.trim() && t.trim() !== '.')
    .map(([k, t]) => `${k}: ${t!.trim()}`)
    .join('\n');
}

/** The user the task serves: the one its gold identifies, else the owner of the orders it acts on. */
function userOf(task: Tau2Task, db: Tau2Db): Tau2User | undefined {
  const actions = task.evaluation_criteria?.actions ?? [];
  for (const a of actions) {
    const args = a.arguments ?? {};
    if (a.name === 'find_user_id_by_email') {
      const u = Object.values(db.users).find((x) => x.email.toLowerCase() === String(args['email']).toLowerCase());
      if (u) return u;
    }
    if (a.name === 'find_user_id_by_name_zip') {
      const u = Object.values(db.users).find((x) => x.name.first_name.toLowerCase() === String(args['first_name']).toLowerCase() && x.name.last_name.toLowerCase() === String(args['last_name']).toLowerCase() && x.address.zip === String(args['zip']));
      if (u) return u;
    }
    if (typeof args['user_id'] === 'string' && db.users[args['user_id']]) return db.users[args['user_id']];
    if (typeof args['order_id'] === 'string' && db.orders[args['order_id']]) return db.users[db.orders[args['order_id']]!.user_id];
  }
  return undefined;
}

/** How the customer is identified: the gold's last successful identification, else what the instructions give. */
function identifyOf(steps: readonly Step[], user: Tau2User, known: string): Extract<Step, { kind: 'identify' }> | undefined {
  const matched = steps.filter((s): s is Extract<Step, { kind: 'identify' }> => s.kind === 'identify' && s.matches).at(-1);
  if (matched) return matched;
  if (known.toLowerCase().includes(user.email.toLowerCase())) return { kind: 'identify', call: { tool: 'find_customer_by_email', args: { email: user.email } }, matches: true };
  if (known.includes(user.address.zip)) return { kind: 'identify', call: { tool: 'find_customer_by_name_zip', args: { first_name: user.name.first_name, last_name: user.name.last_name, zip: user.address.zip } }, matches: true };
  return undefined;
}

const CONDITIONAL = /\b(if|unless|in case|otherwise|only when)\b/i;

export function convertTask(task: Tau2Task, db: Tau2Db): Converted | Skipped {
  const id = caseIdOf(task.id);
  const skip = (reason: string): Skipped => ({ taskId: task.id, id, reason });
  const actions = task.evaluation_criteria?.actions ?? [];
  if (actions.length === 0) return skip('no gold actions: nothing to script the request from or to compare the world with (a live simulator with the instructions alone has no expected outcome)');
  const user = userOf(task, db);
  if (!user) return skip('no user: no gold action identifies a user of db.json or names one of their orders');
  const instructions = instructionsText(task.user_scenario.instructions);
  const steps = actions.map((a) => stepOf(a, { db, user }));
  const bad = steps.find((s): s is Extract<Step, { kind: 'unconvertible' }> => s.kind === 'unconvertible');
  if (bad) return skip(bad.reason);
  const known = typeof task.user_scenario.instructions === 'string' ? task.user_scenario.instructions : `${task.user_scenario.instructions.known_info ?? ''} ${instructions}`;
  const identify = identifyOf(steps, user, known);
  if (!identify) return skip("the instructions give neither the user's email nor their zip code: the customer cannot be identified");
  const orderIds = ordersOf(actions, instructions, db, user);
  const gold = goldState(db, user, orderIds, actions);
  if (gold.failed) return skip(gold.failed);
  const script = scriptOf(steps, identify, db, user);
  const notes = [...script.notes, ...steps.flatMap((s) => (s.kind === 'dropped' ? [s.note] : []))];
  if (steps.some((s) => s.kind === 'identify' && !s.matches)) notes.push("the gold's failed identification attempts are left out: the script identifies once");
  if (!steps.some((s) => s.kind === 'identify')) notes.push(`the gold has no identification; the script identifies by ${identify.call.tool === 'find_customer_by_email' ? 'email' : 'name and zip'}, as the instructions allow`);
  if (actions.some((a) => a.name === 'get_item_details')) notes.push('get_item_details is read as get_product of the item\'s product');
  if (CONDITIONAL.test(task.user_scenario.instructions instanceof Object ? (task.user_scenario.instructions.reason_for_call ?? '') + (task.user_scenario.instructions.task_instructions ?? '') : instructions))
    notes.push('the instructions are conditional: the scripted turns follow the gold actions; a live simulator plays the conditions');
  const orders = orderIds.map((o) => db.orders[o]!);
  const writes = script.proposals.map((p) => ({ tool: 'propose_action', match: p.args }));
  const handoffs = steps.filter((s) => s.kind === 'handoff').length;
  const data: Record<string, unknown> = {
    id,
    title: `tau2-bench retail task ${task.id}, imported: ${titleOf(script.proposals.map((p) => String(p.args?.['action'])), handoffs)}`,
    category: 'tau2',
    tags: ['tau2', 'imported'],
    given: {
      now: NOW,
      session: { customer: user.user_id, authenticated: false },
      policy: POLICY,
      customers: [customerOf(user)],
      products: productsOf(db, orders, actions),
      orders: orders.map(orderOf),
    },
    conversation: script.conversation,
    expect: {
      ...(writes.length + handoffs > 0
        ? { tools: { ...(writes.length > 0 ? { args: writes } : {}), ...(handoffs > 0 ? { called: ['escalate_to_human'] } : { notCalled: ['escalate_to_human'] }) } }
        : {}),
      state: gold.state,
      world: 'reference',
    },
    reference: script.reference,
    user: { instructions, opening: script.opening, maxTurns: Math.max(10, 2 * script.conversation.length) },
  };
  return { taskId: task.id, id, data, orderIds: Object.fromEntries(orderIds.map((o) => [o, orderId(o)])), notes };
}

function titleOf(actions: string[], handoffs: number): string {
  const words = actions.map((a) => a.replace(/_/g, ' '));
  if (handoffs > 0) words.push('hand-off to a person');
  return words.length > 0 ? words.join(', ') : 'reads only';
}
