/**
 * The final world graded whole: a trial's final world against the world the case's reference
 * produces on the same desk (as tau2-bench compares the final database with the gold actions'
 * database). Every field is compared except those a pattern ignores. Records the visit created
 * are paired by what they hold, not by their generated id: a refund the trial made as R2 where the
 * reference made it as R1 is the same refund.
 */
import { COLLECTIONS, type CollectionName } from '../cases/types.js';
import type { WorldSnapshot } from '../desk/types.js';
import { fromMinor, MONEY_KEYS } from '../text/money.js';
import { firstDifference } from './compare.js';

/**
 * Fields every comparison ignores: the proposals are the conversation's bookkeeping, not the
 * store's; reasons are the agent's own words; creation times follow the turn a write happened in,
 * which the final world does not care about.
 */
export const DEFAULT_WORLD_IGNORE: readonly string[] = Object.freeze([
  'proposals',
  'refunds.*.reason',
  'refunds.*.createdAt',
  'tickets.*.reason',
  'tickets.*.createdAt',
]);

type Path = (string | number)[];

export interface WorldDifference {
  /** Where, e.g. `['orders', 'A1001', 'status']`; the record's id in the trial's world when it has one. */
  field: Path;
  /** The reference's world's value there (money in decimals), undefined when it has none. */
  reference: unknown;
  /** The trial's world's value there (money in decimals), undefined when it has none. */
  actual: unknown;
}

/** A pattern: dot-separated segments, `*` for any one segment; a pattern covers the subtree below it. */
export function ignoreMatcher(patterns: readonly string[]): (path: readonly (string | number)[]) => boolean {
  const split = patterns.map((p) => p.split('.'));
  return (path) => split.some((segments) => segments.length <= path.length && segments.every((s, i) => s === '*' || s === String(path[i])));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as a case writer reads it: money in decimals. */
function shown(key: string | number | undefined, value: unknown): unknown {
  if (typeof key === 'string' && MONEY_KEYS.has(key) && typeof value === 'number') return fromMinor(value);
  if (Array.isArray(value)) return value.map((v) => shown(undefined, v));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shown(k, v)]));
  return value;
}

/** Every difference of two values below `path`, skipping ignored paths; arrays element by element. */
function differences(a: unknown, b: unknown, path: Path, ignored: (p: Path) => boolean, out: WorldDifference[], at: Path = path): void {
  if (ignored(path) || firstDifference(a, b) === undefined) return;
  if (isObject(a) && isObject(b)) {
    for (const k of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
      differences(a[k], b[k], [...path, k], ignored, out, [...at, k]);
    }
    return;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    a.forEach((v, i) => differences(v, b[i], [...path, i], ignored, out, [...at, i]));
    return;
  }
  const key = at.at(-1);
  out.push({ field: at, reference: shown(key, a), actual: shown(key, b) });
}

/** A record with what the comparison ignores blanked out, for pairing created records by content. */
function comparable(collection: CollectionName, id: string, record: unknown, ignored: (p: Path) => boolean): unknown {
  if (!isObject(record)) return record;
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== 'id' && !ignored([collection, id, k])));
}

/**
 * Pairs the records each world created (ids not in the initial world): first those equal in every
 * compared field, then those with the same id, then in id order. Unpaired ones stand alone.
 */
function pairCreated(
  collection: CollectionName,
  reference: Record<string, unknown>,
  actual: Record<string, unknown>,
  initial: Record<string, unknown>,
  ignored: (p: Path) => boolean,
): { ref?: string; act?: string }[] {
  const created = (records: Record<string, unknown>) => Object.keys(records).filter((id) => !Object.hasOwn(initial, id)).sort(byId);
  const refIds = created(reference);
  const actIds = created(actual);
  const pairs: { ref?: string; act?: string }[] = [];
  const take = (match: (r: string, a: string) => boolean) => {
    for (const r of [...refIds]) {
      const a = actIds.find((id) => match(r, id));
      if (a === undefined) continue;
      pairs.push({ ref: r, act: a });
      refIds.splice(refIds.indexOf(r), 1);
      actIds.splice(actIds.indexOf(a), 1);
    }
  };
  take((r, a) => firstDifference(comparable(collection, r, reference[r], ignored), comparable(collection, a, actual[a], ignored)) === undefined);
  take((r, a) => r === a);
  while (refIds.length > 0 && actIds.length > 0) pairs.push({ ref: refIds.shift()!, act: actIds.shift()! });
  for (const r of refIds) pairs.push({ ref: r });
  for (const a of actIds) pairs.push({ act: a });
  return pairs;
}

/** R2 before R10. */
function byId(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/**
 * Every difference between the reference's final world and a trial's, in collection order and
 * then by id; empty when they agree on every field not ignored.
 */
export function worldDifferences(
  reference: WorldSnapshot,
  actual: WorldSnapshot,
  initial: WorldSnapshot,
  ignore: readonly string[] = DEFAULT_WORLD_IGNORE,
): WorldDifference[] {
  const ignored = ignoreMatcher(ignore);
  const out: WorldDifference[] = [];
  differences(reference.now, actual.now, ['now'], ignored, out);
  for (const collection of COLLECTIONS) {
    if (ignored([collection])) continue;
    const ref = reference[collection] as Record<string, unknown>;
    const act = actual[collection] as Record<string, unknown>;
    const init = initial[collection] as Record<string, unknown>;
    const kept = [...new Set([...Object.keys(ref), ...Object.keys(act)])].filter((id) => Object.hasOwn(init, id)).sort(byId);
    for (const id of kept) differences(ref[id], act[id], [collection, id], ignored, out);
    for (const { ref: r, act: a } of pairCreated(collection, ref, act, init, ignored)) {
      if (r !== undefined && a !== undefined) {
        // Compared without their ids: a created record is told apart by what it holds.
        differences(comparable(collection, r, ref[r], ignored), comparable(collection, a, act[a], ignored), [collection, r], ignored, out, [collection, a]);
      } else if (r !== undefined) {
        out.push({ field: [collection, r], reference: shown(undefined, ref[r]), actual: undefined });
      } else if (a !== undefined) {
        out.push({ field: [collection, a], reference: undefined, actual: shown(undefined, act[a]) });
      }
    }
  }
  return out;
}
