/**
 * The `state` dimension: the final world against `expect.state`, field by field (only the named
 * fields), record counts, and collections that must not change; and against `expect.world`, the
 * whole final world against the reference's. Graded before any text: whether the order is
 * cancelled is a fact the store holds, whatever the reply says.
 */
import {
  COLLECTIONS,
  type CollectionName,
  formatPath,
  type NodePath,
  type SessionExpect,
  type StateExpect,
  type WorldExpect,
  worldIgnores,
  worldOf,
} from '../../cases/types.js';
import type { Visit, WorldSnapshot } from '../../desk/types.js';
import { compareFields, firstDifference, valueAt } from '../compare.js';
import { fail, pass, show, unjudged } from '../results.js';
import { lastActionStep, successfulWrites, writeTouching, mentions, argsOf, dataOf } from '../visit-steps.js';
import { firstIdentification } from '../served.js';
import type { AssertionResult, GradeContext, Scorer } from '../types.js';
import { DEFAULT_WORLD_IGNORE, ignoreMatcher, type WorldDifference, worldDifferences } from '../world.js';
import { merged } from '../../util/merged.js';

const BASE: NodePath = ['expect', 'state'];

function result(path: NodePath, ok: boolean, message: string, step: number | undefined, expected: unknown, actual: unknown): AssertionResult {
  const base = { dimension: 'state' as const, assertion: `state.${formatPath(path.slice(2))}`, path, expected, actual };
  return ok ? pass(base) : fail(base, message, step);
}

/** The write that set a wrong value, or, when the value never changed, the last thing the agent did. */
function stepFor(visit: Visit, collection: CollectionName, id: string, field: readonly (string | number)[]): number | undefined {
  const before = valueAt(visit.initial[collection][id], field);
  const after = valueAt(visit.final[collection][id], field);
  const changed = firstDifference(before, after) !== undefined;
  return (changed ? writeTouching(visit, id)?.step : undefined) ?? lastActionStep(visit);
}

function scoreRecord(visit: Visit, collection: CollectionName, id: string, expected: unknown): AssertionResult[] {
  const path: NodePath = [...BASE, collection, id];
  const record = visit.final[collection][id];
  if (record === undefined) {
    return [result(path, false, `${collection}.${id}: expected a record, got none`, lastActionStep(visit), expected, undefined)];
  }
  return compareFields(expected, record).map((d) => {
    const where = formatPath([collection, id, ...d.field]);
    const message = `${where}: expected ${show(d.expected)}, got ${show(d.actual)}`;
    return result([...path, ...d.field], d.ok, message, d.ok ? undefined : stepFor(visit, collection, id, d.field), d.expected, d.actual);
  });
}

/** Too many records: the creation that went past the count. Too few: the last thing the agent did. */
function countStep(visit: Visit, collection: CollectionName, expected: number, actual: number): number | undefined {
  if (actual < expected) return lastActionStep(visit);
  const created = Object.keys(visit.final[collection]).filter((id) => visit.initial[collection][id] === undefined);
  const steps = successfulWrites(visit)
    .filter((s) => created.some((id) => mentions(argsOf(s), id) || mentions(dataOf(s), id)))
    .map((s) => s.step);
  const allowedNew = Math.max(0, expected - Object.keys(visit.initial[collection]).length);
  return steps[allowedNew] ?? steps.at(-1) ?? lastActionStep(visit);
}

function scoreCount(visit: Visit, collection: CollectionName, expected: number): AssertionResult {
  const actual = Object.keys(visit.final[collection]).length;
  const message = `${collection}.count: expected ${expected}, got ${actual}`;
  return result([...BASE, collection, 'count'], actual === expected, message, countStep(visit, collection, expected, actual), expected, actual);
}

function scoreUnchanged(visit: Visit, collection: CollectionName, index: number): AssertionResult {
  const path: NodePath = [...BASE, 'unchanged', index];
  const diff = firstDifference(visit.initial[collection], visit.final[collection]);
  const base = { dimension: 'state' as const, assertion: `state.unchanged.${collection}`, path };
  if (diff === undefined) return pass(base);
  const [id, ...field] = diff as [string, ...(string | number)[]];
  const before = valueAt(visit.initial[collection], diff);
  const after = valueAt(visit.final[collection], diff);
  const what = field.length === 0 ? (before === undefined ? 'added' : 'removed') : `expected ${show(before)} (unchanged), got ${show(after)}`;
  const message = `${formatPath([collection, ...diff])}: ${what}`;
  const step = (id !== undefined ? writeTouching(visit, id)?.step : undefined) ?? lastActionStep(visit);
  return fail(merged(base, { expected: before, actual: after }), message, step);
}

