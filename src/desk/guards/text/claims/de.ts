/**
 * German phrasings of a completed action. The participle may stand far from its auxiliary
 * ("Ich habe Ihre Bestellung A1001 soeben storniert") or after it in a subordinate clause
 * ("..., dass Ihre Bestellung storniert wurde"); "storniert werden" is an infinitive, not news.
 */
import { alt, type ClaimLexicon, END, form, gap, LETTER, START } from './lexicon.js';

const AUX = `${START}(?:${alt('habe | hat | haben | hatte | hatten | ist | sind | war | waren | wurde | wurden | bereits | schon')})${END}`;
const AUX_AFTER = `\\s+(?:${alt('wurde | wurden | worden | ist | sind | hat | habe | haben | hatte | war')})${END}`;
const CANCELLED = 'storniert|annulliert|abgebrochen|gecancelt|abbestellt';
const REFUNDED = 'erstattet|zurückerstattet|rückerstattet|gutgeschrieben|zurückgezahlt|zurücküberwiesen';
const REFUND_DONE = 'veranlasst|ausgelöst|erstellt|angewiesen|bearbeitet|eingeleitet|beantragt|durchgeführt|freigegeben|angestoßen';
const ADDRESS_DONE = 'geändert|aktualisiert|korrigiert|angepasst';
const ESCALATED = 'weitergeleitet|eskaliert|übergeben|weitergegeben|übermittelt';

/** Auxiliary ... participle, or participle + auxiliary. */
function perfect(participles: string): string {
  return `${AUX}${gap(7)}\\s+(?:${participles})${END}|${START}(?:${participles})${AUX_AFTER}`;
}

export const DE: ClaimLexicon = {
  language: 'de',
  negation: new RegExp(`${START}(?:${alt('nicht | kein | keine | keinen | keiner | keinem | nie | niemals | nichts | ohne')})${END}`, 'u'),
  hypothetical: new RegExp(
    `${START}(?:${alt(`wenn | falls | sobald | nachdem | bevor | ob | bis | kann | können | könnte | könnten | kannst | möchte
      | möchten | möchtest | will | wollen | würde | würden | wird | werden | soll | sollte | sollen | muss | müssen | darf
      | dürfen | sofern | damit | hoffe | sagten | meinten`)})${END}`,
    'u',
  ),
  evidential: new RegExp(`${START}(?:${alt('ich kann bestätigen | ich kann ihnen bestätigen | ich bestätige | ich bestätige ihnen | gute nachricht')})(?:\\s+dass)?${END}`, 'gu'),
  notFollowedBy: /^\s+(?:werden|zu|wird|würde|worden\s+sein)(?![\p{L}])/u,
  forms: [
    form('cancel_order', perfect(CANCELLED)),
    form('cancel_order', `(?:${CANCELLED})${END}(?!\\s+(?:bestellungen|artikel)\\b)`, { opensClause: true }),

    form('refund', perfect(REFUNDED)),
    form('refund', `${START}(?:erstattung|rückerstattung|gutschrift)${END}[\\s\\S]{0,60}?(?:${perfect(REFUND_DONE)})`),
    form('refund', `${AUX}${gap(5)}\\s+(?:erstattung|rückerstattung|gutschrift)${gap(4)}\\s+(?:${REFUND_DONE})${END}`),

    form('change_address', `${LETTER}*(?:adresse|anschrift)${END}[\\s\\S]{0,60}?(?:${perfect(ADDRESS_DONE)})`),
    form('change_address', `${AUX}${gap(5)}\\s+${LETTER}*(?:adresse|anschrift)${gap(4)}\\s+(?:${ADDRESS_DONE})${END}`),

    form('escalate', perfect(ESCALATED)),
    form('escalate', `${START}(?:ticket|vorgang|fall)${END}[\\s\\S]{0,40}?(?:${perfect('erstellt|angelegt|eröffnet')})`),
    form('escalate', `${AUX}${gap(4)}\\s+(?:ticket|vorgang)${gap(3)}\\s+(?:erstellt|angelegt|eröffnet)${END}`),
  ],
};
