/**
 * The desk's rules that a caller may swap: a stricter confirmation rule under test, or a
 * permissive one (and a permissive reply guard) to prove that the graders catch what a broken
 * desk lets through. The product uses DEFAULT_RULES; the graders never call these rules.
 */
import { type ConfirmationContext, confirms, type ConfirmationVerdict } from './confirmation.js';
import { checkReply, type ReplyCheck, type ReplyContext } from './reply.js';

export interface DeskRules {
  /** The confirmation rule; `context` names the proposal the turn answers. */
  confirms(text: string, context?: ConfirmationContext): ConfirmationVerdict;
  /** The reply guard: what the customer sees of a model reply. */
  checkReply(text: string, ctx: ReplyContext): ReplyCheck;
}

export const DEFAULT_RULES: DeskRules = Object.freeze({ confirms, checkReply });
