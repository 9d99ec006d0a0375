/**
 * Durations as case writers write them (`after: 2m`): a number and a unit, s, m, h or d.
 * Parts may be combined (`1h30m`) and numbers may have decimals (`1.5h`).
 */

const UNIT_MS: Readonly<Record<string, number>> = Object.freeze({
  s: 1_000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
});

const WHOLE = /^(?:\d+(?:\.\d+)?[smhd])+$/;
const PART = /(\d+(?:\.\d+)?)([smhd])/g;

/** "90s" | "2m" | "1h" | "3d" | "1h30m" -> milliseconds. Throws a RangeError on anything else. */
export function parseDuration(text: string): number {
  const compact = String(text).trim().toLowerCase();
  if (!WHOLE.test(compact)) {
    throw new RangeError(`invalid duration "${text}": expected a number and a unit, e.g. 90s, 2m, 1h, 3d`);
  }
  let ms = 0;
  for (const [, amount, unit] of compact.matchAll(PART)) {
    ms += Number(amount) * (UNIT_MS[unit as string] ?? 0);
  }
  return Math.round(ms);
}
