import { describe, expect, it } from 'vitest';
import { confirms, DEFAULT_RULES } from '../../src/index.js';

/** [customer turn, confirms?] */
type Row = [text: string, confirmed: boolean];

const CONFIRMING: Row[] = [
  // English
  ['yes please', true],
  ['Yes, go ahead', true],
  ['ok do it', true],
  ['sure', true],
  ['confirm', true],
  ['YES PLEASE!!!', true],
  ['yep, that is right', true],
  ['Please go ahead.', true],
  ['Go for it', true],
  ["That's fine, proceed", true],
  ['yes, no problem', true],
  ['I confirm', true],
  ['Thanks for checking. Yes, please go ahead with the cancellation.', true],
  ['ok', true],
  ['👍', true],
  // Spanish
  ['sí, adelante', true],
  ['sí', true],
  ['Si, adelante', true],
  ['si por favor', true],
  ['dale', true],
  ['Claro que sí, hazlo', true],
  ['vale', true],
  ['De acuerdo, cancélalo por favor', true],
  ['sí, se puede cancelar', true],
  // French
  ['oui, allez-y', true],
  ["d'accord", true],
  ['D’accord, merci', true],
  ['Oui bien sûr', true],
  ["c'est bon", true],
  // German
  ['ja, bitte', true],
  ['ja, mach das', true],
  ['Ja, gerne!', true],
  ['Einverstanden', true],
  ['alles klar', true],
  // Portuguese
  ['sim, pode', true],
  ['pode cancelar', true],
  ['Sim, pode fazer o reembolso', true],
  ['tá bom', true],
  ['Claro que sim', true],
  // Hindi, Devanagari and romanised
  ['हाँ', true],
  ['हाँ, कर दीजिए', true],
  ['हां जी, कर दो', true],
  ['जी हाँ', true],
  ['haan', true],
  ['ji haan', true],
  ['theek hai', true],
  ['haan order cancel kar do', true],
  ['Haan bhai, kar dijiye', true],
  // Italian, Dutch
  ['sì, procedi', true],
  ['va bene', true],
  ['ja, doe maar', true],
  ['is goed', true],
  ['ja, doe het maar', true],
  // more English
  ['Yesss', true],
  ['no problem, go ahead', true],
  ['you can go ahead', true],
  // a negation that only gives the reason for the yes
  ["Yes, I don't need it anymore.", true],
  ['yes, we no longer need it', true],
  ['Sí, ya no lo necesito.', true],
  ['Oui, je n’en ai plus besoin.', true],
  ['Ja, das brauchen wir nicht mehr.', true],
  ['Sim, não preciso mais.', true],
  ['Sì, non mi serve più.', true],
  ['Ja, ik heb het niet meer nodig.', true],
  ['haan, ab iski zaroorat nahi hai', true],
  ['हाँ, अब इसकी ज़रूरत नहीं है', true],
  // "why not" agrees, with or without its question mark
  ['Sure, why not', true],
  ['ok, why not?', true],
  ['Claro, ¿por qué no?', true],
  ['oui, pourquoi pas', true],
  // a closing Dutch "maar" softens ("go ahead and ...")
  ['Ja, annuleer maar.', true],
  ['ja, stuur het maar', true],
  // "only" softening a yes, and the proposal's own order named
  ['yes, just do it', true],
  ['Sí, solo hazlo', true],
  ['So, yes please', true],
  ['Yes please, no rush.', true],
  ['Ja, ich will sie nicht mehr.', true],
];

