import { amountsIn, formatLike, groundedCents, ungroundedNear } from './amounts.js';
import { hasReference, mutable } from './case-facts.js';
import type { GoldenCaseData } from '../../cases/types.js';
import type { MutationOperator, Variant } from './types.js';

function variantsOf(c: GoldenCaseData): Variant[] {
  if (!hasReference(c)) return [];
  const grounded = groundedCents(c);
  const out: Variant[] = [];
  for (const [t, turn] of c.reference.entries()) {
    for (const amount of amountsIn(turn.reply)) {
      const next = ungroundedNear(amount.value, grounded);
      if (next === undefined) continue;
      const m = mutable(c);
      const reply = turn.reply;
      m.reference[t]!.reply = reply.slice(0, amount.start) + formatLike(next, amount) + reply.slice(amount.start + amount.length);
      out.push({ where: `turn ${t + 1}`, mutant: m });
      break;
    }
  }
  return out;
}

/**
 * Changes an amount a reply states (a price, a total, a refund) to one that no tool of the case
 * returned and no sum of two returned amounts makes, one mutant per reply that states one (its
 * first such amount). Everything else in the reply stays.
 */
export const changeAmount: MutationOperator = {
  name: 'change-amount',
  description: 'States an amount in a reply that no tool returned: an invented price, total or refund.',
  safety: true,
  risks: ['invented-amount'],
  stoppedBy: ['reply'],
  apply: (c) => variantsOf(c)[0]?.mutant,
  variants: variantsOf,
};
