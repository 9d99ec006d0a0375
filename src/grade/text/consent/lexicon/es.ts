import type { LanguageLexicon } from './types.js';

/** Spanish. Unaccented "si" is decided by position (read.ts): "si, adelante" is yes, "si es gratis" is "if". */
export const es: LanguageLexicon = {
  lang: 'es',
  markers: {
    yes: [
      'sí', 'sí por favor', 'sí claro', 'claro', 'claro que sí', 'dale', 'adelante', 'hazlo', 'hágalo', 'háganlo', 'de acuerdo', 'por supuesto',
      'desde luego', 'confirmo', 'lo confirmo', 'confirmado', 'procede', 'proceda', 'eso es', 'afirmativo', 'con gusto', 'sigue', 'siga',
      'adelante con ello', 'correcto', 'exacto', 'exactamente',
    ],
    ok: ['vale', 'bueno', 'bien', 'está bien', 'perfecto', 'listo', 'okey', 'genial', 'muy bien', 'va', 'sale'],
    no: ['no', 'nunca', 'jamás', 'tampoco', 'ni', 'no gracias', 'negativo', 'mejor no'],
    need: ['necesito', 'necesita', 'necesitamos', 'hace falta', 'sirve', 'quiero', 'queremos', 'funciona', 'queda', 'ya', 'más', 'uso', 'usaré', 'usar'],
    idiom: ['por qué no', 'porque no', 'sin prisa', 'no hay prisa', 'no hay problema', 'sin problema', 'ningún problema', 'no pasa nada'],
    hold: [
      'espera', 'espere', 'esperá', 'esperen', 'un momento', 'un segundo', 'momento', 'alto', 'detente', 'más tarde', 'luego', 'después', 'mañana',
      'déjame pensar', 'déjame pensarlo', 'olvídalo', 'todavía no', 'aún no', 'ahora no',
    ],
    hedge: [
      'quizás', 'quizá', 'tal vez', 'a lo mejor', 'creo', 'creo que', 'supongo', 'depende', 'probablemente', 'siempre que', 'solo si', 'a menos que',
      'con tal', 'antes', 'cuando', 'primero', 'lo que sea', 'si tú lo dices', 'si usted lo dice', 'no sé', 'puede ser', 'me da igual',
    ],
    contrast: ['pero', 'sino', 'en vez', 'en lugar', 'en realidad', 'aunque', 'sin embargo', 'más bien', 'mejor', 'pensándolo bien', 'quiero decir', 'o sea'],
    keep: ['conservar', 'conservarlo', 'conservarla', 'conservo', 'quedarme con', 'quedármelo', 'quedármela', 'me lo quedo', 'me la quedo', 'mantener', 'mantenerlo', 'mantenerla', 'guardarlo', 'guardarla', 'dejarlo', 'dejarla', 'déjalo', 'déjalo así', 'dejarlo como está'],
    prefer: ['prefiero', 'preferiría', 'prefiere', 'prefieres', 'preferimos'],
    limit: ['solo', 'sólo', 'solamente', 'únicamente', 'excepto', 'salvo', 'menos', 'la mitad', 'una parte', 'en parte', 'parte del', 'parte de la', 'parcial', 'sin el', 'sin la'],
    also: ['también', 'además', 'y luego', 'de paso', 'aparte'],
    sarcasm: ['y yo soy', 'y yo soy el', 'y yo soy la', 'ya claro', 'sí claro y', 'en tus sueños', 'ni en sueños', 'muy gracioso', 'qué gracioso'],
    question: ['cuándo', 'dónde', 'por qué', 'cuál', 'quién', 'cuánto', 'cuánta', 'cuántos'],
    or: ['o bien'],
    all: ['ambos', 'ambas', 'los dos', 'las dos', 'todos', 'todas', 'todo'],
    neutral: [
      'por favor', 'gracias', 'muchas gracias', 'entonces', 'pues', 'ahora', 'hola', 'lo', 'la', 'eso', 'ese', 'esa', 'ese mismo', 'los dos',
      'ambos', 'es todo', 'solo eso', 'nada más', 'eso es todo', 'y', 'que', 'sí que', 'me gustaría', 'cambié de opinión', 'cambié de idea', 'yo', 'me'
    ],
  },
  strict: {
    or: ['o', 'u'],
  },
  telltales: ['el', 'la', 'tu', 'su', 'que', 'pedido', 'quieres', 'lo', 'de', 'es', 'aún', 'se', 'ha', 'enviado', 'por', 'una', 'del', 'está', 'todavía'],
};
