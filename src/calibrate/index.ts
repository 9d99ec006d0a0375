/** `agentdesk calibrate`: the graders measured against hand-labelled behaviours. */
export { calibrate } from './run.js';
export { calibrationGate, limitsFor } from './gate.js';
export { cellOf, checkOf } from './score.js';
export { renderText } from './render.js';
export { CALIBRATION_FILE, DEFAULT_CALIBRATION_DIR } from './types.js';
export type * from './types.js';
export { judgeRates, readJudgeCalibration, type JudgeCalibration } from './correct.js';
