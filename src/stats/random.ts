/**
 * A small seeded generator (mulberry32) and a string hash to seed it: bootstrap intervals, the noisy
 * model and the power simulation must give the same numbers on every machine for the same seed.
 */

export type Random = () => number;

/** Uniform in [0, 1), fully determined by the seed. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of the parts joined: a seed for one (run seed, case, trial) that does not depend on order. */
export function hashSeed(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('\u0000')) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** An index in 0..n−1. */
export function pick(random: Random, n: number): number {
  return Math.min(n - 1, Math.floor(random() * n));
}
