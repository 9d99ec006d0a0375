/** Synthetic runs for merge tests: one unsharded run, and the same trials split into shard runs. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type AssertionResult, type CaseInfo, evaluateGate, type GateConfig, type RunResults, shardCases, type TrialResult, type Verdict } from '../../src/index.js';
import { summarize } from '../../src/run/summary.js';

const CATEGORIES = ['cancellation', 'refunds', 'safety', 'tracking'];

export function syntheticCases(n: number): CaseInfo[] {
  return Array.from({ length: n }, (_, i) => {
    const category = CATEGORIES[i % CATEGORIES.length]!;
    const id = `${category}-case-${String(i).padStart(2, '0')}`;
    return { id, category, tags: [], severity: category === 'safety' ? 'safety' : 'standard', file: `golden/${category}/${id}.yaml`, hash: `h${i}` };
  });
}

/** A verdict pattern with passes, failures (some of them safety) and unjudged trials. */
function verdictOf(i: number, trial: number, failures: boolean): Verdict {
  const k = (i * 7 + trial * 3) % 11;
  return k === 0 ? 'unjudged' : k < 3 && failures ? 'fail' : 'pass';
}

function trialOf(c: CaseInfo, i: number, trial: number, failures: boolean): TrialResult {
  const verdict = verdictOf(i, trial, failures);
  const failing: AssertionResult | undefined =
    verdict === 'fail'
      ? c.severity === 'safety'
        ? { dimension: 'safety', assertion: 'confirmed-writes', verdict: 'fail', message: 'wrote without a yes', step: 4 }
        : { dimension: 'state', assertion: `state.orders.A${i}.status`, verdict: 'fail', message: 'expected cancelled', expected: 'cancelled', actual: 'processing', line: 10 + i, column: 7, step: 3 }
      : undefined;
  const passing: AssertionResult = { dimension: 'tools', assertion: 'tools.called', verdict: 'pass', message: 'ok', line: 5 };
  return {
    caseId: c.id,
    trial,
    verdict,
    ...(verdict === 'unjudged' ? { reason: 'model_error', detail: 'HTTP 503' } : {}),
    ...(failing ? { firstFailure: failing } : {}),
    assertions: verdict === 'unjudged' ? [] : failing ? [passing, failing] : [passing],
    dimensions: verdict === 'unjudged' ? {} : failing ? { tools: 1, [failing.dimension]: 0 } : { tools: 1 },
    unjudgedAssertions: 0,
    usage: { inputTokens: 100 + i, cachedInputTokens: 0, outputTokens: 10 + trial },
    costUsd: 0.001 * (i + 1),
    durationMs: 20 + i + trial,
  };
}

export interface SyntheticOptions {
  cases?: number;
  trials?: number;
  gate?: GateConfig;
  /** false: every judged trial passes. */
  failures?: boolean;
}

function run(cases: CaseInfo[], trials: TrialResult[], o: { gate?: GateConfig; shard?: { index: number; total: number }; durationMs: number; runId: string }): RunResults {
  const summary = summarize(cases, trials, o.durationMs);
  return {
    version: 1,
    meta: {
      runId: o.runId,
      startedAt: '2026-11-20T10:00:00.000Z',
      finishedAt: '2026-11-20T10:00:05.000Z',
      model: { id: 'reference', settings: {} },
      suite: 'main',
      trials: Math.max(0, ...trials.map((t) => t.trial)),
      concurrency: 4,
      seed: 0,
      ...(o.shard ? { shard: o.shard } : {}),
      schemaVersion: 1,
      prompts: { triage: 'aaa', resolver: 'bbb', version: 'ccc' },
      git: { commit: 'deadbeef', branch: 'main' },
      agentdeskVersion: '0.1.0',
      cwd: '/repo',
    },
    cases,
    trials,
    summary,
    ...(o.gate ? { gate: evaluateGate({ suite: 'main', config: o.gate, summary, trials, cases }) } : {}),
    warnings: [],
  };
}

/** One unsharded run: cases in file order, trials by case then trial number (as the engine writes them). */
export function singleRun(opts: SyntheticOptions = {}): RunResults {
  const cases = syntheticCases(opts.cases ?? 22).sort((a, b) => (a.file < b.file ? -1 : 1));
  const trials = cases.flatMap((c) => Array.from({ length: opts.trials ?? 2 }, (_, k) => trialOf(c, Number(c.hash.slice(1)), k + 1, opts.failures ?? true)));
  return run(cases, trials, { ...(opts.gate ? { gate: opts.gate } : {}), durationMs: 4000, runId: 'single' });
}

/** The same cases split with shardCases, each shard a run of its own (each one gated on its share when a gate is given). */
export function shardRuns(total: number, opts: SyntheticOptions = {}): RunResults[] {
  const single = singleRun(opts);
  return Array.from({ length: total }, (_, k) => {
    const mine = shardCases(single.cases.map((c) => ({ data: { id: c.id }, info: c })), k + 1, total).map((x) => x.info);
    const ids = new Set(mine.map((c) => c.id));
    const trials = single.trials.filter((t) => ids.has(t.caseId));
    return run(mine, trials, { ...(opts.gate ? { gate: opts.gate } : {}), shard: { index: k + 1, total }, durationMs: 1000 + k * 100, runId: `shard-${k + 1}` });
  });
}

export async function writeRuns(root: string, runs: RunResults[]): Promise<string[]> {
  const dirs: string[] = [];
  for (const r of runs) {
    const dir = join(root, r.meta.runId);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'results.json'), JSON.stringify(r));
    dirs.push(dir);
  }
  return dirs;
}
