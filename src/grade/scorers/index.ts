/**
 * The scorers, in grading order (the world before the words): the one list of them, and so of
 * the dimensions (`DIMENSIONS`, `Dimension`). Adding one is its file and one line here.
 */
import { guardsScorer } from './guards.js';
import { intentScorer } from './intent.js';
import { judgeScorer } from './judge.js';
import { replyScorer } from './reply.js';
import { safetyScorer } from './safety.js';
import { stateScorer } from './state.js';
import { toolsScorer } from './tools.js';

export const SCORERS = Object.freeze([stateScorer, toolsScorer, intentScorer, guardsScorer, replyScorer, judgeScorer, safetyScorer] as const);

/** Every dimension, in grading order: the scorers' own. */
export const DIMENSIONS: readonly (typeof SCORERS)[number]['dimension'][] = Object.freeze(SCORERS.map((s) => s.dimension));
