import type { LanguageLexicon } from './types.js';

/** Portuguese. "pode" ("you may") consents when it opens its clause: "pode cancelar", "sim, pode". */
export const pt: LanguageLexicon = {
  lang: 'pt',
  markers: {
    yes: [
      'sim', 'pode sim', 'pode fazer', 'pode seguir', 'pode prosseguir', 'pode ir', 'claro', 'claro que sim',
      'com certeza', 'confirmo', 'confirmado', 'isso mesmo', 'é isso', 'isso aí', 'faça', 'faça isso', 'faz isso', 'vai em frente', 'manda ver', 'bora', 'sim por favor',
    ],
    lead: ['pode', 'prossiga', 'confirma'],
    ok: [
      'tá', 'tá bom', 'ta bom', 'tudo bem', 'tudo certo', 'está bem', 'beleza', 'blz', 'fechado', 'perfeito',
      'certo', 'combinado', 'pode ser', 'ótimo', 'certamente', 'exato', 'exatamente', 'correto',
    ],
    no: ['não', 'nunca', 'nem', 'negativo', 'não obrigado', 'não obrigada'],
    hold: [
      'espere', 'espera', 'aguarde', 'aguenta', 'calma', 'peraí', 'pera', 'pare', 'mais tarde', 'depois',
      'amanhã', 'deixa pra lá', 'esquece',
    ],
    hedge: [
      'talvez', 'acho', 'acho que', 'depende', 'provavelmente', 'antes', 'quando', 'desde que', 'só se',
      'contanto', 'pode ser que', 'primeiro',
    ],
    contrast: ['porém', 'em vez', 'ao invés', 'no lugar', 'aliás', 'na verdade', 'contudo', 'entretanto'],
    question: ['o que', 'quando', 'como', 'onde', 'por que', 'qual', 'quem', 'quanto', 'será'],
    keep: ['ficar com', 'fico com', 'manter', 'mantê-lo', 'mantê-la', 'guardar', 'prefiro', 'preferia', 'preferiria'],
    limit: ['somente', 'apenas', 'exceto', 'metade', 'a metade'],
    sarcasm: ['e eu sou', 'até parece', 'vai sonhando', 'muito engraçado'],
    reason: ['preciso', 'precisa', 'quero', 'serve', 'funciona', 'mais'],
    idiom: ['por que não', 'porque não', 'sem pressa'],
    neutral: [
      'por favor', 'obrigado', 'obrigada', 'valeu', 'então', 'agora', 'você', 'sem problema', 'nenhum problema', 'olá', 'oi',
    ],
  },
  strict: {
    // "se" is "if" in Portuguese, a pronoun in Spanish; "mas" is "but" here, "más" (more) in Spanish;
    // "só" (only) folds to English "so".
    hedge: ['se'],
    limit: ['só'],
    contrast: ['mas'],
  },
};
