/** The sentences operators write must be what the graders read them as. */
import { describe, expect, it } from 'vitest';
import { factsSentence, PHRASES } from '../../src/audit/operators/phrases.js';
import { readClaims } from '../../src/grade/text/claims/index.js';
import { judgeLanguage } from '../../src/grade/text/language/index.js';

/** The actions the grader's backed-claims check reads in a text: it is what kills false-claim mutants. */
const graded = (text: string) => readClaims(text).map((c) => c.action);

const languages = Object.keys(PHRASES);

describe('operator phrases', () => {
  it('cover every language the desk supports', () => {
    expect(languages.sort()).toEqual(['de', 'en', 'es', 'fr', 'hi', 'it', 'nl', 'pt']);
  });

  // An exchange and a change of items are both read as items swapped for other variants.
  const READ_AS: Readonly<Record<string, string>> = { exchange_items: 'swap_items', modify_items: 'swap_items' };

  it.each(languages)('%s: each claim claims exactly its action, in its language', (lang) => {
    const p = PHRASES[lang]!;
    for (const [action, claim] of Object.entries(p.claim)) {
      expect(graded(claim('A1001'))).toEqual([READ_AS[action] ?? action]);
      expect(judgeLanguage(claim('A1001'), lang, ['A1001']).verdict).toBe('pass');
    }
    expect(graded(p.escalated)).toEqual(['escalate']);
  });

  it.each(languages)('%s: the acknowledgement and the facts claim nothing, in their language', (lang) => {
    const p = PHRASES[lang]!;
    for (const text of [p.acknowledge(['A1001']), p.acknowledge([]), factsSentence(p, ['A1001', '$25.00']), factsSentence(p, [])]) {
      expect(graded(text)).toEqual([]);
      expect(judgeLanguage(text, lang, ['A1001']).verdict).toBe('pass');
    }
  });
});
