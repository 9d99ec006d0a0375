/** Building assertion results: one place for the shape of pass, fail and unjudged. */
import type { NodePath } from '../cases/types.js';
import type { AssertionResult, Dimension } from './types.js';
import { merged } from '../util/merged.js';

interface Base {
  dimension: Dimension;
  assertion: string;
  path?: NodePath;
  expected?: unknown;
  actual?: unknown;
}

export function pass(base: Base, message = 'ok'): AssertionResult {
  return merged(base, { verdict: 'pass' as const, message });
}

export function fail(base: Base, message: string, step: number | undefined): AssertionResult {
  return merged(base, step !== undefined ? { verdict: 'fail' as const, message, step } : { verdict: 'fail' as const, message });
}

export function unjudged(base: Base, reason: string, message: string): AssertionResult {
  return merged(base, { verdict: 'unjudged' as const, reason, message });
}

/** A value the way a failure message shows it: strings bare, the rest as JSON. */
export function show(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return 'nothing';
  return JSON.stringify(value);
}
