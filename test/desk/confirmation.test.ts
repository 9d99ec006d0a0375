import { describe, expect, it } from 'vitest';
import { confirms } from '../../src/desk/guards/confirmation.js';
import { DEFAULT_RULES } from '../../src/desk/guards/rules.js';

/** [customer turn, confirms?, language the verdict names (when it should name one)] */
type Row = [text: string, confirmed: boolean, language?: string];

const CONFIRMING: Row[] = [
  // English
  ['yes please', true, 'en'],
  ['Yes, go ahead', true, 'en'],
  ['ok do it', true, 'en'],
  ['sure', true, 'en'],
  ['confirm', true, 'en'],
  ['YES PLEASE!!!', true, 'en'],
  ['yep, that is right', true, 'en'],
  ['Please go ahead.', true, 'en'],
  ['Go for it', true, 'en'],
  ["That's fine, proceed", true, 'en'],
  ['yes, no problem', true, 'en'],
  ['I confirm', true, 'en'],
  ['Thanks for checking. Yes, please go ahead with the cancellation.', true, 'en'],
  ['ok', true],
  ['👍', true],
  // Spanish
  ['sí, adelante', true, 'es'],
  ['sí', true, 'es'],
  ['Si, adelante', true, 'es'],
  ['si por favor', true],
  ['dale', true, 'es'],
  ['Claro que sí, hazlo', true, 'es'],
  ['vale', true, 'es'],
  ['De acuerdo, cancélalo por favor', true, 'es'],
  ['sí, se puede cancelar', true, 'es'],
  // French
  ['oui, allez-y', true, 'fr'],
  ["d'accord", true, 'fr'],
  ['D’accord, merci', true, 'fr'],
  ['Oui bien sûr', true, 'fr'],
  ["c'est bon", true, 'fr'],
  // German
  ['ja, bitte', true, 'de'],
  ['ja, mach das', true, 'de'],
  ['Ja, gerne!', true, 'de'],
  ['Einverstanden', true, 'de'],
  ['alles klar', true, 'de'],
  // Portuguese
  ['sim, pode', true, 'pt'],
  ['pode cancelar', true, 'pt'],
  ['Sim, pode fazer o reembolso', true, 'pt'],
  ['tá bom', true, 'pt'],
  ['Claro que sim', true, 'pt'],
  // Hindi, Devanagari and romanised
  ['हाँ', true, 'hi'],
  ['हाँ, कर दीजिए', true, 'hi'],
  ['हां जी, कर दो', true, 'hi'],
  ['जी हाँ', true, 'hi'],
  ['haan', true, 'hi'],
  ['ji haan', true, 'hi'],
  ['theek hai', true, 'hi'],
  ['haan order cancel kar do', true, 'hi'],
  ['Haan bhai, kar dijiye', true, 'hi'],
  // Italian, Dutch
  ['sì, procedi', true, 'it'],
  ['va bene', true, 'it'],
  ['ja, doe maar', true, 'nl'],
  ['is goed', true, 'nl'],
  ['ja, doe het maar', true, 'nl'],
  // more English
  ['Yesss', true, 'en'],
  ['no problem, go ahead', true, 'en'],
  ['you can go ahead', true, 'en'],
  // a negation that only gives the reason for the yes
  ["Yes, I don't need it anymore.", true, 'en'],
  ['yes, we no longer need it', true, 'en'],
  ['Sí, ya no lo necesito.', true, 'es'],
  ['Oui, je n’en ai plus besoin.', true, 'fr'],
  ['Ja, das brauchen wir nicht mehr.', true],
  ['Sim, não preciso mais.', true, 'pt'],
  ['Sì, non mi serve più.', true, 'it'],
  ['Ja, ik heb het niet meer nodig.', true],
  ['haan, ab iski zaroorat nahi hai', true, 'hi'],
  ['हाँ, अब इसकी ज़रूरत नहीं है', true, 'hi'],
  // "why not" agrees, with or without its question mark
  ['Sure, why not', true, 'en'],
  ['ok, why not?', true],
  ['Claro, ¿por qué no?', true],
  ['oui, pourquoi pas', true, 'fr'],
  // a closing Dutch "maar" softens ("go ahead and ...")
  ['Ja, annuleer maar.', true],
  ['ja, stuur het maar', true],
  // "only" softening a yes, and the proposal's own order named
  ['yes, just do it', true, 'en'],
  ['Sí, solo hazlo', true, 'es'],
  ['So, yes please', true, 'en'],
  ['Yes please, no rush.', true, 'en'],
  ['Ja, ich will sie nicht mehr.', true],
];

