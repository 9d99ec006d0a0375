/**
 * The scripted conversation of one task and the reference that answers it, turn by turn:
 *
 * 1. the customer's request (the first write's, with the name when name and zip identify them);
 *    the reference asks for the zip code or the email;
 * 2. `{ when: { asked: zip|email }, say: ... }`; the reference identifies, reads what the gold
 *    reads, and proposes the first write;
 * 3. `{ when: { proposed: <action> }, say: yes, confirms: true }`; the reference executes it;
 *    then for each further write a plain request and another yes.
 *
 * A turn holds at most MAX_CALLS calls (the resolver's step limit, a step kept for the reply):
 * repeated reads are dropped, and the rest carried into an extra "please go on" turn.
 */
import { DEFAULT_MAX_STEPS } from '../../desk/resolver.js';
import { type DeskCall, INTENT, type Step } from './calls.js';
import type { Tau2Db, Tau2User } from './format.js';
import { WRITES } from './gold.js';
import { doneText, proposalText, requestLine } from './phrases.js';

export const MAX_CALLS = DEFAULT_MAX_STEPS - 1;

export interface RefTurn {
  triage: { intent: string; language: 'en' };
  branch?: number;
  calls?: DeskCall[];
  reply: string;
}

export interface Script {
  conversation: unknown[];
  reference: RefTurn[];
  /** Turns played as written before a live simulator would take over: the request and the identification. */
  opening: number;
  proposals: DeskCall[];
  notes: string[];
}

type Identify = Extract<Step, { kind: 'identify' }>;

/** A group of calls that ends a customer's request: a write's proposal, a hand-off, or only reads. */
interface Segment {
  reads: DeskCall[];
  end?: Extract<Step, { kind: 'write' | 'handoff' }>;
}

function segmentsOf(steps: readonly Step[]): Segment[] {
  const segments: Segment[] = [];
  let reads: DeskCall[] = [];
  for (const s of steps) {
    if (s.kind === 'read') reads.push(s.call);
    else if (s.kind === 'write' || s.kind === 'handoff') {
      segments.push({ reads, end: s });
      reads = [];
    }
  }
  if (reads.length > 0 || segments.length === 0) {
    const last = segments.at(-1);
    if (last && last.end?.kind === 'handoff') last.reads.push(...reads);
    else segments.push({ reads });
  }
  return segments;
}

const key = (c: DeskCall) => JSON.stringify([c.tool, c.args ?? {}]);

/** Reads of the turn without repeats (a second identical read tells the agent nothing new). */
function dedupe(calls: DeskCall[], seen: Set<string>): DeskCall[] {
  return calls.filter((c) => {
    if (c.tool === 'calculator' || c.tool === 'escalate_to_human') return true;
    if (seen.has(key(c))) return false;
    seen.add(key(c));
    return true;
  });
}

