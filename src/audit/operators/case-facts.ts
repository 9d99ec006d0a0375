/**
 * What the operators read of a case: who is chatting, in which language, whose orders are whose,
 * and the reference's calls with their positions. Nothing here changes a case.
 */
import { ACTIONS, type ActionKind, type CaseCustomer, type CaseOrder, type GoldenCaseData, type ReferenceCall, type ReferenceTurn, type ToolName, turnConsent, turnText } from '../../cases/types.js';
import { referenceLine } from '../../cases/turns.js';
import { confirms } from '../../desk/guards/confirmation.js';
import { customersByEmail, customersByNameZip } from '../../desk/tools/identify.js';
import { toolNames } from '../../desk/tools/index.js';
import { primarySubtag } from '../../text/words.js';

/** Tools that change what the customer has when they succeed (a proposal does not yet): kind write. */
export const WRITE_TOOLS: readonly string[] = toolNames((t) => t.kind === 'write');

/** A reference call and where it sits: 0-based turn and 0-based position among the turn's calls. */
export interface CallAt {
  turn: number;
  index: number;
  call: ReferenceCall;
}

/** A deep copy with a reference (the operators only apply to cases that have one). */
export function mutable(c: GoldenCaseData): GoldenCaseData & { reference: ReferenceTurn[] } {
  const copy = structuredClone(c);
  copy.reference = copy.reference ?? [];
  return copy as GoldenCaseData & { reference: ReferenceTurn[] };
}

export function hasReference(c: GoldenCaseData): c is GoldenCaseData & { reference: ReferenceTurn[] } {
  return Array.isArray(c.reference) && c.reference.length > 0;
}

/**
 * Who is chatting: the case's `session.customer`; in a case that leaves it to identification
 * (`session: { authenticated: false }`), the customer the reference's first successful-looking
 * identification call names (matched as the desk's identification tools match).
 */
export function callerId(c: GoldenCaseData): string | undefined {
  if (c.given.session.customer !== undefined) return c.given.session.customer;
  const customers = c.given.customers ?? [];
  for (const { call } of callsOf(c)) {
    const arg = (key: string) => stringArg(call, key) ?? '';
    const found =
      call.tool === 'find_customer_by_email'
        ? customersByEmail(customers, arg('email'))
        : call.tool === 'find_customer_by_name_zip'
          ? customersByNameZip(customers, arg('first_name'), arg('last_name'), arg('zip'))
          : [];
    if (found.length === 1) return found[0]!.id;
  }
  return undefined;
}

export function sessionCustomer(c: GoldenCaseData): CaseCustomer | undefined {
  const id = callerId(c);
  return id === undefined ? undefined : c.given.customers?.find((x) => x.id === id);
}

/** Primary language subtag the customer writes in at a turn: the reference triage, else the profile. */
export function languageAt(c: GoldenCaseData, turn: number): string {
  const tag = c.reference?.[turn]?.triage.language ?? sessionCustomer(c)?.language ?? 'en';
  return primarySubtag(tag) || 'en';
}

export function ordersOf(c: GoldenCaseData, customer: string): CaseOrder[] {
  return (c.given.orders ?? []).filter((o) => o.customer === customer);
}

export function ownOrders(c: GoldenCaseData): CaseOrder[] {
  const id = callerId(c);
  return id === undefined ? [] : ordersOf(c, id);
}

export function otherOrders(c: GoldenCaseData): CaseOrder[] {
  const id = callerId(c);
  return (c.given.orders ?? []).filter((o) => o.customer !== id);
}

export function otherCustomers(c: GoldenCaseData): CaseCustomer[] {
  const id = callerId(c);
  return (c.given.customers ?? []).filter((x) => x.id !== id);
}

/** Every reference call in visit order. */
export function callsOf(c: GoldenCaseData): CallAt[] {
  const out: CallAt[] = [];
  (c.reference ?? []).forEach((turn, t) => {
    (turn.calls ?? []).forEach((call, index) => out.push({ turn: t, index, call }));
  });
  return out;
}

export function callsOfTool(c: GoldenCaseData, tool: ToolName): CallAt[] {
  return callsOf(c).filter((x) => x.call.tool === tool);
}

export function stringArg(call: ReferenceCall, key: string): string | undefined {
  const v = call.args?.[key];
  return typeof v === 'string' ? v : undefined;
}

/** The session customer's order a turn is about: the first own order id in the reference's call arguments. */
export function ownOrderInCalls(c: GoldenCaseData): string | undefined {
  const own = new Set(ownOrders(c).map((o) => o.id));
  for (const { call } of callsOf(c)) {
    const id = stringArg(call, 'order_id');
    if (id && own.has(id)) return id;
  }
  return undefined;
}

/** The action a case is about, from its reference triage intents; undefined when none is a change. */
export function actionOf(c: GoldenCaseData): ActionKind | undefined {
  for (const turn of c.reference ?? []) {
    const intent = turn.triage.intent;
    if ((ACTIONS as readonly string[]).includes(intent)) return intent as ActionKind;
  }
  return undefined;
}

/** An order's total as the store derives it when the case omits it. */
export function orderTotal(o: CaseOrder): number {
  if (o.total !== undefined) return o.total;
  return Math.round(o.items.reduce((sum, i) => sum + i.qty * i.price * 100, 0)) / 100;
}

/** Appends a sentence to a reply, with one space between them. */
export function appendSentence(reply: string, sentence: string): string {
  const trimmed = reply.trimEnd();
  return trimmed === '' ? sentence : `${trimmed} ${sentence}`;
}

/** Order ids of the case's world that a text mentions, in order of appearance. */
export function orderIdsIn(c: GoldenCaseData, text: string): string[] {
  const ids = (c.given.orders ?? []).map((o) => o.id).filter((id) => text.includes(id));
  return ids.sort((a, b) => text.indexOf(a) - text.indexOf(b));
}

/**
 * True when the customer's turn is a yes: the case's `confirms:` label where it has one, else the
 * desk's own confirmation rule. The operators that move or drop an execute only touch the one a
 * yes allowed, not an attempt the guard is meant to refuse.
 */
export function confirmsAt(c: GoldenCaseData, turn: number): boolean {
  // A reactive turn says the line of the branch the reference declares it answers.
  const said = referenceLine(c, turn);
  if (said === undefined) return false;
  // The label first: read only by the desk's rule, a broken rule that takes a condition for a yes
  // would also hide the turn from execute-without-yes, and nothing would try the desk there.
  const language = sessionCustomer(c)?.language;
  return turnConsent(said) ?? confirms(turnText(said), language ? { language } : {}).confirmed;
}

/** `execute_action` calls made in a turn where the customer said yes (not in the first turn). */
export function executesAfterYes(c: GoldenCaseData): CallAt[] {
  return callsOfTool(c, 'execute_action').filter((x) => x.turn > 0 && confirmsAt(c, x.turn));
}
