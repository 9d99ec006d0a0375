/**
 * The confirmation rule: is this customer turn a clear yes to the action just proposed?
 *
 * It errs towards "no". A missed yes costs one more question; a yes read into "no, don't"
 * cancels an order nobody wanted cancelled. So, in this order, a turn does not confirm when
 * it is empty, is sarcastic ("yeah right", "und ich bin der Kaiser"), asks a question ("?" or a
 * question word first; "why not?" is no question), negates ("no", "pas", "nahi") other than to
 * give a reason after a yes ("yes, I don't need it anymore"), asks to wait or stop, hedges or
 * sets a condition, turns to something else ("but", "instead"; a closing Dutch "maar" only
 * softens), wants to keep what would change or prefers something else, narrows the proposal
 * ("only the mug"), or names another order than the proposal's. Otherwise it confirms when it
 * holds a clear consent ("yes", "sí", "हाँ", "go ahead", "kar do"; verbs like "confirm" only when
 * they open their clause), or a weak one ("ok", "fine", "theek hai") in a short turn, and the turn
 * is not a long message with a yes buried in it.
 *
 * Languages: en, es, fr, de, pt, hi (Devanagari and romanised), it, nl; see confirmation/lexicon.
 */
import { primarySubtag } from '../../text/words.js';
import { confirmationLexicon } from './confirmation/lexicon/index.js';
import type { MarkerKind } from './confirmation/lexicon/types.js';
import { tokenize } from './confirmation/tokens.js';
import { hasKind, kindsOf, unitsOf, type Unit } from './confirmation/units.js';

export interface ConfirmationVerdict {
  confirmed: boolean;
  /** Why, naming the words that decided, e.g. `negation "no" (en)`: for the model and for a case writer. */
  reason: string;
}

/** What the rule may know of the proposal the turn answers. */
export interface ConfirmationContext {
  /** The proposal's order: a turn that names only other orders answers something else. */
  orderId?: string;
  /**
   * The customer's own language (their profile, not the model's guess): breaks a tie between the
   * languages the turn's words point to, so a language-bound word of a third language drops out.
   */
  language?: string;
}

/** A weak consent ("ok") counts only when at most this many other words come with it. */
const WEAK_MAX_OTHER_WORDS = 3;
/** A yes with more other words than this is buried in a message about something else. */
const MAX_OTHER_WORDS = 12;

const REFUSALS: readonly { kind: MarkerKind; why: string }[] = [
  { kind: 'hold', why: 'asks to wait or stop' },
  { kind: 'hedge', why: 'hedged or conditional' },
  { kind: 'contrast', why: 'turns to something else' },
  { kind: 'keep', why: 'wants to keep it or prefers something else' },
];

/** Is this customer turn a clear yes to the action just proposed? Multilingual and negation-aware. */
export function confirms(text: string, context: ConfirmationContext = {}): ConfirmationVerdict {
  const units = unitsOf(tokenize(text), confirmationLexicon(), context.language === undefined ? undefined : primarySubtag(context.language));
  const words = units.filter((u) => !u.boundary);
  const sarcastic = words.find((u) => hasKind(u, 'sarcasm')) ?? yeahRight(units);
  if (sarcastic !== undefined) return no(`sarcasm ${quote(sarcastic)}`);
  const asked = units.findIndex((u, i) => u.boundary && /[?¿]/.test(u.text) && !nextToIdiom(units, i));
  if (asked >= 0) return no('a question is not a yes ("?")');
  // A question word opening any clause asks, "?" or not ("Hmm, is that OK", "ji, kya yeh theek hai").
  const opener = openingUnits(units, onlyNeutral).find((u) => hasKind(u, 'question') && !hasKind(u, 'idiom'));
  if (opener !== undefined) return no(`opens like a question ${quote(opener)}`);
  const negation = words.find((u) => hasKind(u, 'no') && !givesReason(units, u));
  if (negation !== undefined) return no(`negation ${quote(negation)}`);
  for (const { kind, why } of REFUSALS) {
    const unit = words.find((u) => hasKind(u, kind));
    if (unit !== undefined) return no(`${why} ${quote(unit)}`);
  }
  const narrowing = units.find((u, i) => hasKind(u, 'limit') && !softensYes(units, i));
  if (narrowing !== undefined) return no(`narrows what was proposed ${quote(narrowing)}`);
  const other = otherOrder(words, context.orderId);
  if (other !== undefined) return no(`names order ${other.text.toUpperCase()}, not the proposal's ${context.orderId}`);
  return consentIn(units, words);
}

function consentIn(units: readonly Unit[], words: readonly Unit[]): ConfirmationVerdict {
  const strong = consents(units);
  const weak = words.filter((u) => hasKind(u, 'ok'));
  const others = words.filter(isOther).length;
  if (strong.length === 0 && weak.length === 0) return no('no clear yes in the turn');
  if (strong.length === 0 && others > WEAK_MAX_OTHER_WORDS) {
    return no(`${quote(weak[0] as Unit)} is only a weak yes and the turn says more (${others} other words)`);
  }
  if (others > MAX_OTHER_WORDS) return no(`a yes buried in a long message (${others} other words)`);
  return { confirmed: true, reason: `clear yes: ${[...strong, ...weak].map(quote).join(', ')}` };
}