export function scriptOf(steps: readonly Step[], identify: Identify, db: Tau2Db, user: Tau2User): Script {
  const notes: string[] = [];
  const world = structuredClone({ products: db.products, users: { [user.user_id]: user }, orders: db.orders } as Tau2Db);
  const segments = segmentsOf(steps);
  const byEmail = identify.call.tool === 'find_customer_by_email';
  const first = segments[0]!;
  const actionOf = (s: Segment) => (s.end?.kind === 'write' ? s.end.action : s.end?.kind === 'handoff' ? 'handoff' : 'read');
  const intentOf = (s: Segment) => INTENT[actionOf(s)] ?? (s.end?.kind === 'handoff' ? 'handoff' : 'order_status');
  const orderOf = (s: Segment) => (s.end?.kind === 'write' ? s.end.order : (s.reads.find((c) => c.tool === 'get_order')?.args?.['order_id'] as string | undefined));

  const lead = byEmail ? 'Hi. ' : `Hi, I'm ${user.name.first_name} ${user.name.last_name}. `;
  const conversation: unknown[] = [requestLine(actionOf(first), orderOf(first), lead)];
  const reference: RefTurn[] = [
    {
      triage: { intent: intentOf(first), language: 'en' },
      reply: `I can help with that. First I need to verify your identity: ${byEmail ? 'what is the email address on your account?' : 'what is the zip code of your address?'}`,
    },
  ];
  const idArgs = identify.call.args ?? {};
  conversation.push({
    when: { asked: byEmail ? 'email' : 'zip' },
    say: byEmail ? `It's ${String(idArgs['email'])}.` : `It's ${String(idArgs['zip'])}.`,
    otherwise: 'Can you help me with my request?',
  });
  const proposals: DeskCall[] = [];
  const seen = new Set<string>();
  let proposalNo = 0;
  let greeting = `Thanks, ${user.name.first_name}, you are verified. `;
  // A turn the customer has just said: the reference's answer is built from these.
  let pending: { calls: DeskCall[]; branch?: number; intent: string } = { calls: [identify.call], branch: 1, intent: intentOf(first) };

  const pushTurn = (calls: DeskCall[], reply: string) => {
    reference.push({ triage: { intent: pending.intent, language: 'en' }, ...(pending.branch ? { branch: pending.branch } : {}), ...(calls.length > 0 ? { calls } : {}), reply });
  };

  segments.forEach((segment, index) => {
    const intent = intentOf(segment);
    if (index > 0) {
      conversation.push(requestLine(actionOf(segment), orderOf(segment), 'Thanks. '));
      pending = { calls: [], intent };
    }
    let calls = [...pending.calls, ...dedupe(segment.reads, seen)];
    const end = segment.end;
    const tail = end?.kind === 'write' ? [end.propose] : end?.kind === 'handoff' ? [end.call] : [];
    // Over the step limit: the reads so far in one turn, the customer says "go on", the rest in the next.
    while (calls.length + tail.length > MAX_CALLS) {
      pushTurn(calls.slice(0, MAX_CALLS), `${greeting}I have some of the details; let me look at the rest.`);
      greeting = '';
      notes.push(`more calls than the step limit (${MAX_CALLS}) in one turn: carried into an extra turn`);
      conversation.push('Sure, go on.');
      calls = calls.slice(MAX_CALLS);
      pending = { calls: [], intent };
    }
    if (end?.kind === 'write') {
      const order = end.gold.arguments['order_id'] ? world.orders[String(end.gold.arguments['order_id'])] : undefined;
      const args = (end.propose.args ?? {}) as Record<string, unknown>;
      const amount = order ? amountOf(end.action, order, args, world) : undefined;
      pushTurn([...calls, end.propose], greeting + proposalText(end.action, { db: world, user: world.users[user.user_id]!, ...(order ? { order: structuredClone(order) } : {}), args, ...(amount !== undefined ? { amount } : {}) }));
      proposals.push(end.propose);
      proposalNo += 1;
      try {
        WRITES[end.gold.name]!(world, end.gold.arguments, { exchanges: new Map(), returns: new Map(), unsettled: new Set(), unsettledMethods: new Set() });
      } catch {
        // goldState reports a gold write tau2 refuses.
      }
      conversation.push({ when: { proposed: end.action }, say: 'Yes, please go ahead.', confirms: true, otherwise: 'Sorry, what exactly would you do?' });
      pending = { calls: [{ tool: 'execute_action', args: { proposal_id: `P${proposalNo}` } }], branch: 1, intent };
      pushTurn(pending.calls, doneText(end.action, end.order));
    } else if (end?.kind === 'handoff') {
      pushTurn([...calls, end.call], `${greeting}I have passed your request to a colleague, who will get back to you.`);
    } else {
      pushTurn(calls, `${greeting}I have looked at your account and the details you asked about.`);
    }
    greeting = '';
  });
  return { conversation, reference, opening: 2, proposals, notes: [...new Set(notes)] };
}

/** The amount a proposal returns: an item write's price difference, a return's refund. */
function amountOf(action: string, order: Tau2Db['orders'][string], args: Record<string, unknown>, db: Tau2Db): number | undefined {
  const items = (args['item_ids'] as string[] | undefined) ?? [];
  if (action === 'return_items') return items.reduce((s, id) => s + Math.round((order.items.find((i) => i.item_id === id)?.price ?? 0) * 100), 0) / 100;
  if (action !== 'exchange_items' && action !== 'modify_items') return undefined;
  const fresh = (args['new_item_ids'] as string[] | undefined) ?? [];
  let cents = 0;
  items.forEach((id, i) => {
    const line = order.items.find((it) => it.item_id === id);
    const variant = line ? db.products[line.product_id]?.variants[fresh[i]!] : undefined;
    cents += Math.round((variant?.price ?? 0) * 100) - Math.round((line?.price ?? 0) * 100);
  });
  return cents / 100;
}
