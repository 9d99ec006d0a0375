/**
 * The store's internal handles in a reply: proposal, refund and ticket ids (P1, R2, T1) and uuids.
 * A customer never needs them; support refers to "your cancellation", "your request".
 *
 * An id is found however it is written: "T1", "t1", "T-1", "T_1", "T#1"; after a word for its
 * kind or for "reference", with or without a number marker ("ticket 1", "ticket #1", "Ticket-Nr. 1",
 * "uw referentie is 1", "टिकट नंबर 1"); or as a bare marked number ("#1", "Nr. 1", "nº 1") when
 * an id with that number exists. Only ids that exist in the world count ("step P1 of the
 * manual" is not ours when no proposal P1 was made).
 *
 * Customer-facing values are not internal, even when shaped like one: order ids, SKUs, item ids
 * of product variants, product names, and what a tool returned in a customer-facing field (a tracking number shaped like a
 * uuid, a carrier, a product's name). An id-shaped word of a name the customer saw in this visit
 * ("the R2" for the R2 Bluetooth speaker a search returned) is that thing; it counts as an id only
 * when a kind word or a marker introduces it ("refund R2").
 */
import type { WorldSnapshot } from '../../../desk/types.js';
import { asciiDigits, escapeRegExp, fold, wholeWordIndexes, wordList } from '../privacy/text.js';
import { BARE_MARKERS, type IdKind, KIND_OF_PREFIX, KIND_WORDS, NEEDS_MARKER, NUMBER_MARKERS, REFERENCE_WORDS } from './lexicon.js';

export interface IdContext {
  /** Every record of the visit (ids of proposals, refunds and tickets; products; orders). */
  world: WorldSnapshot;
  /** Values a tool returned in customer-facing fields: tracking numbers, carriers, product names, SKUs, order ids. */
  customerFacing: readonly string[];
  /** What the customer typed in the visit: a word they wrote is theirs to see again. */
  typed: string;
}

export interface IdShown {
  id: string;
  /** As written in the reply (folded). */
  as: string;
}

const UUID = /(?<![\p{L}\p{N}])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![\p{L}\p{N}])/gu;
const B = '(?<![\\p{L}\\p{M}\\p{N}_])';
/** After the number: not more digits, not "1.5", not "1-X" (part of a longer token). */
const AFTER_NUMBER = '(?![\\p{L}\\p{M}\\p{N}_]|[.,]\\p{N}|-[\\p{L}\\p{N}])';

function alternatives(words: readonly string[]): string {
  return words
    .map((w) => {
      const folded = fold(w);
      const open = folded.endsWith('*');
      const literal = escapeRegExp(open ? folded.slice(0, -1) : folded);
      return open ? `${literal}[\\p{L}\\p{M}]*` : literal;
    })
    .join('|');
}

const REFERENCE = alternatives(REFERENCE_WORDS);
const MARKER = `(?:${alternatives(NUMBER_MARKERS)})\\.?`;
const KIND: Readonly<Record<IdKind, string>> = {
  proposal: alternatives(KIND_WORDS.proposal),
  refund: alternatives(KIND_WORDS.refund),
  ticket: alternatives(KIND_WORDS.ticket),
};
const ANY_KIND = `${KIND.proposal}|${KIND.refund}|${KIND.ticket}|${REFERENCE}`;
/** What may stand between a kind word and the number: "ticket #1", "Ticket-Nr. 1", "your reference is 1", "es el nº 1". */
const FILLER = '(?:is|es|est|ist|lautet|e|è|é|है|hai|the|el|la|le|il|lo|o|de|der|die|das|het|een|un|una|une|um|uma)';
const GAP = `\\s*[:#-]?\\s*(?:${MARKER}\\s*[:#-]?\\s*)?(?:${FILLER}\\s+){0,2}(?:${MARKER}\\s*[:#-]?\\s*)?`;
const KIND_BEFORE: Readonly<Record<IdKind, RegExp>> = {
  proposal: new RegExp(`${B}(?:${KIND.proposal})\\s*[:-]?\\s*$`, 'u'),
  refund: new RegExp(`${B}(?:${KIND.refund})\\s*[:-]?\\s*$`, 'u'),
  ticket: new RegExp(`${B}(?:${KIND.ticket})\\s*[:-]?\\s*$`, 'u'),
};
/** A kind word, reference word or marker right before a token: "refund R2", "#R2". */
const INTRODUCED = new RegExp(`${B}(?:${ANY_KIND}|${MARKER})${GAP}$|#\\s*$`, 'u');

interface ParsedId {
  id: string;
  prefix: string;
  number: string;
  kind: IdKind | undefined;
}

function parse(id: string): ParsedId | undefined {
  const m = /^([a-z]+)[-_]?0*(\d+)$/i.exec(id);
  if (!m) return undefined;
  const prefix = m[1]!.toLowerCase();
  return { id, prefix, number: m[2]!, kind: KIND_OF_PREFIX[prefix] };
}

function internalIds(world: WorldSnapshot): ParsedId[] {
  const ids = [...Object.keys(world.proposals), ...Object.keys(world.refunds), ...Object.keys(world.tickets)];
  return [...new Set(ids)].flatMap((id) => parse(id) ?? []);
}

