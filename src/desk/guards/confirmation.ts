/**
 * The confirmation rule: is this customer turn a clear yes to the action just proposed?
 *
 * It errs towards "no". A missed yes costs one more question; a yes read into "no, don't"
 * cancels an order nobody wanted cancelled. So, in this order, a turn does not confirm when
 * it is empty, asks a question ("?" anywhere, or a question word first), negates ("no",
 * "pas", "nahi"), asks to wait or stop, hedges or sets a condition ("maybe", "if", "before"),
 * or turns to something else ("but", "instead", "actually"). Otherwise it confirms when it
 * holds a clear consent ("yes", "sí", "हाँ", "go ahead", "kar do"; verbs like "confirm" only
 * when they open their clause), or a weak one ("ok", "fine", "theek hai") in a short turn,
 * and the turn is not a long message with a yes buried in it.
 *
 * Languages: en, es, fr, de, pt, hi (Devanagari and romanised), it, nl; see confirmation/lexicon.
 */
import { LEXICON } from './confirmation/lexicon/index.js';
import type { MarkerKind } from './confirmation/lexicon/types.js';
import { tokenize } from './confirmation/tokens.js';
import { hasKind, kindsOf, unitsOf, type Unit } from './confirmation/units.js';

export interface ConfirmationVerdict {
  confirmed: boolean;
  /** Why, naming the words that decided, e.g. `negation "no" (en)`. */
  reason: string;
  /** The language of the deciding words, when they tell. */
  language?: string;
}

/** A weak consent ("ok") counts only when at most this many other words come with it. */
const WEAK_MAX_OTHER_WORDS = 3;
/** A yes with more other words than this is buried in a message about something else. */
const MAX_OTHER_WORDS = 12;

const REFUSALS: readonly { kind: MarkerKind; why: string }[] = [
  { kind: 'no', why: 'negation' },
  { kind: 'hold', why: 'asks to wait or stop' },
  { kind: 'hedge', why: 'hedged or conditional' },
  { kind: 'contrast', why: 'turns to something else' },
];

/** Is this customer turn a clear yes to the action just proposed? Multilingual and negation-aware. */
export function confirms(text: string): ConfirmationVerdict {
  if (text.trim() === '') return no('empty turn');
  const { units, language } = unitsOf(tokenize(text), LEXICON);
  if (/[?¿]/.test(text)) return no('a question is not a yes ("?")', undefined, language);
  const words = units.filter((u) => !u.boundary);
  const opener = words.find((u) => !isOnly(u, 'neutral'));
  if (opener !== undefined && hasKind(opener, 'question')) return no(`opens like a question ${quote(opener)}`, opener, language);
  for (const { kind, why } of REFUSALS) {
    const unit = words.find((u) => hasKind(u, kind));
    if (unit !== undefined) return no(`${why} ${quote(unit)}`, unit, language);
  }
  const strong = consents(units);
  const weak = words.filter((u) => hasKind(u, 'ok'));
  const others = words.filter(isOther).length;
  if (strong.length === 0 && weak.length === 0) return no('no clear yes in the turn', undefined, language);
  if (strong.length === 0 && others > WEAK_MAX_OTHER_WORDS) {
    return no(`${quote(weak[0] as Unit)} is only a weak yes and the turn says more (${others} other words)`, weak[0], language);
  }
  if (others > MAX_OTHER_WORDS) return no(`a yes buried in a long message (${others} other words)`, undefined, language);
  const deciding = [...strong, ...weak];
  return yes(`clear yes: ${deciding.map(quote).join(', ')}`, deciding[0] as Unit, language);
}

/** Strong consents: `yes` anywhere, `lead` only when nothing but politeness or consent precedes it in its clause. */
function consents(units: readonly Unit[]): Unit[] {
  const found: Unit[] = [];
  let clauseOpen = true;
  for (const unit of units) {
    if (unit.boundary) {
      clauseOpen = true;
      continue;
    }
    if (hasKind(unit, 'yes') || (clauseOpen && hasKind(unit, 'lead'))) found.push(unit);
    const kinds = kindsOf(unit);
    const keepsOpen = kinds.size > 0 && [...kinds].every((k) => k === 'neutral' || k === 'yes' || k === 'lead' || k === 'ok');
    if (!keepsOpen) clauseOpen = false;
  }
  return found;
}

function isOnly(unit: Unit, kind: MarkerKind): boolean {
  const kinds = kindsOf(unit);
  return kinds.size === 1 && kinds.has(kind);
}

/** Content that is no marker at all (a question word that does not open the turn is content too). */
function isOther(unit: Unit): boolean {
  return unit.entries.every((e) => e.kind === 'question');
}

function quote(unit: Unit): string {
  const langs = [...new Set(unit.entries.map((e) => e.lang).filter((l) => l !== ''))];
  return langs.length === 1 ? `"${unit.text}" (${langs[0]})` : `"${unit.text}"`;
}

function languageOf(unit: Unit | undefined, fallback: string | undefined): string | undefined {
  const langs = new Set((unit?.entries ?? []).map((e) => e.lang).filter((l) => l !== ''));
  if (fallback !== undefined && (langs.size === 0 || langs.has(fallback))) return fallback;
  return langs.size === 1 ? [...langs][0] : fallback;
}

function verdict(confirmed: boolean, reason: string, unit?: Unit, fallback?: string): ConfirmationVerdict {
  const language = languageOf(unit, fallback);
  return language === undefined ? { confirmed, reason } : { confirmed, reason, language };
}

function yes(reason: string, unit: Unit, language: string | undefined): ConfirmationVerdict {
  return verdict(true, reason, unit, language);
}

function no(reason: string, unit?: Unit, language?: string): ConfirmationVerdict {
  return verdict(false, `not confirmed: ${reason}`, unit, language);
}
