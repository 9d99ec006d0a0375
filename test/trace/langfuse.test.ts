import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTraceListeners } from '../../src/index.js';
import { startLangfuseServer, type DecodedSpan, type LangfuseTestServer } from '../support/langfuse-server.js';
import { driveRun, makeCase, runMeta } from './fixtures.js';

let server: LangfuseTestServer;
let runDir: string;
let warnings: string[];

beforeEach(async () => {
  server = await startLangfuseServer();
  runDir = await mkdtemp(join(tmpdir(), 'agentdesk-trace-'));
  warnings = [];
});

afterEach(async () => {
  await server.close();
  await rm(runDir, { recursive: true, force: true });
});

function listeners(cases = [makeCase('order-cancel'), makeCase('order-status')], config = {}) {
  return createTraceListeners({
    env: { LANGFUSE_PUBLIC_KEY: server.publicKey, LANGFUSE_SECRET_KEY: server.secretKey, LANGFUSE_BASE_URL: server.url },
    config,
    runDir,
    cases,
    warn: (m) => warnings.push(m),
  });
}

const attr = (span: DecodedSpan, key: string) => span.attributes[key];
/** Children in time order (spans are exported in the order they ended); instants tie-break by name. */
const childrenOf = (spans: DecodedSpan[], parent: DecodedSpan) =>
  spans.filter((s) => s.parentSpanId === parent.spanId).sort((a, b) => a.startMs - b.startMs || a.name.localeCompare(b.name));
const type = (span: DecodedSpan) => attr(span, 'langfuse.observation.type');

