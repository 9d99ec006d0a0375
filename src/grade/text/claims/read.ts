/**
 * Finds the claims of completed actions in a reply: "I've cancelled your order", "Pedido A1001
 * cancelado", "Ihr Anliegen wurde an einen Kollegen weitergeleitet". Not claims: questions,
 * offers, futures, negations ("I have cancelled nothing yet"), conditions, also when a condition
 * opens the sentence and the claim comes in a later clause ("If you confirm, it is cancelled right
 * away") or a later sentence that continues it ("Then it's cancelled"), and the customer's words
 * reported back ("You said your order was cancelled").
 */
import { CLAIM_LEXICONS } from './lexicons/index.js';
import { anyOf, re } from './pattern.js';
import { languagesOf, type Scoping, scopingFor } from './scope.js';
import { type Clause, sentences, type Sentence } from './segment.js';
import type { Claim, ClaimAction, ClaimForm, ClaimLexicon, ClaimStance, Language } from './types.js';

/** What a clause says about the clauses after it. */
interface Mood {
  negated: boolean;
  hypothetical: boolean;
  /** The clause holds a claim in the agent's own voice (for an elliptic "and refunded the $25.00"). */
  act: boolean;
}

interface SentenceContext {
  sentence: Sentence;
  index: number;
  languages: Language[];
  scoping: Scoping;
  /** A hypothetical carried in from the sentence before ("Shall I? Then it's cancelled."). */
  carriedIn: boolean;
  /** A completion word stood before ("Done. Order A1001 is cancelled."). */
  news: boolean;
  /** The reply offers to act: its futures are what would follow a yes. */
  offering: boolean;
}

const QUESTION_OPENERS = CLAIM_LEXICONS.map((l) => l.question);
const OFFERS = CLAIM_LEXICONS.map((l) => l.offer);
const CONSEQUENCE = CLAIM_LEXICONS.map((l) => l.consequence);
/** "Here's what happens if you confirm:", "If you say yes, two things happen." */
const ANNOUNCES = /(?:(?:here's|here\s+is|this\s+is|that's)\s+what\s+(?:will\s+)?happens|what\s+will\s+happen|the\s+following\s+(?:will\s+)?happens?|(?:two|three|a\s+few)\s+things\s+(?:will\s+)?happen|lo\s+que\s+(?:pasa|pasará|sucederá)|ce\s+qui\s+(?:se\s+passe|se\s+passera|va\s+se\s+passer)|was\s+(?:dann\s+)?passiert|o\s+que\s+(?:acontece|vai\s+acontecer)|cosa\s+(?:succede|succederà)|wat\s+er\s+(?:dan\s+)?gebeurt|क्या\s+होगा)(?![\p{L}])|:$/u;

export interface Reading {
  sentences: Sentence[];
  claims: Claim[];
}

export function readClaims(text: string): Claim[] {
  return readReply(text).claims;
}

/** The reply cut into sentences and clauses, and the claims found in them. */
export function readReply(text: string): Reading {
  const out: Claim[] = [];
  const all = sentences(text);
  const offering = all.some((s) => s.question && OFFERS.some((o) => o.test(openingOf(s))));
  let carry = false;
  let news = false;
  let announced = false;
  all.forEach((sentence, index) => {
    const first = sentence.clauses[0]?.lower ?? '';
    const languages = languagesOf(sentence.text.toLowerCase());
    const scoping = scopingFor(languages);
    const carriedIn = announced || (carry && CONSEQUENCE.some((c) => c.test(first)));
    const ctx: SentenceContext = { sentence, index, languages, scoping, carriedIn, news, offering };
    const { claims, hypothetical, completionOnly } = readSentence(ctx);
    out.push(...claims);
    carry = hypothetical || sentence.question;
    news = completionOnly;
    if (sentence.question || sentence.clauses.length === 0) announced = false;
    else if (hypothetical && ANNOUNCES.test(sentence.text.toLowerCase().trim())) announced = true;
  });
  return { sentences: all, claims: out };
}

