/**
 * What a scorer or reporter module from outside must export, checked the moment it is loaded, and
 * the guard around a scorer from outside: what it returns is checked too, and a throw or a wrong
 * shape is a failed assertion naming the module, so a broken scorer fails closed.
 */
import type { LoadedCase } from '../cases/types.js';
import { isBuiltinDimension } from '../grade/scorers/index.js';
import type { AssertionResult, GradeContext, Scorer } from '../grade/types.js';
import type { ReporterContext } from '../report/index.js';
import type { RunEvents, RunListener } from '../run/types.js';
import { VERDICT_SCORE } from '../trace/scores.js';

/** A reporter from outside: the default export of its module (a built-in's `about` and `byDefault` are not needed). */
export interface CustomReporter {
  /** What it writes, in one line. */
  about?: string;
  create(ctx: ReporterContext): RunListener;
}

/** Lowercase letters, digits, `-` and `_`: a dimension is a results key, a gate key and a report column. */
const DIMENSION_NAME = /^[a-z][a-z0-9_-]*$/;

const HOOKS: readonly (keyof RunEvents | 'close')[] = ['runStart', 'trialStart', 'trialAnnotate', 'trialEnd', 'runEnd', 'close'];

const VERDICTS: readonly string[] = ['pass', 'fail', 'unjudged'];

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** Why the default export is not a scorer `{ dimension, applies(case), score(ctx) }`; undefined when it is one. */
export function scorerProblem(value: unknown): string | undefined {
  const scorer = record(value);
  if (!scorer) return `its default export is ${kindOf(value)}, not a scorer { dimension, applies(case), score(ctx) }`;
  const { dimension } = scorer;
  if (typeof dimension !== 'string' || !DIMENSION_NAME.test(dimension)) {
    return `its dimension must be a name of lowercase letters, digits, - and _ (got ${JSON.stringify(dimension) ?? 'nothing'})`;
  }
  if (isBuiltinDimension(dimension)) return `its dimension "${dimension}" is a built-in scorer's; name a dimension of its own`;
  if (dimension === VERDICT_SCORE) return `its dimension "${dimension}" is the name of each trace's verdict score; name a dimension of its own`;
  for (const fn of ['applies', 'score'] as const) if (typeof scorer[fn] !== 'function') return `its ${fn} is ${kindOf(scorer[fn])}, not a function`;
  return undefined;
}

/** Why the default export is not a reporter `{ create(ctx) }`; undefined when it is one. */
export function reporterProblem(value: unknown): string | undefined {
  const reporter = record(value);
  if (!reporter) return `its default export is ${kindOf(value)}, not a reporter { create(ctx) } returning a run listener`;
  if (typeof reporter['create'] === 'function') return undefined;
  if (HOOKS.some((hook) => hook in reporter)) return 'its default export is a run listener; export a reporter { create(ctx) { return listener } } instead';
  return `its create is ${kindOf(reporter['create'])}, not a function returning a run listener`;
}

/** Why what a reporter's create(ctx) returned is not a run listener; undefined when it is one. */
export function listenerProblem(value: unknown): string | undefined {
  const listener = record(value);
  if (!listener) return `create(ctx) returned ${kindOf(value)}, not a run listener`;
  if (listener['name'] !== undefined && typeof listener['name'] !== 'string') return `its listener's name is ${kindOf(listener['name'])}, not a string`;
  const bad = HOOKS.find((hook) => listener[hook] !== undefined && typeof listener[hook] !== 'function');
  return bad ? `its listener's ${bad} is ${kindOf(listener[bad])}, not a function` : undefined;
}

/** Why one returned assertion is not an assertion of this dimension; undefined when it is one. */
function assertionProblem(value: unknown, dimension: string): string | undefined {
  const a = record(value);
  if (!a) return `returned ${kindOf(value)} for an assertion`;
  if (a['dimension'] !== undefined && a['dimension'] !== dimension) return `returned an assertion of dimension ${JSON.stringify(a['dimension'])}, not "${dimension}"`;
  if (typeof a['verdict'] !== 'string' || !VERDICTS.includes(a['verdict'])) return `returned an assertion whose verdict is ${JSON.stringify(a['verdict']) ?? 'missing'}, not pass, fail or unjudged`;
  for (const key of ['assertion', 'message'] as const) if (typeof a[key] !== 'string') return `returned an assertion whose ${key} is not a string`;
  const path = a['path'];
  if (path !== undefined && !(Array.isArray(path) && path.every((p) => typeof p === 'string' || typeof p === 'number'))) return 'returned an assertion whose path is not a list of keys and indexes';
  return undefined;
}

/** The assertion that stands for a scorer that broke: failed, so the trial cannot pass on it. */
function broken(dimension: string, path: string, why: string): AssertionResult {
  return { dimension, assertion: `${dimension}.scorer`, verdict: 'fail', message: `${dimension}.scorer: the scorer ${path} ${why}` };
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * A checked scorer from outside around `scorer` (which passed scorerProblem), loaded from `path`:
 * a throw in applies or score, or a result of the wrong shape, is one failed assertion saying so.
 */
export function guardedScorer(scorer: Scorer<string>, path: string): Scorer<string> {
  const { dimension } = scorer;
  const threw = new WeakMap<LoadedCase, unknown>();
  return {
    dimension,
    applies(c) {
      try {
        return scorer.applies(c) === true;
      } catch (error) {
        // Graded, so that the failure is reported on the trial instead of the scorer silently skipped.
        threw.set(c, error);
        return true;
      }
    },
    async score(ctx: GradeContext) {
      if (threw.has(ctx.case)) return [broken(dimension, path, `threw in applies: ${messageOf(threw.get(ctx.case))}`)];
      let out: unknown;
      try {
        out = await scorer.score(ctx);
      } catch (error) {
        return [broken(dimension, path, `threw: ${messageOf(error)}`)];
      }
      if (!Array.isArray(out)) return [broken(dimension, path, `returned ${kindOf(out)}, not a list of assertions`)];
      const problem = out.map((a) => assertionProblem(a, dimension)).find((p) => p !== undefined);
      if (problem) return [broken(dimension, path, problem)];
      return (out as AssertionResult[]).map((a) => ({ ...a, dimension }));
    },
  };
}
