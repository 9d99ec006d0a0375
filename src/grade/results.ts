/** Building assertion results: one place for the shape of pass, fail and unjudged. */
import type { NodePath } from '../cases/types.js';
import type { AssertionResult, Dimension } from './types.js';

interface Base {
  dimension: Dimension;
  assertion: string;
  path?: NodePath;
  expected?: unknown;
  actual?: unknown;
}

export function pass(base: Base, message = 'ok'): AssertionResult {
  return { ...base, verdict: 'pass', message };
}

export function fail(base: Base, message: string, step: number | undefined): AssertionResult {
  return { ...base, verdict: 'fail', message, ...(step !== undefined ? { step } : {}) };
}

export function unjudged(base: Base, reason: string, message: string): AssertionResult {
  return { ...base, verdict: 'unjudged', reason, message };
}

/** A value the way a failure message shows it: strings bare, the rest as JSON. */
export function show(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return 'nothing';
  return JSON.stringify(value);
}
