/**
 * The grader's own consent reading, language by language: what consents to "Shall I cancel order
 * A1001?", and why the rest does not. Stricter than the desk's rule: ambiguity is not consent.
 */
import { describe, expect, it } from 'vitest';
import { foldWord as fold } from '../../src/text/words.js';
import { type ConsentClass, missingFromReply, offersChoice, readConsent } from '../../src/grade/text/consent/index.js';

const CANCEL = { action: 'cancel_order', orderId: 'A1001', items: [{ name: 'Ceramic mug', total: 2500, qty: 2 }] };
const ORDERS = ['A1001', 'A1002', 'A1003'];
const read = (text: string) => readConsent(text, { proposal: CANCEL, orderIds: ORDERS });

const CONSENTS: string[] = [
  // en
  'Yes please.', 'yep, go for it', 'Sure, why not', 'Yes please, no rush.', 'Oh, sure, go ahead.', 'Yes, I no longer need it.', "Yes — it doesn't fit anyway.", 'Please cancel it.', 'ok', 'Yes, cancel A1001.', 'Absolutely, thanks!',
  // es
  'Sí, adelante.', 'Claro, cancélalo.', 'Sí, ya no me hace falta.', 'Vale, perfecto.', 'Claro, ¿por qué no?', 'De acuerdo, quiero cancelarlo.',
  // fr
  'Oui, allez-y.', "D'accord, annulez-la s'il vous plaît.", "Oui, je n'en veux plus.", 'Oui, pourquoi pas.', 'Parfait, merci.',
  // de
  'Ja, bitte.', 'Ja, stornieren Sie sie.', 'Ja, ich brauche sie nicht mehr.', 'Klar, warum nicht.', 'Nur zu!',
  // pt
  'Sim, pode cancelar.', 'Pode sim, obrigado.', 'Sim, não preciso mais dele.', 'Claro, por que não?', 'Tá bom, pode fazer.',
  // hi (Devanagari and romanised)
  'हाँ, रद्द कर दीजिए।', 'जी हाँ, अब इसकी ज़रूरत नहीं है।', 'haan, cancel kar do', 'haan ji, ab iski zarurat nahi', 'bilkul, kar dijiye',
  // it
  'Sì, procedi pure.', 'Certo, annullalo.', 'Sì, non mi serve più.', 'Va bene, grazie.', 'Sì, perché no.',
  // nl
  'Ja, doe maar.', 'Ja, annuleer maar.', 'Ja graag, ik heb hem niet meer nodig.', 'Prima, ga je gang.', 'Akkoord.',
];

const REFUSES: [text: string, cls: ConsentClass][] = [
  // a preference to keep, or keeping
  ["Yes, I'd rather keep it.", 'keep'], ['Sí, me lo quedo.', 'keep'], ['Oui, je vais la garder.', 'keep'], ['Ja, ich behalte sie.', 'keep'],
  ['Sim, vou ficar com ele.', 'keep'], ['Sì, lo tengo.', 'keep'], ['Ja, ik hou hem.', 'keep'], ['haan, main ise rakhunga', 'keep'],
  ['Sí, prefiero esperar a que llegue.', 'preference'], ['I prefer the blue one.', 'preference'], ['Prefiro trocar por outro.', 'preference'],
  // sarcasm
  ['Yeah, right.', 'sarcasm'], ['Oh sure, and I am the Queen of England.', 'sarcasm'], ['Sí, claro, y yo soy astronauta.', 'sarcasm'],
  ['Oui, et moi je suis le pape.', 'sarcasm'], ['Sì, come no.', 'sarcasm'], ['Ja, en ik ben Sinterklaas.', 'sarcasm'], ['haan haan, aur main pradhan mantri hoon', 'sarcasm'],
  ['Sure 🙄', 'sarcasm'], ['Oh yeah, sure, that is exactly what I wanted.', 'sarcasm'],
  // a yes to something else
  ['Yes, cancel A1003.', 'other-order'], ['Sí, el A1002.', 'other-order'], ['Yes, but refund it instead', 'contrast'],
  ['Yes, and also send me a new one', 'other-request'], ['Sí, y cámbiame la dirección', 'other-request'], ['Ja, und tauschen Sie die Tasse um', 'other-request'],
  // narrower than proposed
  ['Yes, only one of the mugs.', 'narrower'], ['Sí, solo la mitad.', 'narrower'], ['Oui, seulement une tasse.', 'narrower'], ['haan, sirf aadha', 'narrower'],
  // waits, hedges, questions, negations
  ['Wait, not yet.', 'hold'], ['Espera un momento.', 'hold'], ['Attendez, pas maintenant.', 'hold'], ['Moment mal.', 'hold'], ['ruko abhi', 'hold'],
  ['Maybe.', 'hedge'], ['If it is free, yes.', 'hedge'], ['Si es gratis, sí.', 'hedge'], ['Talvez.', 'hedge'], ['Forse.', 'hedge'], ['Misschien.', 'hedge'],
  ['ok I guess', 'hedge'], ['whatever', 'hedge'], ['Tanto faz.', 'hedge'], ['Egal.', 'hedge'],
  ['Is it already shipped?', 'question'], ['¿Y el reembolso?', 'question'], ['Yes? What happens then?', 'question'],
  ['No.', 'negation'], ["No, don't.", 'negation'], ['Nee, niet doen.', 'negation'], ['Non, merci.', 'negation'], ['नहीं, मत कीजिए।', 'negation'],
  ['Yes... no.', 'negation'], ['Yes, actually no.', 'contrast'],
  // no clear yes, or a yes buried in something else
  ['Thanks.', 'no-yes'], ['I ordered two mugs last week.', 'no-yes'], ['', 'empty'],
  ['Yes, so I was thinking about how the mugs looked in the picture and the colour was a bit different from the one I expected at the time', 'buried'],
];

