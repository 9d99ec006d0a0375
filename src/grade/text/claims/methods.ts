/**
 * The kinds of payment method a clause names, in every supported language: "refunded to your gift
 * card", "auf Ihre Geschenkkarte", "payée par PayPal", "a la Mastercard". A claim that names where
 * the money went, or what now pays an order, is backed only by a write that used such a method.
 */
import type { PaymentMethodKind } from '../../../cases/types.js';
import { alt, E, S } from './pattern.js';

/** Gift cards first: "tarjeta regalo", "Geschenkkarte" and "carte cadeau" hold a card's word. */
const GIFT_CARD = new RegExp(
  `${S}(?:${alt(`gift cards? | gift-cards? | giftcards? | gift vouchers? | geschenkkarten? | geschenkgutscheine? | gutscheinkarten? | gutscheine?
  | cartes? cadeaux? | cartes?-cadeaux? | tarjetas? (?:de )?regalo | carta regalo | carte regalo | buoni? regalo | cadeaukaart(?:en)? | cadeaubon(?:nen)?
  | vales? presentes? | vales?-presentes? | cartão presente | cartão-presente | cartões presente | cartões-presente | गिफ्ट कार्ड | उपहार कार्ड`)})${E}`,
  'gu',
);
const PAYPAL = new RegExp(`${S}(?:paypal|पेपाल)${E}`, 'u');
const CARD = new RegExp(
  `${S}(?:${alt(`cards? | credit cards? | debit cards? | karten? | kreditkarten? | debitkarten? | bankkarten? | ec-karten? | cartes? | carte bancaire
  | tarjetas? | carta | carte di credito | kaart | kaarten | creditcards? | bankpas | pinpas | cartão | cartões | cartao | कार्ड
  | visa | mastercard | master card | maestro | amex | american express`)})${E}`,
  'u',
);

/** The kinds of payment method `clause` names (lower case or not). */
export function methodsIn(clause: string): Set<PaymentMethodKind> {
  const text = clause.toLowerCase();
  const out = new Set<PaymentMethodKind>();
  const rest = text.replace(GIFT_CARD, () => {
    out.add('gift_card');
    return ' ';
  });
  if (PAYPAL.test(rest)) out.add('paypal');
  if (CARD.test(rest)) out.add('card');
  return out;
}
