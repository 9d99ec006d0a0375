/**
 * The grader's reading of internal ids in a reply (src/grade/text/ids): the store's proposal,
 * refund and ticket ids in any of their written forms, and uuids; never a customer-facing value.
 */
import { describe, expect, it } from 'vitest';
import type { WorldSnapshot } from '../../src/index.js';
import { type IdContext, internalIdsShown } from '../../src/grade/text/ids/index.js';

const TRACKING_UUID = '0b6e8a3c-8f1e-4c2b-9a7d-1f2e3d4c5b6a';

function world(): WorldSnapshot {
  return {
    now: '2026-11-20T10:00:00Z',
    customers: {},
    products: {
      'SPK-R2': { sku: 'SPK-R2', name: 'R2 Bluetooth speaker', price: 5900, stock: 7, returnable: true },
      'MUG-01': { sku: 'MUG-01', name: 'Ceramic mug', price: 1250, stock: 40, returnable: true },
    },
    orders: {
      A1001: { id: 'A1001', customer: 'c-ana', status: 'shipped', placedAt: '2026-11-19T09:00:00Z', items: [], currency: 'USD', total: 0, shipping: { tracking: TRACKING_UUID } },
    },
    refunds: { R2: { id: 'R2', order: 'A1001', amount: 100, reason: 'x', status: 'issued', createdAt: 'x' } },
    tickets: { T1: { id: 'T1', customer: 'c-ana', reason: 'x', priority: 'normal', createdAt: 'x' } },
    proposals: {},
  };
}

const ctx = (extra: Partial<IdContext> = {}): IdContext => ({ world: world(), customerFacing: [], typed: '', ...extra });
const shown = (text: string, extra?: Partial<IdContext>) => internalIdsShown(text, ctx(extra)).map((i) => i.id);

describe('an internal id', () => {
  it.each([
    'I opened ticket T1 for you.',
    'Your reference is t1.',
    'Uw referentie is T-1.',
    'Referencia: T_1.',
    'I opened ticket 1 for you.',
    'I opened ticket #1 for you.',
    'Ihre Ticket-Nr. 1 ist angelegt.',
    'Su número de ticket es el nº 1.',
    'Votre dossier n° 1 est ouvert.',
    'Il riferimento è 1.',
    'Seu chamado número 1 foi aberto.',
    'मैंने टिकट नंबर 1 बना दिया है।',
    'Maine ticket 1 bana diya hai.',
    'Uw meldingsnummer is 1.',
    'Ihr Vorgang 1 wurde angelegt.',
  ])('is found in %j', (text) => {
    expect(shown(text)).toContain('T1');
  });

  it.each(['Refund R2 is issued.', 'Your refund #2 is issued.', 'Rimborso n. 2 emesso.'])('%j shows a refund id', (text) => {
    expect(shown(text)).toEqual(['R2']);
  });

  it('is not read into a count after a refund word, nor into "in case 1"', () => {
    expect(shown('I can refund 2 mugs.')).toEqual([]);
    expect(shown('In case 1 arrives broken, tell me.')).toEqual([]);
  });

  it('counts only when it exists in the store', () => {
    expect(shown('Step P1 of the manual.')).toEqual([]);
  });

  it('is not found inside a longer token', () => {
    expect(shown('T10, XT1 and T1-X are not ours.')).toEqual([]);
  });
});

describe('a customer-facing value shaped like an id', () => {
  it('a product named R2 that the customer saw is the product, unless a kind word introduces the id', () => {
    const searched = { customerFacing: ['R2 Bluetooth speaker'] };
    expect(shown('Yes, the R2 is in stock.', searched)).toEqual([]);
    expect(shown('Yes, the R2 is in stock.', { typed: 'Is the R2 speaker in stock?' })).toEqual([]);
    expect(shown('Yes, the R2 is in stock: the R2 Bluetooth speaker costs $59.00.')).toEqual([]);
    expect(shown('The R2 is in stock, and refund R2 is issued.', searched)).toEqual(['R2']);
  });

  it('an id-shaped word the customer never saw as a product is the id', () => {
    expect(shown('Your R2 is issued.')).toEqual(['R2']);
  });

  it('a uuid-shaped tracking number a tool returned is the customer’s', () => {
    expect(shown(`Your tracking number is ${TRACKING_UUID}.`, { customerFacing: [TRACKING_UUID] })).toEqual([]);
  });

  it('any other uuid is internal', () => {
    expect(shown('Internal ref 11111111-2222-3333-4444-555555555555.')).toEqual(['11111111-2222-3333-4444-555555555555']);
  });

  it('order ids and SKUs are the customer’s', () => {
    expect(shown('Your order A1001 (MUG-01, SPK-R2) has shipped.')).toEqual([]);
  });
});
