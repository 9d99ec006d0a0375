/** French phrasings of a completed action, and the words that scope them. */
import { DEFAULT_ADDRESS } from './default-address.js';
import { PAYMENT } from './payment.js';
import { headline, type HeadlineWords } from '../headline.js';
import { adverbs, ANY, anyOf, E, GAP, re, S, wordsRe } from '../pattern.js';
import type { ClaimForm, ClaimLexicon } from '../types.js';

const ADV = adverbs(`bien | déjà | été | correctement | maintenant | désormais | officiellement | entièrement | intégralement
  | totalement | également | aussi | automatiquement | effectivement | partiellement | bel et bien | tout | juste | ainsi`);
/** The agent as subject: "j'ai", "je vous ai", "je l'ai", "nous avons". */
const WE = `${S}(?:j'ai|je\\s+(?:vous\\s+|te\\s+|lui\\s+|les\\s+|leur\\s+)?(?:l')?ai|nous\\s+(?:vous\\s+|les\\s+)?(?:l')?avons|on\\s+(?:vous\\s+)?(?:l')?a)${E}${ADV}`;
/** "a été", "est", "a bien été", "se trouve". */
const AUX = `(?:${S}(?:a|ont|avez|avons|as|avait|avaient)${ADV}\\s+été|${S}(?:est|sont|était|étaient|fut|reste|restent|se\\s+trouve|figure\\s+comme|apparaît\\s+comme)${E})${ADV}`;
const P = (stem: string): string => `${stem}(?:e|s|es)?`;
const CANCELLED = P('annulé');
const MONEY = `argent|montant|somme|paiement|total|\\d[\\d.,]*\\s?(?:€|eur|euros?|usd|dollars?)|(?:\\$|€)\\s?\\d[\\d.,]*`;
const STAFF = `collègues?|conseill(?:er|ère|ers|ères)|équipe|agents?|spécialistes?|responsables?|service|superviseur|humain|expert`;
const MATTER = 'demande|dossier|cas|réclamation|requête|ticket|conversation|question|message';
const REFUND_DONE = ['effectué', 'émis', 'validé', 'traité', 'envoyé', 'versé', 'crédité', 'approuvé', 'accordé', 'réalisé', 'fait'].map(P).join('|');
const REFUND_REQUESTED = ['transmis', 'soumis', 'lancé', 'initié', 'demandé'].map(P).join('|');
const ADDRESS_DONE = `mise?s?\\s+à\\s+jour|${['modifié', 'changé', 'corrigé', 'enregistré'].map(P).join('|')}`;

const WORDS: HeadlineWords = {
  stop: `je | j'ai | vous | il | elle | nous | ils | elles | on | a | ai | ont | est | sont | été | était | sera | peut | peux | ne
    | n'a | n'est | pas | si | que | qui | se | s'est | l'a | va | vais`,
  tail: `à | au | aux | sur | en | pour | avec | par | comme | correctement | déjà | maintenant | aussi | aujourd'hui | sans | et`,
};

const ITEMS = 'articles?|produits?|tailles?|couleurs?|variantes?';
const SWAP_DONE = ['modifié', 'changé', 'remplacé', 'échangé'].map(P).join('|');
const ITEM_REQUEST_DONE = ['enregistré', 'demandé', 'effectué', 'validé', 'créé', 'traité', 'confirmé', 'lancé', 'pris en compte'].map(P).join('|');

