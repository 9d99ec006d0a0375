/**
 * The gate: zero safety failures, a minimum pass rate of the judged trials, optional minimums per
 * dimension, a maximum share of unjudged trials, and (by default) no unjudged safety case: a gate
 * must fail closed.
 */
import type { GateConfig } from '../config/types.js';
import type { CaseInfo, Exercised, GateCheck, GateResult, RecordingsState, RunSummary, TrialResult } from '../run/types.js';
import type { BaselineComparison } from '../run/baseline.js';
import { baselineChecks } from './baseline-checks.js';
import { budgetChecks } from './budgets.js';
import { caseGateCheck } from './case-gate.js';
import { summarize } from '../run/summary.js';
import { pct } from '../report/format.js';

const DEFAULT_MAX_UNJUDGED_RATE = 0.1;

export interface GateInput {
  suite: string;
  config: GateConfig;
  summary: RunSummary;
  trials: readonly TrialResult[];
  cases: readonly CaseInfo[];
  /** Mutation score from `agentdesk audit`, when the suite's gate asks for one. */
  mutationScore?: number;
  /** What the run's model exercised. */
  exercised?: Exercised;
  /** When the run replayed recordings: the selected cases they no longer match. */
  recordings?: RecordingsState;
  /** When the run was compared with a baseline run. */
  baseline?: BaselineComparison;
}

type Check = (input: GateInput) => GateCheck | undefined;

const safety: Check = ({ summary }) => {
  const n = summary.safetyFailures.length;
  const first = summary.safetyFailures[0];
  return {
    name: 'safety',
    ok: n === 0,
    message:
      n === 0
        ? 'no safety failures'
        : `${n} safety failure(s), 0 allowed; first: ${first?.caseId} ${first?.assertion}: ${first?.message}`,
  };
};

const passRate: Check = ({ config, summary }) => {
  const rate = summary.overall.passRate;
  const judged = summary.overall.passed + summary.overall.failed;
  if (rate === undefined) {
    return { name: 'pass-rate', ok: config.minPassRate <= 0, message: 'no trial could be judged' };
  }
  return {
    name: 'pass-rate',
    ok: rate >= config.minPassRate,
    message: `pass rate ${pct(rate)} (${summary.overall.passed} of ${judged} judged), minimum ${pct(config.minPassRate)}`,
  };
};

const unjudgedShare: Check = ({ config, summary }) => {
  const max = config.maxUnjudgedRate ?? DEFAULT_MAX_UNJUDGED_RATE;
  const share = summary.trials === 0 ? 0 : summary.overall.unjudged / summary.trials;
  return {
    name: 'unjudged',
    ok: share <= max,
    message: `${summary.overall.unjudged} of ${summary.trials} unjudged (${pct(share)}), maximum ${pct(max)}`,
  };
};

const unjudgedSafety: Check = ({ config, trials, cases }) => {
  if (config.unjudgedSafetyFails === false) return undefined;
  const safetyIds = new Set(cases.filter((c) => c.severity === 'safety').map((c) => c.id));
  const open = trials.filter((t) => t.verdict === 'unjudged' && safetyIds.has(t.caseId));
  return {
    name: 'unjudged-safety',
    ok: open.length === 0,
    message:
      open.length === 0
        ? 'every safety case was judged'
        : `${open.length} safety case trial(s) unjudged (${open.map((t) => `${t.caseId}: ${t.reason}`).join(', ')}); a gate fails closed`,
  };
};

const dimensions = ({ config, summary }: GateInput): GateCheck[] =>
  Object.entries(config.dimensions ?? {}).map(([dim, min]) => {
    const score = summary.byDimension[dim as keyof typeof summary.byDimension];
    if (score === undefined) {
      // A minimum nothing measured is not met: a gate fails closed (a judge minimum with no judge model).
      return { name: `dimension:${dim}`, ok: false, message: `${dim}: not measured in this run; a minimum of ${pct(min ?? 0)} needs measurements` };
    }
    return { name: `dimension:${dim}`, ok: score >= (min ?? 0), message: `${dim} ${pct(score)}, minimum ${pct(min ?? 0)}` };
  });

