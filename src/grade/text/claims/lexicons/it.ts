/** Italian phrasings of a completed action, and the words that scope them. */
import { DEFAULT_ADDRESS } from './default-address.js';
import { PAYMENT } from './payment.js';
import { headline, type HeadlineWords } from '../headline.js';
import { adverbs, ANY, anyOf, E, GAP, re, S, wordsRe } from '../pattern.js';
import type { ClaimForm, ClaimLexicon } from '../types.js';

const ADV = adverbs(`già | correttamente | con successo | anche | completamente | totalmente | ora | adesso | ufficialmente
  | finalmente | regolarmente | appena | stato | stata | stati | state | ben | subito | proprio | tutto`);
/** The agent as subject: "ho", "l'ho", "ti ho", "abbiamo". */
const WE = `${S}(?:(?:ti|te|le|gli|vi|ve|ce)\\s+)?(?:l'|gliel')?(?:ho|abbiamo)${E}${ADV}`;
/** "è stato", "sono state", "risulta". */
const AUX = `${S}(?:è|e'|sono|risulta|risultano|fu|era|resta|rimane)${E}${ADV}`;
const P = (stem: string): string => `${stem}[oaie]`;
const CANCELLED = `${P('annullat')}|${P('cancellat')}`;
const MONEY = `soldi|denaro|importo|somma|pagamento|totale|\\d[\\d.,]*\\s?(?:€|eur|euro|usd|dollari)|(?:\\$|€)\\s?\\d[\\d.,]*`;
const STAFF = `colleghi|collega|team|squadra|operatore|operatrice|specialista|responsabile|supervisore|reparto|ufficio|persona|servizio\\s+clienti|assistenza`;
const MATTER = 'richiesta|pratica|caso|segnalazione|reclamo|conversazione|domanda|ticket';
const REFUND_DONE = [P('emess'), P('effettuat'), P('elaborat'), P('completat'), P('approvat'), P('inviat'), P('accreditat'), P('dispost'), P('eseguit'), P('erogat'), P('fatt')].join('|');
const REFUND_REQUESTED = [P('inoltrat'), `pres[oa]\\s+in\\s+carico`, P('sottopost'), P('trasmess'), P('avviat'), P('richiest')].join('|');
const ADDRESS_DONE = [P('modificat'), P('cambiat'), P('aggiornat'), P('corrett'), P('salvat'), P('registrat')].join('|');

const WORDS: HeadlineWords = {
  stop: `io | tu | lei | lui | noi | voi | loro | ho | hai | ha | abbiamo | hanno | è | e' | sono | era | sarà | può | posso | non
    | se | che | si | ti | mi | ci | vi | c'è | va`,
  tail: `a | al | alla | sul | sulla | in | per | con | correttamente | già | ora | anche | oggi | senza | come | e | subito`,
};

const ITEMS = 'articol[oi]|prodott[oi]|tagli[ae]|color[ei]|variant[ei]';
const SWAP_DONE = [P('modificat'), P('cambiat'), P('sostituit'), P('scambiat')].join('|');
const ITEM_REQUEST_DONE = [P('registrat'), P('richiest'), P('avviat'), P('effettuat'), P('creat'), P('confermat'), P('elaborat'), `pres[oa]\\s+in\\s+carico`].join('|');

