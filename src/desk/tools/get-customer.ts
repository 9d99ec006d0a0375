import { failure, success } from './outcome.js';
import type { ToolSpec } from './types.js';
import { customerView, ordersCurrency, plain } from './views.js';

export const getCustomer: ToolSpec = {
  name: 'get_customer',
  kind: 'read',
  summary: "the identified customer's own profile (no arguments)",
  offered: 'always',
  definition: {
    name: 'get_customer',
    description: "The profile of the customer you are chatting with: id, name, email, phone, preferred language, tier and the address on file.",
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  },
  run(_args, { store }) {
    // The identity guard refuses this tool until the visit serves a customer.
    const id = store.session.customer;
    const customer = id === undefined ? undefined : store.customers.get(id);
    if (customer === undefined) return failure('not_found', 'No profile was found for this customer.');
    return success(plain(customerView(customer, ordersCurrency(store, customer.id))));
  },
};
