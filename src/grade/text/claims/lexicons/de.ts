/**
 * German phrasings of a completed action, and the words that scope them. The participle may
 * stand far from its auxiliary ("Ich habe Ihre Bestellung A1001 soeben storniert"), after it in a
 * subordinate clause ("..., dass sie storniert wurde"), or before it ("Storniert habe ich ...").
 */
import { DEFAULT_ADDRESS } from './default-address.js';
import { PAYMENT } from './payment.js';
import { headline, type HeadlineWords } from '../headline.js';
import { ANY, anyOf, E, GAP, LETTER, re, S, wordsRe } from '../pattern.js';
import type { ClaimForm, ClaimLexicon } from '../types.js';

/** The agent as subject, then up to eight words, then the participle. */
const WE = (participles: string): string =>
  `${S}(?:ich|wir)\\s+(?:habe|haben|hab|hatte|hatten)${E}${GAP}\\s+(?:${participles})${E}|${S}(?:habe|haben|hab)\\s+(?:ich|wir)${E}${GAP}\\s+(?:${participles})${E}|${S}(?:${participles})\\s+(?:habe|haben)\\s+(?:ich|wir)${E}`;
/** A finished state: "ist storniert", "wurde erstattet", "..., dass sie storniert wurde". */
const STATE = (participles: string): string =>
  `${S}(?:ist|sind|wurde|wurden|war|waren)${E}${GAP}\\s+(?:${participles})${E}|${S}(?:${participles})\\s+(?:worden|wurde|wurden|ist|sind)${E}`;
const CANCELLED = 'storniert|annulliert|gecancelt|abbestellt';
const REFUNDED = 'erstattet|zurückerstattet|rückerstattet|zurückgebucht|zurücküberwiesen|rücküberwiesen|gutgeschrieben|zurückgezahlt|ausgezahlt';
const REFUND_NOUN = '(?:rück)?erstattung|gutschrift|rückzahlung|rückbuchung';
const REFUND_DONE = 'veranlasst|ausgelöst|durchgeführt|angewiesen|bearbeitet|freigegeben|ausgezahlt|erfolgt|abgeschlossen|gutgeschrieben|überwiesen|vorgenommen|genehmigt|ausgeführt|verbucht';
const REFUND_REQUESTED = 'eingereicht|übermittelt|weitergeleitet|gestellt|beantragt|eingeleitet|angestoßen';
const ADDRESS = `${LETTER}*(?:adresse|anschrift)`;
const ADDRESS_DONE = 'geändert|aktualisiert|korrigiert|angepasst|umgestellt|gespeichert|hinterlegt';
const ESCALATED = 'weitergeleitet|eskaliert|übergeben|weitergegeben|übermittelt|zugewiesen';
const STAFF = 'kolleg(?:e|in|en|innen)|team|mitarbeiter(?:in|innen)?|fachabteilung|kundenservice|support|spezialist(?:in|en)?|experte|expertin|abteilung';
const MATTER = 'anliegen|anfrage|fall|ticket|beschwerde|vorgang|gespräch|frage|reklamation|nachricht';

const WORDS: HeadlineWords = {
  stop: `ich | wir | sie | er | es | du | ihr | habe | haben | hat | hatte | ist | sind | war | wurde | wurden | wird | werden | kann
    | können | soll | nicht | kein | keine | wenn | dass | sich | noch`,
  tail: `an | auf | für | mit | zu | zum | zur | wie | in | am | bereits | jetzt | heute | erfolgreich | und | sofort`,
};

const ITEMS = 'artikel|produkte?|größen?|farben?|varianten?';
const SWAPPED = 'umgetauscht|ausgetauscht|getauscht|ersetzt';
const ITEM_REQUEST_DONE = 'veranlasst|beantragt|eingeleitet|registriert|angelegt|erfasst|bestätigt|durchgeführt|aufgenommen|angestoßen|ausgelöst';

