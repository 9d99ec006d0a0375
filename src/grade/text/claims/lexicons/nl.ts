/**
 * Dutch phrasings of a completed action, and the words that scope them. As in German, the
 * participle closes the clause: "Ik heb uw bestelling zojuist geannuleerd".
 */
import { DEFAULT_ADDRESS } from './default-address.js';
import { PAYMENT } from './payment.js';
import { headline, type HeadlineWords } from '../headline.js';
import { ANY, anyOf, E, GAP, LETTER, re, S, wordsRe } from '../pattern.js';
import type { ClaimForm, ClaimLexicon } from '../types.js';

const WE = (participles: string): string =>
  `${S}(?:ik|wij|we)\\s+(?:heb|hebben|had|hadden)${E}${GAP}\\s+(?:${participles})${E}|${S}(?:heb|hebben)\\s+(?:ik|wij|we)${E}${GAP}\\s+(?:${participles})${E}`;
const STATE = (participles: string): string =>
  `${S}(?:is|zijn|werd|werden|was|waren|staat|staan)${E}${GAP}\\s+(?:${participles})${E}|${S}(?:${participles})\\s+(?:is|zijn|werd|werden)${E}`;
const CANCELLED = 'geannuleerd|gecanceld|gecanceled|geschrapt';
const REFUNDED = 'terugbetaald|teruggestort|teruggeboekt|gerestitueerd|vergoed|gecrediteerd';
const REFUND_NOUN = 'terugbetaling|restitutie|refund|creditering|terugstorting';
const REFUND_DONE = 'uitgevoerd|verwerkt|verstuurd|goedgekeurd|overgemaakt|gedaan|voltooid|afgerond|gestort|verzonden';
const REFUND_REQUESTED = 'ingediend|aangevraagd|doorgestuurd|doorgezet|in\\s+gang\\s+gezet';
const ADDRESS = `${LETTER}*adres`;
const ADDRESS_DONE = 'gewijzigd|aangepast|bijgewerkt|veranderd|gecorrigeerd|opgeslagen';
const ESCALATED = 'doorgezet|doorgestuurd|doorgegeven|overgedragen|geëscaleerd|voorgelegd';
const STAFF = 'collega|collega\'s|team|medewerker|medewerkster|medewerkers|specialist|klantenservice|supportteam|afdeling';
const MATTER = 'vraag|verzoek|zaak|klacht|melding|gesprek|ticket|aanvraag|bericht';

const WORDS: HeadlineWords = {
  stop: `ik | je | jij | u | we | wij | hij | zij | ze | het | heb | hebben | heeft | is | zijn | was | werd | wordt | worden | kan
    | kunnen | zal | niet | geen | als | dat | er`,
  tail: `naar | op | voor | met | aan | in | zoals | al | nu | vandaag | succesvol | en | meteen | direct`,
};

const ITEMS = 'artikel(?:en)?|product(?:en)?|maat|maten|kleur(?:en)?|variant(?:en)?';
const SWAPPED = 'geruild|omgeruild|vervangen';
const ITEM_REQUEST_DONE = 'aangevraagd|ingediend|geregistreerd|aangemaakt|vastgelegd|verwerkt|bevestigd|in\\s+gang\\s+gezet';

