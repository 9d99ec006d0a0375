import { customersByEmail, identified } from './identify.js';
import type { ToolSpec } from './types.js';

export const findCustomerByEmail: ToolSpec = {
  name: 'find_customer_by_email',
  kind: 'read',
  identity: 'identifies',
  summary: 'identifies the customer by the email on their account (email)',
  offered: 'always',
  definition: {
    name: 'find_customer_by_email',
    description:
      "Identify the customer you are chatting with by the email address on their account, before looking at or changing anything of theirs. On a match the conversation serves that customer (its customer_id is returned); one conversation serves one customer only.",
    parameters: {
      type: 'object',
      properties: { email: { type: 'string', minLength: 3, description: 'The email address the customer gave, e.g. ana@example.com.' } },
      required: ['email'],
      additionalProperties: false,
    },
  },
  run(args, ctx) {
    const email = args['email'] as string;
    const notFound = 'No customer account matches that email address. Check it with the customer, or identify them by first name, last name and zip code (find_customer_by_name_zip).';
    return identified(ctx, 'find_customer_by_email', customersByEmail(ctx.store.customers.values(), email), notFound);
  },
};
