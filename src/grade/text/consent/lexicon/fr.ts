import type { LanguageLexicon } from './types.js';

/** French. Elisions and hyphens split words: "d'accord" is "d accord", "allez-y" is "allez y", "n'en" is "n en". */
export const fr: LanguageLexicon = {
  lang: 'fr',
  markers: {
    yes: [
      'oui', 'ouais', 'ouaip', "d'accord", 'daccord', 'allez-y', 'vas-y', 'faites-le', 'fais-le', 'bien sûr', 'je confirme', 'confirmé', 'confirmez',
      'tout à fait', 'volontiers', 'avec plaisir', 'allons-y', "c'est parti", 'oui merci', 'oui svp', 'procédez', 'exactement', 'absolument',
      'entendu', 'carrément', 'évidemment', "c'est juste", "c'est exact",
    ],
    ok: ['ok pour moi', 'dac', 'parfait', "c'est bon", 'ça marche', 'ça me va', 'très bien', 'bien', 'super', 'nickel', 'impeccable'],
    no: ['non', 'ne', 'n', 'pas', 'jamais', 'nan', 'aucunement', 'non merci'],
    need: ['besoin', 'veux', 'voulons', 'voudrais', 'sert', 'servira', 'utilise', 'utiliserai', 'fonctionne', 'marche', 'plus'],
    idiom: ['pourquoi pas', 'pas pressé', 'rien ne presse', 'pas de rush', 'pas de problème', 'pas de souci', 'pas de soucis', 'aucun problème', 'sans problème', 'pas de quoi'],
    hold: [
      'attendez', 'attends', 'attendre', 'un instant', 'une minute', 'minute', 'stop', 'arrêtez', 'arrête', 'laissez tomber', 'laisse tomber',
      'plus tard', 'demain', 'un moment', 'pas encore', 'pas maintenant', 'pas tout de suite',
    ],
    hedge: [
      'peut-être', 'je pense', 'je crois', 'je suppose', 'sais pas', 'on verra', 'probablement', 'à condition', 'sauf si', 'seulement si', 'avant',
      'quand', 'lorsque', "d'abord", 'peu importe', 'si vous le dites', 'si tu le dis', 'comme vous voulez',
    ],
    contrast: ['plutôt', 'au lieu', 'par contre', 'cependant', 'pourtant', 'en fait', 'finalement', 'sinon', 'je veux dire', 'à la place'],
    keep: ['garder', 'garde', 'gardez', 'la garder', 'le garder', 'je la garde', 'je le garde', 'conserver', 'la conserver', 'le conserver', 'je la conserve', 'je le conserve', 'laisser', 'laissez-la', 'laissez-le'],
    prefer: ['préfère', 'préférerais', 'préférez', 'je préfère', 'préférons'],
    limit: ['seulement', 'uniquement', 'juste', 'sauf', 'excepté', 'à part', 'moitié', 'la moitié', 'partie', 'partiel', 'partiellement', 'sans le', 'sans la'],
    also: ['aussi', 'également', 'en plus', 'et puis', 'de plus', 'par ailleurs'],
    sarcasm: ["c'est ça oui", 'mon œil', 'mon oeil', 'et moi je suis', 'et je suis le', 'et je suis la', 'tu rêves', 'vous rêvez', 'très drôle', 'elle est bonne'],
    question: ['quoi', 'quand', 'comment', 'où', 'quel', 'quelle', 'quels', 'quelles', 'combien', 'pourquoi', 'est-ce que', "qu'est-ce", 'qui'],
    or: ['ou', 'ou bien'],
    all: ['les deux', 'tous', 'toutes', 'tout'],
    neutral: [
      "s'il vous plaît", "s'il te plaît", 'svp', 'stp', 'merci', 'merci beaucoup', 'alors', 'donc', 'maintenant', 'bonjour', 'vous pouvez', 'tu peux',
      'la', 'le', 'les deux', 'les', 'celle-là', 'celui-là', 'ça', 'c est tout', "c'est tout", 'et', 'je', 'en', 'y', 'je voudrais', "j'aimerais", "j'ai changé d'avis", "changé d'avis", 'moi',
    ],
  },
  strict: {
    // Portuguese "mais" is "more" ("não preciso mais").
    contrast: ['mais'],
  },
  telltales: ['le', 'la', 'votre', 'vous', 'est', 'pas', 'que', 'je', 'commande', 'de', 'des', 'une', 'un', 'encore', 'pour', 'voulez', 'il', 'ne'],
};
