import type { LanguageLexicon } from './types.js';

/** Italian. "sì" is yes; unaccented "si" is decided by position (read.ts). "procedi pure": "pure" softens. */
export const it: LanguageLexicon = {
  lang: 'it',
  markers: {
    yes: [
      'sì', 'certo', 'certo che sì', "d'accordo", 'daccordo', 'procedi', 'proceda', 'procedete', 'procedi pure', 'fallo', 'fatelo', 'lo faccia',
      'confermo', 'confermato', 'volentieri', 'vai pure', 'avanti', 'esatto', 'esattamente', 'assolutamente', 'certamente', 'sì grazie',
      'sì per favore', 'giusto', 'senz altro', 'ovviamente', 'vada pure',
    ],
    ok: ['va bene', 'perfetto', 'benissimo', 'bene', 'ottimo', 'okay', 'va benissimo', 'tutto bene'],
    no: ['no', 'non', 'mai', 'nemmeno', 'neanche', 'no grazie', 'meglio di no'],
    need: ['serve', 'servono', 'servirà', 'servirebbe', 'bisogno', 'voglio', 'vogliamo', 'funziona', 'più', 'uso', 'userò', 'occorre'],
    idiom: ['perché no', 'perché non', 'nessuna fretta', 'senza fretta', 'non c è fretta', 'nessun problema', 'non c è problema', 'non ci sono problemi', 'figurati'],
    hold: ['aspetta', 'aspetti', 'aspettate', 'un attimo', 'un momento', 'fermo', 'fermati', 'più tardi', 'dopo', 'domani', 'lascia stare', 'non ancora', 'non ora', 'non adesso'],
    hedge: ['forse', 'penso', 'credo', 'magari', 'non so', 'probabilmente', 'solo se', 'prima di', 'fa lo stesso', 'come vuoi', 'se lo dici tu', 'quando', 'dipende', 'boh'],
    contrast: ['però', 'invece', 'piuttosto', 'anzi', 'in realtà', 'cioè', 'voglio dire', 'al posto'],
    keep: ['tenere', 'tenerlo', 'tenerla', 'lo tengo', 'la tengo', 'tengo', 'tenermelo', 'tenermela', 'conservare', 'conservarlo', 'conservarla', 'lasciarlo', 'lasciarla', 'lascialo', 'tenere l ordine'],
    prefer: ['preferisco', 'preferirei', 'preferisce', 'preferiamo'],
    limit: ['solo', 'soltanto', 'solamente', 'tranne', 'eccetto', 'a parte', 'metà', 'la metà', 'una parte', 'in parte', 'parziale', 'senza la', 'senza il'],
    also: ['anche', 'inoltre', 'e poi', 'già che ci sei'],
    sarcasm: ['e io sono', 'e io sono il', 'e io sono la', 'come no', 'sì come no', 'sogna', 'nei tuoi sogni', 'molto divertente', 'che ridere'],
    question: ['cosa', 'che cosa', 'quando', 'come', 'dove', 'perché', 'quale', 'chi', 'quanto'],
    or: ['oppure'],
    all: ['entrambi', 'entrambe', 'tutti e due', 'tutte e due', 'tutti', 'tutto'],
    neutral: ['grazie', 'per favore', 'per piacere', 'pure', 'allora', 'ciao', 'lo', 'la', 'quello', 'quella', 'entrambi', 'tutti e due', 'è tutto', 'e', 'che', 'vorrei', 'ho cambiato idea', 'cambiato idea', 'mi'],
  },
  strict: {
    // "se" (if), "ma" (but), "prima" (before; Dutch "prima" is fine), "vai" (pt "vai" is "will").
    hedge: ['se', 'prima'],
    contrast: ['ma'],
    yes: ['vai'],
    or: ['o'],
  },
  telltales: ['il', 'tuo', 'suo', 'ordine', 'non', 'è', 'ancora', 'stato', 'vuoi', 'che', 'lo', 'di', 'per', 'della', 'dell', 'una', 'un', 'ho', 'posso'],
};