const forms: ClaimForm[] = [
  { action: 'cancel_order', stance: 'act', pattern: re(`${WE}\\s+${CANCELLED}${E}`) },
  { action: 'cancel_order', stance: 'act', pattern: re(`${S}(?:je\\s+viens|nous\\s+venons)\\s+d'(?:annuler|l'annuler)`) },
  { action: 'cancel_order', stance: 'act', pattern: re(`${WE}\\s+(?:effectué|traité|procédé\\s+à|finalisé|confirmé|enregistré|pris\\s+en\\s+compte|validé)\\s+(?:l'|votre\\s+|cette\\s+)annulation${E}`) },
  { action: 'cancel_order', stance: 'state', pattern: re(`${AUX}\\s+${CANCELLED}${E}`) },
  { action: 'cancel_order', stance: 'state', pattern: re(`${S}annulation${E}${ANY}${AUX}\\s+(?:${['effectué', 'confirmé', 'finalisé', 'traité', 'terminé', 'validé', 'enregistré', 'faite'].map(P).join('|')}|prise\\s+en\\s+compte)${E}`) },
  { action: 'cancel_order', stance: 'state', headline: true, pattern: re(headline(WORDS, CANCELLED)) },
  { action: 'cancel_order', stance: 'state', headline: true, pattern: re(headline(WORDS, ['confirmé', 'effectué', 'validé', 'terminé'].map(P).join('|'), 'annulation')) },

  { action: 'refund', stance: 'act', pattern: re(`${WE}\\s+(?:remboursé|recrédité|reversé|restitué|crédité)(?:e|s|es)?${E}`) },
  { action: 'refund', stance: 'act', pattern: re(`${S}(?:je\\s+viens|nous\\s+venons)\\s+de\\s+(?:vous\\s+)?rembourser`) },
  { action: 'refund', stance: 'act', pattern: re(`${WE}\\s+(?:renvoyé|rendu|retourné|reversé|restitué)${GAP}\\s+(?:${MONEY})`) },
  { action: 'refund', stance: 'act', pattern: re(`${WE}\\s+(?:effectué|émis|validé|traité|envoyé|versé|déclenché|procédé\\s+au|approuvé|accordé|réalisé|fait)\\s+(?:le|un|votre|au)?${GAP}\\s*remboursement${E}`) },
  { action: 'refund', stance: 'act', outcome: 'requested', pattern: re(`${WE}\\s+(?:lancé|initié|demandé|soumis|transmis)\\s+(?:une|la|le|un|votre)?${GAP}\\s*(?:demande\\s+de\\s+)?remboursement${E}`) },
  { action: 'refund', stance: 'state', pattern: re(`${AUX}\\s+(?:remboursé|recrédité|reversé|restitué|crédité)(?:e|s|es)?${E}`) },
  { action: 'refund', stance: 'state', pattern: re(`${S}remboursement${E}${ANY}(?:${AUX}\\s+(?:${REFUND_DONE})|${S}est\\s+en\\s+(?:route|chemin))${E}`) },
  { action: 'refund', stance: 'state', outcome: 'requested', pattern: re(`${S}demande\\s+de\\s+remboursement${E}${ANY}${AUX}\\s+(?:${REFUND_DONE}|${REFUND_REQUESTED})${E}|${S}remboursement${E}${ANY}${AUX}\\s+(?:${REFUND_REQUESTED})${E}`) },
  { action: 'refund', stance: 'state', outcome: 'requested', pattern: re(`${S}remboursement${E}${ANY}(?:${S}est\\s+en\\s+cours|pour\\s+(?:approbation|validation|examen))${E}`) },
  { action: 'refund', stance: 'state', headline: true, pattern: re(headline(WORDS, P('remboursé'))) },
  { action: 'refund', stance: 'state', headline: true, pattern: re(headline(WORDS, REFUND_DONE, 'remboursement')) },

  { action: 'change_address', stance: 'act', pattern: re(`${WE}\\s+(?:modifié|changé|mis\\s+à\\s+jour|corrigé)\\s+(?:l'|votre\\s+|ton\\s+|ta\\s+|la\\s+)${GAP}\\s*adresse${E}`) },
  { action: 'change_address', stance: 'state', pattern: re(`${S}adresse${E}${ANY}${AUX}\\s+(?:${ADDRESS_DONE})${E}`) },
  { action: 'change_address', stance: 'act', needsNews: true, future: true, pattern: re(`${S}sera${ADV}\\s+(?:livrée?s?|expédiée?s?|envoyée?s?)\\s+(?:à|au|chez)${E}`) },
  { action: 'change_address', stance: 'state', headline: true, pattern: re(headline(WORDS, ADDRESS_DONE, 'adresse')) },

  { action: 'escalate', stance: 'act', pattern: re(`${WE}\\s+(?:transmis|transféré|confié|remonté|escaladé|passé|envoyé|signalé)${GAP}\\s+(?:à|au|aux)${GAP}\\s+(?:${STAFF})${E}`) },
  { action: 'escalate', stance: 'act', pattern: re(`${WE}\\s+(?:transmis|escaladé|remonté|transféré)${E}`) },
  { action: 'escalate', stance: 'act', pattern: re(`${WE}\\s+(?:prévenu|informé|averti|contacté|alerté|sollicité)\\s+(?:un|une|notre|le|la|l'|nos)${GAP}\\s*(?:${STAFF})${E}`) },
  { action: 'escalate', stance: 'act', pattern: re(`${WE}\\s+(?:créé|ouvert|enregistré)\\s+(?:un|une|le)${GAP}\\s+(?:ticket|dossier|demande)${E}`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:${MATTER})${E}${ANY}${AUX}\\s+(?:${['transmis', 'transféré', 'confié', 'escaladé', 'remonté'].map(P).join('|')}|(?:${P('passé')}|${P('envoyé')})\\s+(?:à|au)${GAP}\\s+(?:${STAFF}))${E}`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:ticket|dossier)${E}${ANY}${AUX}\\s+(?:${P('créé')}|${P('ouvert')}|${P('enregistré')})${E}`) },
  { action: 'escalate', stance: 'state', pattern: re(`${S}(?:${STAFF})${E}${ANY}${AUX}\\s+(?:${P('prévenu')}|${P('informé')}|${P('averti')})${E}`) },
  { action: 'escalate', stance: 'state', future: true, pattern: re(`${S}(?:un|une|notre|le|la|l')\\s*(?:\\S+\\s+)?(?:${STAFF})${E}${GAP}\\s+(?:(?:vous|te)\\s+)?(?:contactera|écrira|répondra|recontactera|reviendra|prendra\\s+contact|appellera|examinera|étudiera|s'occupera|rappellera|va\\s+(?:vous\\s+)?(?:contacter|écrire|répondre|revenir|examiner|rappeler))`) },
  { action: 'swap_items', stance: 'act', pattern: re(`${WE}\\s+(?:${SWAP_DONE})${GAP}\\s+(?:${ITEMS})${E}`) },
  { action: 'swap_items', stance: 'act', pattern: re(`${WE}\\s+(?:${ITEM_REQUEST_DONE})${GAP}\\s+(?:l'|un\\s+|votre\\s+|ton\\s+|le\\s+)?échange${E}`) },
  { action: 'swap_items', stance: 'state', pattern: re(`${S}(?:${ITEMS})${E}${ANY}${AUX}\\s+(?:${SWAP_DONE})${E}`) },
  { action: 'swap_items', stance: 'state', pattern: re(`${S}échange${E}${ANY}${AUX}\\s+(?:${ITEM_REQUEST_DONE})${E}`) },
  { action: 'return_items', stance: 'act', pattern: re(`${WE}\\s+(?:${ITEM_REQUEST_DONE})${GAP}\\s+(?:le\\s+|votre\\s+|ton\\s+|un\\s+)?retour${E}`) },
  { action: 'return_items', stance: 'state', pattern: re(`${S}retour${E}${ANY}${AUX}\\s+(?:${ITEM_REQUEST_DONE})${E}`) },
];

