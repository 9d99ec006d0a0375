/** The trace of one trial, built from its result alone (no server, no files). */
import { describe, expect, it } from 'vitest';
import { classify } from '../../src/trace/breaker.js';
import { observations } from '../../src/trace/record.js';
import { langfuseSettings } from '../../src/trace/settings.js';
import { promptVersion, trialTrace } from '../../src/trace/trial-trace.js';
import { caseInfo, makeCase, runMeta, trialResult } from './fixtures.js';

const START = Date.parse('2026-03-01T09:00:00.000Z');
const c = makeCase('order-cancel');
const context = (endMs = START + 500) => ({ meta: runMeta(), info: caseInfo(c), conversation: ['Where is my order A1001?', 'Cancel it please'], startMs: START, endMs });

describe('trialTrace', () => {
  it('lays the steps out from the trial start using their latencies', () => {
    const trace = trialTrace(trialResult('order-cancel', 1), context());
    const turn1 = trace.root.children[0]!;
    expect(turn1.startTime).toBe('2026-03-01T09:00:00.000Z');
    // triage 20 ms, resolver 40 ms, tool 5 ms, resolver 30 ms
    expect(turn1.children.map((o) => [o.name, o.startTime.slice(17), o.endTime.slice(17)])).toEqual([
      ['triage', '00.000Z', '00.020Z'],
      ['resolver #1', '00.020Z', '00.060Z'],
      ['get_order', '00.060Z', '00.065Z'],
      ['resolver #2', '00.065Z', '00.095Z'],
      ['reply', '00.095Z', '00.095Z'],
    ]);
    expect(turn1.metadata).toMatchObject({ worldTime: '2026-01-01T12:00:00Z', intent: 'order_status' });
    expect(trace.root.children[2]!).toMatchObject({ name: 'grading', startTime: '2026-03-01T09:00:00.190Z', endTime: '2026-03-01T09:00:00.500Z' });
  });

  it('feeds each resolver call the messages it had not seen yet', () => {
    const trace = trialTrace(trialResult('order-cancel', 1), context());
    const [, first, , second] = trace.root.children[0]!.children;
    expect(first!.input).toEqual([{ role: 'user', content: 'Where is my order A1001?' }]);
    expect(second!.input).toEqual([{ role: 'tool', tool_call_id: 'call-0', name: 'get_order', content: { id: 'A1001', status: 'processing' } }]);
    expect(first!.output).toMatchObject({ role: 'assistant', tool_calls: [{ name: 'get_order' }] });
  });

  it('keeps every observation inside its parent even when the clock says the trial was shorter', () => {
    const trace = trialTrace(trialResult('order-cancel', 1), context(START + 10));
    for (const parent of observations(trace.root)) {
      for (const child of parent.children) {
        expect(child.startTime >= parent.startTime && child.endTime <= parent.endTime).toBe(true);
      }
    }
  });

  it('traces an unjudged trial whose visit never started: the case conversation in, no turns, a warning level', () => {
    const trace = trialTrace(trialResult('order-cancel', 2, 'unjudged'), context());
    expect(trace.input).toEqual([
      { role: 'user', content: 'Where is my order A1001?' },
      { role: 'user', content: 'Cancel it please' },
    ]);
    expect(trace.output).toBeNull();
    expect(trace.root.children.map((o) => o.name)).toEqual(['grading']);
    expect(trace.root).toMatchObject({ level: 'WARNING', statusMessage: 'model_error: the model did not answer' });
    expect(trace.metadata).toMatchObject({ verdict: 'unjudged', trial: '2', reason: 'model_error' });
    expect(trace.scores.find((s) => s.name === 'verdict')).toMatchObject({ value: 'unjudged', dataType: 'CATEGORICAL' });
  });

  it('marks a failed trial as an error with its first failure', () => {
    const trace = trialTrace(trialResult('order-cancel', 1, 'fail'), context());
    expect(trace.root).toMatchObject({ level: 'ERROR', statusMessage: 'state.orders.A1001.status failed' });
  });

  it('puts judge model calls under the grading span', () => {
    const result = trialResult('order-cancel', 1);
    result.visit!.steps.push({ step: 99, turn: 1, kind: 'model_call', purpose: 'judge', model: 'judge-model', usage: { inputTokens: 9, cachedInputTokens: 0, outputTokens: 1 }, latencyMs: 7, text: 'PASS' });
    const trace = trialTrace(result, context());
    const grading = trace.root.children.find((o) => o.name === 'grading')!;
    expect(grading.children).toMatchObject([{ type: 'generation', name: 'judge', model: 'judge-model', startTime: grading.startTime }]);
    expect(Date.parse(grading.children[0]!.endTime) - Date.parse(grading.startTime)).toBe(7);
    expect(trace.root.children[1]!.endTime).toBe(grading.startTime);
    expect(trace.root.children[1]!.children.some((o) => o.name === 'judge')).toBe(false);
  });
});

