import { describe, expect, it } from 'vitest';
import { findInternalIds } from '../../src/desk/guards/text/ids.js';
import { findOtherCustomerData } from '../../src/desk/guards/text/pii.js';
import { baseWorld } from '../grade/support.js';

function world() {
  const w = baseWorld();
  w.proposals['P1'] = { id: 'P1', customer: 'c-ana', action: 'cancel_order', orderId: 'A1001', createdAt: 'x', expiresAt: 'y', status: 'pending', turn: 0 };
  w.refunds['R2'] = { id: 'R2', order: 'A1002', amount: 100, reason: 'x', status: 'issued', createdAt: 'x' };
  return w;
}

describe('findInternalIds', () => {
  it.each<[string, string[]]>([
    ['Your proposal P1 is ready.', ['P1']],
    ['Refund R2 was issued for order A1002.', ['R2']],
    ['Ref: 0B6E8A3C-8F1E-4C2B-9A7D-1F2E3D4C5B6A', ['0B6E8A3C-8F1E-4C2B-9A7D-1F2E3D4C5B6A']],
    ['Order A1001, item MUG-01.', []],
    ['The P1 Pro headphones are in stock.', []],
    ['P10 and XP1 and P1-X are not P1 ids... but P1 is.', ['P1']],
    ['There is no ticket T1 yet.', []],
    ['lowercase p1 is not an id we issue', []],
  ])('%j -> %j', (text, ids) => {
    expect(findInternalIds(text, world())).toEqual(ids);
  });
});

describe('findOtherCustomerData', () => {
  it.each<[string, string[]]>([
    ['Bob can be reached at bob@example.com.', ['bob@example.com']],
    ['Call +1 (555) 010-0199 for help.', ['+1 555 010 0199']],
    ['Call 555 010 0199 for help.', ['+1 555 010 0199']],
    ['That order belongs to BOB STONE.', ['Bob Stone']],
    ['Your email ana@example.com is on file, Ana Ruiz.', []],
    ['Our phone is 555 000 1234.', []],
    ['jbob@example.com.au is not Bob’s address.', []],
    ['Bob will help you.', []],
  ])('%j -> %j', (text, found) => {
    expect(findOtherCustomerData(text, baseWorld(), 'c-ana')).toEqual(found);
  });
});