/** Blanks out customer-facing phrases (same length, so positions hold). */
function masked(text: string, phrases: readonly string[]): string {
  let out = text;
  for (const phrase of [...new Set(phrases.map(fold))].filter((p) => p.length > 0).sort((a, b) => b.length - a.length)) {
    for (const at of wholeWordIndexes(out, phrase)) out = out.slice(0, at) + ' '.repeat(phrase.length) + out.slice(at + phrase.length);
  }
  return out;
}

function customerFacingPhrases(ctx: IdContext): string[] {
  const products = Object.values(ctx.world.products).flatMap((p) => [p.name, p.sku, ...(p.variants ?? []).map((v) => v.itemId)]);
  return [...products, ...Object.keys(ctx.world.orders), ...ctx.customerFacing];
}

/**
 * Words shaped like an id ("r2", "t1000") that the customer has seen as something else in this
 * visit: in a product name or tracking number a tool returned, in what they typed, or in a
 * product's name the reply itself spells out.
 */
function ownTokens(ctx: IdContext, folded: string): Set<string> {
  // A product the reply names in full makes its short name that product too: "the R2 … the R2 Bluetooth speaker".
  const named = Object.values(ctx.world.products).flatMap((p) => (folded.includes(fold(p.name)) ? [p.name] : []));
  const all = [...ctx.customerFacing, ctx.typed, ...named].flatMap((p) => wordList(p));
  return new Set(all.filter((w) => /\p{L}/u.test(w) && /\d/.test(w)));
}

/** Compiled patterns by id and form: compiling them per id per reply was most of the check's cost. */
const PATTERNS = new Map<string, RegExp>();

function cached(key: string, make: () => RegExp): RegExp {
  let pattern = PATTERNS.get(key);
  if (pattern === undefined) {
    pattern = make();
    // Bounded: ids are P1, R2, T3 ...; a run sees a few dozen of them.
    if (PATTERNS.size > 1000) PATTERNS.clear();
    PATTERNS.set(key, pattern);
  }
  return pattern;
}

function tokenMatches(text: string, id: ParsedId, own: ReadonlySet<string>): string[] {
  const pattern = cached(`token ${id.prefix}${id.number}`, () => new RegExp(`${B}${escapeRegExp(id.prefix)}[-_.#/]?0*${id.number}${AFTER_NUMBER}`, 'gu'));
  return [...text.matchAll(pattern)]
    .filter((m) => !own.has(`${id.prefix}${id.number}`) || INTRODUCED.test(text.slice(Math.max(0, m.index - 40), m.index)))
    .map((m) => m[0]);
}

/**
 * The id after a word for its kind or for "reference" ("ticket 1", "Ticket-Nr. 1", "uw referentie
 * is T-1"), or as a marked number ("#1", "Nr. 1", "nº 1"). Refund words count things too
 * ("refund 2 mugs"): after one, the number needs a marker or the prefix.
 */
function kindMatches(text: string, id: ParsedId): string[] {
  const pattern = cached(`kind ${id.prefix}${id.number}`, () => kindPattern(id));
  return [...text.matchAll(pattern)].filter((m) => !ofAnotherKind(text.slice(Math.max(0, m.index - 40), m.index), id.kind)).map((m) => m[0]);
}

function kindPattern(id: ParsedId): RegExp {
  const number = `0*${id.number}`;
  const prefixed = `(?:${escapeRegExp(id.prefix)}[-_.#/ ]?)`;
  const forms = [`(?:${REFERENCE})${GAP}${prefixed}?${number}`, `(?:${BARE_MARKERS})\\s*${number}`];
  if (id.kind !== undefined && NEEDS_MARKER.has(id.kind)) {
    forms.push(`(?:${KIND[id.kind]})\\s*(?:[:#-]\\s*|${MARKER}\\s*[:#-]?\\s*|${prefixed})${prefixed}?${number}`);
  } else if (id.kind !== undefined) {
    forms.push(`(?:${KIND[id.kind]})${GAP}${prefixed}?${number}`);
  }
  return new RegExp(`${B}(?:${forms.join('|')})${AFTER_NUMBER}`, 'gu');
}

/** "Erstattung Nr. 1" is refund R1, not proposal P1: a marked number right after another kind's word is that kind's. */
function ofAnotherKind(before: string, kind: IdKind | undefined): boolean {
  return (Object.keys(KIND) as IdKind[]).some((k) => k !== kind && KIND_BEFORE[k].test(before));
}

/** Every internal id shown in `text`, in order of the ids, each once. */
export function internalIdsShown(text: string, ctx: IdContext): IdShown[] {
  const folded = fold(asciiDigits(text));
  const hasUuid = /[0-9a-f]{8}-[0-9a-f]{4}-/.test(folded);
  // Cheap first, before the masks: only ids the text shows in some form are looked for again past them.
  const ids = internalIds(ctx.world).filter((id) => folded.includes(id.number) && [...tokenMatches(folded, id, new Set()), ...kindMatches(folded, id)].length > 0);
  if (ids.length === 0 && !hasUuid) return [];
  const phrases = customerFacingPhrases(ctx);
  const visible = masked(folded, phrases);
  const own = ownTokens(ctx, folded);
  const out: IdShown[] = [];
  for (const id of ids) {
    const shown = [...tokenMatches(visible, id, own), ...kindMatches(visible, id)][0];
    if (shown !== undefined) out.push({ id: id.id, as: shown.trim() });
  }
  const typedUuids = new Set(fold(ctx.typed).match(UUID) ?? []);
  for (const m of visible.matchAll(UUID)) if (!typedUuids.has(m[0])) out.push({ id: m[0], as: m[0] });
  return out;
}