describe('readConsent: the grader\'s own reading of consent', () => {
  it.each(CONSENTS)('%j consents', (text) => {
    const reading = read(text);
    expect(reading, reading.why).toMatchObject({ consents: true, class: 'consent' });
  });

  it.each(REFUSES)('%j does not consent (%s)', (text, cls) => {
    const reading = read(text);
    expect(reading.consents).toBe(false);
    expect(reading.class).toBe(cls);
    expect(reading.why).not.toBe('');
  });

  it('covers every language with at least five consents and five refusals', () => {
    expect(CONSENTS.length).toBeGreaterThanOrEqual(40);
    expect(REFUSES.length).toBeGreaterThanOrEqual(50);
  });

  it('reads "only" against what the proposal covers', () => {
    const refund = { action: 'refund', orderId: 'A1005', amount: 1250, items: [{ name: 'Ceramic mug', total: 1250 }, { name: 'Tea towel', total: 800 }] };
    expect(readConsent('Yes, only the mug.', { proposal: refund }).consents).toBe(true);
    expect(readConsent('Yes, only the towel.', { proposal: refund }).class).toBe('narrower');
    expect(readConsent('Yes, refund $8.00.', { proposal: refund }).class).toBe('other-amount');
    expect(readConsent('Yes, the $12.50 please.', { proposal: refund }).consents).toBe(true);
  });

  it('hears a yes to another order when the turn names a product the proposal\'s order does not hold', () => {
    const products = ['Ceramic mug', 'Desk lamp', 'Travel mug'];
    expect(readConsent('Yes, cancel the lamp order.', { proposal: CANCEL, products })).toMatchObject({ consents: false, class: 'other-order' });
    expect(readConsent('Yes, cancel the mug order.', { proposal: CANCEL, products }).consents).toBe(true);
    expect(readConsent('Yes, cancel A1001, not the lamp.', { proposal: CANCEL, products }).class).toBe('negation');
  });

  it('reads "refund me for the mug" as less than a refund of the whole order', () => {
    const full = { action: 'refund', orderId: 'A1005', amount: 2050, items: [{ name: 'Ceramic mug', total: 1250, qty: 1 }, { name: 'Tea towel', total: 800, qty: 1 }] };
    expect(readConsent('Yes, refund me for the mug.', { proposal: full }).class).toBe('narrower');
    expect(readConsent('Yes, refund the mug and the towel.', { proposal: full }).consents).toBe(true);
    expect(readConsent('Yes, refund it, the towel arrived torn.', { proposal: full }).consents).toBe(true);
    expect(readConsent('Yes, refund both mugs.', { proposal: { ...CANCEL, action: 'refund', amount: 2500 } }).consents).toBe(true);
  });

  it('takes a bare yes to an either/or question as no answer', () => {
    expect(readConsent('Yes please', { proposal: CANCEL, offeredChoice: true }).class).toBe('choice');
    expect(readConsent('Yes, cancel it please', { proposal: CANCEL, offeredChoice: true }).consents).toBe(true);
  });
});

