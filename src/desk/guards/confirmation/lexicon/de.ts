import type { LanguageLexicon } from './types.js';

/** German. "bitte" is politeness: "ja, bitte" confirms through "ja". */
export const de: LanguageLexicon = {
  lang: 'de',
  markers: {
    yes: [
      'ja', 'jawohl', 'jep', 'klar', 'na klar', 'natürlich', 'gerne', 'gern', 'mach das', 'mach es', 'machs',
      "mach's", 'machen sie das', 'machen sie es', 'mach schon', 'nur zu', 'ich bestätige', 'bestätige',
      'bestätigt', 'einverstanden', 'auf jeden fall', 'selbstverständlich', 'klingt gut', 'ja bitte',
    ],
    ok: ['gut', 'passt', 'in ordnung', 'alles klar', 'perfekt', 'prima', 'na gut', 'von mir aus', 'sehr gut', 'ist gut', 'ist in ordnung', 'genau',
      'richtig', 'sicher', 'absolut'],
    no: ['nein', 'nee', 'nicht', 'kein', 'keine', 'keinen', 'nie', 'niemals', 'nein danke'],
    hold: [
      'warte', 'warten', 'warten sie', 'wartet', 'moment', 'einen moment', 'halt', 'stopp', 'später',
      'morgen', 'abwarten', 'vergiss es',
    ],
    hedge: [
      'vielleicht', 'wenn', 'falls', 'ich glaube', 'ich denke', 'glaube', 'weiß nicht', 'eventuell',
      'vorher', 'bevor', 'erst', 'zuerst', 'sofern', 'solange', 'nur wenn', 'mal sehen', 'wahrscheinlich',
    ],
    contrast: ['aber', 'sondern', 'stattdessen', 'lieber', 'jedoch', 'eigentlich', 'eher'],
    question: ['wann', 'wie', 'wo', 'warum', 'wieso', 'weshalb', 'welche', 'welcher', 'welches', 'wer', 'ist', 'sind', 'hat'],
    keep: ['behalten', 'behalte', 'beibehalten', 'bevorzuge', 'möchte lieber', 'hätte lieber'],
    limit: ['nur', 'bloß', 'lediglich', 'außer', 'ausser', 'die hälfte', 'teilweise'],
    sarcasm: ['und ich bin', 'träum weiter', 'sehr witzig', 'sehr lustig', 'wers glaubt'],
    reason: ['brauche', 'brauchen', 'benötige', 'nötig', 'möchte', 'mehr', 'funktioniert'],
    idiom: ['warum nicht', 'wieso nicht', 'keine eile'],
    neutral: ['bitte', 'danke', 'danke schön', 'vielen dank', 'dann', 'also', 'jetzt', 'kein problem', 'hallo', 'sie können'],
  },
  strict: {
    // Spanish "los" (the), Spanish/Portuguese "jo".
    yes: ['los', 'jo'],
  },
};
