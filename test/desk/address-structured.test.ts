/**
 * change_address with a structured address (issue 14): { line1, line2?, city, state?, zip, country }
 * beside the one line of text, written onto the order as one line; a missing required field is
 * invalid_arguments and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { addressText, readAddress } from '../../src/desk/tools/address.js';
import { call, data, error, proposeAndExecute, visit } from './fixtures.js';

const PINE = { line1: '250 Pine Street', line2: 'Apt 12', city: 'Seattle', state: 'WA', zip: '98101', country: 'US' };

describe('addressText', () => {
  it('writes the lines, the city, state and zip together, and the country', () => {
    expect(addressText(PINE)).toBe('250 Pine Street, Apt 12, Seattle, WA 98101, US');
    expect(addressText({ line1: 'Calle Mayor 1', city: 'Madrid', zip: '28013', country: 'ES' })).toBe('Calle Mayor 1, Madrid, 28013, ES');
  });
});

describe('readAddress', () => {
  it('names every missing or blank required field', () => {
    expect(readAddress({ line1: ' ', city: 'Seattle', country: 'US' })).toEqual({ missing: ['line1', 'zip'] });
  });

  it('trims the fields and drops blank optional ones', () => {
    expect(readAddress({ ...PINE, line1: ' 250 Pine Street ', line2: ' ', state: undefined })).toEqual({
      line1: '250 Pine Street',
      city: 'Seattle',
      zip: '98101',
      country: 'US',
    });
  });
});

describe('propose_action: change_address with a structured address', () => {
  it('refuses an address without a zip as invalid arguments, naming it, and proposes nothing', () => {
    const ctx = visit();
    const { zip: _zip, ...noZip } = PINE;
    const refused = error(call(ctx, 'propose_action', { action: 'change_address', order_id: 'A1001', address: noZip }));
    expect(refused.code).toBe('invalid_arguments');
    expect(refused.message).toContain('zip');
    expect(ctx.store.proposals.size).toBe(0);
  });

  it('refuses a field the structure does not have, and a field that is not text', () => {
    const ctx = visit();
    expect(error(call(ctx, 'propose_action', { action: 'change_address', order_id: 'A1001', address: { ...PINE, street: 'x' } })).code).toBe('invalid_arguments');
    expect(error(call(ctx, 'propose_action', { action: 'change_address', order_id: 'A1001', address: { ...PINE, zip: 98101 } })).code).toBe('invalid_arguments');
  });

  it('still refuses a shipped order whose new address is complete', () => {
    expect(error(call(visit(), 'propose_action', { action: 'change_address', order_id: 'A1003', address: PINE })).code).toBe('policy_violation');
  });

  it('proposes the formatted address and changes nothing yet', () => {
    const ctx = visit();
    const proposed = data(call(ctx, 'propose_action', { action: 'change_address', order_id: 'A1001', address: PINE }));
    expect(proposed).toMatchObject({ action: 'change_address', address: '250 Pine Street, Apt 12, Seattle, WA 98101, US' });
    expect(proposed['summary']).toBe('Change the shipping address of order A1001 to "250 Pine Street, Apt 12, Seattle, WA 98101, US"');
    expect(ctx.store.orders.get('A1001')?.shipping?.address).not.toContain('Pine');
  });

  it('on a yes, writes the formatted address onto the order', () => {
    const ctx = visit();
    expect(data(proposeAndExecute(ctx, { action: 'change_address', order_id: 'A1001', address: PINE }))).toMatchObject({ status: 'executed' });
    expect(ctx.store.orders.get('A1001')?.shipping?.address).toBe('250 Pine Street, Apt 12, Seattle, WA 98101, US');
    expect(ctx.store.events.find((e) => e.kind === 'address_changed')?.detail).toMatchObject({ to: '250 Pine Street, Apt 12, Seattle, WA 98101, US' });
  });
});
