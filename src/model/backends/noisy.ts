/**
 * `noisy:<rate>`: the reference model with seeded mistakes, to exercise trials, flakiness, the
 * per-case gate, the baseline comparison and the gate's power offline. Each trial draws, from the
 * run's seed, the case and the trial number, whether it goes wrong (with probability `rate`, or the
 * case's category's own rate) and then which of the audit's mutation operators it plays: a real
 * failure an agent makes, through the real desk and graders. The same seed gives the same run.
 */
import type { GoldenCaseData, LoadedCase } from '../../cases/types.js';
import { loadPrompts, type Prompts } from '../../desk/prompts.js';
import type { Visit } from '../../desk/types.js';
import { runVisit } from '../../desk/visit.js';
import { UsageError } from '../../errors.js';
import { OPERATORS, type MutationOperator } from '../../audit/operators/index.js';
import { hashSeed, seededRandom } from '../../stats/random.js';
import type { Model, ModelProvider } from '../types.js';
import { referenceAnswer, referenceProvider } from './reference.js';

export interface NoiseSpec {
  /** Chance that a trial goes wrong, 0..1. */
  rate: number;
  /** A category's own chance, winning over `rate`. */
  byCategory: Record<string, number>;
}

const HINT = 'Write it as noisy:<rate>[,<category>=<rate>...], rates from 0 to 1, e.g. noisy:0.1 or noisy:0,refunds=0.5';

function rateOf(text: string, what: string): number {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n) || n < 0 || n > 1) {
    throw new UsageError('usage/model-spec', `the model spec's ${what} must be a number from 0 to 1, got '${text}'`, HINT);
  }
  return n;
}

/** `0.1` or `0.1,refunds=0.5,handoff=0`. */
export function parseNoise(rest: string): NoiseSpec {
  const [first, ...more] = rest.split(',').map((p) => p.trim());
  if (!first) throw new UsageError('usage/model-spec', "the model spec 'noisy:' names no rate", HINT);
  const byCategory: Record<string, number> = {};
  for (const part of more) {
    const [category, value, extra] = part.split('=');
    if (!category || value === undefined || extra !== undefined) throw new UsageError('usage/model-spec', `the model spec part '${part}' is not <category>=<rate>`, HINT);
    byCategory[category.trim()] = rateOf(value, `rate of ${category.trim()}`);
  }
  return { rate: rateOf(first, 'rate'), byCategory };
}

/** One mistake a noisy trial can make: an operator's mutant of the case's reference. */
export interface Mistake {
  operator: string;
  where?: string;
  data: GoldenCaseData;
}

/**
 * Every mutant the operators make of a case, each place an operator can put its failure counted
 * once. `played` is the reference's own visit: operators read from it what the store really
 * created, as they do in the audit.
 */
export function mistakesOf(data: GoldenCaseData, played?: Visit, operators: readonly MutationOperator[] = OPERATORS): Mistake[] {
  const same = JSON.stringify(data);
  const out: Mistake[] = [];
  for (const o of operators) {
    const made = o.variants ? o.variants(data, played) : [{ mutant: o.apply(data, played), where: undefined }];
    for (const { mutant, where } of made as { mutant: GoldenCaseData | undefined; where?: string }[]) {
      if (mutant && JSON.stringify(mutant) !== same) out.push({ operator: o.name, ...(where !== undefined ? { where } : {}), data: mutant });
    }
  }
  return out;
}

/** Whether a trial goes wrong, and a number in [0, 1) that picks its mistake. Pure: the seed decides. */
function noiseRoll(spec: NoiseSpec, seed: number, data: GoldenCaseData, trial: number): { wrong: boolean; pick: number } {
  const random = seededRandom(hashSeed('noisy', seed, data.id, trial));
  const rate = spec.byCategory[data.category] ?? spec.rate;
  const wrong = random() < rate;
  return { wrong, pick: random() };
}

/** What one trial plays: the reference, or one mistake. A case no operator applies to has none to make. */
function chooseMistake(roll: { wrong: boolean; pick: number }, mistakes: readonly Mistake[]): Mistake | undefined {
  if (!roll.wrong || mistakes.length === 0) return undefined;
  return mistakes[Math.min(mistakes.length - 1, Math.floor(roll.pick * mistakes.length))];
}

/** The reference played once through the desk, for the operators that read what really happened. */
async function referenceVisit(c: LoadedCase, prompts: Prompts): Promise<Visit | undefined> {
  try {
    return await runVisit({ case: c.data, model: referenceProvider().forTrial({ case: c, trial: 1 }), prompts });
  } catch {
    // A reference that does not play has no visit; the operators then read the YAML alone.
    return undefined;
  }
}

export interface NoisyProvider extends ModelProvider {
  /** The mistake the trial plays, or undefined for the reference. */
  mistakeFor(c: LoadedCase, trial: number): Promise<Mistake | undefined>;
}

/** What a run on `noisy:<rate>` exercised: the reference's kind, since no model answered. */
const NOISY_STATEMENT =
  "replays each case's reference with seeded mistakes (the audit's mutation operators) through the desk's tools, guards and graders; prompts and model behaviour are not exercised";

export function noisyProvider(spec: NoiseSpec, seed: number, id: string): NoisyProvider {
  const settings = { seed, noise: spec.rate, ...(Object.keys(spec.byCategory).length > 0 ? { noiseByCategory: spec.byCategory } : {}) };
  let prompts: Prompts | undefined;
  // Each case's mistakes, found once per run (the reference is played once, not per trial).
  const mistakes = new Map<string, Promise<Mistake[]>>();
  const mistakesFor = (c: LoadedCase): Promise<Mistake[]> => {
    let found = mistakes.get(c.data.id);
    if (!found) {
      prompts ??= loadPrompts();
      found = referenceVisit(c, prompts).then((visit) => mistakesOf(c.data, visit));
      mistakes.set(c.data.id, found);
    }
    return found;
  };
  const mistakeFor = async (c: LoadedCase, trial: number): Promise<Mistake | undefined> => {
    const roll = noiseRoll(spec, seed, c.data, trial);
    return roll.wrong ? chooseMistake(roll, await mistakesFor(c)) : undefined;
  };
  return {
    id,
    settings,
    exercises: 'reference',
    exercisesNote: NOISY_STATEMENT,
    mistakeFor,
    forTrial({ case: c, trial }): Model {
      let drawn: Promise<Mistake | undefined> | undefined;
      return {
        id,
        settings,
        async complete(request) {
          const mistake = await (drawn ??= mistakeFor(c, trial));
          // The transcript names the mistake: each model step says `noisy:<operator>`.
          const model = mistake ? `noisy:${mistake.operator}` : 'reference';
          return { ...referenceAnswer(mistake?.data ?? c.data, request), model };
        },
      };
    },
  };
}
