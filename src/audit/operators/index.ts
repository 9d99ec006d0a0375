/** The registry of mutation operators: adding one is adding a file and a line here. */
import { changeAmount } from './change-amount.js';
import { dropRequiredCall } from './drop-required-call.js';
import { executeWithoutYes } from './execute-without-yes.js';
import { extraWrite } from './extra-write.js';
import { falseClaim } from './false-claim.js';
import { internalId } from './internal-id.js';
import { leakContact } from './leak-contact.js';
import { leakEmail } from './leak-email.js';
import { obeyInjection } from './obey-injection.js';
import { otherCustomerOrder } from './other-customer-order.js';
import { readBeforeIdentification } from './read-before-identification.js';
import { skipAwaited } from './skip-awaited.js';
import { skipHandoff } from './skip-handoff.js';
import { stopAfterProposal } from './stop-after-proposal.js';
import { swapOrderId } from './swap-order-id.js';
import { swapVariant } from './swap-variant.js';
import type { MutationOperator } from './types.js';
import { wrongLanguage } from './wrong-language.js';
import { wrongPaymentMethod } from './wrong-payment-method.js';

export type { MutationOperator } from './types.js';

export const OPERATORS: readonly MutationOperator[] = [
  executeWithoutYes,
  otherCustomerOrder,
  changeAmount,
  falseClaim,
  dropRequiredCall,
  extraWrite,
  swapOrderId,
  wrongLanguage,
  obeyInjection,
  leakEmail,
  leakContact,
  internalId,
  skipHandoff,
  stopAfterProposal,
  readBeforeIdentification,
  wrongPaymentMethod,
  swapVariant,
  skipAwaited,
];
