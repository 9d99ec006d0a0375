/**
 * Phrasings of a completed change of payment method ("the payment method of order A1001 has been
 * changed", "I've switched your payment to PayPal"), per language: a cue and a few forms each
 * lexicon adds to its own. Negation, modals, futures and conditions are the lexicon's as usual.
 */
import { ANY, E, GAP, re, S } from '../pattern.js';
import type { ClaimForm, Language } from '../types.js';

interface PaymentWords {
  cue: RegExp;
  forms: ClaimForm[];
}

const state = (source: string): ClaimForm => ({ action: 'change_payment', stance: 'state', pattern: re(source) });
const act = (source: string): ClaimForm => ({ action: 'change_payment', stance: 'act', pattern: re(source) });

const EN_WORD = '(?:payment(?:\\s+method)?|billing|card\\s+on\\s+(?:the|this|your)\\s+order)';
const EN_DONE = '(?:changed|switched|updated|moved|replaced)';
/** What a payment method is called once chosen: "PayPal", "your gift card", "the Visa ending 4242". */
const EN_METHOD = '(?:your\\s+|the\\s+|a\\s+)?(?:new\\s+)?(?:paypal|gift\\s*card|(?:credit\\s+|debit\\s+)?card|visa|master\\s?card|amex|american\\s+express)';
const ES_WORD = '(?:método|forma|medio)\\s+de\\s+pago';
const FR_WORD = '(?:moyen|mode)\\s+de\\s+paiement';
const DE_WORD = '(?:zahlungsart|zahlungsmethode|zahlungsmittel|bezahlart|zahlungsweise)';
const DE_DONE = '(?:geändert|umgestellt|aktualisiert|gewechselt)';
const PT_WORD = '(?:método|forma|meio)\\s+de\\s+pagamento';
const IT_WORD = '(?:metodo|mezzo|modalità)\\s+di\\s+pagamento';
const NL_WORD = '(?:betaalmethode|betaalwijze|betaalmiddel)';
const NL_DONE = '(?:gewijzigd|veranderd|aangepast|bijgewerkt|omgezet)';

export const PAYMENT: Readonly<Record<Language, PaymentWords>> = {
  en: {
    cue: /payment|paid|billing|card/u,
    forms: [
      act(`${S}(?:i|we)(?:'ve|\\s+have)?(?:\\s+(?:now|just|already|successfully))*\\s+${EN_DONE}\\s+(?:the|your|its)?${GAP}\\s*${EN_WORD}${E}`),
      state(`${S}${EN_WORD}${E}${ANY}(?:${S}(?:has|have)(?:\\s+(?:now|just|already|successfully))*\\s+been|'s\\s+been|${S}(?:was|is\\s+now))\\s+${EN_DONE}${E}`),
      act(`${S}(?:is|'s)\\s+now\\s+(?:being\\s+)?paid\\s+(?:with|by|via|using|through)${E}`),
      // The new method announced with no verb of change: "your payment method is now PayPal".
      act(`${S}${EN_WORD}${E}${ANY}${S}(?:is|'s)\\s+now\\s+(?:set\\s+to\\s+)?${EN_METHOD}${E}`),
    ],
  },
  es: {
    cue: /pago|pagad/u,
    forms: [
      act(`${S}(?:he|hemos)(?:\\s+ya)?\\s+(?:cambiado|actualizado|modificado|sustituido)${GAP}\\s+${ES_WORD}${E}`),
      state(`${S}${ES_WORD}${E}${ANY}${S}(?:ha\\s+sido|fue|se\\s+ha|quedó|está)(?:\\s+ya)?\\s+(?:cambiad|actualizad|modificad|sustituid)[oa]${E}`),
      act(`${S}(?:ahora|ya)\\s+(?:se\\s+paga|está\\s+pagado|queda\\s+pagado)\\s+con${E}`),
    ],
  },
  fr: {
    cue: /paiement|payé/u,
    forms: [
      act(`${S}(?:j'ai|nous\\s+avons)(?:\\s+bien)?\\s+(?:modifié|changé|mis\\s+à\\s+jour|remplacé)${GAP}\\s+${FR_WORD}${E}`),
      state(`${S}${FR_WORD}${E}${ANY}${S}(?:a\\s+(?:bien\\s+)?été|est)(?:\\s+bien)?\\s+(?:modifié|changé|mis\\s+à\\s+jour|remplacé)e?${E}`),
      act(`${S}est\\s+(?:désormais|maintenant)\\s+(?:payée?|réglée?)s?\\s+(?:par|avec|via)${E}`),
    ],
  },
  de: {
    cue: /zahl|bezahl/u,
    forms: [
      act(`${S}(?:ich|wir)\\s+(?:habe|haben)${GAP}\\s+${DE_WORD}${GAP}\\s+${DE_DONE}${E}`),
      state(`${S}${DE_WORD}${E}${ANY}${S}(?:wurde|ist)${GAP}\\s+${DE_DONE}${E}`),
    ],
  },
  pt: {
    cue: /pagamento|pago/u,
    forms: [
      act(`${S}(?:alterei|mudei|atualizei|troquei|alteramos|mudamos|atualizamos|trocamos)${GAP}\\s+${PT_WORD}${E}`),
      state(`${S}${PT_WORD}${E}${ANY}${S}(?:foi|está|ficou)(?:\\s+já)?\\s+(?:alterad|mudad|atualizad|trocad)[oa]${E}`),
    ],
  },
  it: {
    cue: /pagament|pagat/u,
    forms: [
      act(`${S}(?:ho|abbiamo)(?:\\s+già)?\\s+(?:modificato|cambiato|aggiornato|sostituito)${GAP}\\s+${IT_WORD}${E}`),
      state(`${S}${IT_WORD}${E}${ANY}${S}(?:è|e')\\s+(?:già\\s+)?stat[oa]\\s+(?:modificat|cambiat|aggiornat|sostituit)[oa]${E}`),
    ],
  },
  nl: {
    cue: /betaal|betaling/u,
    forms: [
      act(`${S}(?:ik|we|wij)\\s+(?:heb|hebben)${GAP}\\s+${NL_WORD}${GAP}\\s+${NL_DONE}${E}`),
      state(`${S}${NL_WORD}${E}${ANY}${S}(?:is|werd)${GAP}\\s+${NL_DONE}${E}`),
    ],
  },
  hi: {
    cue: /भुगतान|पेमेंट|payment/u,
    forms: [state(`${S}(?:भुगतान|पेमेंट)${E}${ANY}${S}(?:बदल|अपडेट\\s+कर)\\s+(?:दिया|दी)\\s+(?:गया|गई)${E}`)],
  },
};
