/** Portuguese phrasings of a completed action, and the words that scope them. */
import { DEFAULT_ADDRESS } from './default-address.js';
import { PAYMENT } from './payment.js';
import { headline, type HeadlineWords } from '../headline.js';
import { adverbs, ANY, anyOf, E, GAP, re, S, wordsRe } from '../pattern.js';
import type { ClaimForm, ClaimLexicon } from '../types.js';

const ADV = adverbs(`já | sido | corretamente | com sucesso | também | totalmente | completamente | agora | oficialmente
  | finalmente | devidamente | bem | efetivamente | automaticamente | parcialmente | mesmo | sim`);
const AUX = `${S}(?:foi|foram|está|estão|ficou|ficaram|fica|ficam|estava|encontra-se|se\\s+encontra|consta\\s+como|aparece\\s+como|já)${E}${ADV}`;
const P = (stem: string): string => `${stem}[oa]s?`;
const CANCELLED = `${P('cancelad')}|${P('anulad')}`;
const MONEY = `dinheiro|valor|montante|pagamento|quantia|total|\\d[\\d.,]*\\s?(?:reais|€|eur|euros?|usd|dólares?)|(?:r\\$|us\\$|\\$|€)\\s?\\d[\\d.,]*`;
const STAFF = `colegas?|equipe|equipa|atendentes?|especialistas?|agentes?|supervisor(?:a|es|as)?|responsáveis?|pessoa|setor|departamento|time|${P('consultor')}`;
const MATTER = 'caso|solicitação|chamado|reclamação|conversa|pergunta|questão|pedido\\s+de\\s+ajuda|ticket';
const REFUND_DONE = [P('feit'), P('efetuad'), P('emitid'), P('processad'), P('realizad'), P('aprovad'), P('enviad'), P('creditad'), P('concluíd'), P('pag'), P('devolvid')].join('|');
const REFUND_REQUESTED = [P('submetid'), P('encaminhad'), P('solicitad')].join('|');
const ADDRESS_DONE = [P('alterad'), P('atualizad'), P('mudad'), P('corrigid'), P('trocad'), P('salv'), P('registrad')].join('|');

const WORDS: HeadlineWords = {
  stop: `eu | você | vc | ele | ela | nós | eles | foi | foram | é | são | está | estão | era | será | pode | posso | não | se
    | que | o | me | te | lhe | há | tem | tinha | vai | vou | ficou`,
  tail: `a | ao | em | no | na | por | para | com | corretamente | já | agora | também | hoje | sem | como | há | e`,
};

const ITEMS = 'itens|item|produtos?|tamanhos?|cor(?:es)?|variantes?|artigos?';
const SWAP_DONE = [P('alterad'), P('trocad'), P('substituíd'), P('modificad')].join('|');
const ITEM_REQUEST_DONE = [P('registrad'), P('solicitad'), P('feit'), P('efetuad'), P('realizad'), P('criad'), P('abert'), P('confirmad'), P('processad')].join('|');

