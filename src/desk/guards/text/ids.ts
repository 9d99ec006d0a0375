/**
 * Internal ids in a reply: the store's own handles (proposals, refunds, tickets) and uuids.
 * A customer knows their order ids and product SKUs; they never need our P1 or R2.
 */
import type { WorldSnapshot } from '../../types.js';
import { END, escapeRegExp, START, WORD_CLASS } from './words.js';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** The same, without the global flag: `test` on it keeps no state between calls. */
const HAS_UUID = new RegExp(UUID.source, 'i');

/** Ids are tokens like `P1` or `R-7`: a letter, digit, `_` or `-` next to one makes it part of a longer word. */
const ID_START = `(?<![${WORD_CLASS}_-])`;
const ID_END = `(?![${WORD_CLASS}_-])`;

/**
 * Blanks out what a customer may see and that could contain an id-like token: product names
 * ("P1 Pro"), SKUs and order ids. Same length, so offsets are kept.
 */
function maskCustomerFacing(text: string, world: WorldSnapshot): string {
  const phrases = [
    ...Object.values(world.products).flatMap((p) => [p.name, p.sku]),
    ...Object.keys(world.orders),
  ].filter((p) => p.trim() !== '');
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
 * Internal ids shown in a text: ids of proposals, refunds and tickets that exist in the world
 * (P1, R2, T1, matched case-sensitively as whole words, only when that id exists), and any
 * uuid. Order ids, SKUs and product names are not internal, and an id inside one ("P1 Pro",
 * a product) does not count. In order of first appearance, each once.
 */
export function findInternalIds(text: string, world: WorldSnapshot): string[] {
  const ids = [...Object.keys(world.proposals), ...Object.keys(world.refunds), ...Object.keys(world.tickets)].filter((id) =>
    text.includes(id),
  );
  if (ids.length === 0 && !HAS_UUID.test(text)) return [];
  const masked = maskCustomerFacing(text, world);
  const found: { id: string; index: number }[] = [];
  for (const id of new Set(ids)) {
    const m = new RegExp(`${ID_START}${escapeRegExp(id)}${ID_END}`, 'u').exec(masked);
    if (m) found.push({ id, index: m.index });
  }
  for (const m of masked.matchAll(UUID)) found.push({ id: m[0], index: m.index });
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.index - b.index)
    .map((f) => f.id)
    .filter((id) => !seen.has(id.toLowerCase()) && seen.add(id.toLowerCase()));
}