function scoreCollection(visit: Visit, collection: CollectionName, expected: NonNullable<StateExpect[CollectionName]>): AssertionResult[] {
  const out: AssertionResult[] = [];
  for (const [key, value] of Object.entries(expected)) {
    if (value === undefined) continue;
    if (key === 'count' && typeof value === 'number') out.push(scoreCount(visit, collection, value));
    else out.push(...scoreRecord(visit, collection, key, value));
  }
  return out;
}

/** Whom the visit serves at the end; a wrong one points at the identification that set it, else the last action. */
function scoreSession(visit: Visit, expected: SessionExpect): AssertionResult[] {
  const actual = visit.session.customer;
  const step = firstIdentification(visit)?.step ?? lastActionStep(visit);
  const out: AssertionResult[] = [];
  if (expected.customer !== undefined) {
    const message = `session.customer: expected ${expected.customer}, got ${actual ?? 'no identified customer'}`;
    out.push(result([...BASE, 'session', 'customer'], actual === expected.customer, message, step, expected.customer, actual));
  }
  if (expected.identified !== undefined) {
    const message = `session.identified: expected ${expected.identified}, got ${actual !== undefined}${actual === undefined ? '' : ` (${actual})`}`;
    out.push(result([...BASE, 'session', 'identified'], (actual !== undefined) === expected.identified, message, step, expected.identified, actual !== undefined));
  }
  return out;
}

export function scoreState(expect: StateExpect, visit: Visit): AssertionResult[] {
  const out: AssertionResult[] = [];
  if (expect.session !== undefined) out.push(...scoreSession(visit, expect.session));
  for (const collection of COLLECTIONS) {
    const expected = expect[collection];
    if (expected !== undefined) out.push(...scoreCollection(visit, collection, expected));
  }
  (expect.unchanged ?? []).forEach((collection, i) => out.push(scoreUnchanged(visit, collection, i)));
  return out;
}

const WORLD: NodePath = ['expect', 'world'];

/** "orders.A1001.status: the reference's world has cancelled, this one pending". */
function describeDifference(d: WorldDifference): string {
  const where = formatPath(d.field);
  if (d.actual === undefined) return `${where}: the reference's world has ${show(d.reference)}, this one has none`;
  if (d.reference === undefined) return `${where}: this world has ${show(d.actual)}, the reference's has none`;
  return `${where}: the reference's world has ${show(d.reference)}, this one ${show(d.actual)}`;
}

/** The write that made a difference (a record the trial wrote), or the last thing the agent did. */
function differenceStep(visit: Visit, d: WorldDifference): number | undefined {
  const id = d.field[1];
  return (typeof id === 'string' ? writeTouching(visit, id)?.step : undefined) ?? lastActionStep(visit);
}

/**
 * One assertion per difference, each naming its field (`state.world.orders.A1001.status`), so the
 * report lists the diff line by line; one passing `state.world` when the worlds agree.
 */
export function scoreWorld(expect: WorldExpect, visit: Visit, reference: WorldSnapshot, served?: Visit['session']): AssertionResult[] {
  const ignore = [...DEFAULT_WORLD_IGNORE, ...worldIgnores(expect)];
  const diffs = worldDifferences(reference, visit.final, visit.initial, ignore);
  // Whom the visit served is part of where it ended: a visit that identified someone else ended elsewhere.
  if (served !== undefined && served.customer !== visit.session.customer && !ignoreMatcher(ignore)(['session', 'customer'])) {
    diffs.unshift({ field: ['session', 'customer'], reference: served.customer, actual: visit.session.customer });
  }
  if (diffs.length === 0) return [pass({ dimension: 'state', assertion: 'state.world', path: WORLD })];
  return diffs.map((d) =>
    fail(
      { dimension: 'state', assertion: `state.world.${formatPath(d.field)}`, path: WORLD, expected: d.reference, actual: d.actual },
      describeDifference(d),
      differenceStep(visit, d),
    ),
  );
}

async function scoreWorldOf(ctx: GradeContext, expect: WorldExpect): Promise<AssertionResult[]> {
  const base = { dimension: 'state' as const, assertion: 'state.world', path: WORLD };
  if (!ctx.referenceWorld) return [unjudged(base, 'no_reference_world', 'the final world has no reference world to be compared with here')];
  const reference = await ctx.referenceWorld();
  if ('problem' in reference) return [unjudged(base, 'no_reference_world', `the reference does not play, so there is no world to compare with: ${reference.problem}`)];
  return scoreWorld(expect, ctx.visit, reference.world, reference.session);
}

export const stateScorer: Scorer<'state'> = {
  dimension: 'state',
  applies: (c) => c.data.expect.state !== undefined || worldOf(c.data) !== undefined,
  score(ctx) {
    const { state } = ctx.case.data.expect;
    const world = worldOf(ctx.case.data);
    const out = state ? scoreState(state, ctx.visit) : [];
    // Synchronous unless the case compares whole worlds: most cases never wait for a reference.
    return world === undefined ? out : scoreWorldOf(ctx, world).then((w) => [...out, ...w]);
  },
};
