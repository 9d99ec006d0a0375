/**
 * A function's results kept by argument, for the life of one grading: a check makes one when it
 * starts on a visit and lets it go when it returns, so nothing grows across trials.
 */
export function memoized<K, V>(fn: (key: K) => V): (key: K) => V {
  const seen = new Map<K, V>();
  return (key) => {
    if (seen.has(key)) return seen.get(key) as V;
    const value = fn(key);
    seen.set(key, value);
    return value;
  };
}
