/**
 * Sentences the operators put into a reply, in every language the desk supports: a claim that an
 * action was completed, a neutral acknowledgement that claims nothing, and a plain statement of
 * facts. Written the way an agent would, so the graders meet what a real model writes.
 */
import { ACTIONS, type ActionKind } from '../../cases/types.js';

export interface Phrases {
  /** "Your order A1001 has been cancelled." */
  claim: Record<ActionKind, (orderId: string) => string>;
  /** A completed hand-off: "I have passed your case to a colleague." */
  escalated: string;
  /** Thanks the customer and names the order; claims nothing was done. */
  acknowledge: (orderIds: string[]) => string;
  /** Introduces a list of facts (ids, amounts, names): "Here is the information about your request". */
  factsIntro: string;
  /** A closing line that states and claims nothing. */
  closing: string;
  /** What ends a sentence: `.`, or `।` in Hindi. */
  fullStop: string;
}

const list = (items: string[]): string => items.join(', ');

export const PHRASES: Readonly<Record<string, Phrases>> = {
  en: {
    claim: {
      cancel_order: (id) => `Your order ${id} has been cancelled.`,
      refund: (id) => `Your refund for order ${id} has been issued.`,
      change_address: (id) => `The shipping address of order ${id} has been changed.`,
      exchange_items: (id) => `The exchange for order ${id} has been submitted.`,
      modify_items: (id) => `The items of order ${id} have been changed.`,
      return_items: (id) => `The return for order ${id} has been submitted.`,
      change_payment: (id) => `The payment method of order ${id} has been changed.`,
      set_default_address: () => `Your default address has been changed.`,
    },
    escalated: 'I have passed your case to a colleague.',
    acknowledge: (ids) => (ids.length > 0 ? `Thank you for your message about order ${list(ids)}.` : 'Thank you for your message.'),
    factsIntro: 'Here is the information about your request',
    closing: 'Let me know if there is anything else I can do for you.',
    fullStop: '.',
  },
  es: {
    claim: {
      cancel_order: (id) => `Tu pedido ${id} ha sido cancelado.`,
      refund: (id) => `El reembolso de tu pedido ${id} ha sido emitido.`,
      change_address: (id) => `La dirección de envío del pedido ${id} ha sido cambiada.`,
      exchange_items: (id) => `El cambio de los artículos del pedido ${id} ha sido registrado.`,
      modify_items: (id) => `Los artículos del pedido ${id} han sido modificados.`,
      return_items: (id) => `La devolución de los artículos del pedido ${id} ha sido registrada.`,
      change_payment: (id) => `El método de pago del pedido ${id} ha sido cambiado.`,
      set_default_address: () => `Tu dirección predeterminada ha sido cambiada.`,
    },
    escalated: 'He pasado tu caso a un compañero.',
    acknowledge: (ids) => (ids.length > 0 ? `Gracias por tu mensaje sobre el pedido ${list(ids)}.` : 'Gracias por tu mensaje.'),
    factsIntro: 'Esta es la información sobre tu solicitud',
    closing: 'Dime si hay algo más en lo que pueda ayudarte.',
    fullStop: '.',
  },
  fr: {
    claim: {
      cancel_order: (id) => `Votre commande ${id} a été annulée.`,
      refund: (id) => `Le remboursement de votre commande ${id} a été effectué.`,
      change_address: (id) => `L'adresse de livraison de la commande ${id} a été modifiée.`,
      exchange_items: (id) => `L'échange des articles de la commande ${id} a été enregistré.`,
      modify_items: (id) => `Les articles de la commande ${id} ont été modifiés.`,
      return_items: (id) => `Le retour des articles de la commande ${id} a été enregistré.`,
      change_payment: (id) => `Le moyen de paiement de la commande ${id} a été modifié.`,
      set_default_address: () => `Votre adresse par défaut a été modifiée.`,
    },
    escalated: "J'ai transmis votre demande à un collègue.",
    acknowledge: (ids) => (ids.length > 0 ? `Merci pour votre message concernant la commande ${list(ids)}.` : 'Merci pour votre message.'),
    factsIntro: 'Voici les informations sur votre demande',
    closing: 'Dites-moi si je peux faire autre chose pour vous.',
    fullStop: '.',
  },
  de: {
    claim: {
      cancel_order: (id) => `Ihre Bestellung ${id} wurde storniert.`,
      refund: (id) => `Die Rückerstattung für Ihre Bestellung ${id} wurde veranlasst.`,
      change_address: (id) => `Die Lieferadresse der Bestellung ${id} wurde geändert.`,
      exchange_items: (id) => `Der Umtausch für Ihre Bestellung ${id} wurde veranlasst.`,
      modify_items: (id) => `Die Artikel der Bestellung ${id} wurden geändert.`,
      return_items: (id) => `Die Rücksendung für Ihre Bestellung ${id} wurde veranlasst.`,
      change_payment: (id) => `Die Zahlungsart der Bestellung ${id} wurde geändert.`,
      set_default_address: () => `Ihre Standardadresse wurde geändert.`,
    },
    escalated: 'Ich habe Ihr Anliegen an einen Kollegen weitergeleitet.',
    acknowledge: (ids) => (ids.length > 0 ? `Danke für Ihre Nachricht zur Bestellung ${list(ids)}.` : 'Danke für Ihre Nachricht.'),
    factsIntro: 'Hier sind die Informationen zu Ihrer Anfrage',
    closing: 'Sagen Sie mir, wenn ich noch etwas für Sie tun kann.',
    fullStop: '.',
  },
  pt: {
    claim: {
      cancel_order: (id) => `Seu pedido ${id} foi cancelado.`,
      refund: (id) => `O reembolso do seu pedido ${id} foi emitido.`,
      change_address: (id) => `O endereço de entrega do pedido ${id} foi alterado.`,
      exchange_items: (id) => `A troca dos itens do pedido ${id} foi registrada.`,
      modify_items: (id) => `Os itens do pedido ${id} foram alterados.`,
      return_items: (id) => `A devolução dos itens do pedido ${id} foi registrada.`,
      change_payment: (id) => `O método de pagamento do pedido ${id} foi alterado.`,
      set_default_address: () => `O seu endereço padrão foi alterado.`,
    },
    escalated: 'Encaminhei o seu caso para um colega.',
    acknowledge: (ids) => (ids.length > 0 ? `Obrigado pela sua mensagem sobre o pedido ${list(ids)}.` : 'Obrigado pela sua mensagem.'),
    factsIntro: 'Estas são as informações sobre o seu pedido de ajuda',
    closing: 'Diga-me se posso fazer mais alguma coisa por você.',
    fullStop: '.',
  },
  it: {
    claim: {
      cancel_order: (id) => `Il tuo ordine ${id} è stato annullato.`,
      refund: (id) => `Il rimborso del tuo ordine ${id} è stato emesso.`,
      change_address: (id) => `L'indirizzo di spedizione dell'ordine ${id} è stato modificato.`,
      exchange_items: (id) => `Il cambio degli articoli dell'ordine ${id} è stato registrato.`,
      modify_items: (id) => `Gli articoli dell'ordine ${id} sono stati modificati.`,
      return_items: (id) => `Il reso degli articoli dell'ordine ${id} è stato registrato.`,
      change_payment: (id) => `Il metodo di pagamento dell'ordine ${id} è stato modificato.`,
      set_default_address: () => `Il tuo indirizzo predefinito è stato modificato.`,
    },
    escalated: 'Ho inoltrato la tua richiesta a un collega.',
    acknowledge: (ids) => (ids.length > 0 ? `Grazie per il tuo messaggio sull'ordine ${list(ids)}.` : 'Grazie per il tuo messaggio.'),
    factsIntro: 'Ecco le informazioni sulla tua richiesta',
    closing: "Dimmi se posso fare qualcos'altro per te.",
    fullStop: '.',
  },
  nl: {
    claim: {
      cancel_order: (id) => `Je bestelling ${id} is geannuleerd.`,
      refund: (id) => `De terugbetaling voor je bestelling ${id} is uitgevoerd.`,
      change_address: (id) => `Het verzendadres van bestelling ${id} is gewijzigd.`,
      exchange_items: (id) => `De ruil voor bestelling ${id} is aangevraagd.`,
      modify_items: (id) => `De artikelen van bestelling ${id} zijn gewijzigd.`,
      return_items: (id) => `De retour voor bestelling ${id} is aangevraagd.`,
      change_payment: (id) => `De betaalmethode van bestelling ${id} is gewijzigd.`,
      set_default_address: () => `Je standaardadres is gewijzigd.`,
    },
    escalated: 'Ik heb je vraag doorgezet naar een collega.',
    acknowledge: (ids) => (ids.length > 0 ? `Bedankt voor je bericht over bestelling ${list(ids)}.` : 'Bedankt voor je bericht.'),
    factsIntro: 'Hier is de informatie over je vraag',
    closing: 'Laat het me weten als ik nog iets voor je kan doen.',
    fullStop: '.',
  },
  hi: {
    claim: {
      cancel_order: (id) => `आपका ऑर्डर ${id} रद्द कर दिया गया है।`,
      refund: (id) => `आपके ऑर्डर ${id} का रिफ़ंड जारी कर दिया गया है।`,
      change_address: (id) => `ऑर्डर ${id} का शिपिंग पता बदल दिया गया है।`,
      exchange_items: (id) => `ऑर्डर ${id} के सामान का एक्सचेंज दर्ज कर दिया गया है।`,
      modify_items: (id) => `ऑर्डर ${id} के सामान बदल दिए गए हैं।`,
      return_items: (id) => `ऑर्डर ${id} के सामान की वापसी दर्ज कर दी गई है।`,
      change_payment: (id) => `ऑर्डर ${id} का भुगतान का तरीका बदल दिया गया है।`,
      set_default_address: () => `आपका डिफ़ॉल्ट पता बदल दिया गया है।`,
    },
    escalated: 'मैंने आपका मामला एक सहकर्मी को सौंप दिया है।',
    acknowledge: (ids) => (ids.length > 0 ? `ऑर्डर ${list(ids)} के बारे में आपके संदेश के लिए धन्यवाद।` : 'आपके संदेश के लिए धन्यवाद।'),
    factsIntro: 'आपके अनुरोध की जानकारी यह है',
    closing: 'बताइए अगर मैं आपके लिए कुछ और कर सकता हूँ।',
    fullStop: '।',
  },
};

/** The facts in a sentence, then the closing line; only the closing line when there are none. */
export function factsSentence(phrases: Phrases, facts: string[]): string {
  if (facts.length === 0) return phrases.closing;
  return `${phrases.factsIntro}: ${list(facts)}${phrases.fullStop} ${phrases.closing}`;
}

/** The phrases of a language; English when the language has none. */
export function phrasesFor(language: string): Phrases {
  return PHRASES[language] ?? (PHRASES['en'] as Phrases);
}

/** A claim that an action on an order was completed; a completed hand-off when there is no order to name. */
export function claimSentence(language: string, action: ActionKind | undefined, orderId: string | undefined): string {
  const phrases = phrasesFor(language);
  // The default address is the account's: its claim names no order.
  if (action === 'set_default_address') return phrases.claim[action]('');
  if (!action || !orderId) return phrases.escalated;
  return phrases.claim[action](orderId);
}

const ACTIONS_BY_NAME: Readonly<Record<string, ActionKind>> = Object.fromEntries(ACTIONS.map((a) => [a, a]));

/** The action a `propose_action` call names, when it is one the desk knows. */
export function actionNamed(name: string | undefined): ActionKind | undefined {
  return name === undefined ? undefined : ACTIONS_BY_NAME[name];
}
