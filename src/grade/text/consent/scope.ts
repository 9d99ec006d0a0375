/**
 * Does a turn that narrows ("only the mug", "except the towel", "half") still cover what the
 * proposal does? Only when it names the proposal's own amount or order, or items that add up to
 * it: a refund of exactly those lines, or a cancellation of every line, with no count that splits
 * a line ("one of the mugs"). A narrowing that names nothing covers nothing.
 */
import type { ProposalFacts } from './facts.js';
import { foldWord } from '../../../text/words.js';

/** Words too generic to tell one product from another. */
const GENERIC = new Set(['set', 'pack', 'the', 'and', 'for', 'with', 'one', 'two', 'new', 'pro', 'mini', 'max']);

function nameWords(name: string): string[] {
  return foldWord(name.toLowerCase())
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !GENERIC.has(w));
}

/** Does the turn name the product (a word of its name, or its plural)? */
function namesProduct(words: readonly string[], name: string): boolean {
  const said = new Set(words);
  return nameWords(name).some((w) => said.has(w) || said.has(`${w}s`) || said.has(`${w}es`));
}

/** Items of the proposal's order whose name shows in the turn. */
type Item = NonNullable<ProposalFacts['items']>[number];

export function itemsNamed(words: readonly string[], proposal: ProposalFacts): Item[] {
  return (proposal.items ?? []).filter((item) => namesProduct(words, item.name));
}

/**
 * Products of the world the turn names that the proposal's order does not hold, when it names
 * nothing of that order ("yes, cancel the lamp order" to a proposal about the mugs).
 */
export function otherProductsNamed(words: readonly string[], proposal: ProposalFacts, products: readonly string[]): string[] {
  if ((proposal.orderId !== undefined && words.includes(proposal.orderId.toLowerCase())) || itemsNamed(words, proposal).length > 0) return [];
  const own = new Set((proposal.items ?? []).flatMap((i) => nameWords(i.name)));
  return products.filter((name) => namesProduct(words, name) && !nameWords(name).some((w) => own.has(w)));
}

/** Counts in words: "one of the mugs" narrows a line of two. */
const COUNTS: ReadonlyMap<string, number> = new Map([
  ...['one', 'uno', 'una', 'un', 'une', 'ein', 'eine', 'einen', 'um', 'uma', 'een', 'ek', 'एक'].map((w) => [w, 1] as const),
  ...['two', 'dos', 'deux', 'zwei', 'dois', 'duas', 'due', 'twee', 'do', 'दो'].map((w) => [w, 2] as const),
]);

/** A count in the turn smaller than the largest line it could be about splits that line. */
function splitsALine(words: readonly string[], proposal: ProposalFacts): boolean {
  const counts = words.map((w) => COUNTS.get(w) ?? (/^\d{1,2}$/.test(w) ? Number(w) : undefined)).filter((n): n is number => n !== undefined);
  const named = itemsNamed(words, proposal);
  const lines = named.length > 0 ? named : (proposal.items ?? []);
  const most = Math.max(0, ...lines.map((i) => i.qty ?? 1));
  return counts.some((n) => n < most);
}

export function narrowingCovers(words: readonly string[], amounts: readonly number[], proposal: ProposalFacts): boolean {
  if (proposal.amount !== undefined && amounts.includes(proposal.amount)) return true;
  if (proposal.orderId !== undefined && words.includes(proposal.orderId.toLowerCase())) return true;
  if (splitsALine(words, proposal)) return false;
  const named = itemsNamed(words, proposal);
  if (named.length > 0) {
    const total = named.reduce((sum, item) => sum + item.total, 0);
    if (proposal.action === 'refund') return proposal.amount !== undefined && total === proposal.amount;
    return named.length === (proposal.items ?? []).length;
  }
  return false;
}
