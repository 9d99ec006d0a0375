/**
 * From tokens to units: the longest lexicon phrase at each position (phrases never cross
 * punctuation), the "sí"/"si" decision, the turn's language, and the language-bound markers.
 */
import type { Lexicon } from './lexicon/index.js';
import { AFFIRMING_KINDS, REFUSING_KINDS, type LexiconEntry, type MarkerKind } from './lexicon/types.js';
import type { Token } from './tokens.js';

export interface Unit {
  /** The words as typed, e.g. "hold on", or the punctuation of a boundary. */
  text: string;
  boundary: boolean;
  /** What the phrase can mean here; empty for other content. */
  entries: LexiconEntry[];
}

export function kindsOf(unit: Unit): Set<MarkerKind> {
  return new Set(unit.entries.map((e) => e.kind));
}

export function hasKind(unit: Unit, kind: MarkerKind): boolean {
  return unit.entries.some((e) => e.kind === kind);
}

/**
 * Units of a turn, with language-bound markers kept only where the turn's language allows them.
 * `preferred` (the customer's own language) breaks a tie between the languages the markers point to.
 */
export function unitsOf(tokens: readonly Token[], lexicon: Lexicon, preferred?: string): Unit[] {
  const units = softenClauseEnds(resolveSi(match(tokens, lexicon)));
  const language = detectLanguage(units, preferred);
  for (const unit of units) {
    unit.entries = unit.entries.filter((e) => keeps(e, language));
  }
  return units;
}

function match(tokens: readonly Token[], lexicon: Lexicon): Unit[] {
  const units: Unit[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as Token;
    if (token.boundary) {
      units.push({ text: token.raw, boundary: true, entries: [] });
      i += 1;
      continue;
    }
    const found = longestAt(tokens, i, lexicon);
    units.push(found.unit);
    i += found.words;
  }
  return units;
}

function longestAt(tokens: readonly Token[], start: number, lexicon: Lexicon): { unit: Unit; words: number } {
  let end = start;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a window longer than the longest phrase (maxWords) finds no more entries, it only costs lookups.
  while (end < tokens.length && end - start < lexicon.maxWords && !(tokens[end] as Token).boundary) end += 1;
  for (let stop = end; stop > start; stop -= 1) {
    const words = tokens.slice(start, stop);
    const entries = lexicon.entries.get(words.map((t) => t.norm).join(' '));
    if (entries !== undefined) {
      // Stryker disable next-line StringLiteral: a phrase's text is only quoted in a reason; rules read the text of one-word units ("right", "sí", an order id).
      return { unit: { text: words.map((t) => t.raw).join(' '), boundary: false, entries: [...entries] }, words: stop - start };
    }
  }
  const token = tokens[start] as Token;
  const entries: LexiconEntry[] = token.norm === 'si' ? [undecidedSi()] : [];
  return { unit: { text: token.raw, boundary: false, entries }, words: 1 };
}

/** Placeholder language of an undecided "si", replaced by resolveSi. */
const SI_MARK = '?si';

/** An undecided "si": resolveSi replaces every entry whose language is SI_MARK, so only that language is ever read. */
function undecidedSi(): LexiconEntry {
  // Stryker disable next-line StringLiteral,BooleanLiteral: resolveSi replaces this entry before anything reads its kind or strict.
  return { kind: 'yes', lang: SI_MARK, strict: false };
}

/**
 * "sí" and "sì" are yes. Unaccented "si" is yes when it stands alone ("si, adelante", "si
 * por favor") and "if" when a clause follows it ("si es gratis", "si c'est gratuit").
 */
function resolveSi(units: Unit[]): Unit[] {
  units.forEach((unit, i) => {
    if (unit.entries[0]?.lang !== SI_MARK) return;
    const next = units[i + 1];
    const accented = unit.text === 'sí' ? 'es' : unit.text === 'sì' ? 'it' : undefined;
    if (accented !== undefined) {
      unit.entries = [{ kind: 'yes', lang: accented, strict: false }];
    } else if (next === undefined || next.boundary || next.entries.some((e) => AFFIRMING_KINDS.has(e.kind) || e.kind === 'neutral')) {
      unit.entries = ['es', 'it'].map((lang) => ({ kind: 'yes' as const, lang, strict: false }));
    } else {
      unit.entries = ['es', 'fr', 'it'].map((lang) => ({ kind: 'hedge' as const, lang, strict: false }));
    }
  });
  return units;
}

/**
 * A contrast word that closes its clause after other words only softens it: Dutch "annuleer
 * maar" ("go ahead and cancel"), "doe het maar". Opening a clause it still turns ("ja, maar wacht").
 */
function softenClauseEnds(units: Unit[]): Unit[] {
  units.forEach((unit, i) => {
    const before = units[i - 1];
    const after = units[i + 1];
    const closes = after === undefined || after.boundary;
    if (before !== undefined && !before.boundary && closes) {
      unit.entries = unit.entries.map((e) => (e.kind === 'contrast' ? { ...e, kind: 'neutral' as const } : e));
    }
  });
  return units;
}

/**
 * The language most markers point to (shared markers split their vote); on a tie, the preferred
 * language if it is one of the tied (Dutch "oké, prima" ties Dutch and German); else undefined.
 */
function detectLanguage(units: readonly Unit[], preferred: string | undefined): string | undefined {
  const votes = new Map<string, number>();
  for (const unit of units) {
    const langs = new Set(unit.entries.filter((e) => !e.strict && e.lang !== '').map((e) => e.lang));
    for (const lang of langs) votes.set(lang, (votes.get(lang) ?? 0) + 1 / langs.size);
  }
  const ranked = [...votes].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (first === undefined) return undefined;
  if (second === undefined || Math.abs(first[1] - second[1]) >= 1e-9) return first[0];
  const tied = ranked.filter(([, votes]) => Math.abs(first[1] - votes) < 1e-9).map(([lang]) => lang);
  return preferred !== undefined && tied.includes(preferred) ? preferred : undefined;
}

/** A language-bound marker counts in its own language; in an unknown one only if it refuses. */
function keeps(entry: LexiconEntry, language: string | undefined): boolean {
  if (!entry.strict) return true;
  if (language === undefined) return REFUSING_KINDS.has(entry.kind);
  return entry.lang === language;
}
