/**
 * A reply may quote the customer's own amount back to them, to correct it ("You mentioned a
 * charge of $30, but order A1001 came to $25.00") or to decline it ("I can't refund $70"),
 * without the amount becoming a fact the reply states. It is quoted when the clause around it
 * says whose words it is, or says no, in any supported language; repeated without that, or
 * agreed with ("Yes, the mug is $10"), it is stated.
 */
import { canMean } from './currencies.js';
import type { AmountMention } from './mentions.js';

/** Phrases that give the amount to the customer: "you mentioned", "según dices", "Sie nannten", "आपने ... बताया". */
const ATTRIBUTIONS: readonly RegExp[] = [
  // en
  /\byou(?:'ve| have| had)? (?:just )?(?:mention|said|say|wrote|write|quote|note|told|tell|ask|expect|thought|think|believe|refer|calculat|count|were (?:quoted|told|expecting))/,
  /\byour (?:message|note|count|calculation|figure|estimate|email|number)\b/,
  /\b(?:according to you|as you (?:said|mentioned|wrote|say))\b/,
  // es
  /\b(?:mencion|coment|indic|escrib|calcul)(?:as|aste|ó|es|iste|ió)(?![a-z])/, /\busted (?:menciona|indica|dice|comenta|mencionó|indicó|dijo|comentó)/,
  /\b(?:dices|dijiste|seg[uú]n (?:t[uú]|usted|dices|indicas|tu mensaje))(?![a-z])/,
  // fr
  /\b(?:vous|tu) (?:m'|me )?(?:avez |as )?(?:mentionn|dit|dites|dis|indiqu|évoqu|parl|écri|cit|pens|compt|calcul)/, /\b(?:selon vous|votre (?:message|calcul|montant))\b/,
  // de
  /\b(?:sie|du) (?:haben |hast )?(?:erwähn|nenn|nann|sprech|sprach|schreib|schrieb|sag|rechn|mein|gehen von|gehst von)/,
  /\b(?:von ihnen |von dir )?(?:erwähnt|genannt|angegeben|gesagt|geschrieben)\w*/, /\b(?:laut ihnen|ihrer angabe|ihre[rnm]? (?:angabe|nachricht|rechnung))\b/,
  // pt
  /\b(?:você|voce|o senhor|a senhora|tu) (?:me )?(?:mencion|diss|diz|fal|coment|escrev|indic|cit|calcul|cont)/, /\bsegundo (?:você|voce|o senhor|a senhora)\b/,
  // it
  /\b(?:hai|ha|avete) (?:detto|menzionato|indicato|scritto|citato|parlato|calcolato)/, /\b(?:dici|menzioni|indichi|scrivi|parli|citi)\b/, /\bsecondo (?:te|lei|voi)\b/,
  // nl
  /\b(?:u|je|jij) (?:noemt|noemde|zegt|zei|schrijft|schreef|vermeldt|vermeldde|spreekt|sprak|rekent|rekende)\b/, /\b(?:volgens (?:u|jou)|genoemde|die u noemt|die u noemde)\b/,
  // hi
  /आपने[^।?!]*(?:बताया|बताए|बताई|कहा|लिखा|ज़िक्र|जिक्र|उल्लेख|सोचा|गिना|गिने)/, /आपके (?:अनुसार|हिसाब से|मुताबिक)/,
  /\b(?:aapne|apne|aap ne)\b[^.?!]*\b(?:bataya|bataye|batayi|kaha|likha|zikr|jikr|bola|socha|mention)/, /\baapke (?:hisaab|hisab|anusar|mutabik)\b/,
];

/**
 * Phrases that decline the customer's request: "I can't refund $70", "no puedo devolverte 70 €",
 * "ich kann Ihnen leider keine 70 € erstatten". The amount is what was asked for, not a fact stated.
 */
const DECLINING: readonly RegExp[] = [
  /\b(?:can't|cannot|can not|unable to|not able to|won't be able to|isn't possible|is not possible)\b/,
  /\bno (?:puedo|podemos|es posible)\b/, /\b(?:ne|n')(?:\s?peux|\s?pouvons)\s?pas\b|\bimpossible\b/,
  /\b(?:kann|können)\b[^.,;]*\b(?:nicht|keine?n?)\b|\bnicht möglich\b/, /\bnão (?:posso|podemos|é possível)\b/,
  /\bnon (?:posso|possiamo|è possibile)\b/, /\b(?:kan|kunnen)\b[^.,;]*\b(?:niet|geen)\b|\bniet mogelijk\b/,
  /नहीं कर (?:सकता|सकती|सकते)|नहीं हो सकता|\bnahi(?:n)? kar (?:sakta|sakti|sakte)\b|\bnahi ho sakta\b/,
];

/** Words that take the customer's figure as true: "yes, that's right", "sí, correcto", "genau", "haan". */
const AGREEING =
  /(?<!\p{L})(?:yes|yeah|yep|right|correct|exactly|indeed|sí|correcto|exacto|cierto|oui|exact|exactement|ja|genau|richtig|stimmt|sim|exato|sì|esatto|giusto|klopt|precies|inderdaad|haan|sahi|bilkul)(?!\p{L})|हाँ|हां|सही|बिल्कुल/u;

/** The clause around an amount: up to the nearest sentence end, colon, semicolon or dash either side. */
function clauseAround(text: string, start: number, end: number): string {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const from = Math.max(...[...before.matchAll(/[.!?।;:\n](?=\s)|\s[—–-]\s/g)].map((m) => m.index + m[0].length), 0);
  const stop = /[.!?।;:\n](?=\s|$)|\s[—–-]\s/.exec(after);
  return text.slice(from, end + (stop?.index ?? after.length)).toLowerCase();
}

/**
 * The clause gives the amount back to the customer ("you mentioned $30") or declines it ("I can't
 * refund $70"), and does not agree with it ("yes, as you said").
 */
export function isAttributed(text: string, mention: AmountMention): boolean {
  const clause = clauseAround(text, mention.start, mention.end);
  return [...ATTRIBUTIONS, ...DECLINING].some((re) => re.test(clause)) && !AGREEING.test(clause);
}

/** Whether the customer wrote this amount (same value, a currency both can be in). */
export function customerSaid(mention: AmountMention, said: readonly AmountMention[]): boolean {
  return said.some((s) => s.minor === mention.minor && sameMoney(s, mention));
}

function sameMoney(a: AmountMention, b: AmountMention): boolean {
  if (a.currencies === 'any' || b.currencies === 'any') return true;
  const other = b.currencies;
  return a.currencies.some((c) => canMean(other, c));
}
