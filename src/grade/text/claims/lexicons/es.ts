/** Spanish phrasings of a completed action, and the words that scope them. */
import { DEFAULT_ADDRESS } from './default-address.js';
import { PAYMENT } from './payment.js';
import { headline, type HeadlineWords } from '../headline.js';
import { adverbs, ANY, anyOf, E, GAP, re, S, wordsRe } from '../pattern.js';
import type { ClaimForm, ClaimLexicon } from '../types.js';

const ADV = adverbs(`ya | sido | correctamente | exitosamente | con éxito | también | totalmente | completamente | ahora
  | oficialmente | finalmente | debidamente | bien | efectivamente | automáticamente | parcialmente | quedado | todo | sí | mismo`);
/** The agent as subject: "he cancelado", "hemos reembolsado". */
const WE = `${S}(?:he|hemos)${ADV}`;
/** Everything else that makes a finished state: "ha sido", "fue", "está", "queda", "se ha". */
const AUX = `${S}(?:ha|han|fue|fueron|está|están|esta|estan|quedó|quedaron|queda|quedan|estaba|figura\\s+como|aparece\\s+como|consta\\s+como|sigue|ya)${E}${ADV}`;
const P = (stem: string): string => `${stem}[oa]s?`;
const CANCELLED = `${P('cancelad')}|${P('anulad')}`;
const MONEY = `dinero|importe|pago|cargo|monto|total|cantidad|\\d[\\d.,]*\\s?(?:€|eur|euros?|usd|dólares?)|(?:us\\$|\\$|€)\\s?\\d[\\d.,]*`;
const STAFF = `${P('compañer')}|colegas?|equipo|agentes?|especialistas?|supervisor(?:a|es|as)?|responsables?|persona|departamento|personal|${P('gestor')}|asesor(?:a|es|as)?|técnicos?`;
const MATTER = 'caso|consulta|solicitud|incidencia|queja|reclamación|conversación|petición|ticket';
const REFUND_DONE = [P('emitid'), P('procesad'), P('realizad'), P('hech'), P('efectuad'), P('aprobad'), P('enviad'), P('abonad'), P('completad'), P('tramitad'), P('ingresad'), P('acreditad')].join('|');
const REFUND_REQUESTED = [P('solicitad'), P('iniciad'), P('presentad'), P('cursad'), P('derivad'), P('remitid')].join('|');
const ADDRESS_DONE = [P('actualizad'), P('cambiad'), P('modificad'), P('corregid'), P('guardad'), P('registrad')].join('|');

const WORDS: HeadlineWords = {
  stop: `yo | tú | usted | él | ella | nosotros | ellos | ha | han | he | hemos | fue | fueron | es | son | está | están | era
    | será | puede | puedo | no | si | que | se | lo | le | te | me | nos | hay | tiene | tenía | va | voy`,
  tail: `a | al | en | por | para | con | correctamente | ya | ahora | también | hoy | sin | como | hace | y | tal`,
};

const ITEMS = 'artículos?|productos?|tallas?|colou?r(?:es)?|variantes?|prendas?';
const SWAP_DONE = [P('cambiad'), P('modificad'), P('sustituid'), P('reemplazad'), P('intercambiad')].join('|');
const ITEM_REQUEST_DONE = [P('registrad'), P('solicitad'), P('tramitad'), P('realizad'), P('procesad'), P('confirmad'), P('gestionad'), P('hech'), P('cread'), P('iniciad')].join('|');

