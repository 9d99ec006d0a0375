/**
 * Did a reply the customer saw describe a proposal? It must name the order (or leave no doubt
 * which: it names no order and the conversation was about that one), express the action in a
 * supported language, and state the amount of a refund or a return, the price difference of an exchange
 * or a change of items, or the new address of an address change.
 * A proposal made beside an unrelated question ("Would you like an email when it ships?") is
 * not described, and neither is a second one the reply does not mention.
 */
import { actionsNamed, describingWords } from './actions.js';
import type { ProposalFacts } from './facts.js';
import { guessLanguage } from './language.js';
import { amountsIn } from './money.js';
import { foldWord, namesId } from '../../../text/words.js';
import { tokenize } from './tokens.js';
import { clausesOf, has } from './units.js';

export interface DescribeContext {
  /** Every order id of the world. */
  orderIds: readonly string[];
  /** The order the conversation was about when the reply names none (the last one named before). */
  orderInContext?: string;
}

/** Order ids of the world that a text names, as whole words (or as written, for an id with punctuation of its own: `#W2378156`), in order. */
export function ordersIn(text: string, orderIds: readonly string[]): string[] {
  const words = new Set(tokenize(text).map((t) => t.norm));
  return orderIds.filter((id) => words.has(foldWord(id.toLowerCase())) || (!WORD_ONLY.test(id) && namesId(text, id)));
}

/** An id made of word characters alone, which the text's words hold whole. */
const WORD_ONLY = /^[\p{L}\p{N}]+$/u;

/** What the reply leaves out of the proposal: `order A1001`, `the action (refund)`, `the amount 20.50`, `the new address`. */
export function missingFromReply(reply: string, proposal: ProposalFacts, context: DescribeContext): string[] {
  const missing: string[] = [];
  const id = proposal.orderId;
  // A proposal about the customer's account (a new default address) names no order: the new address shows which.
  if (id !== undefined) {
    const named = ordersIn(reply, context.orderIds);
    const order = named.includes(id) || (named.length === 0 && context.orderInContext === id);
    if (!order) missing.push(`order ${id}`);
  }
  const about = id === undefined ? reply : passageAbout(reply, id, context.orderIds);
  const words = tokenize(about).map((t) => t.norm);
  const actions = actionsNamed(words);
  const action =
    describingWords(proposal.action).some((w) => actions.has(w)) ||
    (proposal.action === 'change_address' && (actions.has('change') || words.some(isDeliveryVerb))) ||
    (proposal.action === 'set_default_address' && (actions.has('change_address') || actions.has('change'))) ||
    (proposal.action === 'return_items' && words.some(isReturnNoun));
  if (!action) missing.push(`the action (${proposal.action.replace('_', ' ')})`);
  // The money of the proposal: a refund's or a return's amount, the price difference of a swap.
  const money = proposal.action === 'refund' || proposal.action === 'return_items' ? proposal.amount : proposal.difference === undefined || proposal.difference === 0 ? undefined : Math.abs(proposal.difference);
  if (money !== undefined && !amountsIn(about).includes(money)) {
    missing.push(`the amount ${(money / 100).toFixed(2)}`);
  }
  if ((proposal.action === 'change_address' || proposal.action === 'set_default_address') && proposal.address !== undefined && !addressShown(about, proposal.address)) {
    missing.push(`the new address "${proposal.address}"`);
  }
  if (proposal.action === 'change_payment' && proposal.method !== undefined && !methodShown(about, proposal.method)) {
    missing.push(`the new payment method (${proposal.method.join(' or ')})`);
  }
  return missing;
}

/**
 * The part of the reply about one order. A reply about one order is all about it; in a reply that
 * names several, it is the sentences naming this one, each with the sentence after it unless that
 * one names another order ("Shall I cancel A1001? Your order A1003 ships Monday." says nothing of
 * cancelling A1003).
 */
function passageAbout(reply: string, orderId: string, orderIds: readonly string[]): string {
  const named = ordersIn(reply, orderIds);
  if (named.length <= 1) return reply;
  const sentences = reply.split(/(?<=[.!?。।])\s+/u);
  const namesIt = sentences.map((s) => ordersIn(s, orderIds));
  const kept = sentences.filter((_, i) => {
    if (namesIt[i]?.includes(orderId)) return true;
    const before = namesIt[i - 1];
    return i > 0 && before !== undefined && before.includes(orderId) && (namesIt[i]?.length ?? 0) === 0;
  });
  return kept.join(' ');
}

/** Sending somewhere: with the new address stated, "Shall I send A1001 to 9 Rose Lane?" describes an address change. */
const DELIVERY_STEMS = ['send', 'ship', 'deliver', 'redirect', 'forward', 'envi', 'envoy', 'expedi', 'liefer', 'schick', 'versend', 'zustell', 'mand', 'spedi', 'invia', 'consegn', 'stuur', 'verstuur', 'bezorg', 'bhej', 'भेज'];

function isDeliveryVerb(word: string): boolean {
  return DELIVERY_STEMS.some((stem) => word.startsWith(stem));
}

/**
 * "devolución", "devolução" (folded: devolucion, devolucao, and their plurals): Spanish and
 * Portuguese name a return of items so, as their claim lexicons do. The consent vocabulary keeps
 * the word a refund's (a customer's "la devolución" beside a cancellation asks for the money); only a
 * description of a return proposal reads it as the return.
 */
function isReturnNoun(word: string): boolean {
  return word.startsWith('devoluc');
}

/** The reply names the new payment method by one of its words or phrases (folded, whole words). */
function methodShown(reply: string, words: readonly string[]): boolean {
  const said = ` ${tokenize(reply).map((t) => t.norm).join(' ')} `;
  return words.some((w) => said.includes(` ${tokenize(w).map((t) => t.norm).join(' ')} `));
}

/** Every number of the address (house, flat, postcode) and most of its words appear in the reply. */
function addressShown(reply: string, address: string): boolean {
  const said = new Set(tokenize(reply).map((t) => t.norm));
  const parts = tokenize(address).filter((t) => t.kind !== 'stop' && t.kind !== 'ask').map((t) => t.norm);
  const numbers = parts.filter((p) => /\d/.test(p));
  const words = parts.filter((p) => !/\d/.test(p));
  const wordsSaid = words.filter((w) => said.has(w)).length;
  return numbers.every((n) => said.has(n)) && wordsSaid >= Math.ceil(words.length * 0.6);
}

/**
 * Does the reply ask an either/or question ("Shall I cancel it, or would you rather keep it?")?
 * Then a bare "yes" picks neither. "... or not?" is still a yes/no question.
 */
export function offersChoice(reply: string, language?: string): boolean {
  // Capitals are abbreviations, not conjunctions: "Portland, OR 97205".
  const prose = reply.replace(/\b\p{Lu}{2,}\b/gu, ' ');
  const lang = guessLanguage(tokenize(prose), language);
  return clausesAsked(prose, lang).some((units) => units.some((u, i) => has(u, 'or') && !has(units[i + 1], 'no')));
}

/** The units of each question sentence of the reply (from the previous sentence end to its "?"). */
function clausesAsked(reply: string, language: string | undefined): ReturnType<typeof clausesOf>[number]['units'][] {
  const sentences = reply.split(/(?<=[.!?。])\s+/u).filter((s) => /[?¿]/.test(s));
  return sentences.map((s) => clausesOf(tokenize(s.replace(/[,;:—–]/g, ' ')), language).flatMap((c) => c.units));
}
