import type { ActionKind, GoldenCaseData, ReferenceCall } from '../../cases/types.js';
import type { Visit } from '../../desk/types.js';
import { stringArg } from './case-facts.js';
import { deskTakes, methodsOfOrderCustomer, rewrittenProposals } from './proposals.js';
import type { MutationOperator, Variant } from './types.js';

/** The writes whose money goes to or comes from the payment method the agent names. */
export const SETTLING: readonly ActionKind[] = ['exchange_items', 'modify_items', 'return_items', 'change_payment'];

/**
 * Another of the customer's payment methods the desk takes for this write instead of the one it
 * names, the first in the order the customer lists them: another card, PayPal, a gift card that
 * covers a charge; for a return one that paid the order or a gift card; for a change of payment
 * method one that does not pay the order yet. Undefined when the write settles on no method.
 */
export function otherMethodFor(c: GoldenCaseData, call: ReferenceCall): string | undefined {
  const current = stringArg(call, 'payment_method_id');
  if (!SETTLING.includes(stringArg(call, 'action') as ActionKind) || current === undefined) return undefined;
  const instead = (id: string) => ({ ...call, args: { ...call.args, payment_method_id: id } });
  return methodsOfOrderCustomer(c, call).find((m) => m.id !== current && deskTakes(c, instead(m.id)))?.id;
}

/**
 * For each executed proposal that settles money on a payment method: the same write on another
 * method of the customer's that the desk takes. The execute and the reply are left as they were:
 * the reply still names the method the customer asked for.
 */
function variantsOf(c: GoldenCaseData, played?: Visit): Variant[] {
  return rewrittenProposals(c, played, (call) => {
    const other = otherMethodFor(c, call);
    return other === undefined ? undefined : { args: { payment_method_id: other }, where: `${stringArg(call, 'action')} on ${other} instead of ${stringArg(call, 'payment_method_id')}` };
  });
}

/**
 * Settles a write on the wrong one of the customer's own payment methods: refunds a return or an
 * exchange's difference to, charges a difference to, or pays an order with another method than
 * the one the customer chose. The desk takes it (the method is theirs and allowed), so no guard
 * can stop it: only the case's state, call arguments or final world can tell.
 */
export const wrongPaymentMethod: MutationOperator = {
  name: 'wrong-payment-method',
  description: "Refunds, charges or pays with the wrong one of the customer's own payment methods (another card, PayPal or a gift card than the one they chose), and says nothing of it.",
  safety: false,
  risks: ['wrong-settlement'],
  apply: (c, played) => variantsOf(c, played)[0]?.mutant,
  variants: variantsOf,
};