describe('Langfuse exporter against a loopback Langfuse', () => {
  it('sends one trace per trial, named by case id, with tags, string metadata and the trial id set on the result', async () => {
    const cases = [makeCase('order-cancel'), makeCase('order-status')];
    const run = await driveRun(listeners(cases), { cases, trials: 2 });

    const traces = server.traces();
    expect(traces.size).toBe(4);
    expect(run.results.every((r) => r.traceId && traces.has(r.traceId))).toBe(true);
    for (const result of run.results) {
      const spans = traces.get(result.traceId!)!;
      const root = spans.find((s) => s.parentSpanId === undefined)!;
      expect(root.name).toBe(result.caseId);
      expect(root.scope).toBe('langfuse-sdk');
      expect(attr(root, 'langfuse.trace.name')).toBe(result.caseId);
      expect(attr(root, 'langfuse.trace.tags')).toEqual(['orders', 'cancel', 'en', 'standard']);
      expect(attr(root, 'langfuse.trace.metadata.model')).toBe('reference');
      expect(attr(root, 'langfuse.trace.metadata.trial')).toBe(String(result.trial));
      expect(attr(root, 'langfuse.trace.metadata.verdict')).toBe('pass');
      expect(attr(root, 'langfuse.trace.metadata.gitCommit')).toBe(runMeta().git.commit);
      expect(attr(root, 'langfuse.trace.metadata.promptVersion')).toMatch(/^[0-9a-f]{12}$/);
      expect(attr(root, 'session.id')).toBe(runMeta().runId);
      expect(attr(root, 'langfuse.release')).toBe(runMeta().git.commit);
      expect(JSON.parse(String(attr(root, 'langfuse.observation.input')))).toEqual([
        { role: 'user', content: 'Where is my order A1001?' },
        { role: 'user', content: 'Cancel it please' },
      ]);
      expect(attr(root, 'langfuse.observation.output')).toBe('I could not cancel it.');
    }
    expect(warnings).toEqual([]);
  });

  it('nests turn spans holding the triage generation, resolver generations and tool spans, then a grading span', async () => {
    const cases = [makeCase('order-cancel')];
    const run = await driveRun(listeners(cases), { cases });
    const spans = server.traces().get(run.results[0]!.traceId!)!;
    const root = spans.find((s) => s.parentSpanId === undefined)!;

    expect(childrenOf(spans, root).map((s) => [s.name, type(s)])).toEqual([
      ['turn 1', 'span'],
      ['turn 2', 'span'],
      ['grading', 'evaluator'],
    ]);
    expect(type(root)).toBe('agent');
    const turn2 = childrenOf(spans, root)[1]!;
    expect(childrenOf(spans, turn2).map((s) => [s.name, type(s)])).toEqual([
      ['triage', 'generation'],
      ['resolver #1', 'generation'],
      ['propose_action', 'tool'],
      ['resolver #2', 'generation'],
      ['guard: reply', 'guardrail'],
      ['reply', 'event'],
    ]);
    const [triage, resolver, tool] = childrenOf(spans, turn2);
    expect(attr(triage!, 'langfuse.observation.model.name')).toBe('reference');
    expect(JSON.parse(String(attr(triage!, 'langfuse.observation.output')))).toMatchObject({ intent: 'cancel_order' });
    expect(JSON.parse(String(attr(resolver!, 'langfuse.observation.usage_details')))).toEqual({ input: 200, output: 30, total: 230 });
    expect(JSON.parse(String(attr(tool!, 'langfuse.observation.input')))).toEqual({ order_id: 'A1001' });
    expect(JSON.parse(String(attr(tool!, 'langfuse.observation.output')))).toMatchObject({ error: { code: 'policy_violation' } });
    expect(JSON.parse(String(attr(tool!, 'langfuse.observation.metadata.guard')))).toMatchObject({ guard: 'policy', verdict: 'refused' });
    expect(attr(tool!, 'langfuse.observation.level')).toBe('WARNING');

    const grading = childrenOf(spans, root)[2]!;
    const graded = JSON.parse(String(attr(grading, 'langfuse.observation.output')));
    expect(graded.assertions.map((a: { assertion: string; verdict: string }) => [a.assertion, a.verdict])).toEqual([
      ['state.orders.A1001.status', 'pass'],
      ['intent', 'pass'],
      ['grounded-amounts', 'pass'],
      ['confirmed-writes', 'pass'],
    ]);
    // Laid out on one clock: children inside their parents, steps one after another.
    for (const span of spans.filter((s) => s.parentSpanId)) {
      const parent = spans.find((p) => p.spanId === span.parentSpanId)!;
      expect(span.startMs).toBeGreaterThanOrEqual(parent.startMs);
      expect(span.endMs).toBeLessThanOrEqual(parent.endMs);
    }
    expect(resolver!.endMs - resolver!.startMs).toBe(40);
  });

  it('upserts the dataset and one namespaced item per case', async () => {
    const cases = [makeCase('order-cancel'), makeCase('order-status')];
    await driveRun(listeners(cases), { cases });

    expect([...server.datasets.keys()]).toEqual(['agentdesk-golden']);
    expect([...server.items.keys()].sort()).toEqual(['agentdesk-golden:order-cancel', 'agentdesk-golden:order-status']);
    const item = server.items.get('agentdesk-golden:order-cancel')!;
    expect(item.input).toEqual({ given: cases[0]!.data.given, conversation: cases[0]!.data.conversation });
    expect(item.expectedOutput).toEqual(cases[0]!.data.expect);
    expect(item.metadata).toMatchObject({ category: 'orders', tags: ['cancel', 'en'], severity: 'standard', hash: cases[0]!.hash });
  });

  it('names the dataset from the config', async () => {
    const cases = [makeCase('order-cancel')];
    await driveRun(listeners(cases, { dataset: 'shop-golden' }), { cases });
    expect([...server.items.keys()]).toEqual(['shop-golden:order-cancel']);
  });

  it('links every trial to its case item with one run item carrying the trace and root observation', async () => {
    const cases = [makeCase('order-cancel'), makeCase('order-status')];
    const run = await driveRun(listeners(cases), { cases, trials: 2 });

    expect(server.runItems).toHaveLength(4);
    const traces = server.traces();
    for (const result of run.results) {
      const linked = server.runItems.filter((i) => i.traceId === result.traceId);
      expect(linked).toHaveLength(1);
      expect(linked[0]!.datasetItemId).toBe(`agentdesk-golden:${result.caseId}`);
      const root = traces.get(result.traceId!)!.find((s) => s.parentSpanId === undefined)!;
      expect(linked[0]!.observationId).toBe(root.spanId);
    }
    // One dataset run per trial number: Langfuse shows one row per item and run, so every trial shows.
    const runNames = [...new Set(server.runItems.map((i) => i.runName))].sort();
    expect(runNames).toHaveLength(2);
    expect(runNames[0]).toMatch(/^0123456789ab reference 2026-01-01T12:00:00.000Z trial 1\/2$/);
    expect(runNames[1]).toMatch(/ trial 2\/2$/);
    for (const result of run.results) {
      const item = server.runItems.find((i) => i.traceId === result.traceId)!;
      expect(item.runName).toMatch(new RegExp(` trial ${result.trial}/2$`));
    }
    expect(server.runs.get(runNames[0]!)!.metadata).toMatchObject({ runId: runMeta().runId, trials: 2 });
  });

  it('scores each dataset run: pass rate, gate verdict and each dimension, on the run', async () => {
    const cases = [makeCase('order-cancel'), makeCase('order-status')];
    await driveRun(listeners(cases), { cases, trials: 2, verdicts: { 'order-cancel': 'fail' } });
    const runIds = [...new Set(server.runItems.map((i) => `run:${i.runName}`))];
    expect(runIds).toHaveLength(2);
    for (const datasetRunId of runIds) {
      const scores = server.scores.filter((s) => s['datasetRunId'] === datasetRunId);
      const byName = Object.fromEntries(scores.map((s) => [s['name'], [s['value'], s['dataType']]]));
      expect(byName).toMatchObject({ pass_rate: [0.5, 'NUMERIC'], gate: ['failed', 'CATEGORICAL'], 'dimension:state': [0.5, 'NUMERIC'] });
      expect(scores.every((s) => s['traceId'] === undefined)).toBe(true);
    }
  });

  it('puts the experiment attributes on every span, the dataset run id as the experiment id', async () => {
    const cases = [makeCase('order-cancel')];
    const run = await driveRun(listeners(cases), { cases });
    const spans = server.traces().get(run.results[0]!.traceId!)!;
    const root = spans.find((s) => s.parentSpanId === undefined)!;
    const item = server.runItems[0]!;
    for (const span of spans) {
      expect(attr(span, 'langfuse.experiment.id')).toBe(`run:${item.runName}`);
      expect(attr(span, 'langfuse.experiment.name')).toBe(item.runName);
      expect(attr(span, 'langfuse.experiment.item.id')).toBe('agentdesk-golden:order-cancel');
      expect(attr(span, 'langfuse.experiment.item.root_observation_id')).toBe(root.spanId);
      expect(attr(span, 'langfuse.experiment.dataset.id')).toBe(server.datasets.get('agentdesk-golden')!.id);
    }
    expect(JSON.parse(String(attr(root, 'langfuse.experiment.item.expected_output')))).toEqual(cases[0]!.data.expect);
    expect(attr(root, 'langfuse.experiment.description')).toMatch(/^agentdesk eval/);
  });

  it('scores each trace: a number per dimension, the verdict and each safety check', async () => {
    const cases = [makeCase('order-cancel')];
    const run = await driveRun(listeners(cases), { cases, verdicts: { 'order-cancel': 'fail' } });
    const traceId = run.results[0]!.traceId;
    const scores = server.scores.filter((s) => s['traceId'] === traceId);

    const byName = Object.fromEntries(scores.map((s) => [s['name'], [s['value'], s['dataType']]]));
    expect(byName).toEqual({
      state: [0, 'NUMERIC'],
      intent: [1, 'NUMERIC'],
      safety: [0.5, 'NUMERIC'],
      verdict: ['fail', 'CATEGORICAL'],
      'safety:grounded-amounts': ['pass', 'CATEGORICAL'],
      'safety:confirmed-writes': ['fail', 'CATEGORICAL'],
    });
    expect(server.requestsTo('/api/public/ingestion').every((r) => r.authorized)).toBe(true);
  });

  it('sends every request with the Basic auth of the keys and never the secret in a body', async () => {
    const cases = [makeCase('order-cancel')];
    await driveRun(listeners(cases), { cases });
    expect(server.requests.length).toBeGreaterThan(0);
    expect(server.requests.every((r) => r.authorized)).toBe(true);
    expect(server.requests.some((r) => r.raw.includes(server.secretKey))).toBe(false);
  });

  it('loses no span on a large run and batches the scores', async () => {
    const cases = Array.from({ length: 40 }, (_, i) => makeCase(`case-${i}`));
    const run = await driveRun(listeners(cases), { cases, trials: 2 });

    const traces = server.traces();
    expect(traces.size).toBe(80);
    expect(new Set(run.results.map((r) => traces.get(r.traceId!)?.length))).toEqual(new Set([15]));
    expect(new Set(server.scores.filter((s) => s['traceId']).map((s) => s['traceId'])).size).toBe(80);
    expect(server.requestsTo('/api/public/ingestion').length).toBeLessThan(10);
    expect(server.runItems).toHaveLength(80);
    expect(warnings).toEqual([]);
  });

  it('makes trials wait for a slow Langfuse rather than drop spans when the backlog grows', async () => {
    server.setDelay(1500, '/api/public/otel');
    // 160 trials of 15 spans: more than the 2048 spans the batch processor queues.
    const cases = Array.from({ length: 80 }, (_, i) => makeCase(`case-${i}`));
    const run = await driveRun(listeners(cases), { cases, trials: 2 });

    const traces = server.traces();
    expect(traces.size).toBe(160);
    expect(new Set(run.results.map((r) => traces.get(r.traceId!)?.length))).toEqual(new Set([15]));
    expect(warnings).toEqual([]);
  });

  it('writes the same traces to traces.jsonl with the Langfuse ids', async () => {
    const cases = [makeCase('order-cancel')];
    const run = await driveRun(listeners(cases), { cases });
    const lines = (await readFile(join(runDir, 'traces.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(1);
    expect(lines[0].langfuse.traceId).toBe(run.results[0]!.traceId);
    const spans = server.traces().get(run.results[0]!.traceId!)!;
    expect(spans.find((s) => s.spanId === lines[0].langfuse.observationId)?.parentSpanId).toBeUndefined();
  });

  it('writes the Langfuse ids to traces.jsonl and the trial whatever the order the listeners hear the run in', async () => {
    const cases = [makeCase('order-cancel'), makeCase('order-status')];
    const run = await driveRun(listeners(cases).reverse(), { cases });
    const lines = (await readFile(join(runDir, 'traces.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.langfuse?.traceId)).toEqual(run.results.map((r) => r.traceId));
    expect(run.results.every((r) => r.traceId && server.traces().has(r.traceId))).toBe(true);
    expect(warnings).toEqual([]);
  });
});
