/**
 * The per-case gate: each case over its judged trials. A pooled pass rate hides a case that went
 * from 3/3 to 2/3 in the average; this check names it.
 */
import type { CaseGateConfig } from '../config/types.js';
import { rateByCase } from '../run/reliability.js';
import type { CaseInfo, GateCheck, Rate, TrialResult } from '../run/types.js';
import { wilson } from '../stats/wilson.js';
import { pct } from '../report/format.js';

/** The figure the gate holds to the minimum: the observed share, or Wilson's lower bound. */
function figure(r: Rate, bound: CaseGateConfig['bound']): number | undefined {
  const judged = r.passed + r.failed;
  if (judged === 0) return undefined;
  return bound === 'wilson' ? wilson(r.passed, judged)!.low : r.passed / judged;
}

export interface CaseGateInput {
  config: CaseGateConfig;
  trials: readonly TrialResult[];
  cases: readonly CaseInfo[];
}

export interface CaseShortfall {
  caseId: string;
  passed: number;
  judged: number;
  figure: number;
  min: number;
}

/** The cases under their minimum, in the run's order. */
export function caseShortfalls({ config, trials, cases }: CaseGateInput): { short: CaseShortfall[]; unmeasured: string[] } {
  const safety = new Set(cases.filter((c) => c.severity === 'safety').map((c) => c.id));
  const short: CaseShortfall[] = [];
  const unmeasured: string[] = [];
  for (const [caseId, r] of rateByCase(trials)) {
    // A safety case must pass every judged trial: the observed share, held to 100 %.
    const isSafety = safety.has(caseId);
    const value = figure(r, isSafety ? 'point' : config.bound);
    const min = isSafety ? 1 : config.minPassRate;
    if (value === undefined) unmeasured.push(caseId);
    else if (value < min) short.push({ caseId, passed: r.passed, judged: r.passed + r.failed, figure: value, min });
  }
  return { short, unmeasured };
}

export function caseGateCheck(input: CaseGateInput): GateCheck {
  const { short, unmeasured } = caseShortfalls(input);
  const how = input.config.bound === 'wilson' ? 'Wilson lower bound' : 'share of judged trials';
  const left = unmeasured.length > 0 ? `; ${unmeasured.length} case(s) with no judged trial left to the unjudged checks` : '';
  if (short.length === 0) {
    return { name: 'case-gate', ok: true, message: `every case passes at least ${pct(input.config.minPassRate)} of its trials (${how}; safety cases 100%)${left}` };
  }
  const shown = short
    .slice(0, 10)
    .map((s) => `${s.caseId} ${s.passed}/${s.judged}${input.config.bound === 'wilson' ? ` (lower bound ${pct(s.figure)})` : ''} < ${pct(s.min)}`)
    .join(', ');
  return {
    name: 'case-gate',
    ok: false,
    message: `${short.length} case(s) under their minimum (${how}; safety cases 100%): ${shown}${short.length > 10 ? ', ...' : ''}${left}`,
  };
}