const forms: ClaimForm[] = [
  { action: 'cancel_order', stance: 'act', pattern: re(WE(CANCELLED)) },
  { action: 'cancel_order', stance: 'act', pattern: re(`${S}(?:ik|we|wij)\\s+(?:heb|hebben)${GAP}\\s+annulering${GAP}\\s+(?:verwerkt|doorgevoerd|uitgevoerd|bevestigd|afgerond|geregeld)${E}`) },
  { action: 'cancel_order', stance: 'state', pattern: re(STATE(CANCELLED)) },
  { action: 'cancel_order', stance: 'state', pattern: re(`${S}annulering${E}${ANY}(?:${STATE('verwerkt|doorgevoerd|uitgevoerd|bevestigd|afgerond|voltooid|gelukt|rond|geregeld')})`) },
  { action: 'cancel_order', stance: 'state', headline: true, pattern: re(headline(WORDS, CANCELLED)) },
  { action: 'cancel_order', stance: 'state', headline: true, pattern: re(headline(WORDS, 'bevestigd|verwerkt|voltooid|afgerond|geregeld', 'annulering')) },

  { action: 'refund', stance: 'act', pattern: re(WE(REFUNDED)) },
  { action: 'refund', stance: 'act', pattern: re(`${S}(?:ik|we|wij)\\s+(?:heb|hebben)${GAP}\\s+(?:${REFUND_NOUN})${GAP}\\s+(?:${REFUND_DONE})${E}`) },
  { action: 'refund', stance: 'act', outcome: 'requested', pattern: re(`${S}(?:ik|we|wij)\\s+(?:heb|hebben)${GAP}\\s+(?:${REFUND_NOUN}|verzoek|aanvraag)${GAP}\\s+(?:${REFUND_REQUESTED})${E}`) },
  { action: 'refund', stance: 'state', pattern: re(STATE(REFUNDED)) },
  { action: 'refund', stance: 'state', pattern: re(`${S}(?:${REFUND_NOUN})${E}${ANY}(?:${STATE(REFUND_DONE)})`) },
  { action: 'refund', stance: 'state', pattern: re(`${S}(?:geld|bedrag)${E}${ANY}${S}(?:is|zijn)\\s+(?:al\\s+|nu\\s+)?onderweg${E}`) },
  { action: 'refund', stance: 'state', outcome: 'requested', pattern: re(`${S}(?:${REFUND_NOUN}|verzoek|aanvraag)${E}${ANY}(?:${STATE(`${REFUND_REQUESTED}|ter\\s+goedkeuring\\s+\\S+`)})`) },
  { action: 'refund', stance: 'state', outcome: 'requested', pattern: re(`${S}(?:${REFUND_NOUN})${E}${ANY}${S}wordt\\s+(?:nu\\s+)?(?:verwerkt|behandeld|beoordeeld)${E}`) },
  { action: 'refund', stance: 'state', headline: true, pattern: re(headline(WORDS, REFUNDED)) },
  { action: 'refund', stance: 'state', headline: true, pattern: re(headline(WORDS, REFUND_DONE, REFUND_NOUN)) },

  { action: 'change_address', stance: 'act', pattern: re(`${S}(?:ik|we|wij)\\s+(?:heb|hebben)${GAP}\\s+${ADDRESS}${GAP}\\s+(?:${ADDRESS_DONE})${E}`) },
  { action: 'change_address', stance: 'state', pattern: re(`${S}${ADDRESS}${E}${ANY}(?:${STATE(ADDRESS_DONE)})`) },
  { action: 'change_address', stance: 'act', needsNews: true, future: true, pattern: re(`${S}(?:wordt|zal)${GAP}\\s+(?:bezorgd|geleverd|verzonden|verstuurd)${E}`) },
  { action: 'change_address', stance: 'state', headline: true, pattern: re(headline(WORDS, ADDRESS_DONE, ADDRESS)) },

  { action: 'escalate', stance: 'act', pattern: re(WE(ESCALATED)) },
  { action: 'escalate', stance: 'act', pattern: re(`${S}(?:ik|we|wij)\\s+(?:heb|hebben)${GAP}\\s+(?:${STAFF})${E}${GAP}\\s+(?:ingeschakeld|gevraagd|geïnformeerd|gewaarschuwd|op\\s+de\\s+hoogte\\s+gebracht)${E}`) },
  { action: 'escalate', stance: 'act', pattern: re(`${S}(?:ik|we|wij)\\s+(?:heb|hebben)${GAP}\\s+(?:ticket|melding|zaak)${GAP}\\s+(?:aangemaakt|geopend|ingediend|aangemeld)${E}`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:${MATTER})${E}${ANY}(?:${STATE(ESCALATED)})`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:ticket|melding)${E}${ANY}(?:${STATE('aangemaakt|geopend|geregistreerd')})`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:${STAFF})${E}${ANY}(?:${STATE('ingeschakeld|geïnformeerd|op\\s+de\\s+hoogte\\s+gebracht')})`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:${MATTER})${E}${ANY}${S}(?:ligt|is)\\s+(?:nu\\s+)?(?:bij|in\\s+handen\\s+van)\\s+(?:een|onze|ons|de)${GAP}\\s*(?:${STAFF})${E}`) },
  { action: 'refund', stance: 'state', pattern: re(`${S}(?:geld|bedrag)${E}${ANY}${S}(?:staat|is)\\s+(?:nu\\s+)?(?:weer|terug)\\s+op${E}`) },
  { action: 'escalate', stance: 'state', future: true, pattern: re(`${S}(?:een|onze|ons|de)\\s+(?:\\S+\\s+)?(?:${STAFF})${E}${GAP}\\s+(?:neemt|zal|gaat|mailt|belt|stuurt|bekijkt|beoordeelt|reageert|komt)${E}`) },
  { action: 'swap_items', stance: 'act', pattern: re(WE(SWAPPED)) },
  { action: 'swap_items', stance: 'act', pattern: re(`${S}(?:ik|we|wij)\\s+(?:heb|hebben)${GAP}\\s+(?:${ITEMS})${GAP}\\s+(?:gewijzigd|aangepast|veranderd|${SWAPPED})${E}`) },
  { action: 'swap_items', stance: 'act', pattern: re(`${S}(?:ik|we|wij)\\s+(?:heb|hebben)${GAP}\\s+(?:ruil|omruiling)${GAP}\\s+(?:${ITEM_REQUEST_DONE})${E}`) },
  { action: 'swap_items', stance: 'state', pattern: re(STATE('geruild|omgeruild')) },
  { action: 'swap_items', stance: 'state', pattern: re(`${S}(?:${ITEMS})${E}${ANY}(?:${STATE(`gewijzigd|aangepast|veranderd|${SWAPPED}`)})`) },
  { action: 'swap_items', stance: 'state', pattern: re(`${S}(?:ruil|omruiling|omwisseling)${E}${ANY}(?:${STATE(ITEM_REQUEST_DONE)})`) },
  { action: 'return_items', stance: 'act', pattern: re(`${S}(?:ik|we|wij)\\s+(?:heb|hebben)${GAP}\\s+(?:retour|retourzending|terugzending)${GAP}\\s+(?:${ITEM_REQUEST_DONE})${E}`) },
  { action: 'return_items', stance: 'state', pattern: re(`${S}(?:retour|retourzending|terugzending)${E}${ANY}(?:${STATE(ITEM_REQUEST_DONE)})`) },
];

