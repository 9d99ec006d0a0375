import type { LanguageLexicon } from './types.js';

/** Portuguese. "pode" ("you may") consents: "pode cancelar", "sim, pode". */
export const pt: LanguageLexicon = {
  lang: 'pt',
  markers: {
    yes: [
      'sim', 'pode', 'pode sim', 'pode fazer', 'pode seguir', 'pode prosseguir', 'pode ir', 'claro', 'claro que sim', 'com certeza', 'confirmo',
      'confirmado', 'isso mesmo', 'é isso', 'isso aí', 'faça', 'faça isso', 'faz isso', 'vai em frente', 'manda ver', 'bora', 'sim por favor',
      'prossiga', 'certamente', 'exato', 'exatamente', 'correto', 'positivo', 'quero sim',
    ],
    ok: ['tá', 'tá bom', 'ta bom', 'tudo bem', 'tudo certo', 'está bem', 'beleza', 'blz', 'fechado', 'perfeito', 'certo', 'combinado', 'pode ser', 'ótimo', 'joia', 'show'],
    no: ['não', 'nunca', 'nem', 'negativo', 'não obrigado', 'não obrigada', 'melhor não'],
    need: ['preciso', 'precisamos', 'precisa', 'quero', 'queremos', 'serve', 'funciona', 'mais', 'uso', 'usar', 'vou usar'],
    idiom: ['por que não', 'porque não', 'sem pressa', 'não tem pressa', 'sem problema', 'sem problemas', 'nenhum problema', 'não tem problema', 'não há problema'],
    hold: ['espere', 'espera', 'aguarde', 'aguenta', 'calma', 'peraí', 'pera', 'pare', 'mais tarde', 'depois', 'amanhã', 'deixa pra lá', 'esquece', 'ainda não', 'agora não'],
    hedge: [
      'talvez', 'acho', 'acho que', 'depende', 'provavelmente', 'antes', 'quando', 'desde que', 'só se', 'contanto', 'pode ser que', 'primeiro',
      'tanto faz', 'sei lá', 'não sei', 'se você diz', 'se você acha',
    ],
    contrast: ['porém', 'em vez', 'ao invés', 'no lugar', 'aliás', 'na verdade', 'contudo', 'entretanto', 'quer dizer', 'pensando bem'],
    keep: ['ficar com', 'fico com', 'ficar com ele', 'ficar com ela', 'manter', 'mantenho', 'mantê-lo', 'mantê-la', 'guardar', 'guardo', 'continuar com', 'deixar como está', 'deixa como está'],
    prefer: ['prefiro', 'preferia', 'preferiria', 'prefere', 'preferimos'],
    limit: ['somente', 'apenas', 'exceto', 'menos', 'metade', 'a metade', 'uma parte', 'em parte', 'parcial', 'parcialmente', 'sem o', 'sem a', 'tirando'],
    also: ['também', 'além disso', 'e depois', 'aproveitando'],
    sarcasm: ['e eu sou', 'e eu sou o', 'e eu sou a', 'até parece', 'vai sonhando', 'sonha', 'muito engraçado', 'tá bom que'],
    question: ['o que', 'quando', 'como', 'onde', 'por que', 'qual', 'quem', 'quanto', 'será'],
    or: ['ou', 'ou então'],
    all: ['ambos', 'ambas', 'os dois', 'as duas', 'todos', 'todas', 'tudo'],
    neutral: [
      'por favor', 'obrigado', 'obrigada', 'valeu', 'então', 'agora', 'você', 'olá', 'oi', 'o', 'a', 'isso', 'esse', 'essa', 'os dois', 'ambos',
      'só isso', 'é só isso', 'e', 'que', 'gostaria', 'eu', 'mudei de ideia', 'mudei de idéia',
    ],
  },
  strict: {
    // "se" is "if" here, a pronoun in Spanish; "mas" is "but" here, "más" (more) in Spanish.
    hedge: ['se'],
    contrast: ['mas'],
    // "só" (only) folds to English "so".
    limit: ['só'],
  },
  telltales: ['o', 'a', 'seu', 'sua', 'pedido', 'você', 'que', 'ainda', 'não', 'foi', 'eu', 'quer', 'de', 'do', 'da', 'para', 'um', 'uma', 'com', 'é'],
};
