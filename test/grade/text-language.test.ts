/**
 * The grader's language check, as a specification: what it passes, fails and leaves unjudged.
 * It is the grader's own reading (src/grade/text/language), not the desk's detector.
 */
import { describe, expect, it } from 'vitest';
import { judgeLanguage, parseTag, read } from '../../src/grade/text/language/index.js';

const NAMES = ['Ceramic mug', 'The Best of You and Me', 'Marta Puig', 'Carrer de Mallorca 140, 08036 Barcelona'];
const verdict = (text: string, tag: string) => judgeLanguage(text, tag, NAMES).verdict;

describe('reply.language: replies in the wanted language pass', () => {
  it.each([
    ['en', 'Your parcel is with the courier and should reach you on Friday.'],
    ['es', 'Tu pedido ya va en camino y llegará el jueves.'],
    ['fr', 'Votre colis a quitté notre entrepôt ce matin.'],
    ['de', 'Ihr Paket wurde heute an den Versanddienst übergeben.'],
    ['pt', 'Seu pedido já saiu do armazém e deve chegar na sexta.'],
    ['hi', 'आपका पार्सल कल तक आपके पास पहुँच जाएगा।'],
    ['hi', 'Aapka parcel kal tak aapke paas pahunch jayega.'],
    ['it', 'Il tuo pacco è partito stamattina e arriverà venerdì.'],
    ['nl', 'Je pakket is vanochtend verstuurd en komt vrijdag aan.'],
    ['pt-BR', 'Seu pedido já foi enviado.'],
  ])('%s: %s', (tag, text) => {
    expect(verdict(text, tag)).toBe('pass');
  });

  it.each([
    ['en', 'All set!'],
    ['es', '¡Hecho!'],
    ['fr', 'Voilà, c’est réglé.'],
    ['de', 'Schon erledigt!'],
    ['pt', 'Pronto, feito!'],
    ['hi', 'Ho gaya ji!'],
    ['hi', 'रद्द हो गया!'],
    ['it', 'Ecco fatto!'],
    ['nl', 'Geregeld!'],
  ])('a short reply decided by its distinctive words, %s: %s', (tag, text) => {
    expect(verdict(text, tag)).toBe('pass');
  });

  it('passes a sentence valid in the wanted language and in its neighbour alike', () => {
    expect(judgeLanguage('O seu pedido foi enviado.', 'pt')).toMatchObject({ verdict: 'pass' });
  });

  it('does not let the world’s names decide: an English title with more words than the German around it', () => {
    const text = 'The Best of You and Me ist unterwegs.';
    expect(judgeLanguage(text, 'de').verdict).toBe('fail');
    expect(judgeLanguage(text, 'de', NAMES).verdict).toBe('pass');
  });

  it('does not let a quoted title decide', () => {
    expect(judgeLanguage('Votre livre « The Art of Slow Cooking » arrive demain.', 'fr').verdict).toBe('pass');
  });

  it('tolerates English sentences in romanised Hindi, which mixes them by nature', () => {
    expect(verdict('Aapka refund ho gaya hai. Thank you for waiting!', 'hi')).toBe('pass');
  });
});

describe('reply.language: replies in another language fail', () => {
  it.each([
    ['es', 'Your parcel is with the courier and should reach you on Friday.', 'en'],
    ['it', 'Tu paquete ya va en camino y llegará el jueves.', 'es'],
    ['nl', 'Ihr Paket ist unterwegs und kommt am Freitag an.', 'de'],
    ['de', 'Je pakket is onderweg en komt vrijdag aan.', 'nl'],
    ['fr', 'Il tuo pacco è partito stamattina.', 'it'],
    ['pt', 'Tu pedido ya salió del almacén.', 'es'],
    ['hi', 'Your parcel will reach you tomorrow.', 'en'],
    ['en', 'Seu pedido já foi enviado e chega amanhã.', 'pt'],
  ])('%s case: %s', (tag, text, got) => {
    expect(judgeLanguage(text, tag, NAMES)).toMatchObject({ verdict: 'fail', got });
  });

  it.each([
    ['es', 'El teu paquet ja és de camí i arribarà dijous.', 'ca'],
    ['es', 'Fet! Hem cancel·lat la comanda.', 'ca'],
    ['pt', 'O teu paquete xa saíu e chegará mañá, grazas.', 'gl'],
    ['pt', 'Non, aínda non foi enviado.', 'gl'],
    ['hi', 'तुमचे पार्सल उद्या पोहोचेल आणि तुम्हाला ईमेल येईल.', 'mr'],
    ['hi', 'तपाईंको पार्सल भोलि पुग्नेछ।', 'ne'],
    ['it', 'Coletul dumneavoastră a fost expediat și va ajunge mâine.', 'ro'],
    ['nl', 'Jou pakkie is gestuur en sal môre by jou wees.', 'af'],
  ])('a %s case answered in a neighbour: %s', (tag, text, got) => {
    expect(judgeLanguage(text, tag, NAMES)).toMatchObject({ verdict: 'fail', got });
  });

  it('fails a reply that switches to another language for a whole sentence', () => {
    const j = judgeLanguage('Ihr Paket ist unterwegs. It should be with you on Friday, have a great weekend!', 'de');
    expect(j).toMatchObject({ verdict: 'fail' });
  });

  it('fails a reply whose greeting alone is in the wanted language', () => {
    expect(verdict('Bonjour ! Your parcel left our warehouse this morning, merci !', 'fr')).toBe('fail');
  });

  it('fails a long reply in a language the grader has no words for, though a few of its words look German', () => {
    expect(judgeLanguage('Din beställning är på väg och kommer fram i morgon, tack för att du handlar hos oss.', 'de')).toMatchObject({ verdict: 'fail', got: 'und' });
  });

  it('fails another script', () => {
    expect(judgeLanguage('Ваш заказ уже в пути.', 'de')).toMatchObject({ verdict: 'fail' });
  });

  it('fails Devanagari when the case asks for romanised Hindi, and the reverse', () => {
    expect(verdict('आपका पार्सल कल तक पहुँच जाएगा।', 'hi-Latn')).toBe('fail');
    expect(verdict('Aapka parcel kal tak pahunch jayega.', 'hi-Deva')).toBe('fail');
  });
});

describe('reply.language: too little to tell is unjudged, never failed', () => {
  it.each(['OK!', 'A1001.', '👍', 'Ok, A1001 ✓', ''])('%j', (text) => {
    expect(judgeLanguage(text, 'es')).toMatchObject({ verdict: 'unjudged', reason: 'language_undetermined' });
  });

  it('leaves a single word of two other languages unjudged rather than guessing', () => {
    expect(judgeLanguage('Sí.', 'en').verdict).toBe('unjudged');
  });
});

describe('reading', () => {
  it('counts the words each language explains, so a shared word decides nothing', () => {
    const r = read('de');
    expect(r.language).toBeUndefined();
  });

  it('parses script subtags', () => {
    expect(parseTag('hi-Latn')).toEqual({ language: 'hi', script: 'Latn' });
    expect(parseTag('pt-BR')).toEqual({ language: 'pt' });
  });
});