/** The first clause of a sentence, without opening marks. */
function openingOf(sentence: Sentence): string {
  return sentence.clauses[0]?.lower.replace(/^[¿¡"'«]+/u, '') ?? '';
}

/** Index of the first clause inside the question: all of it when it opens as one, else its last clause. */
function questionFrom(sentence: Sentence): number {
  if (!sentence.question) return Infinity;
  const first = openingOf(sentence);
  if (sentence.text.startsWith('¿') || QUESTION_OPENERS.some((q) => q.test(first))) return 0;
  const last = sentence.clauses.findLastIndex((c) => c.joinedBy !== 'paren');
  return Math.max(0, last);
}

function readSentence(ctx: SentenceContext): { claims: Claim[]; hypothetical: boolean; completionOnly: boolean } {
  const { sentence, scoping } = ctx;
  const claims: Claim[] = [];
  const askedFrom = questionFrom(sentence);
  let conditionCarry = ctx.carriedIn;
  let reportedCarry = false;
  let news = ctx.news;
  let previous: Mood = { negated: false, hypothetical: ctx.carriedIn, act: false };
  let anyHypothetical = ctx.carriedIn;
  let completionOnly = sentence.clauses.length > 0;
  sentence.clauses.forEach((clause, ci) => {
    if (clause.joinedBy === 'semicolon' || clause.joinedBy === 'dash' || clause.joinedBy === 'contrast') conditionCarry = false;
    if (clause.joinedBy === 'semicolon' || clause.joinedBy === 'contrast') reportedCarry = false;
    const lower = stripEvidential(clause.lower);
    if (scoping.completion.test(lower)) {
      news = true;
      previous = { negated: false, hypothetical: false, act: false };
      return;
    }
    completionOnly = false;
    const next = sentence.clauses[ci + 1];
    const conditionAfter = next !== undefined && next.joinedBy === 'comma' && opensWithCondition(next.lower, scoping);
    const own = {
      negated: scoping.negation.test(lower),
      condition: scoping.condition.test(lower),
      modal: scoping.modal.test(lower) || scoping.future.test(lower),
      reported: scoping.reported.test(lower),
    };
    const relative = scoping.relative.test(lower);
    const inherited = conditionCarry || (relative && previous.hypothetical) || reportedCarry || ci >= askedFrom || conditionAfter;
    const found = inherited ? [] : claimsOf(ctx, clause, lower, ci, ellipticAfter(clause, ci, previous), news);
    claims.push(...found);
    if (own.condition) conditionCarry = true;
    if (own.reported) reportedCarry = true;
    const hypothetical = own.condition || own.modal || inherited;
    anyHypothetical ||= hypothetical;
    previous = { negated: own.negated, hypothetical, act: found.some((c) => c.stance === 'act') };
  });
  return { claims, hypothetical: anyHypothetical, completionOnly };
}

/**
 * What a verbless clause takes from the clause before it, when "and" or a comma joins them: "your
 * order will be cancelled and refunded" claims nothing, "I've cancelled it and refunded the
 * $25.00" claims both in the agent's voice. Undefined when nothing is inherited.
 */
function ellipticAfter(clause: Clause, ci: number, previous: Mood): Mood | undefined {
  if (ci === 0 || (clause.joinedBy !== 'and' && clause.joinedBy !== 'comma')) return undefined;
  return previous;
}

function opensWithCondition(lower: string, scoping: Scoping): boolean {
  const m = scoping.condition.exec(lower);
  return m !== null && m.index <= 1;
}

/**
 * Words that make a claim about every order in view ("both orders", "ambos pedidos", "दोनों
 * ऑर्डर"), in the supported languages; "both mugs" is about items, not orders.
 */
const COLLECTIVE = re(`${anyOf(`both (?:orders|of them|of your orders|of the orders|are|were|have|has) | all (?:of )?(?:your|the) orders | all of them
  | ambos (?:pedidos|están|fueron|han|foram|estão) | los dos pedidos | todos los pedidos | les deux(?: commandes)? | toutes les commandes
  | beide bestellungen | beide sind | beide wurden | alle bestellungen | os dois pedidos | todos os pedidos | entrambi gli ordini | entrambi sono
  | tutti e due gli ordini | tutti gli ordini | beide bestellingen | beide zijn | allebei | alle bestellingen | दोनों | dono`)}`);

const EVIDENTIAL = CLAIM_LEXICONS.flatMap((l) => (l.evidential ? [l.evidential] : []));

/** "I can confirm that your order is cancelled" reads as "your order is cancelled". */
function stripEvidential(lower: string): string {
  let out = lower;
  for (const e of EVIDENTIAL) out = out.replace(e, ' ');
  return out.replace(/^[\s¡¿"'«]+/u, '').replace(/\s+/gu, ' ').trim();
}

/** A lexicon's forms in their order, cut where the action changes: a run whose action has no cue in a clause is skipped whole. */
interface FormRun {
  action: ClaimAction;
  forms: ClaimForm[];
}

function runsOf(forms: readonly ClaimForm[]): FormRun[] {
  const runs: FormRun[] = [];
  for (const form of forms) {
    const last = runs.at(-1);
    if (last !== undefined && last.action === form.action) last.forms.push(form);
    else runs.push({ action: form.action, forms: [form] });
  }
  return runs;
}

const FORM_RUNS: readonly { lexicon: ClaimLexicon; runs: FormRun[] }[] = CLAIM_LEXICONS.map((lexicon) => ({ lexicon, runs: runsOf(lexicon.forms) }));

function claimsOf(ctx: SentenceContext, clause: Clause, lower: string, ci: number, previous: Mood | undefined, news: boolean): Claim[] {
  const out: Claim[] = [];
  for (const { lexicon, runs } of FORM_RUNS) {
    const cued = new Map<ClaimAction, boolean>();
    const hasCue = (action: ClaimAction): boolean => cued.get(action) ?? cued.set(action, lexicon.cues[action].test(lower)).get(action) === true;
    for (const run of runs) {
      if (!hasCue(run.action)) continue;
      for (const form of run.forms) {
        const stance = formHolds(ctx, lexicon, form, lower, previous, news);
        if (stance === undefined) continue;
        const outcome = form.outcome ?? 'done';
        const same = out.find((c) => c.action === form.action);
        if (same) {
          if (outcome === 'requested') same.outcome = 'requested';
          if (stance === 'act') same.stance = 'act';
          continue;
        }
        const collective = COLLECTIVE.test(lower);
        out.push({ action: form.action, outcome, stance, language: lexicon.language, clause: clause.text, sentence: ctx.sentence.text, collective, sentenceIndex: ctx.index, clauseIndex: ci });
      }
    }
  }
  // "Your default address has been updated" also reads as an address change; it is the account's, not an order's.
  return out.some((c) => c.action === 'set_default_address') ? out.filter((c) => c.action !== 'change_address') : out;
}

/** The stance of the claim when the form holds in the clause, else undefined. */
function formHolds(ctx: SentenceContext, lexicon: ClaimLexicon, form: ClaimForm, lower: string, previous: Mood | undefined, news: boolean): ClaimStance | undefined {
  const m = form.pattern.exec(lower);
  if (!m) return undefined;
  const s = scopingFor([lexicon.language, ...ctx.languages]);
  const end = m.index + m[0].length;
  const upTo = lower.slice(0, end);
  const after = lower.slice(end);
  if (s.negation.test(upTo) || s.negationAfter.test(after)) return undefined;
  if (s.modal.test(upTo) || (!form.future && s.future.test(upTo))) return undefined;
  if (form.future && ctx.offering) return undefined;
  if (s.condition.test(lower) || s.reported.test(upTo) || s.notFollowedBy.test(after)) return undefined;
  if (form.stance === 'state' && s.generic.test(lower)) return undefined;
  const inherits = form.headline === true ? previous : undefined;
  if (inherits && (inherits.negated || inherits.hypothetical)) return undefined;
  const isNews = news || s.news.test(lower);
  if (form.needsNews && !isNews) return undefined;
  if (s.pastTime.test(lower)) return 'state';
  if (form.stance === 'act' || isNews || s.firstPerson.test(upTo) || inherits?.act === true) return 'act';
  return 'state';
}
