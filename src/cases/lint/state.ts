/** `expect.state` ids must name a given record, or one the visit creates (R1, T1, P1, ...). */
import type { Finding } from '../finding.js';
import { didYouMean } from '../suggest.js';
import { formatPath } from '../types.js';
import { dig, idsOf, list, record, text } from './access.js';
import type { LintRule } from './rule.js';

interface StateCollection {
  noun: string;
  /** Where its ids are given, if anywhere. */
  given?: { collection: string; key: string };
  /** Ids the visit creates, deterministic within a visit. */
  created?: { pattern: RegExp; example: string };
}

const STATE_COLLECTIONS: Readonly<Record<string, StateCollection>> = {
  orders: { noun: 'order', given: { collection: 'orders', key: 'id' } },
  customers: { noun: 'customer', given: { collection: 'customers', key: 'id' } },
  products: { noun: 'product', given: { collection: 'products', key: 'sku' } },
  refunds: { noun: 'refund', given: { collection: 'refunds', key: 'id' }, created: { pattern: /^R[1-9]\d*$/, example: 'R1, R2, ...' } },
  tickets: { noun: 'ticket', given: { collection: 'tickets', key: 'id' }, created: { pattern: /^T[1-9]\d*$/, example: 'T1, T2, ...' } },
  proposals: { noun: 'proposal', created: { pattern: /^P[1-9]\d*$/, example: 'P1, P2, ...' } },
};

export const unknownStateIds: LintRule = ({ data }) =>
  Object.entries(STATE_COLLECTIONS).flatMap(([name, spec]) => {
    const expected = record(dig(data, 'expect', 'state', name));
    if (!expected) return [];
    const given = spec.given ? idsOf(data, spec.given.collection, spec.given.key) : new Set<string>();
    return Object.keys(expected)
      .filter((id) => id !== 'count' && !given.has(id) && !spec.created?.pattern.test(id))
      .map((id): Finding => {
        const path = ['expect', 'state', name, id];
        return { code: 'UNKNOWN_STATE_ID', path, at: 'key', message: `${formatPath(path)}: ${why(id, spec, given)}` };
      });
  });

function why(id: string, spec: StateCollection, given: Set<string>): string {
  const hint = didYouMean(id, [...given, 'count']);
  if (!spec.given) return `no ${spec.noun} ${id}: ${spec.noun}s are created by the visit as ${spec.created?.example}${hint}`;
  const created = spec.created ? `, and not an id the visit creates (${spec.created.example})` : '';
  return `no ${spec.noun} ${id} in given.${spec.given.collection}${created}${hint}`;
}

/**
 * `expect.world.ignore` paths must name a record the world can hold: an ignore of a mistyped id
 * ignores nothing, so the case is stricter than its writer meant. A warning: it means the same.
 */
export const unknownWorldIgnores: LintRule = ({ data }) =>
  list(record(dig(data, 'expect', 'world'))?.['ignore']).flatMap((pattern, i): Finding[] => {
    const [collection, id] = (text(pattern) ?? '').split('.');
    const spec = collection === undefined ? undefined : STATE_COLLECTIONS[collection];
    if (spec === undefined || id === undefined || id === '*') return [];
    const given = spec.given ? idsOf(data, spec.given.collection, spec.given.key) : new Set<string>();
    if (given.has(id) || spec.created?.pattern.test(id)) return [];
    const path = ['expect', 'world', 'ignore', i];
    return [{ code: 'UNKNOWN_WORLD_IGNORE', path, at: 'value', severity: 'warning', message: `${formatPath(path)}: "${String(pattern)}" ignores nothing: ${why(id, spec, given)}` }];
  });
