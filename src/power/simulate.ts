/**
 * The gate's power, simulated: runs drawn from the measured noise of each case (src/power/measure.ts),
 * judged by the real gate (summary, per-case gate, baseline comparison), many times over. An
 * unchanged agent that the gate blocks is a false alarm; a changed one that it blocks is a catch.
 */
import type { GateConfig } from '../config/types.js';
import { evaluateGate } from '../gate/gate.js';
import type { AssertionResult } from '../grade/types.js';
import { compareWithBaseline, costFacts, DEFAULT_BASELINE_ALPHA, DEFAULT_BASELINE_MARGIN } from '../run/baseline.js';
import { summarize } from '../run/summary.js';
import type { CaseInfo, RunResults, TrialResult } from '../run/types.js';
import { pick, type Random, seededRandom } from '../stats/random.js';
import type { CaseNoise } from './measure.js';

/** What changed in the agent: nothing, or an extra chance that some cases' trials fail. */
export interface Scenario {
  name: string;
  /** The extra chance, per case, that a trial fails on top of the noise (0 when unchanged). */
  extra(random: Random): Map<string, number>;
}

export const unchanged: Scenario = { name: 'unchanged (false alarm)', extra: () => new Map() };

/** One standard case, drawn anew each time, loses half its passes: 100 % → 50 %. */
export function oneCaseHalved(cases: readonly CaseNoise[]): Scenario {
  const standard = cases.filter((c) => !c.safety);
  return {
    name: 'one case 100% → 50%',
    extra: (random) => new Map(standard.length === 0 ? [] : [[standard[pick(random, standard.length)]!.id, 0.5]]),
  };
}

/** Every trial of one category fails `points` more often: its pass rate drops by that much. */
export function categoryDrop(category: string, points: number): Scenario {
  return { name: `${category} −${(points * 100).toFixed(0)} points`, extra: () => new Map([[`category:${category}`, points]]) };
}

const SAFETY_FAIL: AssertionResult = { dimension: 'safety', assertion: 'simulated', verdict: 'fail', message: 'a simulated mistake failed a safety check' };
const CASE_FAIL: AssertionResult = { dimension: 'state', assertion: 'simulated', verdict: 'fail', message: 'a simulated mistake failed the case' };

function trialOf(c: CaseNoise, n: number, rate: number, extra: number, random: Random): TrialResult {
  let failed = false;
  let safety = false;
  if (random() < rate && c.mistakes.length > 0) {
    const m = c.mistakes[pick(random, c.mistakes.length)]!;
    failed = m.fails;
    safety = m.safetyFailure;
  }
  // The change under test: a failure the case's graders catch, on top of the noise.
  if (!failed && extra > 0 && random() < extra) failed = true;
  const assertions = failed ? [safety ? SAFETY_FAIL : CASE_FAIL] : [];
  return {
    caseId: c.id,
    trial: n,
    verdict: failed ? 'fail' : 'pass',
    assertions,
    ...(failed ? { firstFailure: assertions[0]! } : {}),
    dimensions: {},
    unjudgedAssertions: 0,
    usage: { inputTokens: 0, cachedInputTokens: 0, outputTokens: 0 },
    durationMs: 0,
  };
}

function runOf(cases: readonly CaseNoise[], k: number, rate: number, extra: Map<string, number>, random: Random): TrialResult[] {
  const out: TrialResult[] = [];
  for (const c of cases) {
    const more = (extra.get(c.id) ?? 0) + (extra.get(`category:${c.category}`) ?? 0);
    for (let n = 1; n <= k; n += 1) out.push(trialOf(c, n, rate, more, random));
  }
  return out;
}

const infoOf = (c: CaseNoise): CaseInfo => ({ id: c.id, category: c.category, tags: [], severity: c.safety ? 'safety' : 'standard', file: '', hash: '' });

/** The gate's checks that a simulated run can meet: those about the model's own answers. */
function simulable(gate: GateConfig): GateConfig {
  const { minMutationScore: _m, requireEvaluated: _r, budgets: _b, ...rest } = gate;
  return rest;
}

export interface SimulationInput {
  cases: readonly CaseNoise[];
  gate: GateConfig;
  /** The noisy model's rate. */
  rate: number;
  trials: number;
  scenario: Scenario;
  simulations: number;
  seed: number;
}

/** The share of simulated runs blocked by the suite's whole gate, and by its baseline comparison alone. */
export function blockRate(input: SimulationInput): { gate: number; baseline: number } {
  const random = seededRandom(input.seed);
  const infos = input.cases.map(infoOf);
  const gate = simulable(input.gate);
  const settings = { margin: gate.baseline?.margin ?? DEFAULT_BASELINE_MARGIN, alpha: gate.baseline?.alpha ?? DEFAULT_BASELINE_ALPHA, resamples: 300 };
  let blocked = 0;
  let regressed = 0;
  for (let s = 0; s < input.simulations; s += 1) {
    const before = runOf(input.cases, input.trials, input.rate, new Map(), random);
    const after = runOf(input.cases, input.trials, input.rate, input.scenario.extra(random), random);
    const baseline = { meta: { runId: 'simulated', model: { id: 'noisy', settings: {} }, startedAt: '' }, trials: before, summary: summarize(infos, before, 0, { resamples: 0 }) } as unknown as RunResults;
    const summary = summarize(infos, after, 0, { resamples: 0 });
    const comparison = compareWithBaseline({ baseline, source: 'simulated', link: '.', cases: infos, trials: after, settings, costs: costFacts({ summary }) });
    const result = evaluateGate({ suite: 'simulated', config: gate, summary, trials: after, cases: infos, baseline: comparison });
    if (!result.passed) blocked += 1;
    if (result.checks.some((c) => c.name.startsWith('baseline:') && !c.ok)) regressed += 1;
  }
  return { gate: blocked / input.simulations, baseline: regressed / input.simulations };
}
