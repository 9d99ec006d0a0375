/**
 * `definedOf(o, keys)`: a new object with those of `keys` whose value in `o` is not undefined, in
 * that order. An optional property stays absent rather than present as undefined (the shape
 * `exactOptionalPropertyTypes` and JSON.stringify both want), without a `...(x ? { x } : {})` each.
 */
export function definedOf<T extends object, K extends keyof T>(o: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) if (o[key] !== undefined) out[key] = o[key];
  return out;
}
