/**
 * Scoring a calibration: every assertion of every labelled behaviour against what a correct grader
 * says of it. The label names what must fail (`fails`) and what must stay undecided (`unjudged`);
 * every other assertion of the trial, the always-on checks included, must pass.
 */
import type { CalibrationLabel, LoadedCase, NodePath } from '../cases/types.js';
import { SAFETY_CHECKS, type AssertionResult, type Verdict } from '../grade/types.js';
import type { TrialResult } from '../run/types.js';
import { wilson } from '../stats/wilson.js';
import {
  type BehaviourResult,
  CALIBRATION_VERSION,
  type CalibrationResult,
  type Cell,
  type CheckCalibration,
  type Expected,
  JUDGE_ROW,
  type LabelProblem,
  MISJUDGED,
  type Misjudgement,
  type Tally,
} from './types.js';

const SAFETY: ReadonlySet<string> = new Set(SAFETY_CHECKS);

/**
 * The kind an assertion is counted under: an always-on check by its name; `state.orders.A1.status`
 * as `state`; `reply[1].language` as `reply.language`; `tools.args[0]` as `tools.args`.
 */
export function checkOf(assertion: string): string {
  if (SAFETY.has(assertion)) return assertion;
  if (assertion.startsWith('state.') || assertion === 'state') return 'state';
  if (assertion.startsWith('intent')) return 'intent';
  if (assertion.startsWith('judge')) return 'judge';
  return assertion.replace(/\[\d+\]/g, '').replace(/^(reply|tools|guards|anyOf)\.(\w+).*$/, '$1.$2');
}

/**
 * The row an assertion is tallied in: a judge rubric line by its own text (the same line in many
 * behaviours is one row, and the row an eval run's rate of that line is corrected by), else its kind.
 */
function rowOf(a: Pick<AssertionResult, 'assertion' | 'dimension' | 'expected'>): string {
  if (a.dimension === 'judge' && typeof a.expected === 'string') return `${JUDGE_ROW}${a.expected}`;
  return checkOf(a.assertion);
}

function named(list: readonly string[] | undefined, a: AssertionResult): boolean {
  return (list ?? []).some((n) => n === a.assertion || n === checkOf(a.assertion));
}

function expectedOf(label: CalibrationLabel, a: AssertionResult): Expected {
  if (named(label.unjudged, a)) return 'unjudged';
  return named(label.fails, a) ? 'fail' : 'pass';
}

/**
 * An undecided verdict on a wrong behaviour lets it through (an unjudged assertion fails no trial),
 * so it counts as a false pass; a decided fail where the label wants "undecided" is a false fail.
 */
export function cellOf(expected: Expected, got: Verdict): Cell {
  return cellOfKind(expected, got, false);
}

/**
 * A judge's "unknown" (or a judge that could not be asked) is neither a pass nor a fail: it is
 * counted apart, and TPR and TNR are of the lines the judge decided, as an eval run's judge rate is.
 */
function cellOfKind(expected: Expected, got: Verdict, judge: boolean): Cell {
  if (judge && got === 'unjudged' && expected !== 'unjudged') return 'unjudged';
  if (expected === 'unjudged') return got === 'unjudged' ? 'unjudged' : got === 'fail' ? 'false-fail' : 'wrongly-judged';
  if (expected === 'pass') return got === 'pass' ? 'true-pass' : got === 'fail' ? 'false-fail' : 'wrongly-unjudged';
  return got === 'fail' ? 'true-fail' : 'false-pass';
}

/** Where to send a reader: the assertion's line, the reference reply of the turn it went wrong in, else the label. */
function whereOf(c: LoadedCase, trial: TrialResult, a: AssertionResult): { line: number; column: number } {
  if (a.path !== undefined) return c.locate(a.path);
  const turn = a.step === undefined ? undefined : trial.visit?.steps.find((s) => s.step === a.step)?.turn;
  const path: NodePath = turn === undefined ? ['calibration', 'label'] : ['reference', turn, 'reply'];
  return c.locate(path);
}

function problemAt(c: LoadedCase, path: NodePath, message: string): LabelProblem {
  return { caseId: c.data.id, file: c.file, ...c.locate(path), message };
}

/** Label entries that match no assertion of the trial: a label that cannot be right or wrong. */
function labelProblems(c: LoadedCase, label: CalibrationLabel, trial: TrialResult): LabelProblem[] {
  if (trial.verdict === 'unjudged' && trial.assertions.length === 0) {
    return [problemAt(c, ['reference'], `the behaviour could not be played (${trial.reason ?? 'unjudged'}: ${trial.detail ?? ''})`)];
  }
  const out: LabelProblem[] = [];
  for (const key of ['fails', 'unjudged'] as const) {
    (label[key] ?? []).forEach((name, i) => {
      if (trial.assertions.some((a) => a.assertion === name || checkOf(a.assertion) === name)) return;
      out.push(problemAt(c, ['calibration', key, i], `calibration.${key} names ${name}, which this behaviour has no assertion of`));
    });
  }
  if (label.label === 'wrong' && (label.fails ?? []).length === 0) {
    out.push(problemAt(c, ['calibration', 'label'], 'a wrong behaviour must name in calibration.fails what a correct grader fails'));
  }
  if (label.label === 'correct' && (label.fails ?? []).length > 0) {
    out.push(problemAt(c, ['calibration', 'fails'], 'a correct behaviour fails nothing: calibration.fails must be empty'));
  }
  return out;
}

