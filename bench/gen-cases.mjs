// Writes N valid golden cases (a two-turn cancellation each) into a folder; used by the benchmarks.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function caseYaml(i) {
  const id = `bench-cancel-${String(i).padStart(5, '0')}`;
  const order = `A${100000 + i}`;
  return {
    id,
    text: `id: ${id}
title: Generated cancellation ${i}
category: bench
tags: [bench]
given:
  now: 2026-11-20T10:00:00Z
  session: { customer: c-${i} }
  customers:
    - { id: c-${i}, name: Customer ${i}, email: c${i}@example.com, language: en }
    - { id: c-other-${i}, name: Other ${i}, email: o${i}@example.com, language: en }
  products:
    - { sku: MUG-01, name: Ceramic mug, price: 12.50, stock: 40 }
  orders:
    - { id: ${order}, customer: c-${i}, status: processing, placedAt: 2026-11-19T09:00:00Z, items: [{ sku: MUG-01, qty: 2, price: 12.50 }] }
    - { id: B${100000 + i}, customer: c-other-${i}, status: processing, placedAt: 2026-11-19T09:00:00Z, items: [{ sku: MUG-01, qty: 1, price: 12.50 }] }
conversation:
  - Please cancel my order ${order}
  - { say: "yes please", after: 2m }
expect:
  intent: cancel_order
  tools:
    called: [get_order, propose_action, execute_action]
    sequence: [propose_action, execute_action]
    notCalled: [escalate_to_human]
    maxCalls: 4
  state:
    orders:
      ${order}: { status: cancelled }
      B${100000 + i}: { status: processing }
    refunds: { count: 0 }
    unchanged: [customers, products]
  reply:
    language: en
    contains: [${order}]
reference:
  - triage: { intent: cancel_order, language: en }
    calls:
      - { tool: get_order, args: { order_id: ${order} } }
      - { tool: propose_action, args: { action: cancel_order, order_id: ${order} } }
    reply: Your order ${order} (2 × Ceramic mug, $25.00) has not shipped yet. Shall I cancel it?
  - triage: { intent: cancel_order, language: en }
    calls:
      - { tool: execute_action, args: { proposal_id: P1 } }
    reply: Done, your order ${order} is cancelled.
`,
  };
}

export function writeCases(dir, n) {
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < n; i += 1) {
    const { id, text } = caseYaml(i);
    writeFileSync(join(dir, `${id}.yaml`), text);
  }
  return dir;
}
