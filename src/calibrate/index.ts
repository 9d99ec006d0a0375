/** `agentdesk calibrate`: the graders measured against hand-labelled behaviours. */
export { calibrate, type CalibrateOptions } from './run.js';
export { calibrationGate, DEFAULT_LIMITS, DEFAULT_RUBRIC_LIMITS, DEFAULT_SAFETY_LIMITS, limitsFor } from './gate.js';
export { cellOf, checkOf, expectedOf, rowOf, scoreCalibration } from './score.js';
export { checkTable, renderText, rubricTable } from './render.js';
export { CALIBRATION_FILE, DEFAULT_CALIBRATION_DIR, JUDGE_ROW } from './types.js';
export type * from './types.js';
export { judgeRates, readJudgeCalibration, type JudgeCalibration } from './correct.js';
