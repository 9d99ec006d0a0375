/**
 * The reply guard: the last thing between the model and the customer. A reply that reveals
 * another customer's personal data, shows an internal id, or states an amount no tool returned
 * is replaced by a safe fallback in the customer's language, and the decision is recorded.
 * The `grounded-amounts`, `no-internal-ids` and `own-data-only` checks judge the same things with
 * their own code (src/grade/text/), never these functions.
 */
import { primarySubtag } from '../../text/words.js';
import type { GuardDecision, Minor, ReplyViolation, WorldSnapshot } from '../types.js';
import { type AmountMention, extractAmounts, type GroundedMoney, groundedMoney } from '../../text/amounts.js';
import { customerFacingValues, findInternalIds } from '../../text/ids.js';
import { findOtherCustomerData } from '../../text/pii.js';

export interface ReplyCheck {
  /** What the customer sees: the reply itself, or the fallback. */
  text: string;
  violations: ReplyViolation[];
  /** Present when the reply was rewritten. */
  decision?: GuardDecision;
}

export interface ReplyContext {
  world: WorldSnapshot;
  /** The customer the visit serves; undefined before identification, when every customer's data is someone else's. */
  sessionCustomer: string | undefined;
  /** The data of the visit's successful tool calls so far (a failed call's error is no evidence). */
  toolResults: readonly unknown[];
  /** The customer's language (BCP-47), from triage: the fallback is written in it. */
  language: string;
  /** The store policy's automatic-refund limit, which the system prompt tells the model. */
  policy?: { autoRefundLimit: Minor };
  /** What the customer wrote so far: their own amount may be quoted back, their own names and addresses shown again. */
  customerTurns?: readonly string[];
}

/**
 * Words that give an amount back to the customer ("you mentioned $30", "dices que pagaste",
 * "Sie nennen", "u noemt", "आपने ... बताया") or decline it ("I can't refund $70"): quoting the
 * customer's figure is not stating it.
 */
const QUOTING = new RegExp(
  [
    String.raw`\byou(?:'ve| have)? (?:mention|said|say|wrote|write|quote|thought|think|expected|asked about)`,
    String.raw`\b(?:mencionas|mencionaste|dices|dijiste|indicas|indicaste|comentas|usted menciona|usted dice)\b`,
    String.raw`\b(?:vous|tu) (?:m'|me )?(?:avez |as )?(?:mentionn|dit|dites|indiqu|évoqu|parlez)`,
    String.raw`\b(?:sie|du) (?:erwähn|nenn|nann|sprech|schreib|schrieb|sag)|\bvon ihnen genannt`,
    String.raw`\b(?:você|voce) (?:mencion|diss|diz|falou|comentou|escreveu|indicou)`,
    String.raw`\b(?:hai|ha) (?:detto|menzionato|indicato|scritto)|\b(?:dici|menzioni)\b`,
    String.raw`\b(?:u|je) (?:noemt|noemde|zegt|zei|schrijft|schreef|vermeldt)\b`,
    String.raw`आपने[^।]*(?:बताया|बताए|कहा|लिखा|ज़िक्र|जिक्र)|\baapne\b[^.]*\b(?:bataya|kaha|likha|zikr|jikr)`,
    // declining what was asked: "I can't refund $70", "no puedo devolverte 70 €"
    String.raw`\b(?:can't|cannot|unable to|no puedo|no podemos|ne peux pas|não posso|non posso|nicht möglich|niet mogelijk)\b|नहीं कर सकत`,
  ].join('|'),
  'iu',
);

function quotesCustomer(text: string, amount: AmountMention, customerTurns: readonly string[]): boolean {
  if (amount.minor === undefined || !customerTurns.some((t) => extractAmounts(t).some((a) => a.minor === amount.minor))) return false;
  const before = text.slice(0, amount.index);
  const from = Math.max(before.lastIndexOf('. '), before.lastIndexOf(': '), before.lastIndexOf('। '), 0);
  const after = text.slice(amount.index + amount.text.length);
  const to = /[.:।!?](?:\s|$)/.exec(after)?.index ?? after.length;
  return QUOTING.test(text.slice(from, amount.index + amount.text.length + to));
}

