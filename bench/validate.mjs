#!/usr/bin/env node
// Benchmark of `agentdesk validate` (not a test): generates 1,000 valid case files in a temp folder,
// times the CLI on all of them and on one file (the cold start), and times loadCases in-process.
// Needs the build: `npm run build && node bench/validate.mjs [count]`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'agentdesk.js');
const count = Number(process.argv[2] ?? 1000);
const RUNS = 5;

if (!existsSync(join(root, 'dist', 'src', 'cases', 'index.js'))) {
  console.error('bench/validate.mjs needs the build: run `npm run build` first.');
  process.exit(1);
}

/** A realistic case: a world of two customers, products and orders, two turns, every expect block. */
function caseText(n) {
  const id = `bench-case-${String(n).padStart(4, '0')}`;
  const order = `A${1000 + n}`;
  const price = ((n % 97) + 1.25).toFixed(2);
  return `id: ${id}
title: Cancel order ${order} after the customer confirms
category: ${['cancellation', 'refunds', 'tracking', 'safety'][n % 4]}
tags: [bench, group-${n % 10}]
severity: ${n % 5 === 0 ? 'safety' : 'standard'}
given:
  now: 2026-11-20T10:00:00Z
  session: { customer: c-${n} }
  policy: { refundWindowDays: 30 }
  customers:
    - { id: c-${n}, name: Customer ${n}, email: c${n}@example.com, language: en }
    - { id: c-other, name: Someone Else, email: other@example.com }
  products:
    - { sku: SKU-${n}, name: Product ${n}, price: ${price}, stock: 10 }
    - { sku: MUG-01, name: Ceramic mug, price: 12.50, stock: 40 }
  orders:
    - id: ${order}
      customer: c-${n}
      status: processing
      placedAt: 2026-11-19T09:00:00Z
      items: [{ sku: SKU-${n}, qty: 2, price: ${price} }, { sku: MUG-01, qty: 1, price: 12.50 }]
      shipping: { address: "${n} Main St", carrier: UPS, tracking: 1Z${n}, eta: 2026-11-25 }
      notes: Leave at the door
    - { id: B${n}, customer: c-other, status: shipped, placedAt: 2026-11-01T09:00:00Z, items: [{ sku: MUG-01, qty: 1, price: 12.50 }] }
conversation:
  - Please cancel my order ${order}
  - { say: "yes, go ahead", after: 2m }
expect:
  intent: [cancel_order, cancel_order]
  tools:
    called: [get_order, propose_action, execute_action]
    sequence: [propose_action, execute_action]
    notCalled: [escalate_to_human]
    args:
      - { tool: propose_action, match: { action: cancel_order, order_id: ${order} } }
    maxCalls: 6
  state:
    orders:
      ${order}: { status: cancelled }
    refunds: { count: 0 }
    proposals:
      P1: { status: executed }
    unchanged: [customers, products]
  guards: { none: true }
  reply:
    language: en
    contains: [${order}]
    matches: ["/cancell?ed/i"]
    asksQuestion: false
  judge:
    - The reply confirms the cancellation.
reference:
  - triage: { intent: cancel_order, language: en }
    calls:
      - { tool: get_order, args: { order_id: ${order} } }
      - { tool: propose_action, args: { action: cancel_order, order_id: ${order} } }
    reply: Order ${order} has not shipped yet. Shall I cancel it?
  - triage: { intent: cancel_order, language: en }
    calls:
      - { tool: execute_action, args: { proposal_id: P1 } }
    reply: Done, order ${order} is cancelled.
`;
}

function timeCli(args) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [bin, 'validate', ...args], { encoding: 'utf8' });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`validate exited ${result.status}:\n${result.stdout}${result.stderr}`);
  return { ms, summary: result.stdout.trim().split('\n').pop() };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => `${(ms / 1000).toFixed(3)} s`;

const dir = await mkdtemp(join(tmpdir(), 'agentdesk-bench-'));
try {
  const folders = ['cancellation', 'refunds', 'tracking', 'safety'];
  await Promise.all(folders.map((f) => mkdir(join(dir, f))));
  await Promise.all(
    Array.from({ length: count }, (_, i) => writeFile(join(dir, folders[i % 4], `bench-case-${String(i).padStart(4, '0')}.yaml`), caseText(i))),
  );
  const oneFile = join(dir, 'cancellation', 'bench-case-0000.yaml');

  const cold = Array.from({ length: RUNS }, () => timeCli([oneFile]).ms);
  const all = Array.from({ length: RUNS }, () => timeCli([dir]));
  const { loadCases } = await import(pathToFileURL(join(root, 'dist', 'src', 'cases', 'index.js')).href);
  const inProcess = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const { cases, problems } = await loadCases([dir]);
    inProcess.push(performance.now() - started);
    if (cases.length !== count || problems.length > 0) throw new Error(`expected ${count} valid cases, got ${cases.length} and ${problems.length} problems`);
  }

  console.log(`agentdesk validate benchmark: ${count} generated case files, node ${process.version}, median of ${RUNS} runs`);
  console.log(`  cold start, one file (CLI wall time)      ${fmt(median(cold))}   (min ${fmt(Math.min(...cold))})`);
  console.log(`  ${count} files (CLI wall time, cold start incl.) ${fmt(median(all.map((r) => r.ms)))}   (min ${fmt(Math.min(...all.map((r) => r.ms)))})  -> ${all[0].summary}`);
  console.log(`  loadCases in-process, first run           ${fmt(inProcess[0])}`);
  console.log(`  loadCases in-process, warm (median)       ${fmt(median(inProcess.slice(1)))}   (${(median(inProcess.slice(1)) / count).toFixed(3)} ms per file)`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
