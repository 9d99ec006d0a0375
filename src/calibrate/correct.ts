/**
 * An eval run's judge pass rates, raw and corrected: each rubric line's passes over the lines the
 * judge decided, then corrected by the TPR and TNR that `agentdesk calibrate` measured for the
 * same judge on the same line. A rate is corrected only by a calibration of this judge: another
 * judge's errors say nothing of this one's.
 */
import { readFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { UsageError } from '../errors.js';
import type { AssertionResult } from '../grade/types.js';
import { countVerdict, type VerdictCounts } from '../run/reliability.js';
import type { JudgeRate, JudgeRates, TrialResult } from '../run/types.js';
import { hashSeed } from '../stats/random.js';
import { roganGladen, roganGladenInterval } from '../stats/rogan-gladen.js';
import { CALIBRATION_FILE, type CalibrationResult, type CheckCalibration, DEFAULT_CALIBRATION_DIR } from './types.js';

/** What eval needs of a calibrate results file. */
export type JudgeCalibration = Pick<CalibrationResult, 'checks' | 'judge'>;

function isJudgeLine(a: AssertionResult): a is AssertionResult & { expected: string } {
  return a.dimension === 'judge' && typeof a.expected === 'string';
}

/** Each rubric line's verdicts over every trial of the run, in the order the lines first appear. */
function countLines(trials: readonly TrialResult[]): Map<string, VerdictCounts> {
  const lines = new Map<string, VerdictCounts>();
  for (const t of trials) {
    for (const a of t.assertions.filter(isJudgeLine)) {
      countVerdict(lines, a.expected, a.verdict);
    }
  }
  return lines;
}

function correctedBy(rate: JudgeRate, row: CheckCalibration): JudgeRate {
  const correct = row.truePass + row.falseFail;
  const wrong = row.trueFail + row.falsePass;
  if (row.tpr === undefined || row.tnr === undefined) {
    return { ...rate, note: `not corrected: the calibration of this line is unmeasured (${correct} correct and ${wrong} wrong behaviours decided)` };
  }
  const out: JudgeRate = { ...rate, tpr: row.tpr, tnr: row.tnr };
  if (rate.raw === undefined) return { ...out, note: 'not corrected: the judge decided no line of the run' };
  const corrected = roganGladen(rate.raw, row.tpr, row.tnr);
  if ('undefined' in corrected) return { ...out, note: `not corrected: ${corrected.undefined}` };
  const counts = { truePass: row.truePass, correct, trueFail: row.trueFail, wrong, passed: rate.passed, judged: rate.judged };
  const boot = roganGladenInterval(counts, { seed: hashSeed('judge-rate', rate.rubric) });
  return {
    ...out,
    corrected: corrected.value,
    ...(corrected.clipped ? { clipped: true } : {}),
    ...(boot.interval ? { interval: boot.interval } : { note: `no interval: in ${boot.undefinedResamples} of ${boot.resamples} resamples the judge was no better than chance` }),
  };
}

/**
 * The run's judge rates, undefined without judge lines or without a judge. Without a calibration of
 * this judge (`missing` says where it was looked for), each line's raw rate stands alone.
 */
export function judgeRates(
  trials: readonly TrialResult[],
  judgeId: string | undefined,
  calibration: { file: string; result: JudgeCalibration } | { missing: string },
): JudgeRates | undefined {
  const lines = countLines(trials);
  // No judge: every line is unjudged, which the run already says ("graded on the rest"); no rate to show.
  if (lines.size === 0 || judgeId === undefined) return undefined;
  const found = 'result' in calibration ? calibration : undefined;
  const sameJudge = found?.result.judge !== undefined && found.result.judge.id === judgeId;
  const rubrics = [...lines].map(([rubric, c]): JudgeRate => {
    const judged = c.passed + c.failed;
    const rate: JudgeRate = { rubric, passed: c.passed, judged, unjudged: c.unjudged, ...(judged > 0 ? { raw: c.passed / judged } : {}) };
    if (!found) return { ...rate, note: `not corrected: ${(calibration as { missing: string }).missing}` };
    if (!sameJudge) {
      return { ...rate, note: `not corrected: ${found.file} calibrated ${found.result.judge?.id ?? 'no judge'}, this run's judge is ${judgeId}` };
    }
    const row = found.result.checks.find((r) => r.rubric === rubric);
    if (!row) return { ...rate, note: `not corrected: ${found.file} has no calibration of this line (label behaviours with it, then run agentdesk calibrate)` };
    return correctedBy(rate, row);
  });
  return {
    ...(found ? { calibration: found.file } : {}),
    ...(found?.result.judge ? { calibratedJudge: found.result.judge.id } : {}),
    rubrics,
  };
}

/**
 * The calibrate results a run's judge rates are corrected by: the judge block's `calibration`, else
 * calibrate's default results file. A file that is named but cannot be read is an error of the run
 * (thrown); the default file simply may not be there yet.
 */
export async function readJudgeCalibration(
  named: string | undefined,
  cwd: string,
): Promise<{ file: string; result: JudgeCalibration } | { missing: string }> {
  const path = named ?? join(DEFAULT_CALIBRATION_DIR, CALIBRATION_FILE);
  const absolute = isAbsolute(path) ? path : join(cwd, path);
  const shown = relative(cwd, absolute).startsWith('..') ? absolute : relative(cwd, absolute);
  let text: string;
  try {
    text = await readFile(absolute, 'utf8');
  } catch (error) {
    if (named === undefined && (error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { missing: `no calibration at ${shown} (run agentdesk calibrate with this judge, or name one as judge.calibration)` };
    }
    throw new UsageError('usage/judge-calibration', `judge.calibration ${shown} could not be read: ${(error as Error).message}`, 'Write it with agentdesk calibrate --out <dir>, or remove judge.calibration');
  }
  let value: Partial<JudgeCalibration>;
  try {
    value = JSON.parse(text) as Partial<JudgeCalibration>;
  } catch (error) {
    throw new UsageError('usage/judge-calibration', `${shown} is not JSON: ${(error as Error).message}`, 'Write it again with agentdesk calibrate');
  }
  if (!Array.isArray(value.checks)) throw new UsageError('usage/judge-calibration', `${shown} is not the results of agentdesk calibrate (it has no checks)`, 'Write it again with agentdesk calibrate');
  return { file: shown, result: { checks: value.checks, ...(value.judge ? { judge: value.judge } : {}) } };
}
