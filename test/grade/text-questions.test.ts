/**
 * The grader's question check, as a specification (src/grade/text/questions.ts, not the desk's).
 */
import { describe, expect, it } from 'vitest';
import { readQuestion } from '../../src/grade/text/questions.js';

const asks = (text: string) => readQuestion(text).asks;

describe('reply.asksQuestion: what asks', () => {
  it.each([
    'Shall I go ahead with the refund?',
    '¿Te devuelvo el importe?',
    'Hecho ¿algo más?',
    'Is the new address correct',
    'Which colour would you prefer',
    'How soon do you need it',
    'Souhaitez-vous un remboursement.',
    'Quelle adresse souhaitez-vous utiliser.',
    'Möchten Sie das Geld zurück.',
    'Wann passt es Ihnen am besten.',
    'Quer que eu troque o endereço.',
    'Vuoi il rimborso.',
    'Wilt u het geld terug.',
    'क्या आप रिफ़ंड चाहते हैं।',
    'Kya aapko refund chahiye.',
  ])('a question, with or without its mark: %s', (text) => {
    expect(readQuestion(text)).toMatchObject({ asks: true });
  });

  it.each([
    'Let me know which address to use.',
    'Tell me whether you want the refund or a replacement.',
    'Just say yes and I will process the refund.',
    'Please confirm the new address.',
    'Reply with the colour you want and I will note it.',
    'Once you confirm, I will send the refund.',
    'Dime qué dirección uso.',
    'Por favor, confirma la nueva dirección.',
    'Indiquez-moi la couleur souhaitée.',
    'Merci de confirmer la nouvelle adresse.',
    'Sagen Sie mir bitte, welche Adresse gilt.',
    'Bitte bestätigen Sie die neue Adresse.',
    'Me diga qual endereço devo usar.',
    'Fammi sapere quale indirizzo usare.',
    'Mi confermi il nuovo indirizzo.',
    'Laat me weten welk adres ik moet gebruiken.',
    'कृपया नया पता बताइए।',
    'Naya address bata dijiye.',
    'Let me know which one you prefer, or if there is anything else.',
    'Let me know if that works for you.',
    'Just type YES and I will cancel it.',
    'Responde «sí» y lo cancelo.',
    'Antworten Sie mit Ja, dann storniere ich.',
    'Happy to cancel it if you confirm.',
    'Quedo atento a tu confirmación.',
  ])('a request for an answer in the imperative: %s', (text) => {
    expect(readQuestion(text)).toMatchObject({ asks: true, sign: 'request' });
  });
});

describe('reply.asksQuestion: what does not ask', () => {
  it.each([
    'When the courier scans it, the tracking page updates.',
    'Where the address is incomplete, the courier calls you.',
    'What a lovely choice!',
    'Who would have guessed it sells out so fast!',
    'Cuando el mensajero lo escanee, verás el seguimiento.',
    'Quand le transporteur le scanne, le suivi se met à jour.',
    'Wenn der Kurier es scannt, wird die Sendungsverfolgung aktualisiert.',
    'Quando o entregador escanear, o rastreio atualiza.',
    'Quando il corriere lo scansiona, il tracciamento si aggiorna.',
    'Wanneer de koerier het scant, wordt de tracking bijgewerkt.',
    'जब कूरियर इसे स्कैन करेगा, ट्रैकिंग अपडेट हो जाएगी।',
    'Jab courier ise scan karega, tracking update ho jayegi.',
  ])('a statement that opens with a wh-word: %s', (text) => {
    expect(asks(text)).toBe(false);
  });

  it.each([
    'The refund is on its way. Let me know if you need anything else.',
    'If you have any other questions, just reply to this message.',
    'Should you need more help, we are here.',
    'Si tienes cualquier otra duda, avísame.',
    'Dites-moi si vous avez besoin d’autre chose.',
    'Haben Sie noch Fragen, melden Sie sich gern.',
    'Sagen Sie mir Bescheid, wenn Sie noch etwas brauchen.',
    'Me avise se precisar de mais alguma coisa.',
    'Fammi sapere se hai altre domande.',
    'Heeft u nog vragen, neem dan contact op.',
    'Laat het me weten als je nog iets nodig hebt.',
    'अगर कोई और सवाल हो तो बताइए।',
    'Kuch aur chahiye to bataiye.',
    'Let me know if you change your mind.',
    'Let me know if the parcel hasn’t arrived by Friday.',
    'Avísame si no te llega antes del viernes.',
    'Fammi sapere se il pacco non arriva entro venerdì.',
    'Let me know once you have decided.',
    'The order stays as it is until you tell me what you have decided.',
  ])('a stock offer of more help, or an invitation to come back later: %s', (text) => {
    expect(asks(text)).toBe(false);
  });

  it.each([
    'You asked “where is my parcel?” — it is with the courier.',
    'Track it at https://track.example.com/?id=1Z999 whenever you like.',
    'I will let you know as soon as it ships.',
    'Thanks for confirming. The refund is on its way.',
    'Confirmed: the new address is saved.',
    'Puedes ver el estado en tu cuenta.',
    'Pode acompanhar o envio no site.',
    'Rendez-vous sur notre site pour suivre le colis.',
    'Qué bien que te haya gustado la taza.',
    'How kind of you to let us know!',
    'What I can do is refund the mug.',
  ])('other statements: %s', (text) => {
    expect(asks(text)).toBe(false);
  });
});
