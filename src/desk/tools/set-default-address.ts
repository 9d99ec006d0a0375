/**
 * set_default_address: the customer's address on file (customers[].address), a write about the
 * customer rather than an order. Structured only: the address on file is a structure, and a line of
 * text cannot be split back into its fields honestly.
 */
import type { Customer } from '../types.js';
import { onlyFor } from './action-checks.js';
import type { CustomerAction, Refusal } from './action-types.js';
import { ADDRESS_FIELDS_HELP, addressText, readAddress } from './address.js';

const invalid = (message: string): Refusal => ({ guard: 'arguments', code: 'invalid_arguments', message });

const onFile = (c: Customer): string => (c.address === undefined ? 'none on file' : `"${addressText(c.address)}"`);

export const setDefaultAddress: CustomerAction = {
  subject: 'customer',
  prepare(customer, args) {
    const misplaced = onlyFor('set_default_address', args);
    if (misplaced) return misplaced;
    if (args.address === undefined || typeof args.address === 'string') {
      return invalid(`address is required for set_default_address as an object { line1, line2?, city, state?, zip, country } (${ADDRESS_FIELDS_HELP}).`);
    }
    const read = readAddress(args.address);
    if ('missing' in read) return invalid(`address is missing ${read.missing.join(', ')}: ${ADDRESS_FIELDS_HELP}. Ask the customer for it.`);
    const address = addressText(read);
    return {
      address,
      addressFields: read,
      summary: `Change your default address (now ${onFile(customer)}) to "${address}"; orders already placed keep their shipping address`,
    };
  },
  // Nothing about the account can have changed in between that would forbid it.
  recheck: () => ({ ok: true }),
  apply(customer, proposal, store) {
    const from = customer.address === undefined ? undefined : addressText(customer.address);
    customer.address = { ...(proposal.addressFields as NonNullable<typeof proposal.addressFields>) };
    store.record({ kind: 'default_address_changed', ids: { customer: customer.id }, detail: { from, to: proposal.address } });
    return { message: `Your default address is now "${proposal.address}".` };
  },
};
