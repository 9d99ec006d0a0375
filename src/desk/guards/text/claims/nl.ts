/** Dutch phrasings of a completed action: "is geannuleerd", "ik heb uw bestelling geannuleerd". */
import { alt, type ClaimLexicon, END, form, gap, LETTER, START } from './lexicon.js';

const AUX = `${START}(?:${alt('is | zijn | werd | werden | heb | hebt | heeft | hebben | had | hadden | was | waren | al | reeds | inmiddels')})${END}`;
const AUX_AFTER = `\\s+(?:${alt('is | zijn | werd | werden | heb | heeft | hebben')})${END}`;
const CANCELLED = 'geannuleerd';
const REFUNDED = 'terugbetaald|teruggestort|gecrediteerd|vergoed';
const REFUND_DONE = 'verwerkt|aangemaakt|uitgevoerd|gestart|verzonden|aangevraagd|goedgekeurd|ingediend';
const ADDRESS_DONE = 'gewijzigd|bijgewerkt|aangepast|veranderd|gecorrigeerd';
const ESCALATED = 'doorgestuurd|doorgezet|geëscaleerd|overgedragen|doorgegeven';

function perfect(participles: string): string {
  return `${AUX}${gap(7)}\\s+(?:${participles})${END}|${START}(?:${participles})${AUX_AFTER}`;
}

export const NL: ClaimLexicon = {
  language: 'nl',
  negation: new RegExp(`${START}(?:${alt('niet | geen | nooit | niets | zonder')})${END}`, 'u'),
  hypothetical: new RegExp(
    `${START}(?:${alt(`als | zodra | wanneer | indien | voordat | nadat | tot | kan | kunnen | kunt | zou | zouden | zal | zullen
      | wil | wilt | willen | moet | moeten | mag | hoop | wordt | worden`)})${END}`,
    'u',
  ),
  evidential: new RegExp(`${START}(?:${alt('ik kan bevestigen | ik bevestig | goed nieuws')})(?:\\s+dat)?${END}`, 'gu'),
  notFollowedBy: /^\s+(?:worden|te|wordt)(?![\p{L}])/u,
  forms: [
    form('cancel_order', perfect(CANCELLED)),
    form('refund', perfect(REFUNDED)),
    form('refund', `${START}terugbetaling${END}[\\s\\S]{0,60}?(?:${perfect(REFUND_DONE)})`),
    form('refund', `${AUX}${gap(4)}\\s+terugbetaling${gap(3)}\\s+(?:${REFUND_DONE})${END}`),
    form('change_address', `${LETTER}*adres${END}[\\s\\S]{0,60}?(?:${perfect(ADDRESS_DONE)})`),
    form('escalate', perfect(ESCALATED)),
    form('escalate', `${START}(?:ticket|melding)${END}[\\s\\S]{0,40}?(?:${perfect('aangemaakt|geopend|geregistreerd')})`),
    form('escalate', `${AUX}${gap(4)}\\s+(?:ticket|melding)${gap(3)}\\s+(?:aangemaakt|geopend)${END}`),
  ],
};
