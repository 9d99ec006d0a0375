import type { LanguageLexicon } from './types.js';

/** German. "bitte" is politeness; "nur zu" is a yes though "nur" alone narrows ("nur die Tasse"). */
export const de: LanguageLexicon = {
  lang: 'de',
  markers: {
    yes: [
      'ja', 'jawohl', 'jep', 'klar', 'na klar', 'natürlich', 'gerne', 'gern', 'mach das', 'mach es', 'machs', 'machen sie das', 'machen sie es',
      'mach schon', 'nur zu', 'ich bestätige', 'bestätige', 'bestätigt', 'einverstanden', 'auf jeden fall', 'selbstverständlich', 'klingt gut',
      'ja bitte', 'bitte ja', 'los', 'legen sie los', 'genau', 'richtig', 'absolut', 'sicher', 'freilich',
    ],
    ok: ['gut', 'passt', 'in ordnung', 'alles klar', 'perfekt', 'prima', 'na gut', 'sehr gut', 'ist gut', 'ist in ordnung', 'okay', 'super'],
    no: ['nein', 'nee', 'nicht', 'kein', 'keine', 'keinen', 'keiner', 'nie', 'niemals', 'nein danke', 'lieber nicht'],
    need: ['brauche', 'brauchen', 'benötige', 'benötigen', 'nötig', 'notwendig', 'will', 'möchte', 'mehr', 'funktioniert', 'passt', 'nutze', 'verwende', 'gebrauchen'],
    idiom: ['warum nicht', 'wieso nicht', 'keine eile', 'nicht eilig', 'kein problem', 'keine sorge', 'nichts dagegen', 'gar kein problem'],
    hold: ['warte', 'warten', 'warten sie', 'wartet', 'moment', 'einen moment', 'halt', 'stopp', 'später', 'morgen', 'abwarten', 'vergiss es', 'noch nicht', 'jetzt nicht', 'lass es', 'lassen sie es'],
    hedge: [
      'vielleicht', 'wenn', 'falls', 'ich glaube', 'ich denke', 'glaube', 'weiß nicht', 'eventuell', 'vorher', 'bevor', 'erst', 'zuerst', 'sofern',
      'solange', 'nur wenn', 'mal sehen', 'wahrscheinlich', 'egal', 'wenn du meinst', 'wenn sie meinen', 'meinetwegen', 'von mir aus',
    ],
    contrast: ['aber', 'sondern', 'stattdessen', 'jedoch', 'eigentlich', 'eher', 'ich meine', 'doch lieber', 'anstatt', 'statt'],
    keep: ['behalten', 'behalte', 'behalt', 'behalten sie', 'lieber behalten', 'so lassen', 'beibehalten'],
    prefer: ['lieber', 'bevorzuge', 'möchte lieber', 'hätte lieber', 'würde lieber'],
    limit: ['nur', 'bloß', 'lediglich', 'außer', 'ausser', 'hälfte', 'die hälfte', 'teil', 'teilweise', 'ohne die', 'ohne den', 'ohne das'],
    also: ['auch', 'außerdem', 'zusätzlich', 'und dann', 'noch dazu', 'ebenfalls'],
    sarcasm: ['und ich bin', 'und ich bin der', 'und ich bin die', 'träum weiter', 'sehr witzig', 'sehr lustig', "wer's glaubt", 'wers glaubt', 'ja ne is klar', 'ja nee is klar'],
    question: ['wann', 'wie', 'wo', 'warum', 'wieso', 'weshalb', 'welche', 'welcher', 'welches', 'wer', 'ist', 'sind', 'hat', 'kann', 'können', 'was'],
    or: ['oder'],
    all: ['beide', 'beides', 'alle', 'alles'],
    neutral: [
      'bitte', 'danke', 'danke schön', 'vielen dank', 'dann', 'also', 'jetzt', 'hallo', 'sie können', 'sie', 'es', 'das', 'die', 'den', 'beide',
      'beides', 'und', 'ich', 'das ist alles', 'doch', 'anders überlegt', 'es mir anders überlegt', 'mir'
    ],
  },
  strict: {
    // English "will", Spanish "los".
    need: ['will'],
    yes: ['los'],
  },
  telltales: ['der', 'die', 'das', 'ihre', 'ist', 'noch', 'nicht', 'sie', 'ich', 'bestellung', 'und', 'soll', 'auf', 'mit', 'von', 'ein', 'eine', 'zu'],
};
