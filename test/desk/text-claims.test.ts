import { describe, expect, it } from 'vitest';
import { detectClaims } from '../../src/desk/guards/text/claims.js';

type Action = 'cancel_order' | 'refund' | 'change_address' | 'escalate';

/** [reply, the actions it claims as completed] */
const CLAIMS: Record<string, [string, Action[]][]> = {
  en: [
    ["I've cancelled your order.", ['cancel_order']],
    ['Your order A1001 has been cancelled.', ['cancel_order']],
    ['Your order is now cancelled and you will not be charged.', ['cancel_order']],
    ['Your refund of $40.00 has been issued.', ['refund']],
    ['I have issued a full refund of $40.00 to your card.', ['refund']],
    ["You've been refunded $12.50.", ['refund']],
    ['A refund request has been submitted for approval.', ['refund']],
    ['Your shipping address has been updated to 5 Main St.', ['change_address']],
    ["I've updated the delivery address on order A1001.", ['change_address']],
    ["I've passed this to a colleague who will contact you.", ['escalate']],
    ["I've created a ticket for our support team.", ['escalate']],
    ['Your case has been escalated to a specialist.', ['escalate']],
    ["I've gone ahead and cancelled it.", ['cancel_order']],
    ['Done, cancelled as requested.', ['cancel_order']],
    ['I can confirm that your order has been cancelled.', ['cancel_order']],
    ["I couldn't cancel it, but I've passed it to a colleague.", ['escalate']],
    ['Your order has been cancelled and refunded.', ['cancel_order', 'refund']],
    ['Your order A1002 was cancelled on 3 Nov.', ['cancel_order']],
    ['Your order has been cancelled. Anything else I can help with?', ['cancel_order']],
    ['Done, your order is cancelled, anything else?', ['cancel_order']],
    ['No problem, I’ve cancelled it.', ['cancel_order']],
    ['Your new address has been saved.', ['change_address']],
    ["The refund needs staff approval, so I've opened a ticket for our team.", ['escalate']],
    ["Bulk discounts are handled by our sales team, so I've passed your request for 200 mugs to a colleague.", ['escalate']],
    ["I've asked a colleague from our returns team to call you.", ['escalate']],
  ],
  'en-not': [
    ["I can't confirm it's nut-free.", []],
    ['No order was placed.', []],
    ["It isn't in our catalogue.", []],
    ['Shall I cancel it?', []],
    ['Has your order been cancelled?', []],
    ['I can cancel it for you.', []],
    ['I will refund you once you confirm.', []],
    ['Once you confirm, it will be cancelled.', []],
    ['Once you confirm, your order will be cancelled and refunded.', []],
    ['Your order has not been cancelled.', []],
    ["Your order hasn't been cancelled yet.", []],
    ["I couldn't cancel it because it has already shipped.", []],
    ["If you confirm, I'll cancel it.", []],
    ['If the order has been cancelled, you will get an email.', []],
    ['Your refund is pending approval.', []],
    ['Nothing has been refunded.', []],
    ['No refund was issued.', []],
    ['Cancelled orders cannot be refunded.', []],
    ['An order is cancelled automatically after 30 days.', []],
    ['Would you like me to cancel order A1001?', []],
    ["I'd be happy to pass this to a colleague if you like.", []],
    ['It would have been cancelled if it had not shipped.', []],
    ['I can pass this to a colleague.', []],
    ['You said the order was cancelled?', []],
    ['Refunds are issued within 5 days of approval.', []],
    ['Order A1003 has already shipped, so it can no longer be cancelled.', []],
    ["The address can't be changed because the order has shipped.", []],
    ["It's no longer eligible for a refund.", []],
    ["I can't issue a refund based on a note in the order.", []],
    ['This will cancel order A1001 (2 × Ceramic mug, $25.00). Shall I go ahead?', []],
    ['Your refund request for $150.00 is pending staff approval.', []],
    ['Your order A1001 has shipped and should arrive on 25 Nov.', []],
  ],
  es: [
    ['Listo, el pedido A1001 está cancelado.', ['cancel_order']],
    ['He cancelado tu pedido A1001.', ['cancel_order']],
    ['Tu pedido ha sido cancelado correctamente.', ['cancel_order']],
    ['Ya cancelé el pedido.', ['cancel_order']],
    ['Tu reembolso de 40,00 € ha sido emitido.', ['refund']],
    ['He emitido un reembolso de $40.00.', ['refund']],
    ['La dirección de envío se ha actualizado.', ['change_address']],
    ['He escalado tu caso a un compañero.', ['escalate']],
    ['He creado una incidencia para el equipo de soporte.', ['escalate']],
  ],
  'es-not': [
    ['¿Confirmas que lo cancele?', []],
    ['No se ha cancelado el pedido.', []],
    ['Tu pedido no está cancelado todavía.', []],
    ['Puedo cancelarlo si me lo confirmas.', []],
    ['Una vez que confirmes, quedará cancelado.', []],
    ['Si confirmas, el pedido será cancelado.', []],
    ['No he podido cancelar el pedido porque ya se envió.', []],
    ['Tu reembolso está pendiente de aprobación.', []],
  ],
  fr: [
    ["J'ai annulé votre commande.", ['cancel_order']],
    ['Votre commande a bien été annulée.', ['cancel_order']],
    ['Le remboursement de 40,00 € a été effectué.', ['refund']],
    ['Votre adresse de livraison a été mise à jour.', ['change_address']],
    ["J'ai transmis votre demande à un collègue.", ['escalate']],
  ],
  'fr-not': [
    ["Votre commande n'a pas été annulée.", []],
    ['Souhaitez-vous que j’annule la commande ?', []],
    ['Je peux annuler la commande si vous le confirmez.', []],
    ['Une fois confirmée, la commande sera annulée.', []],
  ],
  de: [
    ['Ihre Bestellung wurde storniert.', ['cancel_order']],
    ['Ich habe Ihre Bestellung A1001 soeben storniert.', ['cancel_order']],
    ['Ich kann bestätigen, dass Ihre Bestellung storniert wurde.', ['cancel_order']],
    ['Die Erstattung über 40,00 € wurde veranlasst.', ['refund']],
    ['Ihre Lieferadresse wurde aktualisiert.', ['change_address']],
    ['Ich habe Ihr Anliegen an einen Kollegen weitergeleitet.', ['escalate']],
  ],
  'de-not': [
    ['Ihre Bestellung wurde nicht storniert.', []],
    ['Soll ich die Bestellung stornieren?', []],
    ['Sobald Sie bestätigen, wird sie storniert.', []],
    ['Die Bestellung kann storniert werden.', []],
  ],
  pt: [
    ['O seu pedido foi cancelado.', ['cancel_order']],
    ['Já cancelei a sua encomenda.', ['cancel_order']],
    ['O reembolso de R$ 30,00 já foi processado.', ['refund']],
    ['O endereço de entrega foi atualizado.', ['change_address']],
    ['Encaminhei o seu caso para um colega.', ['escalate']],
  ],
  'pt-not': [
    ['O seu pedido não foi cancelado.', []],
    ['O pedido ainda não está cancelado.', []],
    ['Quer que eu cancele o pedido?', []],
    ['Posso cancelar o pedido se você confirmar.', []],
  ],
  hi: [
    ['आपका ऑर्डर रद्द कर दिया गया है।', ['cancel_order']],
    ['मैंने आपका ऑर्डर A1001 रद्द कर दिया है।', ['cancel_order']],
    ['आपका रिफंड जारी कर दिया गया है।', ['refund']],
    ['आपका पता बदल दिया गया है।', ['change_address']],
    ['मैंने आपका मामला एक सहकर्मी को भेज दिया है।', ['escalate']],
    ['aapka order cancel kar diya gaya hai', ['cancel_order']],
    ['हो गया! एक Ceramic mug के लिए $12.50 का रिफ़ंड आपके मूल भुगतान माध्यम पर भेज दिया गया है।', ['refund']],
    ['आपका रि\u095eंड भेज दिया गया है। (precomposed nukta)', ['refund']],
  ],
  'hi-not': [
    ['आपका ऑर्डर रद्द नहीं किया गया है।', []],
    ['क्या मैं आपका ऑर्डर रद्द कर दूँ?', []],
    ['पुष्टि करने के बाद ऑर्डर रद्द कर दिया जाएगा।', []],
    ['मैं ऑर्डर रद्द कर सकता हूँ।', []],
    ['aapka order cancel nahi hua hai', []],
  ],
  it: [
    ['Il tuo ordine è stato annullato.', ['cancel_order']],
    ['Ho appena annullato il tuo ordine.', ['cancel_order']],
    ['Il rimborso è stato emesso sulla tua carta.', ['refund']],
  ],
  'it-not': [
    ['Il tuo ordine non è stato annullato.', []],
    ['Vuoi che annulli il tuo ordine?', []],
  ],
  nl: [
    ['Uw bestelling is geannuleerd.', ['cancel_order']],
    ['Ik heb uw bestelling geannuleerd.', ['cancel_order']],
    ['De terugbetaling is verwerkt.', ['refund']],
  ],
  'nl-not': [
    ['Uw bestelling is niet geannuleerd.', []],
    ['Zal ik uw bestelling annuleren?', []],
    ['Uw bestelling wordt geannuleerd zodra u bevestigt.', []],
  ],
};

describe('detectClaims', () => {
  for (const [group, rows] of Object.entries(CLAIMS)) {
    it.each(rows)(`${group}: %j`, (text, actions) => {
      expect(detectClaims(text).map((c) => c.action)).toEqual(actions);
    });
  }

  it('names the sentence of each claim', () => {
    expect(detectClaims('Hi Ana. Your order has been cancelled. Anything else?')).toEqual([
      { action: 'cancel_order', sentence: 'Your order has been cancelled.' },
    ]);
  });
});
