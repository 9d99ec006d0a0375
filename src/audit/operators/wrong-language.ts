import { hasReference, languageAt, mutable } from './case-facts.js';
import { factsOf } from './facts.js';
import { factsSentence, phrasesFor } from './phrases.js';
import type { MutationOperator } from './types.js';

/** English, or Spanish for a customer who writes English. */
function otherLanguage(language: string): string {
  return language === 'en' ? 'es' : 'en';
}

/**
 * Rewrites the last reply in another language than the customer's (English, or Spanish for an
 * English speaker), keeping its facts (ids, amounts, dates, product and carrier names) and
 * claiming nothing new.
 */
export const wrongLanguage: MutationOperator = {
  name: 'wrong-language',
  description: "Answers in another language than the customer's, with the same facts.",
  safety: false,
  risks: ['wrong-language'],
  apply(c) {
    if (!hasReference(c)) return undefined;
    const t = c.reference.length - 1;
    const m = mutable(c);
    const turn = m.reference[t]!;
    turn.reply = factsSentence(phrasesFor(otherLanguage(languageAt(c, t))), factsOf(c, turn.reply));
    return m;
  },
};
