/**
 * A postal address given as a structure ({ line1, line2?, city, state?, zip, country }, the case
 * format's CaseAddress) or as one line of text: checked, and written as the one line an order's
 * shipping address and a proposal's summary hold.
 */
import type { Address } from '../types.js';

const REQUIRED = ['line1', 'city', 'zip', 'country'] as const;
const OPTIONAL = ['line2', 'state'] as const;

/** "250 Pine Street, Apt 12, Seattle, WA 98101, US": the lines, the city, state and zip together, the country. */
export function addressText(a: Address): string {
  const region = [a.state, a.zip].filter((p) => p !== undefined && p !== '').join(' ');
  return [a.line1, a.line2, a.city, region, a.country].filter((p) => p !== undefined && p !== '').join(', ');
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/**
 * The address as a structure with its fields trimmed, or which required fields are missing or
 * empty (the schema types the fields; the requirement is checked here so that the message names
 * every missing field, not an anyOf's three alternatives).
 */
export function readAddress(raw: Readonly<Record<string, unknown>>): Address | { missing: string[] } {
  const missing = REQUIRED.filter((k) => text(raw[k]) === undefined);
  if (missing.length > 0) return { missing };
  const out: Address = { line1: text(raw['line1'])!, city: text(raw['city'])!, zip: text(raw['zip'])!, country: text(raw['country'])! };
  const line2 = text(raw['line2']);
  const state = text(raw['state']);
  return { ...out, ...(line2 !== undefined && { line2 }), ...(state !== undefined && { state }) };
}

/** "line1, city, zip and country are required": what a refusal tells the model. */
export const ADDRESS_FIELDS_HELP = `${REQUIRED.join(', ')} are required, ${OPTIONAL.join(' and ')} optional`;

/** The JSON Schema of a structured address, for tool arguments. */
export const ADDRESS_OBJECT_SCHEMA = {
  type: 'object',
  properties: {
    line1: { type: 'string', description: 'Street and number.' },
    line2: { type: 'string', description: 'Flat, floor, unit (optional).' },
    city: { type: 'string' },
    state: { type: 'string', description: 'State, province or region (optional).' },
    zip: { type: 'string', description: 'Postal code, as text.' },
    country: { type: 'string', description: 'ISO 3166-1 alpha-2 code or country name.' },
  },
  additionalProperties: false,
} as const;