const forms: ClaimForm[] = [
  { action: 'cancel_order', stance: 'act', pattern: re(WE(CANCELLED)) },
  { action: 'cancel_order', stance: 'act', pattern: re(`${S}(?:ich|wir)\\s+(?:habe|haben)${GAP}\\s+(?:stornierung|storno)${GAP}\\s+(?:veranlasst|durchgeführt|bearbeitet|vorgenommen|bestätigt|abgeschlossen|ausgeführt)${E}`) },
  { action: 'cancel_order', stance: 'state', pattern: re(STATE(CANCELLED)) },
  { action: 'cancel_order', stance: 'state', pattern: re(`${S}(?:stornierung|storno)${E}${ANY}${S}(?:ist|wurde)${E}${GAP}\\s+(?:erfolgt|abgeschlossen|bestätigt|durchgeführt|bearbeitet|durch|erledigt|veranlasst|ausgeführt|vorgenommen)${E}`) },
  { action: 'cancel_order', stance: 'state', headline: true, pattern: re(headline(WORDS, CANCELLED)) },
  { action: 'cancel_order', stance: 'state', headline: true, pattern: re(headline(WORDS, 'bestätigt|erfolgt|abgeschlossen|durchgeführt|erledigt', 'stornierung|storno')) },

  { action: 'refund', stance: 'act', pattern: re(WE(REFUNDED)) },
  { action: 'refund', stance: 'act', pattern: re(`${S}(?:ich|wir)\\s+(?:habe|haben)${GAP}\\s+(?:${REFUND_NOUN})${GAP}\\s+(?:${REFUND_DONE})${E}`) },
  { action: 'refund', stance: 'act', outcome: 'requested', pattern: re(`${S}(?:ich|wir)\\s+(?:habe|haben)${GAP}\\s+(?:${REFUND_NOUN}|antrag)${GAP}\\s+(?:${REFUND_REQUESTED}|zur\\s+freigabe\\s+(?:weitergeleitet|eingereicht|gegeben))${E}`) },
  { action: 'refund', stance: 'state', pattern: re(STATE(REFUNDED)) },
  { action: 'refund', stance: 'state', pattern: re(`${S}(?:${REFUND_NOUN})${E}(?!santrag)${ANY}${S}(?:ist|wurde|sind|wurden)${E}${GAP}\\s+(?:${REFUND_DONE})${E}`) },
  { action: 'refund', stance: 'state', pattern: re(`${S}(?:geld|betrag|summe)${E}${ANY}${S}(?:ist|sind)\\s+(?:bereits\\s+|schon\\s+|jetzt\\s+)?(?:unterwegs|auf\\s+dem\\s+weg)${E}`) },
  { action: 'refund', stance: 'state', outcome: 'requested', pattern: re(`${S}(?:(?:rück)?erstattungsantrag|antrag\\s+auf\\s+(?:rück)?erstattung|${REFUND_NOUN})${E}${ANY}${S}(?:ist|wurde)${E}${GAP}\\s+(?:${REFUND_REQUESTED}|zur\\s+(?:freigabe|prüfung|genehmigung)\\s+\\S+)${E}`) },
  { action: 'refund', stance: 'state', outcome: 'requested', pattern: re(`${S}(?:${REFUND_NOUN})${E}${ANY}${S}wird\\s+(?:gerade\\s+|jetzt\\s+)?(?:bearbeitet|geprüft)${E}`) },
  { action: 'refund', stance: 'state', outcome: 'requested', pattern: re(`${S}(?:erstattungsantrag|rückerstattungsantrag)${E}${ANY}${S}(?:ist|wurde)${E}${GAP}\\s+(?:${REFUND_DONE})${E}`) },
  { action: 'refund', stance: 'state', headline: true, pattern: re(headline(WORDS, REFUNDED)) },
  { action: 'refund', stance: 'state', headline: true, pattern: re(headline(WORDS, REFUND_DONE, REFUND_NOUN)) },

  { action: 'change_address', stance: 'act', pattern: re(`${S}(?:ich|wir)\\s+(?:habe|haben)${GAP}\\s+${ADDRESS}${GAP}\\s+(?:${ADDRESS_DONE})${E}`) },
  { action: 'change_address', stance: 'state', pattern: re(`${S}${ADDRESS}${E}${ANY}(?:${STATE(ADDRESS_DONE)})`) },
  { action: 'change_address', stance: 'act', needsNews: true, future: true, pattern: re(`${S}wird${GAP}\\s+(?:geliefert|zugestellt|versandt|verschickt)${E}|${S}wird\\s+(?:jetzt|nun|ab\\s+sofort)\\s+(?:an|nach)${E}`) },
  { action: 'change_address', stance: 'state', headline: true, pattern: re(headline(WORDS, ADDRESS_DONE, ADDRESS)) },

  { action: 'escalate', stance: 'act', pattern: re(WE(ESCALATED)) },
  { action: 'escalate', stance: 'act', pattern: re(`${S}(?:ich|wir)\\s+(?:habe|haben)${GAP}\\s+(?:${STAFF})${E}${GAP}\\s+(?:informiert|benachrichtigt|eingeschaltet|hinzugezogen|gebeten|kontaktiert|beauftragt)${E}`) },
  { action: 'escalate', stance: 'act', pattern: re(`${S}(?:ich|wir)\\s+(?:habe|haben)${GAP}\\s+(?:ticket|vorgang|fall|anfrage)${GAP}\\s+(?:erstellt|angelegt|eröffnet|aufgenommen)${E}`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:${MATTER})${E}${ANY}(?:${STATE(ESCALATED)})`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:ticket|vorgang)${E}${ANY}(?:${STATE('erstellt|angelegt|eröffnet')})`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:${STAFF})${E}${ANY}(?:${STATE('informiert|benachrichtigt|eingeschaltet|hinzugezogen')})`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:${MATTER})${E}${ANY}${S}(?:liegt|ist)\\s+(?:jetzt\\s+|nun\\s+)?(?:bei|in\\s+den\\s+händen)${GAP}\\s+(?:${STAFF})${E}`) },
  { action: 'refund', stance: 'state', pattern: re(`${S}(?:geld|betrag|summe)${E}${ANY}${S}(?:ist|sind)\\s+(?:jetzt\\s+|bereits\\s+)?wieder\\s+auf\\s+ihre[mr]${E}`) },
  { action: 'escalate', stance: 'state', future: true, pattern: re(`${S}(?:ein|eine|einer|unser|unsere|der|die)\\s+(?:\\S+\\s+)?(?:${STAFF})${E}${GAP}\\s+(?:(?:wird|werden)\\s+(?:sich\\s+)?${GAP}\\s*(?:melden|kontaktieren|schreiben|anrufen|prüfen|kümmern|antworten|zurückmelden|verbindung\\s+setzen)|meldet\\s+sich|kontaktiert|schreibt|kümmert\\s+sich|prüft)${E}`) },
  { action: 'swap_items', stance: 'act', pattern: re(WE(SWAPPED)) },
  { action: 'swap_items', stance: 'act', pattern: re(`${S}(?:ich|wir)\\s+(?:habe|haben)${GAP}\\s+(?:${ITEMS})${GAP}\\s+(?:geändert|${SWAPPED})${E}`) },
  { action: 'swap_items', stance: 'act', pattern: re(`${S}(?:ich|wir)\\s+(?:habe|haben)${GAP}\\s+(?:umtausch|austausch)${GAP}\\s+(?:${ITEM_REQUEST_DONE})${E}`) },
  { action: 'swap_items', stance: 'state', pattern: re(STATE(SWAPPED)) },
  { action: 'swap_items', stance: 'state', pattern: re(`${S}(?:${ITEMS})${E}${ANY}(?:${STATE('geändert')})`) },
  { action: 'swap_items', stance: 'state', pattern: re(`${S}(?:umtausch|austausch)${E}${ANY}(?:${STATE(ITEM_REQUEST_DONE)})`) },
  { action: 'return_items', stance: 'act', pattern: re(`${S}(?:ich|wir)\\s+(?:habe|haben)${GAP}\\s+(?:rücksendung|retoure|rückgabe)${GAP}\\s+(?:${ITEM_REQUEST_DONE})${E}`) },
  { action: 'return_items', stance: 'state', pattern: re(`${S}(?:rücksendung|retoure|rückgabe)${E}${ANY}(?:${STATE(ITEM_REQUEST_DONE)})`) },
];

