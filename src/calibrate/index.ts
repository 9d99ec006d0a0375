/** `agentdesk calibrate`: the graders measured against hand-labelled behaviours. */
export { calibrate, type CalibrateOptions } from './run.js';
export { calibrationGate, DEFAULT_LIMITS, DEFAULT_SAFETY_LIMITS, limitsFor } from './gate.js';
export { cellOf, checkOf, expectedOf, scoreCalibration } from './score.js';
export { checkTable, renderText } from './render.js';
export type * from './types.js';
