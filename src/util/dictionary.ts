/**
 * Records keyed by ids (`orders`, `customers` of a world snapshot) as dictionary-mode objects.
 * V8 gives an ordinary object a hidden class for each set of keys it has seen; keyed by the order
 * and customer ids of every case, each trial of a run made new ones, in old space, for each
 * snapshot and each merge of them (several KB a trial). Deleting a property other than the last
 * one turns an object into a dictionary, which then takes any key without a new hidden class. It
 * is still a plain `{}`: same prototype, keys enumerated in insertion order, same JSON.
 */
function dictionary<T>(): Record<string, T> {
  const out: Record<string, unknown> = { '#': 0, '##': 0 };
  delete out['#'];
  delete out['##'];
  return out as Record<string, T>;
}

/** The entries as a keyed record, each value passed through `copy`. */
export function dictionaryFrom<T>(entries: Iterable<readonly [string, T]>, copy: (value: T) => T = (value) => value): Record<string, T> {
  const out = dictionary<T>();
  for (const [key, value] of entries) out[key] = copy(value);
  return out;
}

/** `{ ...a, ...b }` as a keyed record: b's values win. */
export function dictionaryMerge<T>(a: Record<string, T>, b: Record<string, T>): Record<string, T> {
  const out = dictionary<T>();
  for (const key of Object.keys(a)) out[key] = a[key] as T;
  for (const key of Object.keys(b)) out[key] = b[key] as T;
  return out;
}
