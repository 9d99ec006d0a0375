/** Spanish phrasings of a completed action: "está cancelado", "he emitido un reembolso", "se ha actualizado la dirección". */
import { alt, type ClaimLexicon, END, form, gap, START } from './lexicon.js';

const AUX = `${START}(?:${alt(`he | has | ha | hemos | han | habéis | había | habían | fue | fueron | está | están | esta | estan
  | quedó | quedo | queda | quedan | se ha | se han | ya`)})${END}`;
const ADV = `(?:\\s+(?:${alt(`ya | sido | correctamente | exitosamente | con éxito | también | totalmente | completamente | ahora
  | oficialmente | finalmente | debidamente | bien | efectivamente | automáticamente | parcialmente | quedado`)})){0,3}`;
const P = (stem: string): string => `${stem}[oa]s?`;
const DONE = [P('emitid'), P('procesad'), P('realizad'), P('cread'), P('tramitad'), P('solicitad'), P('enviad'), P('aprobad'),
  P('registrad'), P('gestionad'), P('efectuad'), P('iniciad'), P('hech')].join('|');
const ADDRESS_DONE = [P('actualizad'), P('cambiad'), P('modificad'), P('corregid')].join('|');
const ESCALATED = [P('escalad'), P('derivad'), P('transferid'), P('remitid'), P('trasladad')].join('|');

export const ES: ClaimLexicon = {
  language: 'es',
  negation: new RegExp(`${START}(?:${alt('no | nunca | jamás | ni | tampoco | ningún | ninguna | ninguno | nada | nadie | sin')})${END}`, 'u'),
  hypothetical: new RegExp(
    `${START}(?:${alt(`si | cuando | una vez | en cuanto | tan pronto | hasta que | antes de | después de que | puedo | puede | podemos
      | pueden | podría | podríamos | debería | debe | quieres | quiere | deseas | desea | prefieres | voy a | vamos a | va a
      | van a | será | serán | sería | podrá | ojalá | espero | necesito | para que | dijiste | mencionaste | comentaste`)})${END}`,
    'u',
  ),
  evidential: new RegExp(
    `${START}(?:${alt(`te confirmo | le confirmo | les confirmo | os confirmo | confirmo | puedo confirmarte | puedo confirmarle
      | puedo confirmar | podemos confirmar | puedo ver | me alegra decirte | me alegra informarte`)})(?:\\s+que)?${END}`,
    'gu',
  ),
  forms: [
    form('cancel_order', `${AUX}${ADV}\\s+(?:${P('cancelad')}|${P('anulad')})${END}`),
    form('cancel_order', `${START}(?:cancelé|canceló|anulé|anuló|cancelaste)${END}`),
    form('cancel_order', `(?:${P('cancelad')}|${P('anulad')})${END}(?!\\s+(?:pedidos?|artículos?)\\b)`, { opensClause: true }),

    form('refund', `${AUX}${ADV}\\s+${P('reembolsad')}${END}`),
    form('refund', `${START}(?:reembolsé|reembolsó|reembolsamos)${END}`),
    form('refund', `${START}(?:reembolso|devolución|dinero|importe)${END}[\\s\\S]{0,60}?${AUX}${ADV}\\s+(?:${DONE}|${P('devuelt')}|${P('reintegrad')})${END}`),
    form('refund', `${AUX}${ADV}\\s+(?:${DONE})\\s+(?:el|un|una|tu|su|la)${gap(3)}\\s+(?:reembolso|devolución)${END}`),
    form('refund', `${START}(?:emití|procesé|tramité|solicité|realicé|hice|gestioné|inicié)\\s+(?:el|un|una|tu|su|la)${gap(3)}\\s+(?:reembolso|devolución)${END}`),
    form('refund', `${P('reembolsad')}${END}`, { opensClause: true }),

    form('change_address', `${START}dirección${END}[\\s\\S]{0,60}?${AUX}${ADV}\\s+(?:${ADDRESS_DONE})${END}`),
    form('change_address', `${AUX}${ADV}\\s+(?:actualizado|cambiado|modificado|corregido)\\s+(?:la|tu|su)${gap(2)}\\s+dirección${END}`),
    form('change_address', `${START}(?:actualicé|cambié|modifiqué|corregí)\\s+(?:la|tu|su)${gap(2)}\\s+dirección${END}`),

    form('escalate', `${AUX}${ADV}\\s+(?:${ESCALATED})${END}`),
    form('escalate', `${AUX}${ADV}\\s+(?:pasado|enviado)\\s+(?:tu|su|el|este|esta|la)\\s+(?:caso|consulta|solicitud|incidencia)${END}`),
    form('escalate', `${START}(?:escalé|derivé|transferí|pasé|trasladé)\\s+(?:tu|su|el|este|esta|la)\\s+(?:caso|consulta|solicitud|incidencia)${END}`),
    form('escalate', `${AUX}${ADV}\\s+(?:${P('cread')}|${P('abiert')}|${P('registrad')}|${P('generad')})\\s+(?:un|una|el|la)${gap(2)}\\s+(?:ticket|incidencia|caso)${END}`),
    form('escalate', `${START}(?:ticket|incidencia)${END}[\\s\\S]{0,40}?${AUX}${ADV}\\s+(?:${P('cread')}|${P('abiert')}|${P('registrad')}|${P('generad')})${END}`),
    form('escalate', `${START}(?:creé|abrí|registré)\\s+(?:un|una|el|la)${gap(2)}\\s+(?:ticket|incidencia|caso)${END}`),
  ],
};
