/**
 * What the two identification tools share: how details are compared, and what a match does (the
 * session serves that customer) or does not (not_found, the same words whatever was wrong).
 */
import type { ToolName } from '../../cases/types.js';
import { switchRefused } from '../guards/identity.js';
import type { Customer } from '../types.js';
import { failure, success } from './outcome.js';
import type { ToolContext, ToolOutcome } from './types.js';

/** An email as accounts compare it: trimmed, lowercase. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** A name as identification compares it: case, accents, ß, hyphens, dots and spacing set aside ("José-Luis" is "jose luis"). */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[\s\-.'’,]+/g, ' ')
    .trim();
}

/** A zip or postal code: spaces and case set aside ("sw1a 1aa" is "SW1A1AA"). */
export function zipKey(zip: string): string {
  return zip.replace(/\s+/g, '').toUpperCase();
}

/** The same zip, or a US ZIP+4 and its five digits ("94107" and "94107-1234"). */
function sameZip(given: string, onFile: string): boolean {
  const [a, b] = [zipKey(given), zipKey(onFile)];
  return a === b || (/^\d{5}$/.test(a) && b.startsWith(`${a}-`)) || (/^\d{5}$/.test(b) && a.startsWith(`${b}-`));
}

/** What identification reads of a customer record: the store's, or a case's. */
type Identifiable = Pick<Customer, 'id' | 'name' | 'email'> & { address?: { zip: string } | undefined };

export function customersByEmail<C extends Identifiable>(customers: Iterable<C>, email: string): C[] {
  const key = emailKey(email);
  return [...customers].filter((c) => c.email !== undefined && emailKey(c.email) === key);
}

/** Customers whose full name is first + last and whose address on file has this zip. */
export function customersByNameZip<C extends Identifiable>(customers: Iterable<C>, first: string, last: string, zip: string): C[] {
  const name = nameKey(`${first} ${last}`);
  return [...customers].filter((c) => c.address !== undefined && nameKey(c.name) === name && sameZip(zip, c.address.zip));
}

/**
 * The outcome of an identification: the one customer found now serves the visit (unless the visit
 * already serves someone else: refused); no customer, or more than one, is `notFound`, in words that
 * never say which detail was wrong nor whether anyone else matched.
 */
export function identified(ctx: ToolContext, tool: ToolName, found: readonly Identifiable[], notFound: string): ToolOutcome {
  const match = found.length === 1 ? found[0] : undefined;
  const refused = switchRefused(ctx.store, tool, match?.id);
  if (refused) return refused;
  if (match === undefined) return failure('not_found', notFound);
  ctx.store.identify(match.id, tool);
  return success({
    customer_id: match.id,
    identified: true,
    message: "Customer identified. You may now look up and change this customer's own records; keep to them.",
  });
}
