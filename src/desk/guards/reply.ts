/**
 * The reply guard: the last thing between the model and the customer. A reply that reveals
 * another customer's personal data, shows an internal id, or states an amount no tool returned
 * is replaced by a safe fallback in the customer's language, and the decision is recorded.
 * The `grounded-amounts`, `no-internal-ids` and `own-data-only` checks use the same functions.
 */
import type { GuardDecision, ReplyViolation, WorldSnapshot } from '../types.js';
import { extractAmounts, groundedAmounts } from './text/amounts.js';
import { customerFacingValues, findInternalIds } from './text/ids.js';
import { detectLanguage, primaryLanguage } from './text/language.js';
import { findOtherCustomerData } from './text/pii.js';

export interface ReplyCheck {
  /** What the customer sees: the reply itself, or the fallback. */
  text: string;
  violations: ReplyViolation[];
  /** Present when the reply was rewritten. */
  decision?: GuardDecision;
}

export interface ReplyContext {
  world: WorldSnapshot;
  sessionCustomer: string;
  /** Results of the visit's tool calls so far (ToolResults or their data). */
  toolResults: readonly unknown[];
  /** The customer's language (BCP-47), e.g. from triage; detected from the reply when absent. */
  language?: string;
  /** The customer's turns so far: a name or address they wrote is theirs to see again. */
  customerTurns?: readonly string[];
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

/** The fallback in a language (primary subtag), English when there is none for it. */
export function fallbackReply(language: string | undefined): string {
  const primary = language ? primaryLanguage(language) : 'en';
  return FALLBACK_REPLIES[primary] ?? (FALLBACK_REPLIES['en'] as string);
}

/** Every violation of a reply, in the order the rules are listed: personal data, internal ids, amounts. */
export function replyViolations(text: string, ctx: Omit<ReplyContext, 'language'>): ReplyViolation[] {
  const violations: ReplyViolation[] = [];
  const seen = { toolResults: ctx.toolResults, customerTurns: ctx.customerTurns ?? [] };
  for (const match of findOtherCustomerData(text, ctx.world, ctx.sessionCustomer, seen)) {
    violations.push({ kind: 'other_customer_data', match, message: "the reply shows another customer's personal data" });
  }
  for (const match of findInternalIds(text, ctx.world, customerFacingValues(ctx.toolResults), ctx.customerTurns)) {
    violations.push({ kind: 'internal_id', match, message: `the reply shows the internal id ${match}` });
  }
  const grounded = groundedAmounts(ctx.toolResults);
  for (const amount of extractAmounts(text)) {
    if (grounded.has(amount.minor)) continue;
    violations.push({ kind: 'ungrounded_amount', match: amount.text, message: `no tool result holds the amount ${amount.text}` });
  }
  return violations;
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
  const language = ctx.language ?? detectLanguage(text);
  return {
    text: fallbackReply(language),
    violations,
    decision: {
      guard: 'reply',
      verdict: 'rewritten',
      code: first.kind,
      message: violations.map((v) => `${v.kind}: ${v.match}`).join('; '),
    },
  };
}
