/**
 * Internal ids in a reply: the store's own handles (proposals, refunds, tickets) and uuids.
 * A customer knows their order ids, product SKUs and names, and the tracking numbers the tools
 * gave them; they never need our P1 or R2.
 */
import type { WorldSnapshot } from '../desk/types.js';
import { END, escapeRegExp, START, WORD_CLASS } from './words.js';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** The same, without the global flag: `test` on it keeps no state between calls. */
const HAS_UUID = new RegExp(UUID.source, 'i');

/** Ids are tokens like `P1` or `R-7`: a letter, digit, `_` or `-` next to one makes it part of a longer word. */
const ID_START = `(?<![${WORD_CLASS}_-])`;
const ID_END = `(?![${WORD_CLASS}_-])`;

/** Fields of tool results a customer may see as they are: a tracking number may look like a uuid. */
const CUSTOMER_FACING_KEYS: ReadonlySet<string> = new Set(['tracking', 'carrier', 'name']);

/** Tracking numbers, carriers and product names in the visit's tool results (ToolResults or their data). */
export function customerFacingValues(toolResults: readonly unknown[]): string[] {
  const out: string[] = [];
  // Tool results are JSON data: stringifying visits every key of them, however deep, arrays included.
  JSON.stringify(toolResults, (key, value: unknown) => {
    if (CUSTOMER_FACING_KEYS.has(key) && typeof value === 'string') out.push(value);
    return value;
  });
  return out;
}

