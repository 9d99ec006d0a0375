/**
 * Counting what the reading found (the Production Evals seed's error analysis): each reviewer's
 * current judgement per trial, modes after renames, the Pareto of failure modes and the
 * saturation curve. Pure: annotations in, numbers out.
 */
import { type Annotations, type HumanVerdict, type Judgement, type Rename, trialKey } from './annotations.js';

/** A reviewer's current judgement of a trial: its last line, placed in reading order by its first. */
export interface Current extends Judgement {
  /** Time of the reviewer's first judgement of the trial: when it was read. */
  firstTime: string;
}

/** The mode a judgement made at `time` has after every later rename (renames chain: a → b, then b → c). */
function renamed(mode: string, time: string, renames: readonly Rename[]): string {
  let out = mode;
  for (const r of [...renames].sort((a, b) => a.time.localeCompare(b.time))) {
    if (r.time >= time && out === r.from) out = r.to.trim();
  }
  return out;
}

/** Each reviewer's last judgement of each trial, modes renamed, in reading order (first judgement time, then file order). */
export function currentJudgements(a: Annotations): Current[] {
  const byKey = new Map<string, Current>();
  for (const j of a.judgements) {
    const key = `${trialKey(j)}@${j.reviewer}`;
    const earlier = byKey.get(key);
    byKey.set(key, { ...j, mode: renamed(j.mode, j.time, a.renames), firstTime: earlier?.firstTime ?? j.time });
  }
  const order = [...byKey.values()].map((c, i) => ({ c, i }));
  return order.sort((x, y) => x.c.firstTime.localeCompare(y.c.firstTime) || x.i - y.i).map((x) => x.c);
}

/** Modes in use, most used first (for completion). */
export function modesInUse(current: readonly Current[]): string[] {
  return paretoRows(current.filter((c) => c.mode !== '')).map((r) => r.mode);
}

export interface ParetoRow {
  mode: string;
  count: number;
  /** count / all counted judgements, 0..1. */
  share: number;
  /** Share of this mode and every larger one, 0..1. */
  cumulative: number;
}

function paretoRows(counted: readonly Current[]): ParetoRow[] {
  const counts = new Map<string, number>();
  for (const c of counted) counts.set(c.mode, (counts.get(c.mode) ?? 0) + 1);
  const total = counted.length;
  let running = 0;
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([mode, count]) => {
      running += count;
      return { mode, count, share: count / total, cumulative: running / total };
    });
}

/** The Pareto of failure modes: judged fail, with a mode; largest first, ties by name. */
export function pareto(current: readonly Current[]): ParetoRow[] {
  return paretoRows(current.filter((c) => c.verdict === 'fail' && c.mode !== ''));
}

/**
 * New modes per batch of `batch` judgements in reading order (every verdict counts as read; a
 * mode is new the first time any judgement carries it). The last batch may be short.
 */
export function saturation(current: readonly Current[], batch: number): number[] {
  if (!Number.isInteger(batch) || batch < 1) throw new RangeError(`batch must be a whole number from 1, got ${batch}`);
  const seen = new Set<string>();
  const out: number[] = [];
  for (let i = 0; i < current.length; i += batch) {
    let fresh = 0;
    for (const c of current.slice(i, i + batch)) {
      if (c.mode !== '' && !seen.has(c.mode)) {
        seen.add(c.mode);
        fresh += 1;
      }
    }
    out.push(fresh);
  }
  return out;
}

export type AutoVerdict = 'pass' | 'fail' | 'unjudged';
export const AUTO_VERDICTS: readonly AutoVerdict[] = ['pass', 'fail', 'unjudged'];

/** Rows: the automatic verdict; columns: the human one. `cells[auto][human]` counts judgements. */
export interface Agreement {
  name: string;
  cells: Record<AutoVerdict, Record<HumanVerdict, number>>;
  /** Judgements where one says pass and the other fail. */
  disagree: number;
  /** Judgements both judged (pass or fail each). */
  compared: number;
}

/** What the matrix needs of a trial: its verdict, and its verdict per graded dimension. */
export interface AutoFacts {
  verdict: AutoVerdict;
  dimensions: Record<string, AutoVerdict>;
}

const emptyCells = (): Agreement['cells'] => ({
  pass: { pass: 0, fail: 0, unsure: 0 },
  fail: { pass: 0, fail: 0, unsure: 0 },
  unjudged: { pass: 0, fail: 0, unsure: 0 },
});

function tally(name: string, pairs: readonly [AutoVerdict, HumanVerdict][]): Agreement {
  const cells = emptyCells();
  let disagree = 0;
  let compared = 0;
  for (const [auto, human] of pairs) {
    cells[auto][human] += 1;
    if (auto !== 'unjudged' && human !== 'unsure') {
      compared += 1;
      if (auto !== human) disagree += 1;
    }
  }
  return { name, cells, disagree, compared };
}

/**
 * Human verdicts against the gate's: the trial's verdict first, then each dimension's (a dimension
 * passes a trial when every assertion of it passed). A dimension that passes where reviewers say
 * fail is a grader that needs work.
 */
export function agreement(current: readonly Current[], facts: (c: Current) => AutoFacts | undefined): Agreement[] {
  const known = current.flatMap((c) => {
    const f = facts(c);
    return f ? [{ c, f }] : [];
  });
  const dims = [...new Set(known.flatMap(({ f }) => Object.keys(f.dimensions)))].sort();
  return [
    tally('trial', known.map(({ c, f }) => [f.verdict, c.verdict])),
    ...dims.map((d) => tally(d, known.flatMap(({ c, f }) => (f.dimensions[d] ? [[f.dimensions[d], c.verdict] as [AutoVerdict, HumanVerdict]] : [])))),
  ];
}
