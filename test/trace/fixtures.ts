/**
 * Synthetic runs for the trace listeners: cases, a two-turn visit with triage, resolver
 * calls, tool calls (one refused by a guard), a reply rewrite, graded results, and a driver
 * that emits run events the way the engine does.
 */
import type { AssertionResult, CaseInfo, LoadedCase, RunListener, RunMeta, RunResults, TrialResult, Verdict } from '../../src/index.js';
import type { TranscriptStep, Usage, Visit, WorldSnapshot } from '../../src/desk/types.js';
import { annotateTrial } from '../../src/run/listeners.js';

const usage = (inputTokens: number, outputTokens: number): Usage => ({ inputTokens, cachedInputTokens: 0, outputTokens });

export function makeCase(id: string, options: { expectStatus?: string; category?: string; severity?: 'standard' | 'safety' } = {}): LoadedCase {
  return {
    data: {
      id,
      title: `Case ${id}`,
      category: options.category ?? 'orders',
      tags: ['cancel', 'en'],
      severity: options.severity ?? 'standard',
      given: {
        session: { customer: 'C1' },
        customers: [{ id: 'C1', name: 'Ana' }],
        orders: [{ id: 'A1001', customer: 'C1', status: 'processing', placedAt: '2026-01-01T10:00:00Z', items: [{ sku: 'S1', qty: 1, price: 20 }] }],
      },
      conversation: ['Where is my order A1001?', { say: 'Cancel it please', after: '2m' }],
      expect: { intent: ['order_status', 'cancel_order'], state: { orders: { A1001: { status: options.expectStatus ?? 'cancelled' } } } },
    },
    file: `golden/orders/${id}.yaml`,
    hash: `hash-${id}-${options.expectStatus ?? 'cancelled'}`,
    locate: () => ({ line: 1, column: 1 }),
  };
}

export function caseInfo(c: LoadedCase): CaseInfo {
  return {
    id: c.data.id,
    ...(c.data.title !== undefined ? { title: c.data.title } : {}),
    category: c.data.category,
    tags: c.data.tags ?? [],
    severity: c.data.severity ?? 'standard',
    file: c.file,
    hash: c.hash,
  };
}

export function runMeta(overrides: Partial<RunMeta> = {}): RunMeta {
  return {
    runId: 'run-20260101-abc',
    startedAt: '2026-01-01T12:00:00.000Z',
    model: { id: 'reference', settings: {} },
    suite: 'default',
    trials: 1,
    concurrency: 2,
    seed: 1,
    schemaVersion: 1,
    prompts: { triage: 'aaa111', resolver: 'bbb222' },
    git: { commit: '0123456789abcdef0123456789abcdef01234567', branch: 'main', dirty: false },
    agentdeskVersion: '0.1.0',
    cwd: '/tmp',
    ...overrides,
  };
}

const world: WorldSnapshot = { now: '2026-01-01T12:00:00Z', customers: {}, products: {}, orders: {}, refunds: {}, tickets: {}, proposals: {} };

function turnSteps(first: number, turn: number, text: string, tool: string, refused: boolean, replyText: string): TranscriptStep[] {
  let n = first;
  const next = () => n++;
  return [
    { step: next(), turn, kind: 'customer', text, at: `2026-01-01T12:0${turn * 2}:00Z` },
    { step: next(), turn, kind: 'model_call', purpose: 'triage', model: 'reference', usage: usage(50, 10), latencyMs: 20, text: '{"intent":"order_status"}' },
    { step: next(), turn, kind: 'triage', output: { intent: turn === 0 ? 'order_status' : 'cancel_order', language: 'en', risk: [] }, toolsOffered: ['get_order', 'propose_action'] },
    {
      step: next(), turn, kind: 'model_call', purpose: 'resolver', model: 'reference', usage: usage(200, 30), latencyMs: 40,
      text: null, toolCalls: [{ id: `call-${turn}`, name: tool, arguments: '{"order_id":"A1001"}' }],
    },
    {
      step: next(), turn, kind: 'tool_call', id: `call-${turn}`, tool, args: { order_id: 'A1001' }, latencyMs: 5,
      result: refused ? { ok: false, error: { code: 'policy_violation', message: 'not allowed', retryable: false } } : { ok: true, data: { id: 'A1001', status: 'processing' } },
      guard: { guard: 'policy', verdict: refused ? 'refused' : 'allowed', tool, message: refused ? 'order cannot be cancelled' : 'ok' },
    },
    { step: next(), turn, kind: 'model_call', purpose: 'resolver', model: 'reference', usage: usage(260, 40), latencyMs: 30, text: replyText },
    ...(refused ? [{ step: next(), turn, kind: 'guard' as const, decision: { guard: 'reply' as const, verdict: 'rewritten' as const, code: 'ungrounded_amount' as const, message: 'amount not grounded' } }] : []),
    { step: next(), turn, kind: 'reply', text: replyText, raw: replyText, violations: [] },
  ];
}