const forms: ClaimForm[] = [
  { action: 'cancel_order', stance: 'act', pattern: re(`${S}(?:cancelei|anulei)${E}|${S}já\\s+(?:(?:o|a|os|as|lhe|te)\\s+)*(?:cancelamos|anulamos)${E}`) },
  { action: 'cancel_order', stance: 'act', pattern: re(`${S}(?:acabei|acabamos)\\s+de\\s+(?:cancelar|anular)`) },
  { action: 'cancel_order', stance: 'act', pattern: re(`${S}(?:processei|efetuei|concluí|realizei|fiz|confirmei)\\s+(?:o|seu|o\\s+seu)${GAP}\\s+cancelamento${E}`) },
  { action: 'cancel_order', stance: 'act', pattern: re(`${S}(?:estou|estamos)${ADV}\\s+(?:cancelando|anulando|a\\s+cancelar)${E}`) },
  { action: 'cancel_order', stance: 'state', pattern: re(`${AUX}\\s+(?:${CANCELLED})${E}`) },
  { action: 'cancel_order', stance: 'state', pattern: re(`${S}cancelamento${E}${ANY}${AUX}\\s+(?:${P('concluíd')}|${P('efetuad')}|${P('realizad')}|${P('confirmad')}|${P('processad')}|${P('feit')}|${P('finalizad')})${E}`) },
  { action: 'cancel_order', stance: 'state', headline: true, pattern: re(headline(WORDS, CANCELLED)) },
  { action: 'cancel_order', stance: 'state', headline: true, pattern: re(headline(WORDS, `${P('confirmad')}|${P('concluíd')}|${P('feit')}|${P('efetuad')}`, 'cancelamento')) },

  { action: 'refund', stance: 'act', pattern: re(`${S}(?:reembolsei|estornei|creditei|ressarci)${E}|${S}já\\s+(?:(?:o|a|os|as|lhe|te)\\s+)*(?:reembolsamos|estornamos)${E}`) },
  { action: 'refund', stance: 'act', pattern: re(`${S}(?:acabei|acabamos)\\s+de\\s+(?:reembolsar|devolver|estornar)`) },
  { action: 'refund', stance: 'act', pattern: re(`${S}(?:devolvi|devolvemos)${GAP}\\s+(?:${MONEY})`) },
  { action: 'refund', stance: 'act', pattern: re(`${S}(?:fiz|efetuei|emiti|processei|realizei|concluí|aprovei|enviei|liberei)\\s+(?:o|um|seu|sua|o\\s+seu)?${GAP}\\s*(?:reembolso|estorno)${E}`) },
  { action: 'refund', stance: 'act', outcome: 'requested', pattern: re(`${S}(?:solicitei|enviei|iniciei|fiz)\\s+(?:o|um|a|uma)?${GAP}\\s*(?:pedido|solicitação)\\s+de\\s+(?:reembolso|estorno)${E}`) },
  { action: 'refund', stance: 'state', pattern: re(`${AUX}\\s+(?:${P('reembolsad')}|${P('estornad')}|${P('creditad')}|${P('ressarcid')})${E}`) },
  { action: 'refund', stance: 'state', pattern: re(`(?:${MONEY})${E}${ANY}${AUX}\\s+${P('devolvid')}${E}|${AUX}\\s+${P('devolvid')}${GAP}\\s+(?:${MONEY})`) },
  { action: 'refund', stance: 'state', pattern: re(`${S}(?:reembolso|estorno)${E}${ANY}(?:${AUX}\\s+(?:${REFUND_DONE})|${S}(?:está|já\\s+está)\\s+a\\s+caminho)${E}`) },
  { action: 'refund', stance: 'state', outcome: 'requested', pattern: re(`${S}(?:pedido|solicitação)\\s+de\\s+(?:reembolso|estorno)${E}${ANY}${AUX}\\s+(?:${REFUND_DONE}|${REFUND_REQUESTED})${E}`) },
  { action: 'refund', stance: 'state', outcome: 'requested', pattern: re(`${S}(?:reembolso|estorno|solicitação)${E}${ANY}(?:${P('enviad')}|${P('encaminhad')}|${P('submetid')})\\s+(?:para|à)\\s+(?:a\\s+)?(?:aprovação|análise)${E}|${S}(?:reembolso|estorno)${E}${ANY}(?:está|estão)\\s+(?:sendo\\s+(?:processad|analisad)[oa]|em\\s+(?:análise|processamento|andamento))${E}`) },
  { action: 'refund', stance: 'state', headline: true, pattern: re(headline(WORDS, `${P('reembolsad')}|${P('estornad')}`)) },
  { action: 'refund', stance: 'state', headline: true, pattern: re(headline(WORDS, REFUND_DONE, 'reembolso|estorno')) },
  { action: 'refund', stance: 'state', headline: true, pattern: re(headline(WORDS, P('devolvid'), MONEY)) },

  { action: 'change_address', stance: 'act', pattern: re(`${S}(?:alterei|mudei|atualizei|corrigi|troquei)\\s+(?:o|seu|o\\s+seu)?${GAP}\\s*endereço${E}`) },
  { action: 'change_address', stance: 'state', pattern: re(`${S}endereço${E}${ANY}${AUX}\\s+(?:${ADDRESS_DONE})${E}`) },
  { action: 'change_address', stance: 'act', needsNews: true, future: true, pattern: re(`${S}(?:será|vai\\s+ser|irá\\s+ser)\\s+(?:entregue|enviad[oa])\\s+(?:em|para|no|na)${E}`) },
  { action: 'change_address', stance: 'state', headline: true, pattern: re(headline(WORDS, ADDRESS_DONE, 'endereço')) },

  { action: 'escalate', stance: 'act', pattern: re(`${S}(?:encaminhei|transferi|passei|repassei|escalei|enviei|direcionei)${GAP}\\s+(?:para|a|ao|à)${GAP}\\s+(?:${STAFF})${E}`) },
  { action: 'escalate', stance: 'act', pattern: re(`${S}(?:encaminhei|escalei)${E}`) },
  { action: 'escalate', stance: 'act', pattern: re(`${S}(?:avisei|notifiquei|informei|acionei|contatei|contactei)\\s+(?:a\\s+|o\\s+)?(?:um|uma|nosso|nossa|o|a|os|as)?${GAP}\\s*(?:${STAFF})${E}`) },
  { action: 'escalate', stance: 'act', pattern: re(`${S}(?:abri|criei|registrei|gerei)\\s+(?:um|uma|o|a)${GAP}\\s+(?:ticket|chamado|solicitação|caso|protocolo)${E}`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:${MATTER})${E}${ANY}${AUX}\\s+(?:${P('encaminhad')}|${P('transferid')}|${P('escalad')}|${P('repassad')}|${P('direcionad')}|(?:${P('passad')}|${P('enviad')})\\s+(?:para|a|ao|à)${GAP}\\s+(?:${STAFF}))${E}`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:ticket|chamado|protocolo)${E}${ANY}${AUX}\\s+(?:${P('criad')}|${P('abert')}|${P('registrad')}|${P('gerad')})${E}`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:${MATTER})${E}${ANY}${S}(?:está|fica|ficou)${ADV}\\s+(?:nas\\s+mãos\\s+de|com)\\s+(?:um|uma|o|a|nosso|nossa)${GAP}\\s+(?:${STAFF})${E}`) },
  { action: 'refund', stance: 'state', pattern: re(`${S}(?:${MONEY})${E}${ANY}${S}(?:está|já\\s+está|voltou)\\s+(?:de\\s+volta\\s+)?(?:na|no|para\\s+a|para\\s+o)\\s+(?:sua|seu)${E}`) },
  { action: 'escalate', stance: 'state', future: true, pattern: re(`${S}(?:um|uma|nosso|nossa|o|a)\\s+(?:\\S+\\s+)?(?:${STAFF})${E}${GAP}\\s+(?:(?:te|lhe|o|a|vos)\\s+)?(?:entrará\\s+em\\s+conta[c]?to|vai\\s+entrar\\s+em\\s+conta[c]?to|irá\\s+entrar\\s+em\\s+conta[c]?to|vai\\s+(?:te\\s+)?(?:contactar|contatar|escrever|responder|analisar|ligar|retornar)|irá\\s+(?:contactar|contatar|analisar)|escreverá|responderá|analisará|ligará|retornará|contatará|contactará)`) },
  { action: 'swap_items', stance: 'act', pattern: re(`${S}(?:troquei|alterei|substituí|modifiquei)${GAP}\\s+(?:${ITEMS})${E}`) },
  { action: 'swap_items', stance: 'act', pattern: re(`${S}(?:registrei|solicitei|abri|criei|fiz|efetuei)\\s+(?:a|sua|uma)${GAP}\\s+troca${E}`) },
  { action: 'swap_items', stance: 'state', pattern: re(`${S}(?:${ITEMS})${E}${ANY}${AUX}\\s+(?:${SWAP_DONE})${E}`) },
  { action: 'swap_items', stance: 'state', pattern: re(`${S}troca${E}${ANY}${AUX}\\s+(?:${ITEM_REQUEST_DONE})${E}`) },
  { action: 'return_items', stance: 'act', pattern: re(`${S}(?:registrei|solicitei|abri|criei|fiz|efetuei)\\s+(?:a|sua|uma)${GAP}\\s+devolução\\s+d[oa]s?\\s+(?:${ITEMS})${E}`) },
  { action: 'return_items', stance: 'state', pattern: re(`${S}devolução\\s+d[oa]s?${GAP}\\s*(?:${ITEMS})${E}${ANY}${AUX}\\s+(?:${ITEM_REQUEST_DONE})${E}`) },
];

export const PT: ClaimLexicon = {
  language: 'pt',
  negation: wordsRe('não | nunca | jamais | nem | nenhum | nenhuma | nada | ninguém | ainda não'),
  negationAfter: re(`^(?:\\s+(?:ainda|por\\s+enquanto))?\\s+(?:nada|nenhum|nenhuma)${E}`),
  modal: wordsRe(`posso | pode | podemos | podem | poderia | poderíamos | gostaria | quer | deseja | prefere | devo | deve | preciso
    | espero | quero | para que | tento`),
  future: re(`${anyOf('vou | vamos | vai | vão | será | serão | seria | seriam | irá | irão | ficará | ficarão')}|${S}\\S+(?:arei|ará|aremos|arão|erei|erá|eremos|erão|irei|iremos|irão|aria|eria|iria|ariam|eriam)${E}`),
  condition: re(`${S}se(?!\\s+(?:ha|han|he|hemos|había|habían|te|le|les|lo|la|los|las|me|nos|encontra|trata|\\S+(?:ó|ió|aron|ieron|ou|aram)${E}))${E}|${anyOf(`quando | assim que | logo que | depois que | caso(?=\\s+(?:você|vc|o\\s+senhor|a\\s+senhora|queira|prefira|confirme|deseje|tenha|seja|não|concorde)) | desde que | até que | antes de | a menos que | ao confirmar
    | após (?:a\\s+)?(?:sua\\s+)?confirmação | com a sua confirmação | com sua confirmação | com o seu ok | com seu ok`)}|^(?:é\\s+só\\s+|basta\\s+)?${anyOf('responda | responde | confirme | confirma | diga | me diga | escreva | mande')}`),
  reported: wordsRe(`você disse | disse que | você diz | diz que | você mencionou | menciona que | você escreveu | escreve que
    | segundo a sua mensagem | segundo sua mensagem | de acordo com a sua mensagem | pela sua mensagem | sua mensagem diz
    | você comentou | você achava | você acha que | você informou | informa que | relata que | você relatou
    | segundo o seu e-mail | segundo seu e-mail | entendo que | você me disse`),
  relative: re(`^${anyOf('que | quem | o qual | a qual | onde | cujo | cuja')}`),
  consequence: re(`^${anyOf('então | nesse caso | neste caso | assim | depois | em seguida | aí')}`),
  offer: re(`^${anyOf(`quer que | deseja | posso | prefere | devo | gostaria | pode ser`)}`),
  question: re(`^${anyOf('quer | deseja | posso | pode | prefere | devo | gostaria | qual | quando | como | onde | o que | há')}`),
  completion: re(`^(?:(?:ótimo|perfeito|certo|tudo bem)\\s+)?(?:pronto|prontinho|feito|tudo certo|concluído|está feito|tudo pronto|resolvido)$`),
  news: wordsRe('agora | agora mesmo | para você | para o senhor | para a senhora | como pediu | como solicitado | como solicitou | com sucesso | neste momento | acabei de | acabamos de'),
  pastTime: re(`${anyOf(`ontem | anteontem | semana passada | mês passado | há \\d+ | há (?:alguns|algumas|uns|umas|um|uma) | desde o dia
    | na (?:segunda|terça|quarta|quinta|sexta)(?:-feira)? | no (?:sábado|domingo)`)}|${S}(?:em\\s+|no\\s+dia\\s+)?\\d{1,2}\\s+de\\s+(?:janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)${E}`),
  evidential: re(`${anyOf(`confirmo | posso confirmar | podemos confirmar | posso ver | fico feliz em informar | tenho o prazer de informar
    | boas notícias | não se preocupe | sem problema | sem problemas | não tem problema`)}(?:\\s+que)?${E}`, 'gu'),
  generic: re(`^(?:(?:os|as)\\s+(?:pedidos|reembolsos|itens|produtos)|(?:um|uma|qualquer|todo|toda|cada)\\s+(?:\\S+\\s+)?(?:pedidos?|reembolsos?|itens|item|produtos?)|pedidos|reembolsos|itens)${E}(?!(?:\\s+\\S+){0,3}\\s+[a-z]{1,3}-?\\d{3,})`),
  marks: wordsRe('o | os | as | seu | sua | você | foi | está | é | pedido | do | da | não | um | uma | já | em | no | na | obrigado | obrigada | ao', 'gu'),
  cues: {
    change_payment: PAYMENT.pt.cue,
    set_default_address: DEFAULT_ADDRESS.pt.cue,
    cancel_order: /cancel|anul/u,
    refund: /reembols|estorn|credit|ressarc|devolv|dinheiro|valor|montante|quantia/u,
    change_address: /endereço|entregue|enviad/u,
    escalate: /encaminh|transfer|pass|repass|escal|envi|direcion|avis|notific|inform|acion|conta|colega|equipe|equipa|atendente|especialista|agente|supervisor|responsáve|pessoa|setor|departamento|time|consultor|ticket|chamado|protocolo|caso/u,
    swap_items: /troc|alter|substitu|modific/u,
    return_items: /devolução/u,
  },
  forms: [...forms, ...PAYMENT.pt.forms, ...DEFAULT_ADDRESS.pt.forms],
};
