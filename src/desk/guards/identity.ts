/**
 * Identity: a visit that starts unidentified (`given.session.authenticated: false`) serves no one
 * until an identification tool finds the customer, and one visit serves one customer.
 *
 * - Before identification every tool that reads or changes a customer's records is refused with
 *   `forbidden` and a message telling the agent to identify the customer first. Open are the
 *   catalogue (search_products, get_product), the identification tools themselves, and a hand-off that names no
 *   order (a customer who cannot or will not identify may still reach a person; the ticket then
 *   names no customer).
 * - Once identified, identifying as anyone else is refused with `forbidden` and the session stays
 *   as it was, whether the details match another customer or no one: the answer must not tell
 *   which (no enumeration of accounts).
 *
 * The decision says why (transcript only, never shown to the model).
 */
import type { ToolName } from '../../cases/types.js';
import type { Store } from '../store.js';
import type { GuardDecision, ToolResult } from '../types.js';

/** What a tool needs of the session (ToolSpec.identity): `customer` unless it says otherwise. */
export type IdentityNeed = 'customer' | 'open' | 'identifies';

interface Refusal {
  result: ToolResult;
  guard: GuardDecision;
}

function refusal(tool: string, message: string, why: string): Refusal {
  return {
    result: { ok: false, error: { code: 'forbidden', message, retryable: false } },
    guard: { guard: 'identity', verdict: 'refused', code: 'forbidden', tool, message: why },
  };
}

/** The message the agent reads when it reaches for a customer's records too early; `subject` is what did ("get_order"). */
export function identifyFirstMessage(subject: string): string {
  return `${subject} needs a verified customer, and this customer is not identified yet. Identify them first: ask for the email address on their account (find_customer_by_email) or their first name, last name and zip code (find_customer_by_name_zip). Do not share any account or order details before that.`;
}

/** The refusal of a tool that needs an identified customer, when there is none yet; undefined when it may run. */
export function unidentified(store: Store, tool: string, need: IdentityNeed = 'customer', subject = tool): Refusal | undefined {
  if (need !== 'customer' || store.session.customer !== undefined) return undefined;
  return refusal(tool, identifyFirstMessage(subject), `${subject} before the customer was identified`);
}

/**
 * The one-visit-one-customer rule for an identification tool that found `match` (or no one):
 * undefined when it may identify (no one is served yet, or it is the customer already served),
 * else the refusal. A visit already serving someone refuses any other details alike.
 */
export function switchRefused(store: Store, tool: ToolName, match: string | undefined): Refusal | undefined {
  const served = store.session.customer;
  if (served === undefined || match === served) return undefined;
  const message =
    'This conversation already serves a verified customer and cannot switch to another account. Keep helping the customer you identified, with their own orders only; anyone else must contact us themselves.';
  return refusal(tool, message, `the visit serves ${served}; ${match === undefined ? 'the details match no customer' : `the details match ${match}`}`);
}
