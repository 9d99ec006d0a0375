/**
 * What a phrase means in a customer's answer to "shall I do this?", for the grader's reading:
 * - yes: a clear consent ("yes", "sí, adelante", "kar do");
 * - ok: a weak consent that counts only in a short turn ("ok", "fine", "vale", "theek hai");
 * - no: a negation ("no", "not", "nicht", "nahi"), unless it only gives a reason after a yes;
 * - need: what a negated reason talks about ("I don't need it anymore", "ya no lo necesito");
 * - idiom: a set phrase with a negation that still agrees ("why not", "no problem");
 * - hold: wait, stop, later; hedge: a condition, a doubt or a shrug ("if", "maybe", "whatever");
 * - contrast: a turn to something else ("but", "instead", "actually", "I mean");
 * - keep: keeping what the proposal would change ("keep it", "conservarlo", "rakhna");
 * - prefer: a preference, which is a choice, not a yes ("I'd rather", "prefiero");
 * - limit: a narrower scope than proposed ("only the mug", "except", "half");
 * - also: a further request ("also", "además", "bhi");
 * - sarcasm: a yes that means no ("yeah right", "and I'm the Pope", 🙄);
 * - question: a question word when it opens the turn;
 * - all: a yes to every proposal shown ("both", "todos", "dono");
 * - or: "or" between alternatives (read in the agent's reply, to spot an either/or question);
 * - neutral: politeness and fillers.
 */
export const KINDS = [
  'yes', 'ok', 'no', 'need', 'idiom', 'hold', 'hedge', 'contrast', 'keep', 'prefer', 'limit', 'also', 'sarcasm', 'question', 'all', 'or', 'neutral',
] as const;
export type Kind = (typeof KINDS)[number];

type Lists = Partial<Record<Kind, readonly string[]>>;

export interface LanguageLexicon {
  /** BCP-47 primary subtag; empty for what all languages share (emoji). */
  lang: string;
  markers: Lists;
  /** Words that mean something else in a neighbouring language: they count only when the turn is in this one. */
  strict?: Lists;
  /** Frequent function words that tell the language of a text ("the", "el", "der", "aap"). */
  telltales: readonly string[];
}

export interface Entry {
  kind: Kind;
  lang: string;
  strict: boolean;
}
