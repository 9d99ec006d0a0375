import { describe, expect, it } from 'vitest';
import { detectClaims } from '../../src/desk/guards/text/claims.js';
import { CLAIM_LEXICONS } from '../../src/desk/guards/text/claims/index.js';
import { compiledNow } from '../../src/desk/guards/text/words.js';

/** Every pattern of every claim lexicon, named for the failure message. */
const PATTERNS: [string, RegExp][] = CLAIM_LEXICONS.flatMap((lexicon) => [
  [`${lexicon.language} negation`, lexicon.negation],
  [`${lexicon.language} hypothetical`, lexicon.hypothetical],
  ...(lexicon.evidential ? ([[`${lexicon.language} evidential`, lexicon.evidential]] as [string, RegExp][]) : []),
  ...(lexicon.notFollowedBy ? ([[`${lexicon.language} notFollowedBy`, lexicon.notFollowedBy]] as [string, RegExp][]) : []),
  ...lexicon.forms.flatMap((form, i): [string, RegExp][] => [
    [`${lexicon.language} form ${i} (${form.action})`, form.pattern],
    ...(form.unless ? ([[`${lexicon.language} form ${i} unless`, form.unless]] as [string, RegExp][]) : []),
  ]),
]);

/** The literal text of a pattern: escapes (`\S`, `\u00C0`, `\p{L}`) and the Latin letter ranges removed. */
function literals(source: string): string {
  return source.replace(/\\(?:u[0-9A-Fa-f]{4}|[pP]\{[^}]*\}|.)/g, '').replace(/A-Za-z/g, '');
}

describe('claim lexicons are matched against lower-cased text', () => {
  it.each(PATTERNS)('%s is written in lower case and compiled without the i flag', (_name, pattern) => {
    expect(pattern.flags).not.toContain('i');
    expect(literals(pattern.source)).not.toMatch(/\p{Lu}/u);
  });

  it.each([
    ['YOUR ORDER A1001 HAS BEEN CANCELLED.', ['cancel_order']],
    ['Your Order Has Been Cancelled And Refunded.', ['cancel_order', 'refund']],
    ['I HAVE NOT CANCELLED IT.', []],
    ['Die Rückerstattung wurde veranlasst.', ['refund']],
    ['DIE ERSTATTUNG ÜBER 40,00 € WURDE VERANLASST.', ['refund']],
    ['Ihr Ticket wurde erstellt.', ['escalate']],
    ['SU PEDIDO HA SIDO CANCELADO.', ['cancel_order']],
    ['VOTRE COMMANDE A ÉTÉ ANNULÉE.', ['cancel_order']],
  ])('reads %j whatever its case', (reply, actions) => {
    expect(detectClaims(reply).map((c) => c.action)).toEqual(actions);
  });

  it('returns the sentence as written, not lower-cased', () => {
    expect(detectClaims('Your Order Has Been Cancelled.')).toEqual([{ action: 'cancel_order', sentence: 'Your Order Has Been Cancelled.' }]);
  });
});

describe('compiledNow', () => {
  it('returns the same pattern, matching as before, with no position left from its first run', () => {
    const pattern = /(?<![a-z])cancel(?:led)?/gu;
    expect(compiledNow(pattern)).toBe(pattern);
    expect(pattern.lastIndex).toBe(0);
    expect('Cancelled, cancelled'.match(pattern)).toEqual(['cancelled']);
  });
});