const ZERO: Tally = { truePass: 0, trueFail: 0, falsePass: 0, falseFail: 0, unjudged: 0, wronglyUnjudged: 0, wronglyJudged: 0 };
const FIELD: Record<Cell, keyof Tally> = {
  'true-pass': 'truePass',
  'true-fail': 'trueFail',
  'false-pass': 'falsePass',
  'false-fail': 'falseFail',
  unjudged: 'unjudged',
  'wrongly-unjudged': 'wronglyUnjudged',
  'wrongly-judged': 'wronglyJudged',
};

function rates(check: string, t: Tally): CheckCalibration {
  const rubric = check.startsWith(JUDGE_ROW) ? check.slice(JUDGE_ROW.length) : undefined;
  const correct = t.truePass + t.falseFail;
  const wrong = t.trueFail + t.falsePass;
  const tprInterval = wilson(t.truePass, correct);
  const tnrInterval = wilson(t.trueFail, wrong);
  return {
    check,
    safety: SAFETY.has(check),
    ...(rubric !== undefined ? { rubric } : {}),
    ...t,
    ...(correct > 0 ? { tpr: t.truePass / correct, falseFailRate: t.falseFail / correct } : {}),
    ...(tprInterval ? { tprInterval } : {}),
    ...(wrong > 0 ? { tnr: t.trueFail / wrong, falsePassRate: t.falsePass / wrong } : {}),
    ...(tnrInterval ? { tnrInterval } : {}),
  };
}

/** The always-on checks first, in their order, then the other kinds by name. */
function byCheckOrder(a: CheckCalibration, b: CheckCalibration): number {
  const ia = SAFETY_CHECKS.indexOf(a.check as (typeof SAFETY_CHECKS)[number]);
  const ib = SAFETY_CHECKS.indexOf(b.check as (typeof SAFETY_CHECKS)[number]);
  if (ia !== ib) return (ia < 0 ? Infinity : ia) - (ib < 0 ? Infinity : ib);
  return a.check < b.check ? -1 : a.check > b.check ? 1 : 0;
}

function count(values: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}

export interface Played {
  case: LoadedCase;
  trial: TrialResult;
}

/** Compares every played behaviour with its label. Cases without a `calibration` block are left out. */
export function scoreCalibration(played: readonly Played[], startedAt: string, durationMs: number): CalibrationResult {
  const tallies = new Map<string, Tally>();
  const behaviours: BehaviourResult[] = [];
  const misjudgements: Misjudgement[] = [];
  const problems: LabelProblem[] = [];
  for (const { case: c, trial } of played) {
    const label = c.data.calibration;
    if (label === undefined) continue;
    problems.push(...labelProblems(c, label, trial));
    const cells: BehaviourResult['cells'] = [];
    for (const a of trial.assertions) {
      const check = rowOf(a);
      const expected = expectedOf(label, a);
      const cell = cellOfKind(expected, a.verdict, a.dimension === 'judge');
      const tally = tallies.get(check) ?? { ...ZERO };
      tally[FIELD[cell]] += 1;
      tallies.set(check, tally);
      cells.push({ check: a.assertion, cell, expected, got: a.verdict, ...(a.verdict === 'unjudged' ? { reason: a.reason ?? 'unjudged', message: a.message } : {}) });
      if (!MISJUDGED.has(cell)) continue;
      misjudgements.push({
        caseId: c.data.id,
        file: c.file,
        ...whereOf(c, trial, a),
        check,
        cell,
        label: label.label,
        area: label.area,
        language: label.language,
        expected,
        got: a.verdict,
        message: a.message,
        why: label.why,
      });
    }
    const agreed = trial.assertions.length > 0 && cells.every((x) => !MISJUDGED.has(x.cell));
    behaviours.push({ caseId: c.data.id, file: c.file, label: label.label, area: label.area, language: label.language, verdict: trial.verdict, agreed, cells });
  }
  const labels = played.flatMap((p) => (p.case.data.calibration ? [p.case.data.calibration] : []));
  return {
    version: CALIBRATION_VERSION,
    startedAt,
    durationMs,
    behaviours,
    checks: [...tallies].map(([check, t]) => rates(check, t)).sort(byCheckOrder),
    misjudgements,
    problems,
    corpus: {
      total: labels.length,
      byLabel: count(labels.map((l) => l.label)),
      byArea: count(labels.map((l) => l.area)),
      byLanguage: count(labels.map((l) => l.language)),
    },
  };
}
