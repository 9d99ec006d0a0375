/**
 * The consent grader reads the amounts a proposal and a customer's turn state, to tell whether the
 * refund described is the one proposed. Every currency a store sells in must read as money: a
 * refund shown as "¥1,500" and not read made confirmed-writes fail a correct agent.
 */
import { describe, expect, it } from 'vitest';
import { amountsIn } from '../../src/grade/text/consent/money.js';

describe('amounts in a text, for the consent grader', () => {
  it.each([
    ['$12.50', 1250],
    ['12,50 €', 1250],
    ['R$ 25,00', 2500],
    ['₹900', 90000],
    ['25 EUR', 2500],
    ['¥1,500', 150000],
    ['₩12,000', 1200000],
    ['₺450', 45000],
    ['₽1 200', 120000],
    ['₨ 750', 75000],
    ['CHF 89.90', 8990],
    ['3,200 JPY', 320000],
    ['NZ$ 40.00', 4000],
    ['1500 yen', 150000],
    ['89.90 francs', 8990],
  ])('reads %j as %i minor units', (text, minor) => {
    expect(amountsIn(`Te devuelvo ${text} del pedido A1001.`)).toEqual([minor]);
  });

  it('does not take a bare whole number for money: a quantity, a date, an order number', () => {
    expect(amountsIn('2 tazas, el 12 de mayo, pedido 1500')).toEqual([]);
  });
});