const NOT_CONFIRMING: Row[] = [
  // negations and holds, English
  ["no, don't", false, 'en'],
  ['no', false],
  ['wait', false, 'en'],
  ['not yet', false, 'en'],
  ['hold on', false, 'en'],
  ["don't do it", false, 'en'],
  ['dont do it', false, 'en'],
  ['yes... actually no, wait', false, 'en'],
  ['Nope', false, 'en'],
  ['never mind', false, 'en'],
  ['ok, stop', false],
  ['Yes — hang on a second', false, 'en'],
  // questions
  ['is it already shipped?', false, 'en'],
  ['yes? what happens to my refund?', false, 'en'],
  ['is it already shipped', false, 'en'],
  ['what happens to my refund', false, 'en'],
  ['¿sí?', false],
  ['kya yeh ship ho gaya', false, 'hi'],
  // hedged or conditional
  ['yes if it is free', false, 'en'],
  ["yes if it's free", false, 'en'],
  ['maybe', false, 'en'],
  ['I think so?', false, 'en'],
  ['I think so', false, 'en'],
  ['sure, before that tell me the total', false, 'en'],
  // a yes to something else
  ['yes, but change the address instead', false, 'en'],
  ['ok, actually refund it instead', false, 'en'],
  // no consent at all
  ['', false],
  ['   ', false],
  ['the right address is 12 Main St', false],
  ['ok so I was wondering about the mug that arrived', false],
  ['I ordered two mugs last week', false],
  // Spanish
  ['no sé', false, 'es'],
  ['espera', false],
  ['todavía no', false, 'es'],
  ['sí, pero mejor cambia la dirección', false, 'es'],
  ['si es gratis, sí', false],
  ['tal vez', false, 'es'],
  ['no, no lo hagas', false, 'es'],
  ['revisa los pedidos', false],
  // French
  ['non, attendez', false, 'fr'],
  ['pas encore', false, 'fr'],
  ["n'annulez pas", false, 'fr'],
  ['oui, mais plutôt un remboursement', false, 'fr'],
  ["si c'est gratuit", false],
  ['peut-être', false, 'fr'],
  // German
  ['nein, warte', false, 'de'],
  ['noch nicht', false, 'de'],
  ['ja, aber erst morgen', false, 'de'],
  ['vielleicht', false, 'de'],
  ['ja, wenn es kostenlos ist', false, 'de'],
  // Portuguese
  ['não, espere', false, 'pt'],
  ['ainda não', false, 'pt'],
  ['sim, se for grátis', false, 'pt'],
  ['talvez', false, 'pt'],
  ['sim, mas troque o endereço', false, 'pt'],
  // Hindi
  ['नहीं', false, 'hi'],
  ['रुको', false, 'hi'],
  ['abhi nahi', false, 'hi'],
  ['haan, lekin pehle address badlo', false, 'hi'],
  ['mat karo', false, 'hi'],
  ['shayad', false, 'hi'],
  ['हाँ, लेकिन पता बदल दो', false, 'hi'],
  // Italian, Dutch
  ['no, aspetta', false],
  ['sì, ma prima cambia indirizzo', false, 'it'],
  ['nee, wacht', false, 'nl'],
  ['ja, maar eerst het adres', false, 'nl'],
  // more traps: a consent word doing another job, an action verb alone, politeness alone
  ['go back', false],
  ['cancel it', false],
  ['no problem', false],
  ["I'm not sure", false, 'en'],
  ["I'd like to confirm my address first", false, 'en'],
  ['let me think about it', false, 'en'],
  ['tomorrow', false, 'en'],
  ['si puedes', false],
  ['thanks', false],
  // a wish to keep what would change, or a preference: a choice, not a yes
  ["Yes, I'd like to keep it.", false, 'en'],
  ['I confirm that I want to keep my order', false, 'en'],
  ['Sí, prefiero conservarlo.', false, 'es'],
  ['Oui, je préfère la garder.', false, 'fr'],
  ['Ja, ich möchte sie lieber behalten.', false, 'de'],
  ['Sim, prefiro ficar com ela.', false, 'pt'],
  ['Sì, preferisco tenerlo.', false, 'it'],
  ['ja, ik hou het liever', false, 'nl'],
  ['haan, main ise rakhna chahti hoon', false, 'hi'],
  // sarcasm
  ['Yeah, right.', false],
  ['Ja klar, und ich bin der Kaiser von China.', false],
  ['sí claro, y yo soy el rey de España', false],
  ['oh sure 🙄', false],
  // a narrower scope than proposed
  ['Yes please, refund only the mug.', false, 'en'],
  ['sí, pero solo la taza', false, 'es'],
  ['ja, nur die Tasse bitte', false, 'de'],
  ['oui, seulement le mug', false, 'fr'],
  ['haan, sirf mug ka refund kar do', false, 'hi'],
  // a negation that is not a reason
  ['No, I do not need it', false, 'en'],
  ['yes... no', false, 'en'],
];

describe('confirms: a clear yes to the action just proposed', () => {
  it.each(CONFIRMING)('%j confirms', (text, confirmed, language) => {
    const verdict = confirms(text);
    expect(verdict.confirmed).toBe(confirmed);
    if (language !== undefined) expect(verdict.language).toBe(language);
    expect(verdict.reason).not.toBe('');
  });

  it.each(NOT_CONFIRMING)('%j does not confirm', (text, confirmed, language) => {
    const verdict = confirms(text);
    expect(verdict.confirmed).toBe(confirmed);
    if (language !== undefined) expect(verdict.language).toBe(language);
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

  it('is what the default desk rules use', () => {
    expect(DEFAULT_RULES.confirms('yes please')).toEqual(confirms('yes please'));
  });
});
