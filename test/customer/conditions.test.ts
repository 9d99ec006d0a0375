/**
 * The conditions a reactive customer turn waits for, read against the agent's last turn (the reply
 * the customer saw and the tools it called) through the graders' text library. Each kind holds on
 * what it names and not on what it does not; `asked` reads every language the lexicons support.
 */
import { describe, expect, it } from 'vitest';
import { type AgentTurn, ConditionError, readCondition } from '../../src/customer/conditions.js';
import type { TurnCondition } from '../../src/cases/types.js';

const turn = (reply: string, more: Partial<AgentTurn> = {}): AgentTurn => ({ reply, calls: [], proposals: [], ...more });
const holds = (when: TurnCondition, t: AgentTurn): boolean => readCondition(when, t).holds;

describe('asked: the reply asks for a named piece of information', () => {
  it.each([
    ['en', 'zip', 'Thanks! What is the zip code of the address on your account?'],
    ['en', 'zip', 'Please send me your postal code.'],
    ['es', 'zip', '¿Me dices el código postal de tu dirección?'],
    ['es', 'zip', 'Necesito tu código postal para comprobar tu cuenta.'],
    ['fr', 'zip', 'Quel est votre code postal ?'],
    ['de', 'zip', 'Bitte nennen Sie mir Ihre PLZ.'],
    ['pt', 'zip', 'Qual é o seu CEP?'],
    ['it', 'zip', 'Mi dica il suo CAP, per favore.'],
    ['nl', 'zip', 'Wat is uw postcode?'],
    ['hi', 'zip', 'कृपया अपना पिन कोड बताइए।'],
    ['hi-Latn', 'zip', 'Kripya apna pin code bataiye.'],
    ['en', 'email', "What's the email address on your account?"],
    ['de', 'email', 'Wie lautet die E-Mail-Adresse Ihres Kundenkontos?'],
    ['en', 'reason', 'Why would you like to cancel it?'],
    ['de', 'reason', 'Aus welchem Grund möchten Sie stornieren?'],
    ['en', 'address', 'What is the new delivery address?'],
    ['fr', 'address', 'Quelle est la nouvelle adresse ?'],
    ['en', 'order_id', 'Which order is it about? The order number is enough.'],
    ['es', 'name', '¿Me dices tu nombre y apellidos?'],
    ['en', 'payment_method', 'Which card should I charge the difference to?'],
    ['pt', 'payment_method', 'Com qual forma de pagamento você quer pagar?'],
    ['en', 'colour', 'Which colour would you like?'],
    ['it', 'size', 'Che taglia porti?'],
    ['nl', 'phone', 'Mag ik uw telefoonnummer?'],
  ])('holds in %s for %s: %s', (_language, info, reply) => {
    expect(holds({ asked: info as never }, turn(reply))).toBe(true);
  });

  it.each([
    ['en', 'zip', 'Thanks, I found your account with the zip code you gave me. Shall I go ahead?', 'names the zip code but asks something else'],
    ['en', 'zip', "You don't need to give me your zip code.", 'says it is not needed'],
    ['es', 'zip', 'Tu pedido está de camino. ¿Quieres el número de seguimiento?', 'asks, but not for it'],
    ['de', 'email', 'Ihre Bestellung ist unterwegs.', 'asks nothing'],
    ['en', 'address', 'What is the email address on your account?', 'an email address is not a postal address'],
    ['fr', 'address', "Quelle est votre adresse e-mail ?", 'an email address is not a postal address'],
  ])('does not hold in %s for %s: "%s" (%s)', (_language, info, reply) => {
    expect(holds({ asked: info as never }, turn(reply))).toBe(false);
  });

  it('needs every piece of a list, and says which is missing', () => {
    const reply = turn('Could you tell me your full name and your zip code?');
    expect(holds({ asked: ['name', 'zip'] }, reply)).toBe(true);
    const reading = readCondition({ asked: ['name', 'email'] }, reply);
    expect(reading.holds).toBe(false);
    expect(reading.keys[0]!.why).toBe('asked email: the reply does not ask for it');
  });
});

