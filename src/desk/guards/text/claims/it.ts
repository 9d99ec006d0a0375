/** Italian phrasings of a completed action: "è stato annullato", "ho emesso il rimborso". */
import { alt, type ClaimLexicon, CONDITIONAL_SE, END, form, gap, START } from './lexicon.js';

const AUX = `${START}(?:${alt(`è | e' | sono | ho | hai | ha | abbiamo | avete | hanno | era | erano | risulta | risultano`)})${END}`;
const ADV = `(?:\\s+(?:${alt(`già | stato | stata | stati | state | correttamente | ora | adesso | ufficialmente | completamente
  | interamente | anche | appena | automaticamente | regolarmente | effettivamente | parzialmente`)})){0,3}`;
const P = (stem: string): string => `${stem}[oaie]`;
const DONE = [P('emess'), P('effettuat'), P('elaborat'), P('creat'), P('avviat'), P('inviat'), P('approvat'), P('richiest'), P('registrat'), P('dispost')].join('|');
const STAFF = 'collega|colleghi|team|operatore|operatrice|agente|specialista|supervisore|responsabile|reparto';

export const IT: ClaimLexicon = {
  language: 'it',
  negation: new RegExp(`${START}(?:${alt('non | mai | nessun | nessuno | nessuna | niente | nulla | senza | né')})${END}`, 'u'),
  hypothetical: new RegExp(
    `${START}(?:${CONDITIONAL_SE}|${alt(`quando | non appena | una volta che | dopo che | prima che | finché | posso | può | possiamo | potrei
      | potrebbe | vuoi | vuole | desidera | desideri | vorrebbe | vorresti | sarà | saranno | sarebbe | dovrebbe | deve
      | spero | affinché | hai detto | ha detto`)})${END}`,
    'u',
  ),
  evidential: new RegExp(`${START}(?:${alt('ti confermo | le confermo | confermo | posso confermarti | posso confermarle | posso confermare')})(?:\\s+che)?${END}`, 'gu'),
  forms: [
    form('cancel_order', `${AUX}${ADV}\\s+(?:${P('annullat')}|${P('cancellat')})${END}`),
    form('cancel_order', `(?:${P('annullat')}|${P('cancellat')})${END}(?!\\s+(?:ordini|articoli)\\b)`, { opensClause: true }),

    form('refund', `${AUX}${ADV}\\s+${P('rimborsat')}${END}`),
    form('refund', `${START}rimborso${END}[\\s\\S]{0,60}?${AUX}${ADV}\\s+(?:${DONE})${END}`),
    form('refund', `${START}(?:ho|abbiamo)${END}${ADV}\\s+(?:emesso|effettuato|elaborato|creato|avviato|inviato|richiesto|registrato|disposto)\\s+(?:il|un|tuo|suo)${gap(3)}\\s+rimborso${END}`),

    form('change_address', `${START}indirizzo${END}[\\s\\S]{0,60}?${AUX}${ADV}\\s+(?:${P('aggiornat')}|${P('modificat')}|${P('cambiat')}|${P('corrett')})${END}`),
    form('change_address', `${START}(?:ho|abbiamo)${END}${ADV}\\s+(?:aggiornato|modificato|cambiato|corretto)\\s+(?:l'|il|tuo|suo)\\s*${gap(2)}\\s*indirizzo${END}`),

    form('escalate', `${AUX}${ADV}\\s+(?:${P('inoltrat')}|${P('passat')}|${P('trasferit')}|${P('inviat')}|${P('segnalat')})${gap(4)}\\s+(?:${STAFF})${END}`),
    form('escalate', `${AUX}${ADV}\\s+(?:${P('inoltrat')}|${P('trasferit')}|${P('segnalat')})${END}`),
    form('escalate', `${START}(?:ho|abbiamo)${END}${ADV}\\s+(?:aperto|creato|registrato)\\s+(?:un|una|il)${gap(2)}\\s+(?:ticket|segnalazione|pratica)${END}`),
  ],
};