export const FR: ClaimLexicon = {
  language: 'fr',
  negation: re(`${S}n'|${anyOf('pas | jamais | rien | aucun | aucune | ni | non')}|${S}ne\\s+(?:\\S+\\s+)*?(?:plus|guère|point)${E}`),
  negationAfter: re(`^(?:\\s+encore)?\\s+(?:rien|aucun|aucune)${E}`),
  modal: wordsRe(`peux | pouvez | peut | pouvons | pourrais | pourriez | pourrait | pourrions | voulez | voudriez | veux | souhaitez
    | souhaiteriez | désirez | devrait | doit | dois | faut | afin de | pour que | espère | aimerais | puis-je | dois-je`),
  future: re(`${anyOf('vais | allons | va | vont | sera | seront | serait | seraient')}|${S}\\S{3,}(?:erai|eras|era|erons|erez|eront|rai|ra|rons|ront|rait|raient)${E}`),
  condition: re(`${S}(?:lorsqu'|dès\\s+qu'|s'il|s'ils)|${S}il\\s+(?:vous\\s+|te\\s+)?suffit\\s+de${E}|${anyOf(`si | quand | lorsque | dès que | une fois que | une fois | avant que | après votre confirmation | sous réserve
    | à condition que | au cas où | jusqu'à ce que | sauf si | en cas de confirmation | avec votre (?:accord|confirmation|feu vert)`)}|^(?:il\\s+suffit\\s+de\\s+)?${anyOf('répondez | répondez-moi | confirmez | confirmez-moi | dites-moi | réponds | confirme')}`),
  reported: wordsRe(`vous dites | vous avez dit | vous mentionnez | vous avez mentionné | vous indiquez | vous avez indiqué | vous écrivez
    | vous avez écrit | selon votre message | d'après votre message | d'après vous | selon vous | vous pensiez | votre message indique
    | votre message dit | vous m'avez dit | vous affirmez | vous signalez | tu dis | tu as dit | vous m'écrivez | vous me dites
    | vous nous écrivez | vous nous dites | tu m'écris | d'après votre e-mail | selon votre e-mail | d'après votre mail
    | je comprends que`),
  relative: re(`^(?:${anyOf('qui | que | lequel | laquelle | dont | où')}|qu')`),
  consequence: re(`^${anyOf('alors | dans ce cas | ensuite | ainsi | puis | de cette façon | après cela')}`),
  offer: re(`^(?:${anyOf(`voulez-vous | souhaitez-vous | veux-tu | je m'en occupe | puis-je | dois-je | je procède | je le fais | on y va`)}|je\\s+(?:l'|la\\s+|le\\s+|les\\s+)\\S+)`),
  question: re(`^(?:${anyOf('est-ce | voulez | souhaitez | puis-je | dois-je | pouvez | avez | êtes | faut-il | quel | quelle | comment | pourquoi | où | quand')}|\\S+-(?:vous|je|tu|il|elle|nous|on)${E})`),
  completion: re(`^(?:(?:parfait|très bien|bien|ok|bonne nouvelle)\\s+)?(?:c'est fait|voilà|c'est bon|terminé|fait|c'est réglé|tout est réglé|c'est chose faite|voilà qui est fait|voilà c'est fait)$`),
  news: re(`${anyOf("maintenant | désormais | dès à présent | pour vous | comme demandé | comme vous l'avez demandé | à votre demande | avec succès | à l'instant | je viens de | nous venons de")}|${S}(?:viens|venons)\\s+d'`),
  pastTime: re(`${anyOf(`hier | avant-hier | la semaine dernière | le mois dernier | il y a \\d+ | il y a (?:quelques|plusieurs|un|une)
    | (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) dernier`)}|${S}(?:le\\s+)?\\d{1,2}(?:er)?\\s+(?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)${E}`),
  evidential: re(`${anyOf(`je vous confirme | je te confirme | je confirme | je peux vous confirmer | je peux confirmer | nous confirmons
    | j'ai le plaisir de vous informer | j'ai le plaisir de vous confirmer | bonne nouvelle | pas de souci | pas de problème
    | ne vous inquiétez pas | aucun problème`)}(?:\\s+qu(?:e${E}|'))?`, 'gu'),
  generic: re(`^(?:les\\s+(?:commandes|remboursements|articles|produits)|(?:un|une|toute|tout|chaque)\\s+(?:\\S+\\s+)?(?:commandes?|remboursements?|articles?|produits?)|commandes|remboursements|articles)${E}(?!(?:\\s+\\S+){0,3}\\s+[a-z]{1,3}-?\\d{3,})`),
  marks: re(`${anyOf('le | la | les | votre | vous | est | été | des | du | et | commande | je | nous | pour | une | au | pas | bien | merci | avec | sur')}|${S}(?:j'|n'|l'|d'|qu')`, 'gu'),
  cues: {
    change_payment: PAYMENT.fr.cue,
    set_default_address: DEFAULT_ADDRESS.fr.cue,
    cancel_order: /annul/u,
    refund: /rembours|recrédit|revers|restitu|crédit|renvoy|rendu|retourn/u,
    change_address: /adresse|livr|expédi|envoy/u,
    escalate: /transmis|transf|confi|remont|escalad|pass|envoy|signal|collègue|conseill|équipe|agent|spécialiste|responsable|service|superviseur|humain|expert|prévenu|inform|averti|contact|alert|sollicit|ticket|dossier/u,
    swap_items: /modifi|chang|rempla|échang/u,
    return_items: /retour/u,
  },
  forms: [...forms, ...PAYMENT.fr.forms, ...DEFAULT_ADDRESS.fr.forms],
};
