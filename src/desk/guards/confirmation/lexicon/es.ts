import type { LanguageLexicon } from './types.js';

/** Spanish. "sí"/"si" is decided by position (see units.ts): "si es gratis" is "if". */
export const es: LanguageLexicon = {
  lang: 'es',
  markers: {
    yes: [
      'claro', 'claro que sí', 'dale', 'adelante', 'hazlo', 'hágalo', 'háganlo', 'de acuerdo', 'por supuesto',
      'desde luego', 'confirmo', 'confirmado', 'lo confirmo', 'procede', 'proceda', 'eso es', 'afirmativo', 'cancélalo', 'cancélelo', 'sí por favor', 'sí claro', 'con gusto',
    ],
    ok: ['vale', 'bueno', 'bien', 'está bien', 'perfecto', 'listo', 'va', 'sale', 'okey', 'genial', 'muy bien', 'correcto', 'exacto'],
    no: [
      'no', 'nunca', 'jamás', 'tampoco', 'ni', 'no gracias', 'negativo', 'no sé', 'todavía no', 'aún no',
      'no lo hagas', 'no lo haga', 'mejor no',
    ],
    hold: [
      'espera', 'espere', 'esperá', 'esperen', 'un momento', 'un segundo', 'momento', 'alto', 'detente',
      'más tarde', 'luego', 'después', 'mañana', 'déjame pensar', 'déjame pensarlo', 'olvídalo', 'olvidalo',
    ],
    hedge: [
      'quizás', 'quizá', 'tal vez', 'a lo mejor', 'creo', 'creo que', 'supongo', 'depende', 'probablemente',
      'siempre que', 'solo si', 'a menos que', 'con tal', 'antes', 'cuando', 'primero',
    ],
    contrast: ['pero', 'sino', 'en vez', 'en lugar', 'en realidad', 'aunque', 'sin embargo', 'más bien', 'mejor'],
    question: ['cuándo', 'cómo', 'dónde', 'por qué', 'cuál', 'quién', 'cuánto', 'cuánta'],
    keep: ['conservar', 'conservarlo', 'conservarla', 'quedármelo', 'quedármela', 'me lo quedo', 'me la quedo', 'mantenerlo', 'mantenerla', 'prefiero', 'preferiría'],
    limit: ['solo', 'sólo', 'solamente', 'únicamente', 'excepto', 'salvo', 'la mitad'],
    sarcasm: ['y yo soy', 'ya claro', 'en tus sueños', 'muy gracioso'],
    reason: ['necesito', 'necesita', 'hace falta', 'sirve', 'quiero', 'funciona'],
    idiom: ['por qué no', 'sin prisa'],
    neutral: [
      'por favor', 'gracias', 'muchas gracias', 'entonces', 'pues', 'ya', 'ahora',
      'sin problema', 'no hay problema', 'ningún problema', 'hola',
    ],
  },
  strict: {
    // "más" folds to Portuguese "mas" (but).
    reason: ['más'],
  },
};
