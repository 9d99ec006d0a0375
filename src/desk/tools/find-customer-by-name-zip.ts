import { customersByNameZip, identified } from './identify.js';
import type { ToolSpec } from './types.js';

export const findCustomerByNameZip: ToolSpec = {
  name: 'find_customer_by_name_zip',
  kind: 'read',
  identity: 'identifies',
  summary: 'identifies the customer by name and the zip code on file (first_name, last_name, zip)',
  offered: 'always',
  definition: {
    name: 'find_customer_by_name_zip',
    description:
      "Identify the customer you are chatting with by their first name, last name and the zip (postal) code of the address on their account, before looking at or changing anything of theirs. On a match the conversation serves that customer (its customer_id is returned); one conversation serves one customer only.",
    parameters: {
      type: 'object',
      properties: {
        first_name: { type: 'string', minLength: 1, description: 'The first name the customer gave, e.g. Ana.' },
        last_name: { type: 'string', minLength: 1, description: 'The last name the customer gave, e.g. Ruiz.' },
        zip: { type: 'string', minLength: 1, description: 'The zip or postal code the customer gave, e.g. 94107.' },
      },
      required: ['first_name', 'last_name', 'zip'],
      additionalProperties: false,
    },
  },
  run(args, ctx) {
    const found = customersByNameZip(ctx.store.customers.values(), args['first_name'] as string, args['last_name'] as string, args['zip'] as string);
    const notFound = 'No customer account matches that name and zip code. Check the spelling and the zip code with the customer, or identify them by the email on their account (find_customer_by_email).';
    return identified(ctx, 'find_customer_by_name_zip', found, notFound);
  },
};
