/**
 * The scorers, in grading order (the world before the words): the one list of them, and so of
 * the dimensions (`DIMENSIONS`, `Dimension`, the suites schema's gate minimums written by `npm run
 * schema:tools`). Adding one is its file and one line here (docs/extending.md); a scorer
 * from outside (a module the suites config names in `scorers`, see docs/extending.md) is graded
 * after them, and its dimension comes after theirs wherever dimensions are listed.
 */
import { conversationScorer } from './conversation.js';
import { guardsScorer } from './guards.js';
import { intentScorer } from './intent.js';
import { judgeScorer } from './judge.js';
import { replyScorer } from './reply.js';
import { safetyScorer } from './safety.js';
import { stateScorer } from './state.js';
import { toolsScorer } from './tools.js';

export const SCORERS = Object.freeze([stateScorer, toolsScorer, intentScorer, guardsScorer, conversationScorer, replyScorer, judgeScorer, safetyScorer] as const);

/** Every dimension, in grading order: the scorers' own. */
export const DIMENSIONS: readonly (typeof SCORERS)[number]['dimension'][] = Object.freeze(SCORERS.map((s) => s.dimension));

export function isBuiltinDimension(name: string): name is (typeof DIMENSIONS)[number] {
  return (DIMENSIONS as readonly string[]).includes(name);
}

/**
 * The dimensions among `graded`, each once: the built-in ones in grading order, then the others
 * (those of scorers from outside) in the order they first appear.
 */
export function orderDimensions<D extends string>(graded: Iterable<D>): D[] {
  const present = new Set(graded);
  const builtin = DIMENSIONS.filter((d) => present.has(d as string as D)) as string[] as D[];
  return [...builtin, ...[...present].filter((d) => !isBuiltinDimension(d))];
}

/** Where a dimension sorts among the others: its place in grading order, a dimension from outside after every built-in one. */
export function dimensionRank(name: string): number {
  const at = (DIMENSIONS as readonly string[]).indexOf(name);
  return at === -1 ? DIMENSIONS.length : at;
}
