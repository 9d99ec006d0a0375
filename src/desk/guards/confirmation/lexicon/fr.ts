import type { LanguageLexicon } from './types.js';

/** French. Apostrophes and hyphens split words: "d'accord" is "d accord", "allez-y" is "allez y". */
export const fr: LanguageLexicon = {
  lang: 'fr',
  markers: {
    yes: [
      'oui', 'ouais', 'ouaip', "d'accord", 'daccord', 'allez-y', 'vas-y', 'faites-le', 'fais-le', 'bien sûr',
      'je confirme', 'confirmé', 'tout à fait', 'volontiers', 'avec plaisir',
      'allons-y', "c'est parti", 'carrément', 'oui merci', 'oui svp',
    ],
    lead: ['confirme', 'confirmez', 'procédez'],
    ok: ['dac', 'parfait', "c'est bon", 'ça marche', 'ça me va', 'entendu', 'très bien', 'bien', 'ok pour moi', 'absolument', 'exactement',
      'effectivement'],
    no: ['non', 'ne', "n'", 'pas', 'jamais', 'nan', 'aucunement', 'non merci'],
    hold: [
      'attendez', 'attends', 'attendre', 'un instant', 'une minute', 'minute', 'stop', 'arrêtez', 'arrête',
      'laissez tomber', 'laisse tomber', 'plus tard', 'demain', 'un moment',
    ],
    hedge: [
      'peut-être', 'je pense', 'je crois', 'je suppose', 'sais pas', 'on verra', 'probablement',
      'à condition', 'sauf si', 'seulement si', 'avant', 'quand', 'lorsque', "d'abord",
    ],
    contrast: ['mais', 'plutôt', 'au lieu', 'par contre', 'cependant', 'pourtant', 'en fait', 'finalement', 'sinon'],
    question: [
      'quoi', 'quand', 'comment', 'où', 'pourquoi', 'quel', 'quelle', 'quels', 'quelles', 'combien',
      'est-ce que', "qu'est-ce", 'qui',
    ],
    keep: ['garder', 'la garder', 'le garder', 'je la garde', 'je le garde', 'conserver', 'la conserver', 'le conserver', 'préfère', 'je préfère', 'préférerais'],
    limit: ['seulement', 'uniquement', 'sauf', 'excepté', 'la moitié', 'juste le', 'juste la'],
    sarcasm: ['et moi je suis', 'mon œil', 'mon oeil', 'très drôle', 'tu rêves', 'vous rêvez'],
    reason: ['besoin', 'veux', 'sert', 'utilise', 'fonctionne', 'marche', 'plus'],
    idiom: ['pourquoi pas', 'rien ne presse'],
    neutral: [
      "s'il vous plaît", "s'il te plaît", 'svp', 'stp', 'merci', 'merci beaucoup', 'alors', 'donc',
      'maintenant', 'pas de problème', 'pas de souci', 'pas de soucis', 'aucun problème', 'bonjour', 'vous pouvez',
    ],
  },
};
