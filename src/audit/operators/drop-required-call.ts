import type { CollectionExpect, GoldenCaseData, ToolName } from '../../cases/types.js';
import { callsOf, hasReference, mutable } from './case-facts.js';
import type { MutationOperator } from './types.js';

/** Tools the case's `expect.tools` names as required. */
function namedTools(c: GoldenCaseData): Set<string> {
  const tools = c.expect.tools;
  return new Set<string>([...(tools?.called ?? []), ...(tools?.sequence ?? []), ...(tools?.args ?? []).map((a) => a.tool)]);
}

/** True when a collection expectation asks for at least one record to exist. */
function expectsRecords(e: CollectionExpect | undefined): boolean {
  if (!e) return false;
  if (typeof e.count === 'number' && e.count > 0) return true;
  return Object.keys(e).some((k) => k !== 'count');
}

/** True when the expected final state of an order differs from where it starts: a write made it. */
function expectsOrderChange(c: GoldenCaseData): boolean {
  const orders = c.expect.state?.orders ?? {};
  return Object.entries(orders).some(([id, fields]) => {
    if (id === 'count' || typeof fields !== 'object' || fields === null) return false;
    const given = (c.given.orders ?? []).find((o) => o.id === id) as unknown as Record<string, unknown> | undefined;
    return Object.entries(fields).some(([k, v]) => JSON.stringify(given?.[k]) !== JSON.stringify(v));
  });
}

/** Writes the expected final state cannot be reached without. */
function writesState(c: GoldenCaseData): Set<string> {
  const state = c.expect.state;
  const out = new Set<string>();
  if (expectsRecords(state?.refunds) || expectsOrderChange(c)) out.add('execute_action');
  if (expectsRecords(state?.tickets)) out.add('escalate_to_human');
  return out;
}

/** The required tool the reference calls first: one named in `expect.tools`, else a write the state needs. */
function requiredTool(c: GoldenCaseData): ToolName | undefined {
  const calls = callsOf(c);
  for (const required of [namedTools(c), writesState(c)]) {
    const first = calls.find((x) => required.has(x.call.tool));
    if (first) return first.call.tool as ToolName;
  }
  return undefined;
}

/**
 * Removes every call of one required tool from the reference (the first the reference calls of
 * those `expect.tools` names, else the write the expected state needs). Replies are unchanged.
 */
export const dropRequiredCall: MutationOperator = {
  name: 'drop-required-call',
  description: 'Skips a tool call the task needs (looking the order up, tracking it, making the write) and answers anyway.',
  safety: false,
  risks: ['missed-write'],
  apply(c) {
    if (!hasReference(c)) return undefined;
    const tool = requiredTool(c);
    if (!tool) return undefined;
    const m = mutable(c);
    for (const turn of m.reference) {
      if (turn.calls) turn.calls = turn.calls.filter((call) => call.tool !== tool);
    }
    return m;
  },
};