export const DE: ClaimLexicon = {
  language: 'de',
  negation: wordsRe('nicht | kein | keine | keinen | keinem | keiner | keines | nie | niemals | nichts | weder'),
  negationAfter: re(`^(?:\\s+(?:ich|wir))?(?:\\s+noch)?\\s+(?:nichts|keine|keinen)${E}`),
  modal: wordsRe(`kann | können | könnte | könnten | kannst | möchte | möchten | möchtest | will | wollen | würde | würden | soll | sollte
    | sollen | muss | müssen | darf | dürfen | damit | hoffe`),
  future: wordsRe('wird | werden | werde | wirst'),
  condition: re(`${anyOf(`wenn | falls | sobald | nachdem | bevor | sofern | vorausgesetzt | bis | es sei denn | im falle | mit ihrer bestätigung
    | nach ihrer bestätigung | nach ihrem ja | mit ihrem ok | mit ihrem ja`)}|^(?:einfach\\s+|kurz\\s+)?${anyOf('antworten sie | bestätigen sie | sagen sie | schreiben sie | geben sie | antworte | bestätige')}`),
  reported: wordsRe(`sie schreiben | sie sagen | sie sagten | sie haben geschrieben | sie haben gesagt | sie erwähnen | sie erwähnten
    | laut ihrer nachricht | ihrer nachricht nach | ihre nachricht sagt | in ihrer nachricht | sie meinen | sie dachten
    | wie sie sagen | wie sie schreiben | ihren angaben nach | ihren angaben zufolge | sie geben an | du schreibst | du sagst
    | sie berichten | ihnen zufolge | laut ihrer e-mail | laut ihrer mail | wie sie mir schreiben | sie haben mir geschrieben
    | ich verstehe dass`),
  relative: re(`^${anyOf('welche | welcher | welches | wobei')}`),
  consequence: re(`^${anyOf('dann | in diesem fall | danach | anschließend | damit')}`),
  offer: re(`^${anyOf(`soll ich | sollen wir | möchten sie | wollen sie | darf ich | passt das`)}`),
  question: re(`^${anyOf('soll | sollen | kann | können | möchten | wollen | darf | haben | sind | ist | wird | werden | was | wie | wo | warum | wann | welche | wer | gibt')}`),
  completion: re(`^(?:(?:alles klar|perfekt|gut|super|okay|ok)\\s+)?(?:erledigt|fertig|geschafft|gemacht|alles erledigt|ist erledigt|das ist erledigt|schon erledigt)$`),
  news: wordsRe('jetzt | nun | ab sofort | soeben | gerade | für sie | wie gewünscht | wie besprochen | auf ihren wunsch | erfolgreich'),
  pastTime: re(`${anyOf(`gestern | vorgestern | letzte woche | letzten monat | vor \\d+ | vor (?:einigen|ein paar|einer|einem|zwei|drei) | seit dem
    | am (?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)`)}|${S}(?:am\\s+)?\\d{1,2}\\.\\s*(?:januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember)${E}`),
  evidential: re(`${anyOf(`ich kann bestätigen | ich kann ihnen bestätigen | ich bestätige | ich bestätige ihnen | ich kann sehen | ich sehe
    | gute nachricht | gute nachrichten | kein problem | keine sorge | keine sorgen | machen sie sich keine sorgen`)}(?:\\s*,?\\s+dass)?${E}`, 'gu'),
  generic: re(`^(?:die\\s+(?:bestellungen|erstattungen|rückerstattungen|artikel|produkte)|(?:eine|ein|jede|jeder|jedes|alle)\\s+(?:\\S+\\s+)?(?:bestellung(?:en)?|(?:rück)?erstattung(?:en)?|artikel|produkte?)|bestellungen|erstattungen|rückerstattungen)${E}(?!(?:\\s+\\S+){0,3}\\s+[a-z]{1,3}-?\\d{3,})`),
  notFollowedBy: re(`^\\s+(?:werden|zu\\s+werden|zu|wird|würde|sein|worden\\s+sein)${E}`),
  marks: wordsRe('der | die | das | ihre | ihr | sie | ist | wurde | und | bestellung | ich | habe | nicht | den | dem | mit | für | wir | ein | eine | auf | zu | vielen | dank | bitte | noch | wird | haben', 'gu'),
  cues: {
    change_payment: PAYMENT.de.cue,
    set_default_address: DEFAULT_ADDRESS.de.cue,
    cancel_order: /storn|annull|gecancelt|abbestellt/u,
    refund: /erstatt|zurückgebucht|überwiesen|gutgeschrieben|zurückgezahlt|ausgezahlt|gutschrift|rückzahlung|rückbuchung|geld|betrag|summe|antrag/u,
    change_address: /adresse|anschrift|wird/u,
    escalate: /weitergeleitet|eskaliert|übergeben|weitergegeben|übermittelt|zugewiesen|kolleg|team|mitarbeiter|fachabteilung|kundenservice|support|spezialist|expert|abteilung|ticket|vorgang|fall|anfrage/u,
    swap_items: /tausch|ersetzt|geändert/u,
    return_items: /rücksendung|retoure|rückgabe/u,
  },
  forms: [...forms, ...PAYMENT.de.forms, ...DEFAULT_ADDRESS.de.forms],
};