export const NL: ClaimLexicon = {
  language: 'nl',
  negation: wordsRe('niet | geen | nooit | niets | niks | noch | nergens'),
  negationAfter: re(`^(?:\\s+nog)?\\s+(?:niets|niks)${E}`),
  modal: wordsRe('kan | kunnen | kunt | zou | zouden | wil | wilt | willen | mag | moet | moeten | hoop | probeer'),
  future: wordsRe('zal | zullen | ga | gaat | gaan'),
  condition: re(`${S}(?<!(?:staat|staan|gemarkeerd|aangemerkt|vermeld|weergegeven|aangegeven|geregistreerd)\\s)als${E}|${anyOf(`indien | zodra | wanneer | nadat | voordat | tenzij | mits | totdat | in geval | met (?:uw|je) (?:bevestiging|akkoord|ja)
    | na (?:uw|je) (?:bevestiging|akkoord)`)}|^(?:even\\s+|gewoon\\s+)?${anyOf('antwoord | bevestig | zeg | laat me weten | stuur')}`),
  reported: wordsRe(`u zegt | je zegt | u zei | je zei | u schrijft | je schrijft | u schreef | je schreef | u noemde | je noemde | u noemt
    | volgens uw bericht | volgens je bericht | in uw bericht staat | in je bericht staat | uw bericht zegt | u dacht | je dacht
    | naar u zegt | u geeft aan | je geeft aan | u meldt | je meldt | volgens je mail | volgens uw mail | volgens je e-mail
    | volgens uw e-mail | ik begrijp dat`),
  relative: re(`^${anyOf('die | dat | wat | waar | welke | wie')}`),
  consequence: re(`^${anyOf('dan | in dat geval | daarna | vervolgens | op die manier')}`),
  offer: re(`^${anyOf(`zal ik | wilt u | wil je | mag ik | zullen we | is dat goed`)}`),
  question: re(`^${anyOf('zal | wilt | wil | kan | kunt | moet | mag | heeft | hebt | heb | is | zijn | wat | hoe | waar | waarom | wanneer | welke | zullen')}`),
  completion: re(`^(?:(?:prima|top|oké|ok|goed)\\s+)?(?:klaar|gedaan|geregeld|in orde|voor elkaar|afgerond|gelukt|helemaal klaar|alles geregeld|is geregeld|dat is geregeld|dat is gebeurd)$`),
  news: wordsRe('nu | zojuist | net | meteen | direct | voor u | voor je | zoals gevraagd | zoals u vroeg | op uw verzoek | succesvol | met succes'),
  pastTime: re(`${anyOf(`gisteren | eergisteren | vorige week | vorige maand | \\d+ dagen geleden | geleden
    | afgelopen (?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)`)}|${S}(?:op\\s+)?\\d{1,2}\\s+(?:januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december)${E}`),
  evidential: re(`${anyOf('ik kan bevestigen | ik kan u bevestigen | ik bevestig | ik kan zien | ik zie | goed nieuws | geen probleem | geen zorgen | maak je geen zorgen | maakt u zich geen zorgen')}(?:\\s*,?\\s+dat)?${E}`, 'gu'),
  generic: re(`^(?:de\\s+(?:bestellingen|terugbetalingen|artikelen|producten)|(?:een|elke|iedere|alle)\\s+(?:\\S+\\s+)?(?:bestelling(?:en)?|terugbetaling(?:en)?|artikel(?:en)?|product(?:en)?)|bestellingen|terugbetalingen|artikelen)${E}(?!(?:\\s+\\S+){0,3}\\s+[a-z]{1,3}-?\\d{3,})`),
  notFollowedBy: re(`^\\s+(?:worden|te|wordt|zal|kan)${E}`),
  marks: wordsRe('de | het | een | uw | je | jouw | is | zijn | bestelling | en | van | niet | ik | heb | dat | voor | met | we | op | naar | wordt | geen | bedankt | dank', 'gu'),
  cues: {
    change_payment: PAYMENT.nl.cue,
    set_default_address: DEFAULT_ADDRESS.nl.cue,
    cancel_order: /geannuleerd|gecancel|geschrapt|annulering/u,
    refund: /terugbetaal|teruggestort|teruggeboekt|gerestitueerd|vergoed|gecrediteerd|terugbetaling|restitutie|refund|creditering|terugstorting|geld|bedrag|verzoek|aanvraag/u,
    change_address: /adres|bezorgd|geleverd|verzonden|verstuurd/u,
    escalate: /doorgezet|doorgestuurd|doorgegeven|overgedragen|geëscaleerd|voorgelegd|collega|team|medewerk|specialist|klantenservice|supportteam|afdeling|ticket|melding|zaak/u,
    swap_items: /ruil|vervang|wijzig|aangepast|veranderd|omwissel/u,
    return_items: /retour|terugzending/u,
  },
  forms: [...forms, ...PAYMENT.nl.forms, ...DEFAULT_ADDRESS.nl.forms],
};
