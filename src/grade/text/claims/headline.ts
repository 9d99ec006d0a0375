/**
 * Verbless claims, the way a headline or a chat message puts them: "Order A1001 cancelled",
 * "Refund of $12.50 issued to your card", "Pedido A1001 cancelado", "Bestellung storniert". The
 * participle is the predicate only when no verb, pronoun or auxiliary stands before it in the
 * clause and nothing but a tail ("as requested", "to your card") follows it; "the cancelled
 * order had two towels" and "el pedido cancelado tenía..." are not claims.
 */
import { alt, E } from './pattern.js';

export interface HeadlineWords {
  /** Words that cannot stand in the noun phrase before the participle: pronouns, auxiliaries, modals, verbs. */
  stop: string;
  /** Words that may open what follows the participle: prepositions, adverbs. */
  tail: string;
}

/**
 * The clause opens with a noun phrase (words that are none of the stop words), optionally
 * containing `head` (a noun the participle must follow, as "refund" before "issued"), then the
 * participle, then the end or a tail.
 */
export function headline(words: HeadlineWords, participles: string, head?: string): string {
  const token = `(?!(?:${alt(words.stop)})${E})\\S+`;
  const before = head === undefined ? `(?:${token}\\s+)*?` : `(?:${token}\\s+)*?(?:${head})${E}(?:\\s+${token})*?\\s+`;
  return `^${before}(?:${participles})${E}(?=\\s*$|\\s+(?:${alt(words.tail)})${E})`;
}