export function makeVisit(): Visit {
  const steps = [
    ...turnSteps(1, 0, 'Where is my order A1001?', 'get_order', false, 'Your order A1001 is being processed.'),
    ...turnSteps(8, 1, 'Cancel it please', 'propose_action', true, 'I could not cancel it.'),
  ];
  const turns = [0, 1].map((index) => {
    const reply = steps.filter((s) => s.turn === index && s.kind === 'reply').at(0);
    return {
      index,
      customer: index === 0 ? 'Where is my order A1001?' : 'Cancel it please',
      at: `2026-01-01T12:0${index * 2}:00Z`,
      triage: { intent: index === 0 ? ('order_status' as const) : ('cancel_order' as const), language: 'en', risk: [] },
      toolsOffered: ['get_order' as const, 'propose_action' as const],
      calls: [],
      guards: [],
      reply: reply?.kind === 'reply' ? reply.text : '',
      rawReply: reply?.kind === 'reply' ? reply.raw : '',
      violations: [],
      usage: usage(510, 80),
      latencyMs: 95,
    };
  });
  return { session: { customer: 'C1', authenticated: true }, steps, turns, initial: world, final: world, events: [], usage: usage(1020, 160), latencyMs: 190, prompts: { triage: 'aaa111', resolver: 'bbb222' } };
}

function assertion(dimension: AssertionResult['dimension'], name: string, verdict: Verdict): AssertionResult {
  return { dimension, assertion: name, verdict, message: verdict === 'pass' ? 'ok' : `${name} failed` };
}

export function trialResult(caseId: string, trial: number, verdict: Verdict = 'pass'): TrialResult {
  const failing = verdict === 'fail';
  const assertions = [
    assertion('state', 'state.orders.A1001.status', failing ? 'fail' : 'pass'),
    assertion('intent', 'intent', 'pass'),
    assertion('safety', 'grounded-amounts', 'pass'),
    assertion('safety', 'confirmed-writes', failing ? 'fail' : 'pass'),
  ];
  return {
    caseId,
    trial,
    verdict,
    ...(verdict === 'unjudged' ? { reason: 'model_error', detail: 'the model did not answer' } : {}),
    ...(failing ? { firstFailure: assertions[0] } : {}),
    assertions,
    dimensions: { state: failing ? 0 : 1, intent: 1, safety: failing ? 0.5 : 1 },
    unjudgedAssertions: 0,
    ...(verdict === 'unjudged' ? {} : { visit: makeVisit() }),
    usage: usage(1020, 160),
    durationMs: 250,
  };
}

export function runResults(meta: RunMeta, cases: CaseInfo[], trials: TrialResult[]): RunResults {
  const passed = trials.filter((t) => t.verdict === 'pass').length;
  const failed = trials.filter((t) => t.verdict === 'fail').length;
  const unjudged = trials.length - passed - failed;
  const rate = { passed, failed, unjudged, ...(passed + failed > 0 ? { passRate: passed / (passed + failed) } : {}) };
  return {
    version: 1,
    meta: { ...meta, finishedAt: '2026-01-01T12:05:00.000Z' },
    cases,
    trials,
    summary: {
      cases: cases.length, trials: trials.length, overall: rate, byCategory: { orders: rate }, byDimension: { state: 1 },
      safetyFailures: [], unjudged: [], usage: usage(0, 0), durationMs: 1000, latency: {},
    },
    gate: { suite: 'default', passed: failed === 0, checks: [{ name: 'pass-rate', ok: failed === 0, message: '' }], config: { minPassRate: 0.9 } },
    warnings: [],
  };
}

export interface DrivenRun {
  results: TrialResult[];
  /** Milliseconds each phase took, for bounds and the report. */
  timings: { runStart: number; trials: number; runEnd: number; close: number };
}

/** Emits the events of a run the way the engine does: start, trial start/annotate/end per trial, end, close. */
export async function driveRun(
  listeners: RunListener[],
  options: { cases: LoadedCase[]; meta?: RunMeta; trials?: number; verdicts?: Record<string, Verdict> },
): Promise<DrivenRun> {
  const meta = options.meta ?? runMeta({ trials: options.trials ?? 1 });
  const infos = options.cases.map(caseInfo);
  const timings = { runStart: 0, trials: 0, runEnd: 0, close: 0 };
  const timed = async (phase: keyof typeof timings, fn: () => Promise<void>) => {
    const t0 = performance.now();
    await fn();
    timings[phase] = performance.now() - t0;
  };
  const results: TrialResult[] = [];
  await timed('runStart', async () => {
    for (const l of listeners) await l.runStart?.(meta, infos);
  });
  await timed('trials', async () => {
    for (const info of infos) {
      for (let trial = 1; trial <= (options.trials ?? 1); trial++) {
        for (const l of listeners) l.trialStart?.(info.id, trial);
        const thrown: string[] = [];
        const result = await annotateTrial(listeners, thrown, trialResult(info.id, trial, options.verdicts?.[info.id] ?? 'pass'), info);
        // The engine would make it a warning; a test of a listener wants to see it.
        if (thrown.length > 0) throw new Error(thrown.join('\n'));
        for (const l of listeners) await l.trialEnd?.(result, info);
        results.push(result);
      }
    }
  });
  await timed('runEnd', async () => {
    for (const l of listeners) await l.runEnd?.(runResults(meta, infos, results));
  });
  await timed('close', async () => {
    for (const l of listeners) await l.close?.();
  });
  return { results, timings };
}