describe('offered: the reply mentions each listed word or option', () => {
  it('holds when every word is there as a whole word, case and accents aside', () => {
    expect(holds({ offered: ['blue', 'black'] }, turn('We have them in Blue and in black, same price.'))).toBe(true);
    expect(holds({ offered: 'azul' }, turn('Las tenemos en azúl.'))).toBe(true);
    expect(holds({ offered: '6.00' }, turn('La taille L coûte 6,00 € de plus.'))).toBe(true);
  });

  it('does not hold when one is missing or only part of a word', () => {
    expect(holds({ offered: ['blue', 'black'] }, turn('We have them in blue.'))).toBe(false);
    expect(holds({ offered: 'blue' }, turn('Our bluetooth speaker is in stock.'))).toBe(false);
  });
});

describe('said: the reply contains the text', () => {
  it('holds on the text, case and runs of spaces aside', () => {
    expect(holds({ said: 'in meno' }, turn('La taglia M costa 3,00 €  IN MENO.'))).toBe(true);
    expect(holds({ said: ['costs', 'more'] }, turn('It costs $2.00 more.'))).toBe(true);
  });

  it('does not hold without it', () => {
    expect(holds({ said: 'in meno' }, turn('La taglia M costa 3,00 € in più.'))).toBe(false);
  });
});

describe('proposed: a proposal of that action was made in the turn and shown', () => {
  it('holds for a shown proposal of the action', () => {
    expect(holds({ proposed: 'cancel_order' }, turn('Shall I cancel it?', { proposals: [{ action: 'cancel_order', shown: true }] }))).toBe(true);
  });

  it('does not hold for another action, or for one the reply never showed', () => {
    expect(holds({ proposed: 'cancel_order' }, turn('Shall I refund it?', { proposals: [{ action: 'refund', shown: true }] }))).toBe(false);
    const unshown = readCondition({ proposed: 'cancel_order' }, turn('Anything else?', { proposals: [{ action: 'cancel_order', shown: false }] }));
    expect(unshown).toMatchObject({ holds: false, keys: [{ why: 'proposed cancel_order: made but not shown in the reply' }] });
  });
});

describe('called: the agent called the tool in the turn', () => {
  it('holds when it did, whatever the tool answered', () => {
    expect(holds({ called: 'escalate_to_human' }, turn('A colleague will contact you.', { calls: ['track_shipment', 'escalate_to_human'] }))).toBe(true);
  });

  it('does not hold when it did not', () => {
    expect(holds({ called: ['track_shipment', 'escalate_to_human'] }, turn('A colleague will contact you.', { calls: ['track_shipment'] }))).toBe(false);
  });
});

describe('a condition of several keys', () => {
  it('holds only when every key does', () => {
    const shown = { proposals: [{ action: 'exchange_items', shown: true }] };
    expect(holds({ proposed: 'exchange_items', offered: '6,00' }, turn('It costs 6,00 € more. Shall I exchange it?', shown))).toBe(true);
    expect(holds({ proposed: 'exchange_items', offered: '6,00' }, turn('Shall I exchange it?', shown))).toBe(false);
  });
});

describe('a condition that cannot be read', () => {
  it.each([
    [{ asked: 'shoe size' }, 'asked'],
    [{ proposed: 'teleport' }, 'proposed'],
    [{ called: 'get_weather' }, 'called'],
    [{ offered: [] }, 'offered'],
    [{ asks: 'zip' }, 'asks'],
    [{}, 'when'],
  ])('is an error, never a branch quietly not taken: %j', (when, key) => {
    expect(() => readCondition(when as TurnCondition, turn('What is your zip code?'))).toThrow(ConditionError);
    try {
      readCondition(when as TurnCondition, turn('x'));
    } catch (error) {
      expect((error as ConditionError).key).toBe(key);
    }
  });
});
