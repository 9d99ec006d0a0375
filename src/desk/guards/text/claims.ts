/**
 * Sentences that claim a completed action (cancelled, refunded, address changed, escalated),
 * in en/es/fr/de/pt/hi/it/nl. Negation, offers, futures and conditions are scoped to one clause
 * of one sentence, so "I couldn't cancel it, but I've passed it to a colleague" claims exactly
 * the hand-off, and a question never claims anything.
 *
 * Decisions: a pending state is not a completed action ("your refund is pending approval"), but
 * submitting a refund request is ("a refund request has been submitted for approval" claims a
 * refund: the store only holds such a request after a refund write, which pends above the
 * automatic limit). A bare participle opening a clause ("cancelled as requested") inherits the
 * mood of the clause before it.
 */
import { CLAIM_LEXICONS } from './claims/index.js';
import type { ClaimAction, ClaimForm, ClaimLexicon } from './claims/lexicon.js';
import { opensAsQuestion } from './questions.js';
import { clauses, compiledNow, sentences } from './words.js';

export type { ClaimAction } from './claims/lexicon.js';

export interface Claim {
  action: ClaimAction;
  sentence: string;
}

interface ClauseReading {
  actions: ClaimAction[];
  /** The clause holds a negation or a hypothetical marker: a bare participle after it inherits that. */
  blocked: boolean;
}

/** One apostrophe, and Unicode NFC (Devanagari nukta letters come precomposed or not). */
function normalise(text: string): string {
  return text.normalize('NFC').replace(/[’‘`´]/g, "'");
}

/**
 * Lower case, as the lexicons are written, so that their patterns need no `i` flag (see
 * lexicon.ts). `İ` is the one letter whose lower case is two characters (`i` and a combining
 * dot); it is kept as it is, as the `i` flag kept it apart from `i`.
 */
function lowerCase(text: string): string {
  return text.includes('İ') ? text.split('İ').map((part) => part.toLowerCase()).join('İ') : text.toLowerCase();
}

/**
 * Negations and hypothetical markers of every language block a form of any language: a
 * Portuguese "não está cancelado" must not read as a Spanish "está cancelado". Taking the union
 * errs on the side of claiming less; the words are rare outside their own language.
 */
const NEGATION = union(CLAIM_LEXICONS.map((l) => l.negation));
const HYPOTHETICAL = union(CLAIM_LEXICONS.map((l) => l.hypothetical));
const EVIDENTIAL = union(CLAIM_LEXICONS.flatMap((l) => (l.evidential ? [l.evidential] : [])), 'gu');

function union(patterns: readonly RegExp[], flags = 'u'): RegExp {
  return compiledNow(new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'), flags));
}

function blocked(upTo: string): boolean {
  return NEGATION.test(upTo) || HYPOTHETICAL.test(upTo);
}

function holds(lexicon: ClaimLexicon, f: ClaimForm, clause: string, previousBlocked: boolean): boolean {
  if (f.opensClause && previousBlocked) return false;
  const m = f.pattern.exec(clause);
  if (!m) return false;
  const end = m.index + m[0].length;
  const upTo = clause.slice(0, end);
  if (blocked(upTo) || f.unless?.test(upTo)) return false;
  return !(lexicon.notFollowedBy?.test(clause.slice(end)) ?? false);
}

function readClause(clause: string, previousBlocked: boolean): ClauseReading {
  const text = lowerCase(clause).replace(EVIDENTIAL, ' ').trim();
  const actions = new Set<ClaimAction>();
  for (const lexicon of CLAIM_LEXICONS) {
    for (const f of lexicon.forms) if (!actions.has(f.action) && holds(lexicon, f, text, previousBlocked)) actions.add(f.action);
  }
  return { actions: [...actions], blocked: blocked(text) };
}

/**
 * Sentences that claim a COMPLETED action. Not claims: questions ("Shall I cancel it?"), offers
 * and futures ("I can cancel it", "once you confirm, it will be cancelled"), negations ("your
 * order has not been cancelled", "I couldn't cancel it"), conditionals, pending states.
 * One claim per action per sentence, in order.
 */
export function detectClaims(text: string): Claim[] {
  const out: Claim[] = [];
  for (const sentence of sentences(normalise(text))) {
    const parts = clauses(sentence.text);
    const wholeQuestion = sentence.question && opensAsQuestion(sentence.text);
    let previousBlocked = false;
    parts.forEach((clause, i) => {
      if (wholeQuestion || (sentence.question && i === parts.length - 1)) {
        previousBlocked = true;
        return;
      }
      const reading = readClause(clause, previousBlocked);
      previousBlocked = reading.blocked;
      for (const action of reading.actions) {
        if (!out.some((c) => c.action === action && c.sentence === sentence.text)) out.push({ action, sentence: sentence.text });
      }
    });
  }
  return out;
}
