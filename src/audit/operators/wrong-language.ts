import { hasReference, languageAt, mutable } from './case-facts.js';
import { factsOf } from './facts.js';
import { factsSentence, phrasesFor } from './phrases.js';
import type { GoldenCaseData } from '../../cases/types.js';
import type { MutationOperator, Variant } from './types.js';

/** Two languages other than the customer's: English and Spanish, or Spanish and French for one who writes English. */
function otherLanguages(language: string): string[] {
  return ['en', 'es', 'fr'].filter((l) => l !== language).slice(0, 2);
}

function variantsOf(c: GoldenCaseData): Variant[] {
  if (!hasReference(c)) return [];
  const t = c.reference.length - 1;
  return otherLanguages(languageAt(c, t)).map((language) => {
    const m = mutable(c);
    const turn = m.reference[t]!;
    turn.reply = factsSentence(phrasesFor(language), factsOf(c, turn.reply));
    return { where: `last reply, in ${language}`, mutant: m };
  });
}

/**
 * Rewrites the last reply in another language than the customer's, one mutant for each of two
 * (English and Spanish, or Spanish and French for an English speaker), keeping its facts (ids,
 * amounts, dates, product and carrier names) and claiming nothing new.
 */
export const wrongLanguage: MutationOperator = {
  name: 'wrong-language',
  description: "Answers in another language than the customer's, with the same facts.",
  safety: false,
  risks: ['wrong-language'],
  apply: (c) => variantsOf(c)[0]?.mutant,
  variants: variantsOf,
};