const NOT_CONFIRMING: Row[] = [
  // negations and holds, English
  ["no, don't", false],
  ['no', false],
  ['wait', false],
  ['not yet', false],
  ['hold on', false],
  ["don't do it", false],
  ['dont do it', false],
  ['yes... actually no, wait', false],
  ['Nope', false],
  ['never mind', false],
  ['ok, stop', false],
  ['Yes — hang on a second', false],
  // questions
  ['is it already shipped?', false],
  ['yes? what happens to my refund?', false],
  ['is it already shipped', false],
  ['what happens to my refund', false],
  ['¿sí?', false],
  ['kya yeh ship ho gaya', false],
  // a question word opening a later clause asks too, "?" or not
  ['Hmm, is that OK', false],
  ['ji, kya yeh theek hai', false],
  ['ok, is it free', false],
  // hedged or conditional
  ['yes if it is free', false],
  ["yes if it's free", false],
  ['maybe', false],
  ['I think so?', false],
  ['I think so', false],
  ['sure, before that tell me the total', false],
  // a yes to something else
  ['yes, but change the address instead', false],
  ['ok, actually refund it instead', false],
  // no consent at all
  ['', false],
  ['   ', false],
  ['the right address is 12 Main St', false],
  ['ok so I was wondering about the mug that arrived', false],
  ['I ordered two mugs last week', false],
  // Spanish
  ['no sé', false],
  ['espera', false],
  ['todavía no', false],
  ['sí, pero mejor cambia la dirección', false],
  ['si es gratis, sí', false],
  ['tal vez', false],
  ['no, no lo hagas', false],
  ['revisa los pedidos', false],
  // French
  ['non, attendez', false],
  ['pas encore', false],
  ["n'annulez pas", false],
  ['oui, mais plutôt un remboursement', false],
  ["si c'est gratuit", false],
  ['peut-être', false],
  // German
  ['nein, warte', false],
  ['noch nicht', false],
  ['ja, aber erst morgen', false],
  ['vielleicht', false],
  ['ja, wenn es kostenlos ist', false],
  // Portuguese
  ['não, espere', false],
  ['ainda não', false],
  ['sim, se for grátis', false],
  ['talvez', false],
  ['sim, mas troque o endereço', false],
  // Hindi
  ['नहीं', false],
  ['रुको', false],
  ['abhi nahi', false],
  ['haan, lekin pehle address badlo', false],
  ['mat karo', false],
  ['shayad', false],
  ['हाँ, लेकिन पता बदल दो', false],
  // Italian, Dutch
  ['no, aspetta', false],
  ['sì, ma prima cambia indirizzo', false],
  ['nee, wacht', false],
  ['ja, maar eerst het adres', false],
  // more traps: a consent word doing another job, an action verb alone, politeness alone
  ['go back', false],
  ['cancel it', false],
  ['no problem', false],
  ["I'm not sure", false],
  ["I'd like to confirm my address first", false],
  ['let me think about it', false],
  ['tomorrow', false],
  ['si puedes', false],
  ['thanks', false],
  // a wish to keep what would change, or a preference: a choice, not a yes
  ["Yes, I'd like to keep it.", false],
  ['I confirm that I want to keep my order', false],
  ['Sí, prefiero conservarlo.', false],
  ['Oui, je préfère la garder.', false],
  ['Ja, ich möchte sie lieber behalten.', false],
  ['Sim, prefiro ficar com ela.', false],
  ['Sì, preferisco tenerlo.', false],
  ['ja, ik hou het liever', false],
  ['haan, main ise rakhna chahti hoon', false],
  // sarcasm
  ['Yeah, right.', false],
  ['Ja klar, und ich bin der Kaiser von China.', false],
  ['sí claro, y yo soy el rey de España', false],
  ['oh sure 🙄', false],
  // a narrower scope than proposed
  ['Yes please, refund only the mug.', false],
  ['sí, pero solo la taza', false],
  ['ja, nur die Tasse bitte', false],
  ['oui, seulement le mug', false],
  ['haan, sirf mug ka refund kar do', false],
  // "only" closing its clause narrows as much as "only" opening it
  ['Yes, the mug only.', false],
  ['sí, la taza solo', false],
  ['ja, die Tasse nur', false],
  // a negation that is not a reason
  ['No, I do not need it', false],
  ['yes... no', false],
];

describe('confirms: a clear yes to the action just proposed', () => {
  it.each(CONFIRMING)('%j confirms', (text, confirmed) => {
    const verdict = confirms(text);
    expect(verdict.confirmed).toBe(confirmed);
    expect(verdict.reason).not.toBe('');
  });

  it.each(NOT_CONFIRMING)('%j does not confirm', (text, confirmed) => {
    const verdict = confirms(text);
    expect(verdict.confirmed).toBe(confirmed);
    expect(verdict.reason).toMatch(/^not confirmed: /);
  });

  it('has at least 170 rows across the languages', () => {
    expect(CONFIRMING.length + NOT_CONFIRMING.length).toBeGreaterThanOrEqual(170);
  });

  it('names the deciding words in its reason', () => {
    expect(confirms("no, don't").reason).toContain('"no"');
    expect(confirms('espera').reason).toContain('"espera"');
    expect(confirms('sí, adelante').reason).toContain('"adelante"');
  });

  it('refuses a yes that names another order than the proposal\'s, and accepts one naming its own', () => {
    expect(confirms('Yes, cancel A1002.', { orderId: 'A1001' })).toMatchObject({ confirmed: false, reason: expect.stringContaining('A1002') });
    expect(confirms('sí, el A1003 por favor', { orderId: 'A1001' }).confirmed).toBe(false);
    expect(confirms('Yes, cancel A1001.', { orderId: 'A1001' }).confirmed).toBe(true);
    expect(confirms('Yes, cancel A1001 and A1003.', { orderId: 'A1001' }).confirmed).toBe(true);
    // without the proposal's order the rule cannot tell
    expect(confirms('Yes, cancel A1002.').confirmed).toBe(true);
  });

  it("settles a tie between the turn's languages by the customer's own, and only then", () => {
    // "prima" is fine in Dutch and German and a language-bound "before" in Italian.
    expect(confirms('Oké, prima.').confirmed).toBe(false);
    expect(confirms('Oké, prima.', { language: 'nl' }).confirmed).toBe(true);
    expect(confirms('Prima.', { language: 'de-CH' }).confirmed).toBe(true);
    // A language outside the tie settles nothing: the Italian "before" still holds.
    expect(confirms('Prima.', { language: 'it' }).confirmed).toBe(false);
    expect(confirms('Prima.', { language: 'en' }).confirmed).toBe(false);
    // No tie, no say: an Italian "sì, ma" stays a "yes, but" for a Spanish-speaking customer.
    expect(confirms('Sì, ma prima il rimborso.', { language: 'es' }).confirmed).toBe(false);
  });

  it('is what the default desk rules use', () => {
    expect(DEFAULT_RULES.confirms('yes please')).toEqual(confirms('yes please'));
  });
});