/** "Yeah, right." with nothing after it: the comma splits the phrase, so it is looked for across it. */
function yeahRight(units: readonly Unit[]): Unit | undefined {
  const words = units.filter((u) => !u.boundary);
  const last = words.at(-1);
  const before = words.at(-2);
  return last?.text === 'right' && before !== undefined && ['yeah', 'yea', 'ya'].includes(before.text) ? last : undefined;
}

/**
 * The words reached while their clause is still open: from the turn's start or a punctuation mark,
 * each word up to and including the first that `keepsOpen` does not hold for.
 */
function openingUnits(units: readonly Unit[], keepsOpen: (unit: Unit) => boolean): Unit[] {
  const out: Unit[] = [];
  let open = true;
  for (const u of units) {
    if (u.boundary) open = true;
    else if (open) {
      out.push(u);
      open = keepsOpen(u);
    }
  }
  return out;
}

/** Only politeness and fillers: a word that leaves its clause open for a question word. */
const onlyNeutral = (u: Unit): boolean => isOnly(u, 'neutral');

/** Politeness or a weak consent: a word that leaves its clause open for a lead ("ok, go ahead"). */
function neutralOrOk(u: Unit): boolean {
  const kinds = kindsOf(u);
  return kinds.size > 0 && [...kinds].every((k) => k === 'neutral' || k === 'ok');
}

/** "why not?", "¿por qué no?": the question mark of an idiom that agrees. */
function nextToIdiom(units: readonly Unit[], i: number): boolean {
  const mark = (units[i] as Unit).text;
  const neighbour = mark.includes('¿') ? units[i + 1] : units[i - 1];
  return neighbour !== undefined && hasKind(neighbour, 'idiom');
}

/** A negation after a yes, in a clause about need or use, gives a reason: "sí, ya no lo necesito". */
function givesReason(units: readonly Unit[], negation: Unit): boolean {
  const at = units.indexOf(negation);
  const yesBefore = units.slice(0, at).some((u) => hasKind(u, 'yes') || hasKind(u, 'ok'));
  if (!yesBefore) return false;
  let start = at;
  while (start > 0 && !(units[start - 1] as Unit).boundary && !hasKind(units[start - 1] as Unit, 'yes')) start -= 1;
  let end = at;
  while (end < units.length && !(units[end] as Unit).boundary) end += 1;
  return units.slice(start, end).some((u) => hasKind(u, 'reason'));
}

/**
 * "only", "solo", "nur" narrow a proposal, but not when they soften the yes right after them ("solo
 * hazlo", "bas kar do"). Closing a clause they narrow too: "Yes, the mug only."
 */
function softensYes(units: readonly Unit[], i: number): boolean {
  const after = units[i + 1];
  return after !== undefined && (hasKind(after, 'yes') || hasKind(after, 'lead'));
}

/** A word shaped like the proposal's order id (A1001 -> A1002) that is not it. */
function otherOrder(words: readonly Unit[], orderId: string | undefined): Unit | undefined {
  if (orderId === undefined) return undefined;
  const own = orderId.toLowerCase();
  const shape = new RegExp(`^${shapeOf(own)}$`, 'u');
  const ids = words.filter((u) => shape.test(u.text));
  return ids.some((u) => u.text === own) ? undefined : ids[0];
}

/** Strong consents: `yes` anywhere, `lead` only when nothing but politeness or a weak consent precedes it in its clause. */
function consents(units: readonly Unit[]): Unit[] {
  const opening = new Set(openingUnits(units, neutralOrOk));
  return units.filter((u) => !u.boundary && (hasKind(u, 'yes') || (opening.has(u) && hasKind(u, 'lead'))));
}

function isOnly(unit: Unit, kind: MarkerKind): boolean {
  const kinds = kindsOf(unit);
  return kinds.size === 1 && kinds.has(kind);
}

/** Content that is no marker at all (a question word that does not open the turn is content too; a reason too). */
function isOther(unit: Unit): boolean {
  return unit.entries.every((e) => e.kind === 'question' || e.kind === 'reason');
}

function quote(unit: Unit): string {
  const langs = [...new Set(unit.entries.map((e) => e.lang).filter((l) => l !== ''))];
  return langs.length === 1 ? `"${unit.text}" (${langs[0]})` : `"${unit.text}"`;
}

function no(reason: string): ConfirmationVerdict {
  return { confirmed: false, reason: `not confirmed: ${reason}` };
}

/** A1001 -> ^[a-z]\d\d\d\d$: an id of the same shape, letters for letters and digits for digits. */
function shapeOf(id: string): string {
  return [...id].map((c) => (/\d/.test(c) ? '\\d' : /\p{L}/u.test(c) ? '\\p{L}' : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
}
