/**
 * Whether a reply asks the customer something. A question mark is the usual sign; a sentence
 * that opens like a question ("Would you like me to...", "क्या ...") or asks for a confirmation
 * ("please confirm") asks too, even when the model forgot the mark.
 */
import { LETTER, sentences } from './words.js';

/**
 * Sentence openers of a question, per language: inversion, interrogative particles. Word ends are
 * judged on the letters of the supported scripts (LETTER), not `\p{L}`, which costs milliseconds
 * to compile in every pattern that holds it.
 */
const OPENERS = new RegExp(
  [
    String.raw`^(?:would|do|does|did|shall|should|can|could|will|may|are|is|have|has)\s+(?:you|i|we|it)\b`,
    String.raw`^(?:what|which|when|where|why|how|who)\b(?![^,]*,)`,
    String.raw`^(?:quieres|quiere|deseas|desea|prefieres|prefiere|confirmas|confirma|puedes|podrías|te parece|le parece)(?!${LETTER})`,
    String.raw`^(?:${LETTER}+-(?:vous|je|tu|il|elle|nous)|est-ce que)(?!${LETTER})`,
    String.raw`^(?:möchten|wollen|können|soll|sollen|dürfen|haben|sind|ist)\s+(?:sie|ich|wir|du|es)(?!${LETTER})`,
    String.raw`^(?:quer|deseja|gostaria|prefere|posso|devo|pode|você quer|confirma)(?!${LETTER})`,
    String.raw`^(?:क्या|kya)(?!${LETTER})`,
    String.raw`^(?:vuoi|vuole|desideri|desidera|posso|devo|preferisce|preferisci|conferma)(?!${LETTER})`,
    String.raw`^(?:wilt|wil|zal|kan|kunt|moet|mag)\s+(?:u|ik|je|jij|we)(?!${LETTER})`,
  ].join('|'),
  'iu',
);

/** Explicit requests for an answer, anywhere in a sentence. */
const REQUESTS = new RegExp(
  [
    String.raw`\b(?:please|kindly)\s+(?:confirm|reply|let me know|tell me)\b`,
    String.raw`\bconfirm\s+(?:whether|if)\b`,
    String.raw`(?<!${LETTER})(?:confírm(?:a|e)me|dime si|indícame si|avísame si)(?!${LETTER})`,
    String.raw`(?<!${LETTER})(?:merci de (?:me )?confirmer|veuillez confirmer|confirmez)(?!${LETTER})`,
    String.raw`(?<!${LETTER})bitte\s+bestätigen(?!${LETTER})`,
    String.raw`(?<!${LETTER})(?:por favor,? confirme|me confirme|confirme se)(?!${LETTER})`,
    String.raw`(?:पुष्टि करें|बताएं|बताइए|बताएँ|batayein|bataiye|confirm karein)`,
    String.raw`(?<!${LETTER})(?:per favore conferma|mi confermi|confermi)(?!${LETTER})`,
    String.raw`(?<!${LETTER})(?:bevestig|laat (?:u |je )?(?:mij|me) weten)(?!${LETTER})`,
  ].join('|'),
  'iu',
);

/** The sentence opens the way a question does (used to tell an interrogative sentence's clauses). */
export function opensAsQuestion(sentence: string): boolean {
  return sentence.startsWith('¿') || OPENERS.test(sentence.replace(/^[\s"'“«(]+/u, ''));
}

/** True when the text asks the customer something: `?`, `¿`, an interrogative opener, or a request to confirm. */
export function asksQuestion(text: string): boolean {
  return sentences(text).some((s) => s.question || (!s.text.endsWith('!') && opensAsQuestion(s.text)) || REQUESTS.test(s.text));
}
