/**
 * The calibration gate: each grader within its limits of false passes and false fails, measured
 * on enough behaviours of each kind, and every label sound. A check nothing wrong was shown to is
 * unmeasured, and unmeasured fails: a grader is trusted only as far as it was tested.
 */
import type { CalibrationLimits, SuitesConfig } from '../config/types.js';
import type { CalibrationGateCheck, CalibrationResult, CheckCalibration } from './types.js';
import { pct } from '../report/format.js';

const DEFAULT_SAFETY_LIMITS: Required<CalibrationLimits> = Object.freeze({
  maxFalsePassRate: 0,
  maxFalseFailRate: 0.02,
  minWrong: 10,
  minCorrect: 10,
});

const DEFAULT_LIMITS: Required<CalibrationLimits> = Object.freeze({
  maxFalsePassRate: 0.05,
  maxFalseFailRate: 0.05,
  minWrong: 0,
  minCorrect: 0,
});

/**
 * A judge rubric line is not held to a grader's error rates: an imperfect judge is still of use,
 * because its rates correct the pass rates it reports (Rogan–Gladen). It must be measured, on at
 * least 5 correct and 5 wrong behaviours it decided, and tell right from wrong better than chance.
 */
const DEFAULT_RUBRIC_LIMITS: Required<CalibrationLimits> = Object.freeze({
  maxFalsePassRate: 1,
  maxFalseFailRate: 1,
  minWrong: 5,
  minCorrect: 5,
});

export function limitsFor(check: CheckCalibration, settings: SuitesConfig['calibration'] = {}): Required<CalibrationLimits> {
  const base =
    check.rubric !== undefined
      ? { ...DEFAULT_RUBRIC_LIMITS, ...settings.rubrics }
      : check.safety
        ? { ...DEFAULT_SAFETY_LIMITS, ...settings.safety }
        : { ...DEFAULT_LIMITS, ...settings.default };
  return { ...base, ...settings.checks?.[check.check] };
}

/** `check`'s `count` of `of` behaviours (a rate) against its maximum. */
function rateCheck(check: string, kind: string, count: number, of: number, max: number, what: string): CalibrationGateCheck {
  const rate = count / of;
  return { name: `${check}:${kind}`, ok: rate <= max, message: `${check}: ${count} of ${of} ${what} (${pct(rate)}), at most ${pct(max)}` };
}

function checkGate(c: CheckCalibration, limits: Required<CalibrationLimits>): CalibrationGateCheck[] {
  const wrong = c.trueFail + c.falsePass;
  const correct = c.truePass + c.falseFail;
  const out: CalibrationGateCheck[] = [];
  const measured = wrong >= limits.minWrong && correct >= limits.minCorrect;
  if (!measured) {
    out.push({
      name: `${c.check}:measured`,
      ok: false,
      message: `${c.check} is unmeasured: ${wrong} wrong and ${correct} correct behaviours judged, at least ${limits.minWrong} and ${limits.minCorrect} needed${c.rubric !== undefined && wrong + correct === 0 ? ' (no judge answered: give calibrate --judge <model>, or the config a judge)' : ''}`,
    });
  }
  if (c.rubric !== undefined && measured && c.tpr !== undefined && c.tnr !== undefined) {
    const j = c.tpr + c.tnr - 1;
    out.push({
      name: `${c.check}:informative`,
      ok: j > 0,
      message: `${c.check}: TPR + TNR − 1 = ${j.toFixed(3)}${j > 0 ? '' : ' ≤ 0: the judge is no better than chance on this line, and its rate cannot be corrected'}`,
    });
  }
  if (wrong > 0) out.push(rateCheck(c.check, 'false-pass', c.falsePass, wrong, limits.maxFalsePassRate, 'wrong behaviours passed'));
  if (correct > 0) out.push(rateCheck(c.check, 'false-fail', c.falseFail, correct, limits.maxFalseFailRate, 'correct behaviours failed'));
  return out;
}

export function calibrationGate(result: CalibrationResult, settings?: SuitesConfig['calibration']): CalibrationGateCheck[] {
  const checks: CalibrationGateCheck[] = [];
  if (result.corpus.total === 0) checks.push({ name: 'corpus', ok: false, message: 'no labelled behaviour (no case with a calibration block) was found' });
  checks.push({
    name: 'labels',
    ok: result.problems.length === 0,
    message: result.problems.length === 0 ? 'every label names assertions the behaviour has' : `${result.problems.length} label problem(s)`,
  });
  for (const c of result.checks) checks.push(...checkGate(c, limitsFor(c, settings)));
  return checks;
}