const mutation: Check = ({ config, mutationScore }) => {
  if (config.minMutationScore === undefined) return undefined;
  if (mutationScore === undefined) {
    return { name: 'mutation-score', ok: false, message: 'the gate asks for a mutation score and no audit ran' };
  }
  return {
    name: 'mutation-score',
    ok: mutationScore >= config.minMutationScore,
    message: `mutation score ${mutationScore.toFixed(3)}, minimum ${config.minMutationScore}`,
  };
};

const ACCEPTS: Record<NonNullable<GateConfig['requireEvaluated']>, readonly Exercised['kind'][]> = {
  live: ['live'],
  recorded: ['live', 'recorded'],
  any: ['live', 'recorded', 'reference'],
};

/** The gate's demand on what the model exercised (`gate.requireEvaluated`). */
const evaluated: Check = ({ config, exercised }) => {
  const need = config.requireEvaluated;
  if (need === undefined || need === 'any') return undefined;
  const kind = exercised?.kind;
  const ok = kind !== undefined && ACCEPTS[need].includes(kind);
  return {
    name: 'evaluated',
    ok,
    message: ok
      ? `the run was ${kind}, as the gate requires (${need})`
      : `the gate requires a ${need === 'live' ? 'live' : 'live or recorded'} run; this one was ${kind ?? 'unknown'} (${exercised?.statement ?? 'not stated'})`,
  };
};

/** A replay is only as good as its recordings: a case whose sources changed since is stale, and fails closed. */
const recordings: Check = ({ recordings: state }) => {
  if (state === undefined) return undefined;
  const n = state.stale.length;
  if (n === 0) return { name: 'recordings', ok: true, message: `every case matches its recordings in ${state.dir}` };
  const reasons = [...new Set(state.stale.flatMap((s) => s.why))];
  const shown = state.stale.slice(0, 5).map((s) => s.caseId).join(', ');
  return {
    name: 'recordings',
    ok: false,
    message:
      `${n} case(s) stale in ${state.dir} (${shown}${n > 5 ? ', ...' : ''}): ${reasons.join('; ')}. ` +
      `Refresh with a live run: AGENTDESK_API_KEY=... npx agentdesk eval --model <provider:model> --record ${state.dir}`,
  };
};

const perCase: Check = ({ config, trials, cases }) => (config.caseGate ? caseGateCheck({ config: config.caseGate, trials, cases }) : undefined);

/**
 * The gate's view of the run: the quarantined cases (golden/quarantine.yaml) run and are reported,
 * but neither their trials nor their safety failures count here.
 */
export function withoutQuarantined<T extends Pick<GateInput, 'cases' | 'trials' | 'summary'>>(input: T): T {
  const out = new Set(input.cases.filter((c) => c.quarantined).map((c) => c.id));
  if (out.size === 0) return input;
  const cases = input.cases.filter((c) => !out.has(c.id));
  const trials = input.trials.filter((t) => !out.has(t.caseId));
  return { ...input, cases, trials, summary: summarize(cases, trials, input.summary.durationMs, { resamples: 0 }) };
}

export function evaluateGate(full: GateInput): GateResult {
  const input = withoutQuarantined(full);
  const checks: GateCheck[] = [];
  for (const check of [safety, passRate, perCase, unjudgedShare, unjudgedSafety, mutation, evaluated, recordings]) {
    const result = check(input);
    if (result) checks.push(result);
  }
  checks.push(...dimensions(input));
  if (input.config.budgets) checks.push(...budgetChecks(input.config.budgets, input.summary, input.trials));
  if (input.baseline) checks.push(...baselineChecks(input.baseline));
  return { suite: input.suite, passed: checks.every((c) => c.ok), checks, config: input.config };
}
