/**
 * Does a turn that narrows ("only the mug", "except the towel", "half") still cover what the
 * proposal does? Only when it names the proposal's own amount or order, or items that add up to
 * it: a refund of exactly those lines, or a cancellation of every line, with no count that splits
 * a line ("one of the mugs"). A narrowing that names nothing covers nothing.
 */
import type { ProposalFacts } from './facts.js';
import { fold } from './tokens.js';

/** Words too generic to tell one product from another. */
const GENERIC = new Set(['set', 'pack', 'the', 'and', 'for', 'with', 'one', 'two', 'new', 'pro', 'mini', 'max']);

function nameWords(name: string): string[] {
  return fold(name.toLowerCase())
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !GENERIC.has(w));
}

/** Items whose name shows in the turn (a word of it, or its plural). */
export function itemsNamed(words: readonly string[], proposal: ProposalFacts): { name: string; total: number }[] {
  const said = new Set(words);
  return (proposal.items ?? []).filter((item) => nameWords(item.name).some((w) => said.has(w) || said.has(`${w}s`) || said.has(`${w}es`)));
}

/** "one of the mugs", "2 of them": a count narrows within a line, whatever the line's name. */
const COUNTS = new Set(['one', 'two', 'uno', 'una', 'un', 'une', 'ein', 'eine', 'einen', 'um', 'uma', 'een', 'één', 'ek', 'एक', 'do', 'दो', 'dos', 'deux', 'zwei', 'dois', 'duas', 'due', 'twee']);

export function narrowingCovers(words: readonly string[], amounts: readonly number[], proposal: ProposalFacts): boolean {
  if (proposal.amount !== undefined && amounts.includes(proposal.amount)) return true;
  if (words.includes(proposal.orderId.toLowerCase())) return true;
  if (words.some((w) => COUNTS.has(w) || /^\d+$/.test(w))) return false;
  const named = itemsNamed(words, proposal);
  if (named.length > 0) {
    const total = named.reduce((sum, item) => sum + item.total, 0);
    if (proposal.action === 'refund') return proposal.amount !== undefined && total === proposal.amount;
    return named.length === (proposal.items ?? []).length;
  }
  return false;
}