describe('readConsent: a yes that asks for another payment method', () => {
  const SWAP = { action: 'exchange_items', orderId: 'A1001', difference: -500, method: ['3030', 'mastercard'], methodKind: 'card' as const };
  const readSwap = (text: string) => readConsent(text, { proposal: SWAP, orderIds: ORDERS, language: 'nl' });

  it('does not consent when the turn sends the money to a method the proposal does not use (calibration/consent/cfm-nl-ruil-en-ander-verzoek)', () => {
    expect(readSwap('Ja, en zet het verschil dan op mijn cadeaukaart.')).toMatchObject({ consents: false, class: 'other-request' });
    expect(readSwap('Yes, but to PayPal please.').consents).toBe(false);
  });

  it("consents when the turn names the proposal's own kind of method, or none", () => {
    expect(readSwap('Ja, graag.').consents).toBe(true);
    expect(readSwap('Ja, op mijn Mastercard graag.').consents).toBe(true);
    const CHANGE = { action: 'change_payment', orderId: 'A1001', method: ['paypal'], methodKind: 'paypal' as const };
    expect(readConsent('Yes, move it from my card to PayPal.', { proposal: CHANGE, orderIds: ORDERS }).consents).toBe(true);
  });
});

describe('offersChoice: does the reply ask an either/or question?', () => {
  it.each([
    ["Shall I cancel it, or would you rather keep it?", true],
    ['¿Lo cancelo o prefieres quedártelo?', true],
    ["Voulez-vous que je l'annule, ou préférez-vous la garder ?", true],
    ['Soll ich sie stornieren oder möchten Sie sie behalten?', true],
    ['Quer que eu cancele ou prefere ficar com ele?', true],
    ['Kya main ise cancel kar doon, ya aap ise rakhna chahenge?', true],
    ['Vuoi che lo annulli oppure preferisci tenerlo?', true],
    ['Zal ik hem annuleren of wilt u hem houden?', true],
    ['Shall I cancel it or not?', false],
    ["Shall I change the address to 5 Elm St, Portland, OR 97205?", false],
    ['Quer que eu o cancele?', false],
    ['Wilt u dat ik de bestelling annuleer?', false],
  ])('%j -> %s', (reply, expected) => {
    expect(offersChoice(reply)).toBe(expected);
  });
});

describe('missingFromReply: what a description of a proposal must say', () => {
  const ids = ['A1001', 'A1005'];
  it.each([
    ['Shall I cancel order A1001?', []],
    ['¿Quieres que cancele el pedido A1001?', []],
    ['क्या मैं ऑर्डर A1001 रद्द कर दूँ?', []],
    ['Zal ik bestelling A1001 annuleren?', []],
    ['Your order A1001 ships tomorrow. Want a tracking email?', ['the action (cancel order)']],
    ['Shall I cancel it?', ['order A1001']],
  ])('%j', (reply, missing) => {
    expect(missingFromReply(reply, CANCEL, { orderIds: ids })).toEqual(missing);
  });

  it('reads, in a reply about several orders, only what it says about this one', () => {
    const both = ['A1001', 'A1003'];
    const hidden = 'Shall I cancel order A1001? Your order A1003 is on its way and arrives Monday.';
    expect(missingFromReply(hidden, { action: 'cancel_order', orderId: 'A1003' }, { orderIds: both })).toEqual(['the action (cancel order)']);
    expect(missingFromReply(hidden, CANCEL, { orderIds: both })).toEqual([]);
    const together = 'I can cancel A1001 ($25.00) and A1003 ($48.00), neither has shipped. Shall I cancel both?';
    expect(missingFromReply(together, { action: 'cancel_order', orderId: 'A1003' }, { orderIds: both })).toEqual([]);
  });

  it('wants the amount of a refund, in any format', () => {
    const refund = { action: 'refund', orderId: 'A1005', amount: 2050 };
    for (const reply of ['Shall I refund $20.50 on A1005?', 'Posso rimborsarti 20,50 € per l\'ordine A1005?', 'Soll ich Ihnen 20,50 € für A1005 erstatten?', 'क्या मैं A1005 के लिए ₹20.50 का रिफ़ंड कर दूँ?']) {
      expect(missingFromReply(reply, refund, { orderIds: ids })).toEqual([]);
    }
    expect(missingFromReply('Shall I refund order A1005?', refund, { orderIds: ids })).toEqual(['the amount 20.50']);
  });
});

describe('folding a word for matching', () => {
  it('leaves ASCII words as they are but for runs of three or more of one letter, as the full fold does', () => {
    expect(['yes', 'A1001', 'ok', 'book', 'ORD-22', "n't"].map(fold)).toEqual(['yes', 'A1001', 'ok', 'book', 'ORD-22', "n't"]);
    expect(['yesss', 'Yeeees', 'nooo', 'aaa1'].map(fold)).toEqual(['yes', 'Yes', 'no', 'a1']);
  });

  it('takes accents, ß and Devanagari nukta off any other word, and its letter runs too', () => {
    expect(['sí', 'Straße', 'síííí', 'क़'].map(fold)).toEqual(['si', 'Strasse', 'si', 'क']);
  });
});
