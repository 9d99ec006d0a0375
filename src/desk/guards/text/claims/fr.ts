/** French phrasings of a completed action: "a été annulée", "j'ai effectué le remboursement", "l'adresse a été mise à jour". */
import { alt, type ClaimLexicon, END, form, gap, START } from './lexicon.js';

const AUX = `(?:${START}(?:${alt(`a | ai | as | avons | avez | ont | est | sont | était | étaient | été | avait | avaient`)})${END})`;
const ADV = `(?:\\s+(?:${alt(`bien | déjà | été | correctement | maintenant | désormais | officiellement | entièrement | intégralement
  | totalement | également | aussi | automatiquement | effectivement | partiellement | bel et bien`)})){0,3}`;
const P = (stem: string): string => `${stem}(?:e|s|es)?`;
const DONE = ['effectué', 'émis', 'créé', 'traité', 'initié', 'lancé', 'envoyé', 'validé', 'approuvé', 'demandé', 'enregistré', 'déclenché']
  .map(P)
  .join('|');
const ADDRESS_DONE = `mise?s?\\s+à\\s+jour|${['modifié', 'changé', 'corrigé'].map(P).join('|')}`;
const ESCALATED = ['transmis', 'transféré', 'escaladé', 'remonté', 'confié'].map(P).join('|');
const STAFF = 'collègue|collègues|équipe|conseiller|conseillère|agent|spécialiste|responsable|service';

export const FR: ClaimLexicon = {
  language: 'fr',
  negation: new RegExp(`${START}(?:n'|(?:${alt('ne | pas | jamais | aucun | aucune | rien | ni | sans | non | personne')})${END})`, 'u'),
  hypothetical: new RegExp(
    `${START}(?:${alt(`si | s'il | s'ils | quand | lorsque | lorsqu | dès que | dès qu | une fois que | une fois | avant | après que
      | jusqu | peux | pouvez | pourrais | pourriez | pourra | pourrait | voulez | voudriez | souhaitez | souhaiteriez
      | désirez | vais | allons | sera | seront | serait | seraient | devrait | doit | dois | faut | afin | pour que | espère
      | vous avez dit | vous avez mentionné`)})${END}`,
    'u',
  ),
  evidential: new RegExp(
    `${START}(?:${alt(`je vous confirme | je te confirme | je confirme | je peux vous confirmer | je peux confirmer | nous confirmons
      | j'ai le plaisir de vous informer | j'ai le plaisir de vous confirmer`)})(?:\\s+qu(?:e\\s+|'))?`,
    'gu',
  ),
  forms: [
    form('cancel_order', `${AUX}${ADV}\\s+${P('annulé')}${END}`),
    form('cancel_order', `${P('annulé')}${END}(?!\\s+(?:commandes?|articles?)\\b)`, { opensClause: true }),

    form('refund', `${AUX}${ADV}\\s+${P('remboursé')}${END}`),
    form('refund', `${START}remboursement${END}[\\s\\S]{0,60}?${AUX}${ADV}\\s+(?:${DONE})${END}`),
    form('refund', `${AUX}${ADV}\\s+(?:${DONE}|procédé\\s+au)\\s+(?:(?:le|un|votre|au)\\s+)?${gap(3)}\\s*remboursement${END}`),
    form('refund', `${P('remboursé')}${END}|remboursement\\s+(?:effectué|émis|validé)${END}`, { opensClause: true }),

    form('change_address', `${START}adresse${END}[\\s\\S]{0,60}?${AUX}${ADV}\\s+(?:${ADDRESS_DONE})${END}`),
    form('change_address', `${AUX}${ADV}\\s+(?:mis\\s+à\\s+jour|modifié|changé|corrigé)\\s+(?:votre|ton|ta|l'|la)\\s*${gap(2)}\\s*adresse${END}`),

    form('escalate', `${AUX}${ADV}\\s+(?:${ESCALATED})${END}`),
    form('escalate', `${AUX}${ADV}\\s+(?:${P('créé')}|${P('ouvert')}|${P('enregistré')})\\s+(?:un|une|le)${gap(2)}\\s+(?:ticket|dossier)${END}`),
    form('escalate', `${START}(?:ticket|dossier)${END}[\\s\\S]{0,40}?${AUX}${ADV}\\s+(?:${P('créé')}|${P('ouvert')}|${P('enregistré')})${END}`),
    form('escalate', `${START}(?:${STAFF})${END}[\\s\\S]{0,30}?${AUX}${ADV}\\s+(?:${P('prévenu')}|${P('informé')}|${P('averti')})${END}`),
  ],
};
