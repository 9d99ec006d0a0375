/**
 * Partial, field-by-field comparison of an expectation (as a case writes it: decimals for money)
 * with a world record (integer minor units). Only the named fields are compared; nested objects
 * recursively; an array is compared whole (same length, element by element, each partially).
 */
import { fromMinor, MONEY_KEYS, toMinor } from '../text/money.js';

export interface FieldDiff {
  /** Path below the record, e.g. `['shipping', 'address']`, `['items', 0, 'qty']`. */
  field: (string | number)[];
  ok: boolean;
  /** As the case wrote it. */
  expected: unknown;
  /** As the case would write it (money back in decimals). */
  actual: unknown;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function leaf(field: (string | number)[], key: string | number | undefined, expected: unknown, actual: unknown): FieldDiff {
  const money = typeof key === 'string' && MONEY_KEYS.has(key) && typeof expected === 'number';
  if (money) {
    const shown = typeof actual === 'number' ? fromMinor(actual) : actual;
    return { field, ok: typeof actual === 'number' && toMinor(expected) === actual, expected, actual: shown };
  }
  if (expected === null) return { field, ok: actual === null || actual === undefined, expected, actual };
  if (typeof expected === 'number') {
    return { field, ok: actual !== null && actual !== '' && Number(actual) === expected, expected, actual };
  }
  return { field, ok: expected === actual, expected, actual };
}

/** Every compared leaf of `expected` against `actual`. */
export function compareFields(expected: unknown, actual: unknown, field: (string | number)[] = []): FieldDiff[] {
  const key = field.at(-1);
  if (isObject(expected)) {
    if (!isObject(actual)) return [{ field, ok: false, expected, actual }];
    return Object.entries(expected).flatMap(([k, v]) => compareFields(v, actual[k], [...field, k]));
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) {
      return [{ field, ok: false, expected, actual: Array.isArray(actual) ? actual.length : actual }];
    }
    return expected.flatMap((v, i) => compareFields(v, actual[i], [...field, i]));
  }
  return [leaf(field, key, expected, actual)];
}

/**
 * Whether firstDifference finds nothing, without building a path or sorting keys on the way: most
 * records of a visit are unchanged, and the search allocated a path and a sorted key list per node.
 */
function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
    return true;
  }
  if (isObject(a) && isObject(b)) {
    for (const k of Object.keys(a)) if (!same(a[k], b[k])) return false;
    for (const k of Object.keys(b)) if (!Object.hasOwn(a, k) && !same(a[k], b[k])) return false;
    return true;
  }
  return false;
}

/** The first path at which two plain JSON values differ, or undefined when they are deep-equal. */
export function firstDifference(a: unknown, b: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  return same(a, b) ? undefined : differenceAt(a, b, path);
}

function differenceAt(a: unknown, b: unknown, path: (string | number)[]): (string | number)[] | undefined {
  if (Object.is(a, b)) return undefined;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return path;
    for (let i = 0; i < a.length; i++) {
      const d = differenceAt(a[i], b[i], [...path, i]);
      if (d) return d;
    }
    return undefined;
  }
  if (isObject(a) && isObject(b)) {
    for (const k of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
      const d = differenceAt(a[k], b[k], [...path, k]);
      if (d) return d;
    }
    return undefined;
  }
  return path;
}

/** Reads a value at a path of a plain JSON value. */
export function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  let node: unknown = value;
  for (const part of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[part];
  }
  return node;
}