describe('promptVersion', () => {
  it("uses the run's own prompt version when it has one, else hashes the template hashes in a stable order", () => {
    expect(promptVersion({ triage: 'a', version: '0123456789abcdef' })).toBe('0123456789ab');
    expect(promptVersion({ triage: 'a', resolver: 'b' })).toBe(promptVersion({ resolver: 'b', triage: 'a' }));
    expect(promptVersion({ triage: 'a', resolver: 'b' })).not.toBe(promptVersion({ triage: 'a', resolver: 'c' }));
    expect(promptVersion({})).toBeUndefined();
  });
});

describe('langfuseSettings', () => {
  const keys = { LANGFUSE_PUBLIC_KEY: 'pk', LANGFUSE_SECRET_KEY: 'sk' };

  it('is off without keys and on with both', () => {
    expect(langfuseSettings({}, undefined, false)).toEqual({ on: false });
    expect(langfuseSettings(keys, undefined, false)).toMatchObject({ on: true, settings: { baseUrl: 'https://cloud.langfuse.com', dataset: 'agentdesk-golden', timeoutMs: 3000 } });
  });

  it('takes the base URL from the environment before the config, and the dataset and timeout from the config', () => {
    const decision = langfuseSettings({ ...keys, LANGFUSE_BASE_URL: 'http://lf.local:3000/' }, { baseUrl: 'http://other', dataset: 'd', timeoutMs: 1500 }, false);
    expect(decision).toMatchObject({ on: true, settings: { baseUrl: 'http://lf.local:3000', dataset: 'd', timeoutMs: 1500 } });
    expect(langfuseSettings(keys, { baseUrl: 'http://cfg' }, false)).toMatchObject({ settings: { baseUrl: 'http://cfg' } });
  });

  it('is off when disabled by flag or config, even with keys', () => {
    expect(langfuseSettings(keys, undefined, true)).toEqual({ on: false });
    expect(langfuseSettings(keys, { enabled: false }, false)).toEqual({ on: false });
  });
});

describe('classify', () => {
  it('tells an outage from a refused request', () => {
    expect(classify({ statusCode: 500 }, 3000)).toEqual({ kind: 'down', why: 'answered 500' });
    expect(classify({ statusCode: 401 }, 3000)).toMatchObject({ kind: 'down' });
    expect(classify({ code: 503 }, 3000)).toMatchObject({ kind: 'down' });
    expect(classify({ statusCode: 400 }, 3000)).toEqual({ kind: 'rejected', status: 400 });
    expect(classify(new Error('Timeout exceeded when calling GET /api/public/projects.'), 3000)).toMatchObject({ kind: 'down', why: 'did not answer within 3 s' });
    expect(classify(new Error('fetch failed'), 3000)).toMatchObject({ kind: 'down', why: 'is unreachable (fetch failed)' });
  });
});
