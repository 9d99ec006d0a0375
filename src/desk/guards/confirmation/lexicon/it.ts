import type { LanguageLexicon } from './types.js';

/** Italian. "sì"/"si" is decided by position (see units.ts). */
export const it: LanguageLexicon = {
  lang: 'it',
  markers: {
    yes: [
      'certo', "d'accordo", 'daccordo', 'procedi', 'proceda', 'procedete', 'fallo', 'fatelo',
      'lo faccia', 'confermo', 'confermato', 'volentieri', 'vai pure', 'avanti', 'certo che sì',
    ],
    ok: ['va bene', 'perfetto', 'benissimo', 'bene', 'ottimo', 'esatto', 'esattamente', 'assolutamente', 'certamente'],
    no: ['no', 'non', 'mai', 'nemmeno', 'neanche', 'no grazie'],
    hold: ['aspetta', 'aspetti', 'aspettate', 'un attimo', 'fermo', 'fermati', 'più tardi', 'dopo', 'domani', 'lascia stare'],
    hedge: ['forse', 'penso', 'credo', 'magari', 'non so', 'probabilmente', 'solo se', 'prima di'],
    contrast: ['però', 'invece', 'piuttosto', 'anzi', 'in realtà'],
    question: ['cosa', 'che cosa', 'quando', 'come', 'dove', 'perché', 'quale', 'chi', 'quanto'],
    keep: ['tenere', 'tenerlo', 'tenerla', 'lo tengo', 'la tengo', 'conservarlo', 'conservarla', 'preferisco', 'preferirei'],
    limit: ['solo', 'soltanto', 'solamente', 'tranne', 'eccetto', 'la metà'],
    sarcasm: ['e io sono', 'come no', 'nei tuoi sogni', 'molto divertente'],
    reason: ['serve', 'servono', 'bisogno', 'voglio', 'funziona', 'più'],
    idiom: ['perché no', 'perché non', 'nessuna fretta'],
    neutral: ['grazie', 'per favore', 'per piacere', 'pure', 'allora', 'nessun problema', 'ciao'],
  },
  strict: {
    // Italian "se" (if), "ma" (but), "prima" (before: Dutch "prima" is fine), "vai" (pt "vai" is "will").
    hedge: ['se', 'prima'],
    contrast: ['ma'],
    yes: ['vai'],
  },
};