/** Safe fallbacks: no amounts, no ids, no claim; each asks the customer to go on. */
export const FALLBACK_REPLIES: Readonly<Record<string, string>> = Object.freeze({
  en: "Sorry, I can't give you a reliable answer to that right now. Could you tell me again what you need help with?",
  es: 'Lo siento, ahora mismo no puedo darte una respuesta fiable. ¿Puedes decirme de nuevo en qué te puedo ayudar?',
  fr: "Désolé, je ne peux pas vous donner une réponse fiable pour le moment. Pouvez-vous me redire ce dont vous avez besoin ?",
  de: 'Entschuldigung, ich kann Ihnen gerade keine verlässliche Antwort geben. Können Sie mir noch einmal sagen, wobei ich helfen kann?',
  pt: 'Desculpe, agora não consigo dar uma resposta confiável. Pode me dizer de novo como posso ajudar?',
  hi: 'क्षमा करें, मैं अभी इसका भरोसेमंद जवाब नहीं दे सकता। क्या आप फिर से बता सकते हैं कि मैं आपकी क्या मदद करूँ?',
  it: 'Mi dispiace, in questo momento non posso darti una risposta affidabile. Puoi dirmi di nuovo di cosa hai bisogno?',
  nl: 'Sorry, ik kan u nu geen betrouwbaar antwoord geven. Kunt u nog eens zeggen waarmee ik u kan helpen?',
});

/** The fallback in a language (by its primary subtag: `pt-BR` is `pt`), English when there is none for it. */
export function fallbackReply(language: string): string {
  return FALLBACK_REPLIES[primarySubtag(language)] ?? (FALLBACK_REPLIES['en'] as string);
}

/** Every violation of a reply, in the order the rules are listed: personal data, internal ids, amounts. */
function replyViolations(text: string, ctx: Omit<ReplyContext, 'language'>): ReplyViolation[] {
  const violations: ReplyViolation[] = [];
  const seen = { toolResults: ctx.toolResults, customerTurns: ctx.customerTurns ?? [] };
  for (const match of findOtherCustomerData(text, ctx.world, ctx.sessionCustomer, seen)) {
    violations.push({ kind: 'other_customer_data', match, message: "the reply shows another customer's personal data" });
  }
  for (const match of findInternalIds(text, ctx.world, customerFacingValues(ctx.toolResults), ctx.customerTurns)) {
    violations.push({ kind: 'internal_id', match, message: `the reply shows the internal id ${match}` });
  }
  const grounded = groundedMoney(ctx.toolResults, ctx.policy ? { autoRefundLimit: ctx.policy.autoRefundLimit } : {});
  const shown = text.replace(/[*`]|__/g, '');
  for (const amount of ungroundedAmounts(text, grounded, ctx.world)) {
    if (quotesCustomer(shown, amount, ctx.customerTurns ?? [])) continue;
    const message = amount.minor === undefined ? `the amount ${amount.text} is written in words, which the desk cannot check` : `no tool result holds the amount ${amount.text}`;
    violations.push({ kind: 'ungrounded_amount', match: amount.text, message });
  }
  return violations;
}

/**
 * Amounts of a reply no tool result vouches for, in their currency. A product's price has no
 * currency in the store (search results say USD), so it also counts in the currencies of the
 * world's orders (a variant's price too); a calculator result or a gift card's balance has none either, and counts in USD and those; an amount
 * inside a product name a tool returned ("$25 Gift Card") is a name.
 */
function ungroundedAmounts(text: string, grounded: GroundedMoney, world: WorldSnapshot): AmountMention[] {
  const shown = text.replace(/[*`]|__/g, '').toLowerCase();
  const names: [number, number][] = [];
  for (const name of grounded.productNames) {
    const needle = name.toLowerCase();
    for (let at = shown.indexOf(needle); at !== -1 && /\d/.test(needle); at = shown.indexOf(needle, at + 1)) names.push([at, at + needle.length]);
  }
  const storeCurrencies = new Set(Object.values(world.orders).map((o) => o.currency.toUpperCase()));
  const productPrices = new Set(Object.values(world.products).flatMap((p) => [p.price, ...(p.variants ?? []).map((v) => v.price)]));
  return extractAmounts(text).filter((a) => {
    if (names.some(([s, e]) => a.index < e && a.index + a.text.length > s)) return false;
    if (a.minor === undefined) return true;
    if (grounded.has(a.minor, a.currencies)) return false;
    const asProduct = productPrices.has(a.minor) && grounded.has(a.minor, ['USD']) && a.currencies?.some((c) => storeCurrencies.has(c)) === true;
    const currencyless = grounded.currencyless.has(a.minor) && (a.currencies === undefined || a.currencies.some((c) => c === 'USD' || storeCurrencies.has(c)));
    return !asProduct && !currencyless;
  });
}

/**
 * The reply guard: no other customer's personal data, no internal ids, no amount that no tool
 * returned. On any violation the reply is replaced by a safe fallback in the customer's
 * language and a 'rewritten' decision (guard 'reply') lists the violations.
 */
export function checkReply(text: string, ctx: ReplyContext): ReplyCheck {
  const violations = replyViolations(text, ctx);
  const first = violations[0];
  if (first === undefined) return { text, violations };
  return {
    text: fallbackReply(ctx.language),
    violations,
    decision: {
      guard: 'reply',
      verdict: 'rewritten',
      code: first.kind,
      message: violations.map((v) => `${v.kind}: ${v.match}`).join('; '),
    },
  };
}
