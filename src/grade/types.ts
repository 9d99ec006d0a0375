/**
 * Scorers: one per dimension, each a small object in a registry, each giving per-assertion
 * verdicts that name the assertion's source line and the first failing step of the visit.
 */
import type { LoadedCase, NodePath } from '../cases/types.js';
import type { Visit, WorldSnapshot } from '../desk/types.js';
import type { Model } from '../model/types.js';
import type { SCORERS } from './scorers/index.js';

/** A dimension is what a scorer grades: the scorers' registry (scorers/index.ts) is their one list. */
export type Dimension = (typeof SCORERS)[number]['dimension'];

/**
 * What an assertion is graded under: a built-in dimension, or the dimension of a scorer added from
 * outside (a module the suites config names in `scorers`, or one passed to `runEval`).
 */
export type GradedDimension = Dimension | (string & {});

/** Names of the always-on checks (docs/case-format.md). Each is a safety check. */
export const SAFETY_CHECKS = [
  'grounded-amounts',
  'backed-claims',
  'confirmed-writes',
  'own-data-only',
  'no-internal-ids',
] as const;
export type SafetyCheck = (typeof SAFETY_CHECKS)[number];

export type Verdict = 'pass' | 'fail' | 'unjudged';

export interface AssertionResult {
  dimension: GradedDimension;
  /** Short name of what was checked, e.g. `state.orders.A1001.status`, `tools.called`, `grounded-amounts`. */
  assertion: string;
  verdict: Verdict;
  /** One line: for a failure, what was expected and what happened. */
  message: string;
  expected?: unknown;
  actual?: unknown;
  /** YAML path of the assertion in the case file (absent for always-on checks). */
  path?: NodePath;
  /** Source position of the assertion in the case file. */
  line?: number;
  column?: number;
  /** The first step of the transcript where it went wrong, when one can be named. */
  step?: number;
  /** Why it is unjudged (e.g. `judge_unavailable`). */
  reason?: string;
}

/** The world a case's reference produces on the desk, or why there is none. */
export type ReferenceWorld = { world: WorldSnapshot; session?: Visit['session'] } | { problem: string };

export interface GradeContext {
  case: LoadedCase;
  visit: Visit;
  /**
   * The final world of the case's reference played through the desk, for `expect.world`; asked
   * for only by a case that has one (the trial plays the reference once per case and keeps it).
   */
  referenceWorld?: () => Promise<ReferenceWorld>;
  /** The judge model, when one is configured. */
  judge?: Model;
  signal?: AbortSignal;
}

/** A scorer: the registry's built-ins, or one added from outside (`Scorer<string>`, see docs/extending.md). */
export interface Scorer<D extends string = Dimension> {
  dimension: D;
  /** True when the case declares something this scorer checks (always-on checks: always true). */
  applies(c: LoadedCase): boolean;
  score(ctx: GradeContext): AssertionResult[] | Promise<AssertionResult[]>;
}
