import { describe, expect, it } from 'vitest';
import { detectLanguage, primaryLanguage } from '../../src/desk/guards/text/language.js';

const TABLE: Record<string, string[]> = {
  en: [
    'Where is my order A1001?',
    'I would like to cancel my order, please.',
    'Your order has been cancelled and you will not be charged.',
    'Can you tell me when the mug will arrive?',
    'Thanks, that is all I needed.',
    'Yes please, go ahead.',
    'The refund of $40.00 has been issued to your card.',
    "I'm sorry, I can't find an order with that number.",
  ],
  es: [
    '¿Dónde está mi pedido A1001?',
    'Por favor cancela mi pedido A1001',
    'Listo, el pedido A1001 está cancelado.',
    'sí, adelante',
    'Quiero un reembolso porque la taza llegó rota.',
    'Tu pedido aún no se ha enviado. ¿Confirmas que lo cancele?',
    'Gracias por tu paciencia, el reembolso ya está en camino.',
    'No he recibido nada todavía y ya pasó una semana.',
  ],
  fr: [
    'Où est ma commande A1001 ?',
    "Je voudrais annuler ma commande, s'il vous plaît.",
    'Votre commande a été annulée.',
    'Oui, allez-y.',
    "Bonjour, je n'ai toujours pas reçu mon colis.",
    'Le remboursement de 40,00 € a été effectué sur votre carte.',
    'Merci beaucoup pour votre aide.',
    'Pouvez-vous changer mon adresse de livraison ?',
  ],
  de: [
    'Wo ist meine Bestellung A1001?',
    'Bitte stornieren Sie meine Bestellung.',
    'Ihre Bestellung wurde storniert.',
    'Ja, bitte.',
    'Ich möchte eine Erstattung für die kaputte Tasse.',
    'Die Erstattung über 40,00 € ist veranlasst.',
    'Danke für die schnelle Hilfe!',
    'Können Sie meine Lieferadresse ändern?',
  ],
  pt: [
    'Onde está o meu pedido A1001?',
    'Quero cancelar a minha encomenda, por favor.',
    'O seu pedido foi cancelado.',
    'Sim, pode cancelar.',
    'Ainda não recebi nada e já passou uma semana.',
    'Obrigado pela ajuda!',
    'Você pode mudar o endereço de entrega?',
    'O reembolso de R$ 30,00 já foi processado.',
  ],
  hi: [
    'मेरा ऑर्डर A1001 कहाँ है?',
    'कृपया मेरा ऑर्डर रद्द कर दीजिए।',
    'आपका ऑर्डर रद्द कर दिया गया है।',
    'हाँ, कर दीजिए।',
    'mera order kab aayega?',
    'mujhe refund chahiye, mug toot gaya hai',
    'haan ji, cancel kar dijiye',
    'aapka order abhi tak nahi aaya hai kya?',
  ],
  it: [
    'Dove è il mio ordine A1001?',
    'Vorrei annullare il mio ordine, per favore.',
    'Il tuo ordine è stato annullato.',
    'Sì, grazie.',
    'Il rimborso è stato emesso sulla tua carta.',
    'Non ho ancora ricevuto il pacco.',
    'Puoi cambiare il mio indirizzo di consegna?',
    'Grazie mille per il tuo aiuto!',
  ],
  nl: [
    'Waar is mijn bestelling A1001?',
    'Ik wil mijn bestelling annuleren, alstublieft.',
    'Uw bestelling is geannuleerd.',
    'Ja, graag.',
    'De terugbetaling is verwerkt.',
    'Ik heb mijn pakket nog niet ontvangen.',
    'Kunt u mijn adres wijzigen?',
    'Bedankt voor uw hulp!',
  ],
};

describe('detectLanguage', () => {
  for (const [language, sentences] of Object.entries(TABLE)) {
    it.each(sentences)(`reads "%s" as ${language}`, (sentence) => {
      expect(detectLanguage(sentence)).toBe(language);
    });
  }

  it.each(['A1001', 'ok', '', '$25.00', 'no'])('is unsure of %j', (text) => {
    expect(detectLanguage(text)).toBeUndefined();
  });

  it('takes the primary subtag of a BCP-47 tag', () => {
    expect(primaryLanguage('pt-BR')).toBe('pt');
    expect(primaryLanguage('ES')).toBe('es');
  });
});
