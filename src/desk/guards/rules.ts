/**
 * The desk's rules that a caller may swap (e.g. a stricter confirmation rule under test).
 * The product and the graders both use DEFAULT_RULES, so evaluation is never looser than production.
 */
import { confirms, type ConfirmationVerdict } from './confirmation.js';

export interface DeskRules {
  confirms(text: string): ConfirmationVerdict;
}

export const DEFAULT_RULES: DeskRules = Object.freeze({ confirms });
