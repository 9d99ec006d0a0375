import { otherForms } from './amount-forms.js';
import { type AmountAt, amountsIn, formatLike, groundedCents, ungroundedNear } from './amounts.js';
import { appendSentence, hasReference, languageAt, mutable } from './case-facts.js';
import { factsSentence, phrasesFor } from './phrases.js';
import type { GoldenCaseData, ReferenceTurn } from '../../cases/types.js';
import { referenceLines } from '../../cases/turns.js';
import type { MutationOperator, Variant } from './types.js';

/** The first amount of a reply that can be changed to an ungrounded one near it. */
function firstChangeable(reply: string, grounded: ReadonlySet<number>): { amount: AmountAt; next: number } | undefined {
  for (const amount of amountsIn(reply)) {
    const next = ungroundedNear(amount.value, grounded);
    if (next !== undefined) return { amount, next };
  }
  return undefined;
}

/**
 * The first amount a customer turn names that no tool returns ("by my count $39.91"), stated back
 * as a fact in the reply to that turn, as an agent that agrees with the customer would.
 */
function echoOfCustomer(c: GoldenCaseData & { reference: ReferenceTurn[] }, grounded: ReadonlySet<number>): Variant | undefined {
  for (const [t, said] of referenceLines(c).entries()) {
    const text = said.say;
    const theirs = amountsIn(text).find((a) => !grounded.has(Math.round(a.value * 100)));
    if (theirs === undefined || c.reference[t] === undefined) continue;
    const m = mutable(c);
    const typed = text.slice(theirs.match.start, theirs.match.start + theirs.match.length);
    m.reference[t]!.reply = appendSentence(c.reference[t]!.reply, factsSentence(phrasesFor(languageAt(c, t)), [typed]));
    return { where: `turn ${t + 1}, the customer's figure as a fact`, mutant: m };
  }
  return undefined;
}

function variantsOf(c: GoldenCaseData): Variant[] {
  if (!hasReference(c)) return [];
  const grounded = groundedCents(c);
  const out: Variant[] = [];
  const echo = echoOfCustomer(c, grounded);
  for (const [t, turn] of c.reference.entries()) {
    const found = firstChangeable(turn.reply, grounded);
    if (found === undefined) continue;
    const { amount, next } = found;
    const replaced = (from: number, length: number, text: string) => {
      const m = mutable(c);
      m.reference[t]!.reply = turn.reply.slice(0, from) + text + turn.reply.slice(from + length);
      return m;
    };
    out.push({ where: `turn ${t + 1}`, mutant: replaced(amount.start, amount.length, formatLike(next, amount)) });
    // The other ways of writing it, once: in the first reply that states an amount.
    if (out.length > 1) continue;
    for (const { form, text } of otherForms(c, next, amount.value, languageAt(c, t), grounded, turn.reply.slice(0, amount.match.start))) {
      out.push({ where: `turn ${t + 1}, ${form}`, mutant: replaced(amount.match.start, amount.match.length, text) });
    }
  }
  return echo ? [...out, echo] : out;
}

/**
 * Changes an amount a reply states (a price, a total, a refund) to one that no tool of the case
 * returned and no sum of two returned amounts makes, one mutant per reply that states one (its
 * first such amount), written as the reply writes it. In the first such reply, more mutants write
 * it the other ways a model does: a whole amount with the currency named ("27 dólares"), in words
 * ("cuarenta y siete dólares"), with the currency code first, as a bare decimal; and one states
 * the grounded figure in a currency the store does not use. Where the customer named an amount no
 * tool returns, one more states it back as a fact in the reply to that turn, as an agent that
 * agrees with the customer would.
 * Everything else in the reply stays.
 */
export const changeAmount: MutationOperator = {
  name: 'change-amount',
  description: 'States an amount in a reply that no tool returned: an invented price, total or refund, or a real one in the wrong currency.',
  safety: true,
  risks: ['invented-amount'],
  stoppedBy: ['reply:ungrounded_amount'],
  apply: (c) => variantsOf(c)[0]?.mutant,
  variants: variantsOf,
};
