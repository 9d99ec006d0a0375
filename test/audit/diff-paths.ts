/** Leaf paths where two JSON values differ, e.g. `reference[0].calls[1].args.order_id`. */
export function diffPaths(a: unknown, b: unknown, path = ''): string[] {
  if (Object.is(a, b)) return [];
  if (Array.isArray(a) && Array.isArray(b)) {
    const out: string[] = [];
    for (let i = 0; i < Math.max(a.length, b.length); i += 1) out.push(...diffPaths(a[i], b[i], `${path}[${i}]`));
    return out;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    const out: string[] = [];
    for (const k of keys) {
      out.push(...diffPaths((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], path === '' ? k : `${path}.${k}`));
    }
    return out;
  }
  return [path];
}
