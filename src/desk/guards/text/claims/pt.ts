/** Portuguese phrasings of a completed action: "foi cancelado", "cancelei", "o reembolso já foi processado". */
import { alt, type ClaimLexicon, CONDITIONAL_SE, END, form, gap, START } from './lexicon.js';

const AUX = `${START}(?:${alt(`foi | foram | está | estão | esta | estao | ficou | ficaram | já | tenho | temos | tem | tinha | havia
  | encontra-se | se encontra | acabei de | acabamos de`)})${END}`;
const ADV = `(?:\\s+(?:${alt(`já | sido | devidamente | corretamente | com sucesso | também | totalmente | agora | oficialmente
  | finalmente | integralmente | automaticamente | parcialmente | mesmo | foi`)})){0,3}`;
const P = (stem: string): string => `${stem}[oa]s?`;
const DONE = [P('emitid'), P('processad'), P('realizad'), P('criad'), P('solicitad'), P('enviad'), P('aprovad'), P('registrad'),
  P('efetuad'), P('iniciad'), P('feit')].join('|');
const ADDRESS_DONE = [P('atualizad'), P('alterad'), P('modificad'), P('corrigid'), P('mudad')].join('|');
const ESCALATED = [P('encaminhad'), P('escalad'), P('transferid'), P('repassad')].join('|');

export const PT: ClaimLexicon = {
  language: 'pt',
  negation: new RegExp(`${START}(?:${alt('não | nunca | jamais | nem | nenhum | nenhuma | nada | ninguém | sem')})${END}`, 'u'),
  hypothetical: new RegExp(
    `${START}(?:${CONDITIONAL_SE}|${alt(`quando | assim que | logo que | depois que | antes de | até que | posso | pode | podemos
      | poderia | poderá | quer | deseja | gostaria | vou | vamos | vai | será | serão | seria | deve | deveria | espero
      | para que | você disse | você mencionou`)})${END}`,
    'u',
  ),
  evidential: new RegExp(
    `${START}(?:${alt(`confirmo | confirmamos | posso confirmar | podemos confirmar | posso ver | tenho o prazer de informar
      | tenho o prazer de confirmar`)})(?:\\s+que)?${END}`,
    'gu',
  ),
  forms: [
    form('cancel_order', `${AUX}${ADV}\\s+(?:${P('cancelad')}|${P('anulad')})${END}`),
    form('cancel_order', `${START}(?:cancelei|cancelou|anulei|anulou)${END}`),
    form('cancel_order', `(?:${P('cancelad')}|${P('anulad')})${END}(?!\\s+(?:pedidos?|itens|encomendas?)\\b)`, { opensClause: true }),

    form('refund', `${AUX}${ADV}\\s+(?:${P('reembolsad')}|${P('estornad')})${END}`),
    form('refund', `${START}(?:reembolsei|reembolsou|estornei|estornou)${END}`),
    form('refund', `${START}(?:reembolso|estorno|valor|dinheiro)${END}[\\s\\S]{0,60}?${AUX}${ADV}\\s+(?:${DONE}|${P('devolvid')})${END}`),
    form('refund', `${START}(?:emiti|processei|realizei|solicitei|criei|fiz|efetuei|iniciei|registrei)\\s+(?:o|um|seu|sua|a)${gap(3)}\\s+(?:reembolso|estorno)${END}`),
    form('refund', `${AUX}${ADV}\\s+(?:emitido|processado|realizado|solicitado|criado|feito|efetuado)\\s+(?:o|um|seu|sua|a)${gap(3)}\\s+(?:reembolso|estorno)${END}`),

    form('change_address', `${START}endereço${END}[\\s\\S]{0,60}?${AUX}${ADV}\\s+(?:${ADDRESS_DONE})${END}`),
    form('change_address', `${START}(?:atualizei|alterei|mudei|corrigi|modifiquei)\\s+(?:o|seu|sua|a)${gap(2)}\\s+endereço${END}`),

    form('escalate', `${AUX}${ADV}\\s+(?:${ESCALATED})${END}`),
    form('escalate', `${START}(?:encaminhei|escalei|transferi|repassei|passei)\\s+(?:o|seu|sua|a|este|esse)${gap(2)}\\s+(?:caso|pedido|solicitação|chamado|atendimento)${END}`),
    form('escalate', `${START}(?:abri|criei|registrei|gerei)\\s+(?:um|uma|o|a)${gap(2)}\\s+(?:chamado|ticket|protocolo)${END}`),
    form('escalate', `${START}(?:chamado|ticket|protocolo)${END}[\\s\\S]{0,40}?${AUX}${ADV}\\s+(?:${P('criad')}|${P('abert')}|${P('registrad')}|${P('gerad')})${END}`),
  ],
};
