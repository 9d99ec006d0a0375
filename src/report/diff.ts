/** What a visit changed in the world: only the records that differ, field by field. */
import { COLLECTIONS, type CollectionName } from '../cases/types.js';
import type { WorldSnapshot } from '../desk/types.js';
import { jsonLine } from './format.js';

interface FieldChange {
  field: string;
  /** One-line JSON; '' when the record did not have the field. */
  before: string;
  after: string;
}

interface RecordChange {
  collection: CollectionName;
  id: string;
  change: 'added' | 'removed' | 'changed';
  fields: FieldChange[];
}

export interface WorldDiff {
  clock?: { before: string; after: string };
  records: RecordChange[];
}

type Fields = Record<string, unknown>;

function fieldChanges(before: Fields | undefined, after: Fields | undefined): FieldChange[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const out: FieldChange[] = [];
  for (const field of names) {
    const b = jsonLine(before?.[field]);
    const a = jsonLine(after?.[field]);
    if (a !== b) out.push({ field, before: b, after: a });
  }
  return out;
}

function collectionChanges(collection: CollectionName, before: Record<string, Fields>, after: Record<string, Fields>): RecordChange[] {
  const ids = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const out: RecordChange[] = [];
  for (const id of ids) {
    const fields = fieldChanges(before[id], after[id]);
    if (fields.length === 0) continue;
    const change = !(id in before) ? 'added' : !(id in after) ? 'removed' : 'changed';
    out.push({ collection, id, change, fields });
  }
  return out;
}

const records = (w: WorldSnapshot, name: CollectionName): Record<string, Fields> =>
  (w[name] ?? {}) as unknown as Record<string, Fields>;

export function diffWorlds(initial: WorldSnapshot, final: WorldSnapshot): WorldDiff {
  const changes = COLLECTIONS.flatMap((name) => collectionChanges(name, records(initial, name), records(final, name)));
  return { ...(initial.now !== final.now ? { clock: { before: initial.now, after: final.now } } : {}), records: changes };
}