const forms: ClaimForm[] = [
  { action: 'cancel_order', stance: 'act', pattern: re(`${WE}\\s+(?:${CANCELLED})${E}`) },
  { action: 'cancel_order', stance: 'act', pattern: re(`${S}(?:cancelé|anulé)${E}|${S}ya\\s+(?:(?:te|le|lo|la|los|las)\\s+)*(?:cancelamos|anulamos)${E}`) },
  { action: 'cancel_order', stance: 'act', pattern: re(`${S}(?:acabo|acabamos)\\s+de\\s+(?:cancelar|anular)`) },
  { action: 'cancel_order', stance: 'act', pattern: re(`(?:${WE}\\s+(?:procesado|tramitado|gestionado|realizado|completado|confirmado|efectuado|hecho)|${S}(?:procesé|tramité|gestioné|realicé|completé|confirmé|efectué|hice))\\s+(?:la|tu|su|esta)${GAP}\\s+(?:cancelación|anulación)${E}`) },
  { action: 'cancel_order', stance: 'act', pattern: re(`${S}(?:estoy|estamos)${ADV}\\s+(?:cancelando|anulando)${E}`) },
  { action: 'cancel_order', stance: 'state', pattern: re(`${AUX}\\s+(?:${CANCELLED})${E}`) },
  { action: 'cancel_order', stance: 'state', pattern: re(`${S}(?:se\\s+)?(?:canceló|anuló|cancelaron|anularon)${E}`) },
  { action: 'cancel_order', stance: 'state', pattern: re(`${S}(?:cancelación|anulación)${E}${ANY}(?:(?:${AUX}|${S}se\\s+ha)\\s+(?:${P('completad')}|${P('hech')}|${P('confirmad')}|${P('procesad')}|${P('realizad')}|${P('efectuad')}|${P('tramitad')}|${P('finalizad')})|${S}(?:está|quedó)\\s+(?:completa|lista)|${S}se\\s+(?:completó|realizó|procesó|tramitó|confirmó|efectuó))${E}`) },
  { action: 'cancel_order', stance: 'state', headline: true, pattern: re(headline(WORDS, CANCELLED)) },
  { action: 'cancel_order', stance: 'state', headline: true, pattern: re(headline(WORDS, `${P('confirmad')}|${P('completad')}|${P('hech')}|${P('realizad')}|${P('procesad')}`, 'cancelación|anulación')) },

  { action: 'refund', stance: 'act', pattern: re(`${WE}\\s+(?:reembolsado|reintegrado|abonado)${E}`) },
  { action: 'refund', stance: 'act', pattern: re(`${S}(?:reembolsé|reintegré|aboné)${E}|${S}ya\\s+(?:(?:te|le|lo|la|los|las)\\s+)*(?:reembolsamos|abonamos)${E}`) },
  { action: 'refund', stance: 'act', pattern: re(`${S}(?:acabo|acabamos)\\s+de\\s+(?:reembolsar|devolver|abonar)`) },
  { action: 'refund', stance: 'act', pattern: re(`(?:${WE}\\s+devuelto|${S}(?:devolví|devolvimos))${GAP}\\s+(?:${MONEY})`) },
  { action: 'refund', stance: 'act', pattern: re(`(?:${WE}\\s+(?:emitido|procesado|tramitado|realizado|hecho|enviado|aprobado|gestionado|efectuado|completado|ingresado)|${S}(?:emití|procesé|tramité|realicé|hice|gestioné|efectué|completé|aprobé|ingresé))\\s+(?:el|un|una|tu|su|la|te|le)?${GAP}\\s*(?:reembolso|devolución)${E}`) },
  { action: 'refund', stance: 'act', outcome: 'requested', pattern: re(`(?:${WE}\\s+(?:solicitado|iniciado|enviado|presentado|cursado|tramitado)|${S}(?:solicité|inicié|envié|presenté|cursé|tramité))\\s+(?:la|una|el|un|tu|su)?${GAP}\\s*solicitud\\s+de\\s+(?:reembolso|devolución)${E}`) },
  { action: 'refund', stance: 'state', pattern: re(`${AUX}\\s+(?:${P('reembolsad')}|${P('reintegrad')}|${P('abonad')})${E}`) },
  { action: 'refund', stance: 'state', pattern: re(`(?:${MONEY})${E}${ANY}(?:${AUX}|${S}se\\s+(?:te|le)\\s+ha)\\s+${P('devuelt')}${E}|(?:${AUX}|${S}se\\s+(?:te|le)\\s+ha)\\s+${P('devuelt')}${GAP}\\s+(?:${MONEY})`) },
  { action: 'refund', stance: 'state', pattern: re(`${S}(?:reembolso|devolución)${E}${ANY}(?:(?:${AUX}|${S}se\\s+(?:te\\s+|le\\s+)?ha)\\s+(?:${REFUND_DONE})|${S}se\\s+(?:emitió|procesó|realizó|hizo|efectuó|aprobó|envió|abonó|completó|ingresó)|${S}(?:está|va)\\s+en\\s+camino)${E}`) },
  { action: 'refund', stance: 'state', pattern: re(`${S}se\\s+(?:te\\s+|le\\s+)?ha${ADV}\\s+(?:reembolsado|devuelto|abonado|reintegrado)${E}`) },
  { action: 'refund', stance: 'state', outcome: 'requested', pattern: re(`${S}solicitud\\s+de\\s+(?:reembolso|devolución)${E}${ANY}(?:${AUX}|${S}se\\s+ha)\\s+(?:${REFUND_DONE}|${REFUND_REQUESTED})${E}`) },
  { action: 'refund', stance: 'state', outcome: 'requested', pattern: re(`${S}(?:reembolso|devolución|solicitud)${E}${ANY}(?:${AUX}\\s+)?(?:${P('enviad')}|${P('remitid')}|${P('pasad')}|${P('derivad')})\\s+(?:para|a)\\s+(?:su\\s+)?(?:aprobación|revisión)${E}|${S}(?:reembolso|devolución)${E}${ANY}(?:está|están)\\s+(?:siendo\\s+(?:procesad|tramitad|revisad)[oa]|en\\s+(?:trámite|proceso))${E}`) },
  { action: 'refund', stance: 'state', headline: true, pattern: re(headline(WORDS, P('reembolsad'))) },
  { action: 'refund', stance: 'state', headline: true, pattern: re(headline(WORDS, REFUND_DONE, 'reembolso|devolución')) },
  { action: 'refund', stance: 'state', headline: true, pattern: re(headline(WORDS, P('devuelt'), MONEY)) },

  { action: 'change_address', stance: 'act', pattern: re(`(?:${WE}\\s+(?:actualizado|cambiado|modificado|corregido)|${S}(?:actualicé|cambié|modifiqué|corregí))\\s+(?:la|tu|su)?${GAP}\\s*dirección${E}`) },
  { action: 'change_address', stance: 'state', pattern: re(`${S}dirección${E}${ANY}(?:${AUX}|${S}se\\s+ha)\\s+(?:${ADDRESS_DONE})${E}|(?:${AUX}|${S}se\\s+ha)\\s+(?:${ADDRESS_DONE})\\s+(?:la|tu|su)${GAP}\\s+dirección${E}`) },
  { action: 'change_address', stance: 'act', needsNews: true, future: true, pattern: re(`${S}(?:se\\s+)?(?:enviará|entregará|llegará|irá)\\s+(?:a|en)${E}`) },
  { action: 'change_address', stance: 'state', headline: true, pattern: re(headline(WORDS, ADDRESS_DONE, 'dirección')) },

  { action: 'escalate', stance: 'act', pattern: re(`(?:${WE}\\s+(?:pasado|derivado|trasladado|transferido|escalado|enviado|remitido|reenviado|asignado)|${S}(?:pasé|derivé|trasladé|transferí|escalé|envié|remití|reenvié|asigné))${GAP}\\s+(?:a|al|con)${GAP}\\s+(?:${STAFF})${E}`) },
  { action: 'escalate', stance: 'act', pattern: re(`(?:${WE}\\s+(?:escalado|derivado)|${S}(?:escalé|derivé))${E}`) },
  { action: 'escalate', stance: 'act', pattern: re(`(?:${WE}\\s+(?:avisado|notificado|informado|contactado|consultado)|${S}(?:avisé|notifiqué|informé|contacté|consulté))\\s+(?:a\\s+)?(?:un|una|nuestro|nuestra|el|la|al)${GAP}\\s+(?:${STAFF})${E}`) },
  { action: 'escalate', stance: 'act', pattern: re(`(?:${WE}\\s+(?:abierto|creado|registrado|generado)|${S}(?:abrí|creé|registré|generé))\\s+(?:un|una|el|la)${GAP}\\s+(?:ticket|incidencia|caso)${E}`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:${MATTER})${E}${ANY}(?:${AUX}|${S}se\\s+ha)\\s+(?:(?:${P('escalad')}|${P('derivad')}|${P('trasladad')}|${P('transferid')}|${P('asignad')}|${P('remitid')})|(?:${P('pasad')}|${P('enviad')}|${P('reenviad')})\\s+(?:a|al)${GAP}\\s+(?:${STAFF}))${E}`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:ticket|incidencia|caso)${E}${ANY}(?:${AUX}|${S}se\\s+ha)\\s+(?:${P('cread')}|${P('abiert')}|${P('registrad')}|${P('generad')})${E}`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:${MATTER})${E}${ANY}${S}(?:está|queda|quedó)${ADV}\\s+(?:en\\s+manos\\s+de|con)\\s+(?:un|una|nuestro|nuestra|el|la)${GAP}\\s+(?:${STAFF})${E}`) },
  { action: 'escalate', stance: 'state', future: true, pattern: re(`${S}(?:un|una|nuestro|nuestra|el|la)\\s+(?:\\S+\\s+)?(?:${STAFF})${E}${GAP}\\s+(?:(?:te|le|os|les|se)\\s+)?(?:escribirá|contactará|llamará|responderá|revisará|pondrá\\s+en\\s+contacto|ocupará|atenderá|enviará|estudiará|gestionará|analizará|dirá|va\\s+a\\s+(?:escribir|contactar|llamar|revisar|ponerse|ocupar))`) },
  { action: 'swap_items', stance: 'act', pattern: re(`${WE}\\s+(?:${SWAP_DONE})${GAP}\\s+(?:${ITEMS})${E}`) },
  { action: 'swap_items', stance: 'act', pattern: re(`${WE}\\s+(?:${ITEM_REQUEST_DONE})\\s+(?:el|tu|su)${GAP}\\s+(?:cambio|intercambio)${E}(?!\\s+de\\s+dirección)`) },
  { action: 'swap_items', stance: 'state', pattern: re(`${S}(?:${ITEMS})${E}${ANY}${AUX}\\s+(?:${SWAP_DONE})${E}`) },
  { action: 'swap_items', stance: 'state', pattern: re(`${S}(?:cambio|intercambio)${E}(?!\\s+de\\s+dirección)${ANY}${AUX}\\s+(?:${ITEM_REQUEST_DONE})${E}`) },
  { action: 'return_items', stance: 'act', pattern: re(`${WE}\\s+(?:${ITEM_REQUEST_DONE})\\s+(?:la|tu|su)${GAP}\\s+devolución\\s+de${GAP}\\s+(?:${ITEMS})${E}`) },
  { action: 'return_items', stance: 'state', pattern: re(`${S}devolución\\s+de${GAP}\\s+(?:${ITEMS})${E}${ANY}${AUX}\\s+(?:${ITEM_REQUEST_DONE})${E}`) },
];

export const ES: ClaimLexicon = {
  language: 'es',
  negation: wordsRe('no | nunca | jamás | ni | tampoco | ningún | ninguna | ninguno | nada | nadie | aún no | todavía no'),
  negationAfter: re(`^(?:\\s+(?:todavía|aún|por\\s+ahora))?\\s+(?:nada|ninguno|ninguna)${E}`),
  modal: wordsRe(`puedo | puede | podemos | pueden | podría | podríamos | podrías | debería | debe | debo | quieres | quiere | quieren
    | deseas | desea | prefieres | prefiere | gustaría | ojalá | espero | necesito | necesitas | para que | intento | intentaré | permíteme`),
  future: re(`${anyOf('voy a | vamos a | va a | van a | será | serán | sería | serían | podrá | quedará | quedarán | haré | haremos | se hará')}|${S}\\S+(?:aré|arás|ará|aremos|arán|eré|erás|erá|eremos|erán|iré|irás|irá|iremos|irán|aría|ería|iría|aríamos|erían|arían)${E}`),
  condition: re(`${anyOf(`si | cuando | una vez que | una vez | en cuanto | tan pronto como | apenas | en caso de que | siempre que | después de que
    | hasta que | antes de que | a menos que | salvo que | al confirmar | tras tu confirmación | tras su confirmación
    | con tu (?:confirmación|sí|ok|visto bueno) | con su (?:confirmación|sí|ok|visto bueno)`)}|^(?:solo\\s+|simplemente\\s+)?${anyOf('responde | contesta | dime | escríbeme | confírmame | confírmalo | confirma | responda | conteste | dígame | confirme | confírmeme')}`),
  reported: wordsRe(`dices que | dice que | me dices | me dijiste | dijiste | mencionas | mencionaste | comentas | comentaste | escribes que
    | escribiste | según tu mensaje | según su mensaje | según dices | según comentas | me cuentas | nos cuentas | indicas que
    | afirmas que | crees que | pensabas que | tu mensaje dice | en tu mensaje | comentabas | nos escribes | me escribes
    | me has dicho | nos has dicho | has dicho | según tu correo | según su correo | entiendo que`),
  relative: re(`^${anyOf('que | quien | quienes | el cual | la cual | lo cual | donde | cuyo | cuya')}`),
  consequence: re(`^${anyOf('entonces | en ese caso | así | de esa forma | de este modo | después | luego | y así')}`),
  offer: re(`^(?:${anyOf(`quieres | quiere | desea | deseas | te parece | le parece | prefieres | prefiere | procedo | lo hago | puedo`)}|(?:(?:te|se|le)\\s+)?(?:lo|la|los|las)\\s+\\S+o${E})`),
  question: re(`^${anyOf('quieres | quiere | desea | deseas | prefieres | prefiere | puedo | procedo | lo hago | te parece | qué | cuál | cómo | dónde | cuándo | hay')}`),
  completion: re(`^(?:(?:perfecto|genial|vale|muy bien|bien)\\s+)?(?:listo|hecho|ya está|todo listo|ya está hecho|completado|hecho está|ya lo tienes|todo hecho)(?:\\s+(?:ya|ahora))?$`),
  news: wordsRe('ahora | ahora mismo | para ti | para usted | como pediste | como solicitaste | como me pediste | como pidió | como solicitó | con éxito | correctamente | en este momento | al momento | acabo de | acabamos de'),
  pastTime: re(`${anyOf(`ayer | anteayer | la semana pasada | el mes pasado | hace \\d+ | hace (?:unos|unas|varios|varias|un|una) | desde el
    | el (?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)`)}|${S}(?:el\\s+)?\\d{1,2}\\s+de\\s+(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)${E}`),
  evidential: re(`${anyOf(`te confirmo | le confirmo | les confirmo | os confirmo | confirmo | puedo confirmarte | puedo confirmarle | puedo confirmar
    | podemos confirmar | puedo ver | me alegra decirte | me alegra informarte | me complace informarle | me complace informarte
    | buenas noticias | no te preocupes | no se preocupe | no hay problema | sin problema`)}(?:\\s+que)?${E}`, 'gu'),
  generic: re(`^(?:(?:los|las)\\s+(?:pedidos|reembolsos|devoluciones|artículos|productos)|(?:un|una|cualquier|todo|toda|cada)\\s+(?:\\S+\\s+)?(?:pedidos?|reembolsos?|devoluci(?:ón|ones)|artículos?|productos?)|pedidos|reembolsos|devoluciones|artículos)${E}(?!(?:\\s+\\S+){0,3}\\s+[a-z]{1,3}-?\\d{3,})`),
  marks: wordsRe('el | la | los | las | tu | su | es | está | ha | pedido | de | que | y | lo | te | un | una | por | para | del | ya | se | he | sido | hemos | usted', 'gu'),
  cues: {
    change_payment: PAYMENT.es.cue,
    set_default_address: DEFAULT_ADDRESS.es.cue,
    cancel_order: /cancel|anul/u,
    refund: /reembols|devuel|devolv|abon|reintegr/u,
    change_address: /dirección|enviará|entregará|llegará|irá/u,
    escalate: /escal|deriv|traslad|transfer|pas|envi|remit|asign|compañer|colega|equipo|agente|especialista|supervisor|responsable|persona|departamento|personal|gestor|asesor|técnico|ticket|incidencia|caso|avis|notific|inform|contact|consult/u,
    swap_items: /cambi|modific|sustitu|reemplaz/u,
    return_items: /devolución/u,
  },
  forms: [...forms, ...PAYMENT.es.forms, ...DEFAULT_ADDRESS.es.forms],
};
