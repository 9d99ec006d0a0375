/**
 * Reactive cases for the tests: a caller who is not signed in gives the zip code of his account only
 * when the agent asks for it, then confirms a cancellation once it is shown to him.
 */
import { parseCase } from '../../src/index.js';
import type { GoldenCaseData, LoadedCase } from '../../src/index.js';

/** The case as a file holds it; `patch` replaces exact text to make one change. */
export function reactiveCaseText(patch: Record<string, string> = {}): string {
  let text = `id: zip-when-asked
category: identity
given:
  now: 2026-05-12T10:00:00Z
  session: { customer: c-sam, authenticated: false }
  customers:
    - id: c-sam
      name: Sam Rivera
      email: sam.rivera@example.com
      language: en
      address: { line1: 1450 Mission Street, city: San Francisco, state: CA, zip: "94103", country: US }
  products:
    - { sku: KTL-04, name: Electric kettle, price: 39.00, stock: 12 }
  orders:
    - id: W2201
      customer: c-sam
      status: processing
      placedAt: 2026-05-11T09:00:00Z
      items: [{ sku: KTL-04, qty: 1, price: 39.00 }]
conversation:
  - Hi, I'm Sam Rivera. Please cancel my order W2201.
  - when: { asked: zip }
    say: "94103"
    otherwise: Can you help me or not?
  - oneOf:
      - when: { asked: reason }
        say: I no longer need it.
        optional: true
      - when: { proposed: cancel_order }
        say: Yes, go ahead.
        confirms: true
    otherwise: Sorry, what do you mean?
expect:
  intent: cancel_order
  tools:
    called: [find_customer_by_name_zip, propose_action, execute_action]
    args:
      - { tool: find_customer_by_name_zip, match: { zip: "94103" } }
  state:
    session: { customer: c-sam }
    orders:
      W2201: { status: cancelled }
reference:
  - triage: { intent: cancel_order, language: en }
    reply: I can help with that. First, what is the zip code of the address on your account?
  - triage: { intent: cancel_order, language: en }
    branch: 1
    calls:
      - { tool: find_customer_by_name_zip, args: { first_name: Sam, last_name: Rivera, zip: "94103" } }
      - { tool: get_order, args: { order_id: W2201 } }
      - { tool: propose_action, args: { action: cancel_order, order_id: W2201 } }
    reply: Thanks, Sam, you are verified. Order W2201 (1 × Electric kettle, $39.00) has not shipped yet. Shall I cancel it?
  - triage: { intent: cancel_order, language: en }
    branch: 2
    calls:
      - { tool: execute_action, args: { proposal_id: P1 } }
    reply: Done, order W2201 is cancelled.
`;
  for (const [from, to] of Object.entries(patch)) {
    if (!text.includes(from)) throw new Error(`reactiveCaseText: no ${from}`);
    text = text.replace(from, to);
  }
  return text;
}

/** The case loaded (it must be valid), positions and all. */
export function reactiveCase(patch: Record<string, string> = {}): LoadedCase {
  const parsed = parseCase(reactiveCaseText(patch), 'golden/identity/zip-when-asked.yaml');
  if (!parsed.case) throw new Error(`reactiveCase: ${parsed.problems.map((p) => `${p.line}:${p.column} ${p.code} ${p.message}`).join('; ')}`);
  return parsed.case;
}

/** The same case with other data (a mutant, a condition no schema checked), at the same positions. */
export function withData(c: LoadedCase, change: (data: GoldenCaseData) => void): LoadedCase {
  const data = structuredClone(c.data);
  change(data);
  return { ...c, data };
}
