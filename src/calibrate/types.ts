/** What `agentdesk calibrate` measures: how often each grader agrees with a hand label. */
import type { CalibrationArea, CalibrationLabel } from '../cases/types.js';
import type { Verdict } from '../grade/types.js';
import type { Interval } from '../stats/wilson.js';

export const CALIBRATION_VERSION = 1;

/** Where calibrate writes its results by default, and where eval looks for a judge's rates. */
export const DEFAULT_CALIBRATION_DIR = '.agentdesk/calibration';
export const CALIBRATION_FILE = 'calibration.json';

/** What a correct grader says of one assertion of a labelled behaviour. */
export type Expected = 'pass' | 'fail' | 'unjudged';

/**
 * One assertion compared with its label. `true-pass` / `true-fail`: the grader agreed;
 * `false-pass`: it let a wrong behaviour through; `false-fail`: it failed a right one;
 * `unjudged`: it could not decide, as the label says it should not; `wrongly-unjudged` /
 * `wrongly-judged`: it decided where it should not have, or the reverse.
 */
export type Cell = 'true-pass' | 'true-fail' | 'false-pass' | 'false-fail' | 'unjudged' | 'wrongly-unjudged' | 'wrongly-judged';

export const MISJUDGED: ReadonlySet<Cell> = new Set(['false-pass', 'false-fail', 'wrongly-unjudged', 'wrongly-judged']);

export interface Tally {
  truePass: number;
  trueFail: number;
  falsePass: number;
  falseFail: number;
  unjudged: number;
  wronglyUnjudged: number;
  wronglyJudged: number;
}

/** How a judge rubric row is named: `judge: <the rubric line>`. */
export const JUDGE_ROW = 'judge: ';

/** One check's (or assertion kind's, or judge rubric line's) agreement with the labels. */
export interface CheckCalibration extends Tally {
  check: string;
  safety: boolean;
  /** A judge row's rubric line, as the cases write it. */
  rubric?: string;
  /** True pass rate: correct behaviours passed / correct behaviours judged. */
  tpr?: number;
  tprInterval?: Interval;
  /** True fail rate: wrong behaviours failed / wrong behaviours judged. */
  tnr?: number;
  tnrInterval?: Interval;
  falsePassRate?: number;
  falseFailRate?: number;
}

export interface Misjudgement {
  caseId: string;
  file: string;
  line: number;
  column: number;
  check: string;
  cell: Cell;
  label: CalibrationLabel['label'];
  area: CalibrationArea;
  language: string;
  expected: Expected;
  got: Verdict;
  /** The grader's own message. */
  message: string;
  /** The label's reason. */
  why: string;
}

/** A label that names an assertion the behaviour never had, or a behaviour that could not be played. */
export interface LabelProblem {
  caseId: string;
  file: string;
  line: number;
  column: number;
  message: string;
}

export interface BehaviourResult {
  caseId: string;
  file: string;
  label: CalibrationLabel['label'];
  area: CalibrationArea;
  language: string;
  /** The trial's own verdict. */
  verdict: Verdict;
  /** Every assertion agreed with the label. */
  agreed: boolean;
  /** `reason` and `message`: of an unjudged assertion (a judge's unknown, a judge that could not be asked). */
  cells: { check: string; cell: Cell; expected: Expected; got: Verdict; reason?: string; message?: string }[];
}

export interface CalibrationResult {
  version: typeof CALIBRATION_VERSION;
  startedAt: string;
  durationMs: number;
  behaviours: BehaviourResult[];
  checks: CheckCalibration[];
  misjudgements: Misjudgement[];
  problems: LabelProblem[];
  /** The judge model the rubric rows measured, when one was asked. */
  judge?: { id: string; settings: Record<string, unknown> };
  /** Counts of the corpus: by label, area and language. */
  corpus: {
    total: number;
    byLabel: Record<string, number>;
    byArea: Record<string, number>;
    byLanguage: Record<string, number>;
  };
}

/** One limit of the calibration gate, checked. */
export interface CalibrationGateCheck {
  name: string;
  ok: boolean;
  message: string;
}