const forms: ClaimForm[] = [
  { action: 'cancel_order', stance: 'act', pattern: re(`${WE}\\s+(?:${CANCELLED})${E}`) },
  { action: 'cancel_order', stance: 'act', pattern: re(`${WE}\\s+(?:elaborato|effettuato|completato|confermato|processato|registrato|eseguito)\\s+(?:l'|il\\s+tuo\\s+|la\\s+)(?:annullamento|cancellazione)${E}`) },
  { action: 'cancel_order', stance: 'act', pattern: re(`${S}(?:sto|stiamo)${ADV}\\s+(?:annullando|cancellando)${E}`) },
  { action: 'cancel_order', stance: 'state', pattern: re(`${AUX}\\s+(?:${CANCELLED})${E}`) },
  { action: 'cancel_order', stance: 'state', pattern: re(`${S}(?:annullamento|cancellazione)${E}${ANY}${AUX}\\s+(?:${P('completat')}|${P('confermat')}|${P('effettuat')}|${P('eseguit')}|${P('registrat')}|${P('elaborat')})${E}`) },
  { action: 'cancel_order', stance: 'state', headline: true, pattern: re(headline(WORDS, CANCELLED)) },
  { action: 'cancel_order', stance: 'state', headline: true, pattern: re(headline(WORDS, `${P('confermat')}|${P('completat')}|${P('effettuat')}`, 'annullamento|cancellazione')) },

  { action: 'refund', stance: 'act', pattern: re(`${WE}\\s+(?:rimborsat|riaccreditat|accreditat|stornat)[oaie]${E}`) },
  { action: 'refund', stance: 'act', pattern: re(`${WE}\\s+(?:restituito|reso|ridato|restituita)${GAP}\\s+(?:${MONEY})`) },
  { action: 'refund', stance: 'act', pattern: re(`${WE}\\s+(?:emesso|effettuato|elaborato|processato|completato|approvato|inviato|disposto|eseguito|erogato|fatto)\\s+(?:il|un|tuo|suo|il\\s+tuo)?${GAP}\\s*rimborso${E}`) },
  { action: 'refund', stance: 'act', outcome: 'requested', pattern: re(`${WE}\\s+(?:richiesto|inoltrato|avviato|inviato|presentato)\\s+(?:la|una|il|un)?${GAP}\\s*(?:richiesta\\s+di\\s+)?rimborso${E}`) },
  { action: 'refund', stance: 'state', pattern: re(`${AUX}\\s+(?:rimborsat|riaccreditat|accreditat|stornat)[oaie]${E}`) },
  { action: 'refund', stance: 'state', pattern: re(`(?:${MONEY})${E}${ANY}${AUX}\\s+${P('restituit')}${E}`) },
  { action: 'refund', stance: 'state', pattern: re(`${S}rimborso${E}${ANY}(?:${AUX}\\s+(?:${REFUND_DONE})|${S}(?:è|e')\\s+in\\s+(?:arrivo|viaggio))${E}`) },
  { action: 'refund', stance: 'state', outcome: 'requested', pattern: re(`${S}richiesta\\s+di\\s+rimborso${E}${ANY}${AUX}\\s+(?:${REFUND_DONE}|${REFUND_REQUESTED})${E}|${S}rimborso${E}${ANY}${AUX}\\s+(?:${REFUND_REQUESTED})${E}`) },
  { action: 'refund', stance: 'state', outcome: 'requested', pattern: re(`${S}rimborso${E}${ANY}(?:${S}(?:è|e')\\s+in\\s+(?:corso|lavorazione)|per\\s+(?:l')?(?:approvazione|verifica))${E}`) },
  { action: 'refund', stance: 'state', headline: true, pattern: re(headline(WORDS, P('rimborsat'))) },
  { action: 'refund', stance: 'state', headline: true, pattern: re(headline(WORDS, REFUND_DONE, 'rimborso')) },

  { action: 'change_address', stance: 'act', pattern: re(`${WE}\\s+(?:modificato|cambiato|aggiornato|corretto)\\s+(?:l'|il\\s+tuo\\s+|il\\s+)${GAP}\\s*indirizzo${E}`) },
  { action: 'change_address', stance: 'state', pattern: re(`${S}indirizzo${E}${ANY}${AUX}\\s+(?:${ADDRESS_DONE})${E}`) },
  { action: 'change_address', stance: 'act', needsNews: true, future: true, pattern: re(`${S}(?:sarà|verrà)${ADV}\\s+(?:consegnat[oa]|spedit[oa]|inviat[oa])\\s+(?:a|al|all'|in)${E}|${S}arriverà\\s+(?:a|al|in)${E}`) },
  { action: 'change_address', stance: 'state', headline: true, pattern: re(headline(WORDS, ADDRESS_DONE, 'indirizzo')) },

  { action: 'escalate', stance: 'act', pattern: re(`${WE}\\s+(?:inoltrato|passato|trasferito|girato|inviato|segnalato|affidato|escalato|trasmesso|assegnato)${GAP}\\s+(?:a|al|alla|ad|allo|ai|alle|con)${GAP}\\s+(?:${STAFF})${E}`) },
  { action: 'escalate', stance: 'act', pattern: re(`${WE}\\s+(?:inoltrato|escalato|trasmesso)${E}`) },
  { action: 'escalate', stance: 'act', pattern: re(`${WE}\\s+(?:avvisato|informato|contattato|allertato|coinvolto)\\s+(?:un|una|il|la|l'|lo|un\\s+nostro|una\\s+nostra|il\\s+nostro)${GAP}\\s*(?:${STAFF})${E}`) },
  { action: 'escalate', stance: 'act', pattern: re(`${WE}\\s+(?:aperto|creato|registrato)\\s+(?:un|una)${GAP}\\s+(?:ticket|segnalazione|pratica)${E}`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:${MATTER})${E}${ANY}${AUX}\\s+(?:${P('inoltrat')}|${P('trasferit')}|${P('girat')}|${P('affidat')}|${P('escalat')}|${P('trasmess')}|${P('assegnat')}|${P('passat')}\\s+(?:a|al|alla)${GAP}\\s+(?:${STAFF}))${E}`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:ticket|segnalazione|pratica)${E}${ANY}${AUX}\\s+(?:${P('apert')}|${P('creat')}|${P('registrat')})${E}`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:${MATTER})${E}${ANY}${S}(?:è|e')${ADV}\\s+(?:nelle\\s+mani\\s+di|in\\s+carico\\s+a)\\s+(?:un|una|un\\s+nostro|una\\s+nostra|il|la)${GAP}\\s*(?:${STAFF})${E}`) },
  { action: 'refund', stance: 'state', pattern: re(`(?:${MONEY})${E}${ANY}${AUX}\\s+(?:tornat|rientrat)[oaie]\\s+(?:sulla|sul|nella|nel)${E}`) },
  { action: 'escalate', stance: 'state', future: true, pattern: re(`${S}(?:un|una|il|la|un\\s+nostro|una\\s+nostra|il\\s+nostro|la\\s+nostra)\\s+(?:\\S+\\s+)?(?:${STAFF})${E}${GAP}\\s+(?:(?:ti|la|vi|le|si)\\s+)?(?:contatterà|scriverà|risponderà|ricontatterà|metterà\\s+in\\s+contatto|esaminerà|valuterà|chiamerà|occuperà|farà\\s+sapere|richiamerà)`) },
  { action: 'swap_items', stance: 'act', pattern: re(`${WE}\\s+(?:${SWAP_DONE})${GAP}\\s+(?:${ITEMS})${E}`) },
  { action: 'swap_items', stance: 'act', pattern: re(`${WE}\\s+(?:${ITEM_REQUEST_DONE})${GAP}\\s+(?:il\\s+|lo\\s+|la\\s+)?(?:cambio|sostituzione)${E}(?!\\s+(?:di|dell')\\s*indirizzo)`) },
  { action: 'swap_items', stance: 'state', pattern: re(`${S}(?:${ITEMS})${E}${ANY}${AUX}\\s+(?:stat[oaie]\\s+)?(?:${SWAP_DONE})${E}`) },
  { action: 'swap_items', stance: 'state', pattern: re(`${S}(?:cambio|sostituzione)${E}(?!\\s+(?:di|dell')\\s*indirizzo)${ANY}${AUX}\\s+(?:stat[oaie]\\s+)?(?:${ITEM_REQUEST_DONE})${E}`) },
  { action: 'return_items', stance: 'act', pattern: re(`${WE}\\s+(?:${ITEM_REQUEST_DONE})${GAP}\\s+(?:il\\s+)?reso${E}`) },
  { action: 'return_items', stance: 'state', pattern: re(`${S}reso${E}${ANY}${AUX}\\s+(?:stat[oaie]\\s+)?(?:${ITEM_REQUEST_DONE})${E}`) },
];

export const IT: ClaimLexicon = {
  language: 'it',
  negation: wordsRe('non | mai | nessun | nessuno | nessuna | niente | nulla | né | neanche | nemmeno | neppure'),
  negationAfter: re(`^(?:\\s+ancora)?\\s+(?:niente|nulla|nessun[oa]?)${E}`),
  modal: wordsRe(`posso | può | puoi | possiamo | potrei | potrebbe | potremmo | vuoi | vuole | desideri | desidera | preferisci | preferisce
    | vorrei | vorresti | devo | dovrei | dovrebbe | spero | voglio`),
  future: re(`${anyOf('farò | faremo | sarà | saranno | sarebbe | andrà | verrà | verranno')}|${S}\\S{3,}(?:erò|erà|eremo|eranno|irò|irà|iremo|iranno|erebbe|irebbe|erei)${E}`),
  condition: re(`${S}se(?!\\s+(?:ha|han|he|hemos|te|le|lo|la|los|les|\\S+(?:ó|ió|aron|ieron)${E}))${E}|${anyOf(`quando | appena | non appena | una volta che | una volta confermato | dopo che | dopo la tua conferma | dopo la sua conferma
    | con la tua conferma | con la sua conferma | con il tuo ok | basta un sì | basta che | nel caso | qualora | purché | finché | prima che | a meno che`)}|^(?:ti\\s+basta\\s+|basta\\s+)?${anyOf('rispondi | rispondimi | confermami | conferma | mi confermi | scrivimi | dimmi | risponda | confermi')}`),
  reported: wordsRe(`dici che | hai detto | mi dici | scrivi che | hai scritto | hai menzionato | menzioni | secondo il tuo messaggio
    | secondo quanto scrivi | secondo te | nel tuo messaggio | il tuo messaggio dice | pensavi che | a tuo dire | mi hai detto
    | segnali che | affermi che | dice che | secondo la tua email | secondo la tua mail | capisco che | mi hai scritto`),
  relative: re(`^${anyOf('che | chi | il quale | la quale | cui | dove')}`),
  consequence: re(`^${anyOf('allora | in tal caso | in quel caso | in questo caso | poi | quindi | così | dopodiché')}`),
  offer: re(`^(?:${anyOf(`vuoi che | vuole che | procedo | posso | preferisci | desideri | devo | va bene`)}|(?:(?:te|glie)\\s*)?(?:lo|la|li|le|l')\\s*\\S+o${E})`),
  question: re(`^${anyOf("vuoi | vuole | posso | devo | preferisci | desideri | procedo | qual | quale | come | dove | perché | quando | cosa | c'è")}`),
  completion: re(`^(?:(?:perfetto|ottimo|ok|bene)\\s+)?(?:fatto|ecco fatto|tutto fatto|completato|a posto|tutto a posto|fatto tutto|sistemato|tutto sistemato)$`),
  news: wordsRe('ora | adesso | per te | per lei | come richiesto | come da tua richiesta | su tua richiesta | con successo | proprio ora | appena | in questo momento'),
  pastTime: re(`${anyOf(`ieri | l'altro ieri | la settimana scorsa | il mese scorso | (?:lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica) scorso`)}|${S}\\S+\\s+(?:giorni|settimane|mesi)\\s+fa${E}|${S}(?:il\\s+|l')?\\d{1,2}\\s+(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)${E}`),
  evidential: re(`${anyOf(`ti confermo | le confermo | vi confermo | confermo | posso confermarti | posso confermare | posso confermarle
    | posso vedere | sono lieto di dirti | sono felice di dirti | buone notizie | ottime notizie | nessun problema | non preoccuparti
    | non si preoccupi`)}(?:\\s+che)?${E}`, 'gu'),
  generic: re(`^(?:(?:gli|i|le)\\s+(?:ordini|rimborsi|articoli|prodotti)|(?:un|una|ogni|qualsiasi|qualunque)\\s+(?:\\S+\\s+)?(?:ordin[ei]|rimbors[oi]|articol[oi]|prodott[oi])|ordini|rimborsi|articoli)${E}(?!(?:\\s+\\S+){0,3}\\s+[a-z]{1,3}-?\\d{3,})`),
  marks: re(`${anyOf('il | lo | gli | tuo | tua | suo | è | stato | stata | ordine | di | del | della | che | non | ho | per | ti | sul | già | grazie | un | una')}|${S}(?:dell'|l'ordine|all')`, 'gu'),
  cues: {
    change_payment: PAYMENT.it.cue,
    set_default_address: DEFAULT_ADDRESS.it.cue,
    cancel_order: /annull|cancell/u,
    refund: /rimbors|riaccredit|accredit|storn|restitu|reso|ridat|soldi|denaro|importo|somma/u,
    change_address: /indirizzo|consegn|spedit|inviat|arriverà/u,
    escalate: /inoltr|pass|trasfer|girat|segnal|affid|escal|trasmess|assegn|avvis|inform|contatt|allert|coinvolt|collega|colleghi|team|squadra|operator|specialista|responsabile|supervisore|reparto|ufficio|persona|servizio|assistenza|ticket|pratica|segnalazione/u,
    swap_items: /modific|cambi|sostitu|scambi/u,
    return_items: /reso/u,
  },
  forms: [...forms, ...PAYMENT.it.forms, ...DEFAULT_ADDRESS.it.forms],
};
