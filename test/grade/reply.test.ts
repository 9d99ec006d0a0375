import { describe, expect, it } from 'vitest';
import type { ReplyExpect } from '../../src/cases/types.js';
import { scoreReply } from '../../src/grade/scorers/reply.js';
import { cancellation, visit } from './support.js';

const verdicts = (block: ReplyExpect | ReplyExpect[], v = cancellation().build()) =>
  Object.fromEntries(scoreReply(block, v).map((r) => [r.assertion, r.verdict]));

describe('reply scorer', () => {
  it.each<[string, ReplyExpect, string, 'pass' | 'fail']>([
    ['contains, case-insensitive', { contains: ['a1001', 'CANCELADO'] }, 'reply.contains[1]', 'pass'],
    ['contains a word that is not there', { contains: ['reembolso'] }, 'reply.contains[0]', 'fail'],
    ['contains is accent-sensitive', { contains: ['está'] }, 'reply.contains[0]', 'pass'],
    ['contains is accent-sensitive (no accent)', { contains: ['esta cancelado'] }, 'reply.contains[0]', 'fail'],
    ['notContains, absent', { notContains: ['reembolso'] }, 'reply.notContains[0]', 'pass'],
    ['notContains, present', { notContains: ['listo'] }, 'reply.notContains[0]', 'fail'],
    ['matches /pattern/flags', { matches: ['/CANCELAD[OA]/i'] }, 'reply.matches[0]', 'pass'],
    ['matches bare pattern is case-sensitive', { matches: ['CANCELADO'] }, 'reply.matches[0]', 'fail'],
    ['language of the reply', { language: 'es' }, 'reply.language', 'pass'],
    ['language by primary subtag', { language: 'es-MX' }, 'reply.language', 'pass'],
    ['wrong language', { language: 'en' }, 'reply.language', 'fail'],
    ['asksQuestion false on a statement', { asksQuestion: false }, 'reply.asksQuestion', 'pass'],
    ['asksQuestion true on a statement', { asksQuestion: true }, 'reply.asksQuestion', 'fail'],
    ['turn 1 asks (¿...?)', { turn: 1, asksQuestion: true }, 'reply.asksQuestion', 'pass'],
    ['turn 1 is not the last reply', { turn: 1, contains: ['Listo'] }, 'reply.contains[0]', 'fail'],
  ])('%s', (_name, block, assertion, verdict) => {
    expect(verdicts(block)[assertion]).toBe(verdict);
  });

  it('grades several blocks, each named by its place', () => {
    expect(verdicts([{ turn: 1, asksQuestion: true }, { language: 'es' }])).toEqual({ 'reply[0].asksQuestion': 'pass', 'reply[1].language': 'pass' });
  });

  it('reads the reply the customer saw, and names its step', () => {
    const v = visit().customer('price?').reply('It is $9.99.', { shown: 'Sorry, could you tell me again?' }).build();
    const [r] = scoreReply({ contains: ['$9.99'] }, v);
    expect(r).toMatchObject({ verdict: 'fail', step: 2, path: ['expect', 'reply', 'contains', 0] });
  });

  it('leaves the language unjudged when the reply is too short to tell, with its reason', () => {
    const v = visit().customer('cancela A1001').reply('OK, A1001.').build();
    expect(scoreReply({ language: 'es' }, v)[0]).toMatchObject({ verdict: 'unjudged', reason: 'language_undetermined' });
  });

  it('does not let the names of the world decide the language', () => {
    const title = 'All of Us Are on the Way Home';
    const book = { sku: 'BK-1', name: title, price: 1800, stock: 3, returnable: true };
    const reply = `${title} llega mañana.`;
    const plain = visit().customer('¿cuándo llega?').reply(reply).build();
    const withBook = visit().customer('¿cuándo llega?').reply(reply).world((w) => { w.products['BK-1'] = book; }).build();
    expect(verdicts({ language: 'es' }, plain)['reply.language']).toBe('fail');
    expect(verdicts({ language: 'es' }, withBook)['reply.language']).toBe('pass');
  });

  it('names the sentence that asks when no question was wanted', () => {
    const v = visit().customer('x').reply('Done. Let me know which colour you want next.').build();
    expect(scoreReply({ asksQuestion: false }, v)[0]).toMatchObject({ verdict: 'fail', actual: true });
  });

  it.each([
    ['Would you like me to cancel it.', true],
    ['Let me know whether I should cancel it.', true],
    ['When the parcel arrives you will get an email.', false],
    ['Please confirm whether you want the refund.', true],
    ['क्या मैं इसे रद्द कर दूँ', true],
    ['When it arrives, you will get an email.', false],
    ['Your order has been cancelled. Let me know if you need anything else.', false],
  ])('asksQuestion reads %j as %s', (text, asks) => {
    const v = visit().customer('x').reply(text).build();
    expect(verdicts({ asksQuestion: true }, v)['reply.asksQuestion']).toBe(asks ? 'pass' : 'fail');
  });
});