/** Words that name the kind of handle; an id right after one is never a product's name ("refund R2"). */
const KIND_WORD = /(?:ticket|refund|proposal|reference|ref|referencia|référence|referenz|riferimento|referentie|reembolso|remboursement|rimborso|erstattung|terugbetaling|propuesta|proposta|proposition|vorschlag|voorstel|टिकट|रिफंड)\s*[:#-]?\s*$/iu;

/**
 * Blanks out what a customer may see and that could contain an id-like token: product names
 * ("P1 Pro"), SKUs, order ids and the customer-facing values tools returned. Same length, so
 * offsets are kept.
 */
function maskCustomerFacing(text: string, world: WorldSnapshot, customerFacing: readonly string[]): string {
  const phrases = [
    ...Object.values(world.products).flatMap((p) => [p.name, p.sku]),
    ...Object.keys(world.orders),
    ...customerFacing,
  ];
  let masked = text;
  const lower = text.toLowerCase();
  for (const phrase of phrases.sort((a, b) => b.length - a.length)) {
    // A cheap substring test first: compiling a Unicode-aware pattern per phrase is the costly part.
    if (!lower.includes(phrase.toLowerCase())) continue;
    masked = masked.replace(new RegExp(`${START}${escapeRegExp(phrase)}${END}`, 'giu'), (m) => ' '.repeat(m.length));
  }
  return masked;
}

/**
 * Words the customer has seen as something else: of a product name a tool returned, or typed by
 * the customer. "R2" of "R2 Bluetooth speaker" is the product when written alone. Every word is
 * kept: being one of them changes only how an id shaped like `R2` is read (firstShown).
 */
function customerTokens(phrases: readonly string[]): Set<string> {
  return new Set(phrases.flatMap((p) => p.split(/[^A-Za-z0-9]/)));
}

const KINDS: Readonly<Record<string, string>> = {
  P: 'proposal|propuesta|proposta|proposition|vorschlag|voorstel|प्रस्ताव',
  R: 'refund|reembolso|remboursement|rimborso|erstattung|rückerstattung|terugbetaling|रिफंड',
  T: 'ticket|tiquet|número de caso|numero de caso|dossier|vorgang|chamado|pratica|melding|टिकट',
};

/**
 * Kind words that are also everyday words ("en caso de", "el caso 1 de 3"): an id after one needs
 * a marker or the prefix ("caso #1", "caso nº 1", "caso T1"), as after a refund word.
 */
const MARKED_KINDS: Readonly<Record<string, string>> = { T: 'caso' };

/** `T1` as written, or `T-1`, `T_1`: case-sensitive, as the store writes it. */
function tokenPattern(prefix: string, number: string): RegExp {
  return new RegExp(`${ID_START}${escapeRegExp(prefix)}[-_]?${number}${ID_END}`, 'gu');
}

/**
 * After its kind word, any case: "ticket 1", "Ticket #1", "ticket nº 1", "Ticket-Nr. 1", "refund R-2".
 * A refund word also counts things ("refund 1 mug"): after one, the number needs a marker or the prefix.
 */
function kindPattern(prefix: string, number: string): RegExp {
  const kind = KINDS[prefix.toUpperCase()] ?? 'reference';
  const marker = '(?:#|n[º°o]\\.?|nr\\.?|number|número|numéro|nummer|numero|नंबर)';
  const prefixed = `(?:${escapeRegExp(prefix)}[-_]?)`;
  const needsMarker = `(?:${marker}\\s*${prefixed}?|${prefixed})`;
  const after = prefix.toUpperCase() === 'R' ? needsMarker : `${marker}?\\s*${prefixed}?`;
  const marked = MARKED_KINDS[prefix.toUpperCase()];
  const kinds = `(?:${kind})\\s*[:-]?\\s*${after}` + (marked === undefined ? '' : `|(?:${marked})\\s*[:-]?\\s*${needsMarker}`);
  return new RegExp(`${ID_START}(?:${kinds})${number}${ID_END}`, 'giu');
}

/** Where the text first shows the id, or undefined; `product` when a product's name holds it as a word. */
function firstShown(masked: string, id: string, product: boolean): number | undefined {
  const m = /^([A-Za-z]+)(\d+)$/.exec(id);
  if (!m) return new RegExp(`${ID_START}${escapeRegExp(id)}${ID_END}`, 'u').exec(masked)?.index;
  const [, prefix, number] = m as unknown as [string, string, string];
  const bare = [...masked.matchAll(tokenPattern(prefix, number))].find(
    // "the R2" for the R2 speaker is the product; "refund R2" is the refund.
    (t) => !product || KIND_WORD.test(masked.slice(0, t.index)),
  );
  const marked = kindPattern(prefix, number).exec(masked);
  const at = [bare?.index, marked?.index].filter((i): i is number => i !== undefined);
  return at.length === 0 ? undefined : Math.min(...at);
}

/**
 * Internal ids shown in a text: ids of proposals, refunds and tickets that exist in the world
 * (P1, R2, T1, matched case-sensitively as whole words, also as T-1 or after their kind word,
 * "ticket 1", only when that id exists), and any uuid. Order ids, SKUs, product names and the
 * customer-facing values a tool returned (a tracking number) are not internal, and an id inside
 * one ("P1 Pro", a product; "the R2" for the R2 speaker) does not count. In order of first
 * appearance, each once.
 */
export function findInternalIds(
  text: string,
  world: WorldSnapshot,
  customerFacing: readonly string[],
  customerTurns: readonly string[] = [],
): string[] {
  // Cheap first, on the text as written: only ids it shows in some form are looked for past the masks.
  const ids = [...Object.keys(world.proposals), ...Object.keys(world.refunds), ...Object.keys(world.tickets)].filter(
    (id) => text.includes(id.replace(/^\D+/, '')) && firstShown(text, id, false) !== undefined,
  );
  if (ids.length === 0 && !HAS_UUID.test(text)) return [];
  const masked = maskCustomerFacing(text, world, customerFacing);
  const products = customerTokens([...customerFacing, ...customerTurns]);
  const found: { id: string; index: number }[] = [];
  for (const id of new Set(ids)) {
    const index = firstShown(masked, id, products.has(id));
    if (index !== undefined) found.push({ id, index });
  }
  for (const m of masked.matchAll(UUID)) found.push({ id: m[0], index: m.index });
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.index - b.index)
    .map((f) => f.id)
    .filter((id) => !seen.has(id.toLowerCase()) && seen.add(id.toLowerCase()));
}
