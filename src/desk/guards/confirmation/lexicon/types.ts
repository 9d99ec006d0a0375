/**
 * What a phrase means in an answer to "shall I do this?":
 * - yes: a clear consent anywhere in the turn ("yes", "sí", "हाँ", "go ahead", "kar do");
 * - lead: a consent only when it opens its clause ("confirm ...", "proceed", "pode ...");
 * - ok: a weak consent that counts only in a short turn ("ok", "fine", "vale", "theek hai");
 * - no, hold: negation, or a request to wait or stop;
 * - hedge: a condition or doubt ("if", "maybe", "I think", "before");
 * - contrast: a yes to something else ("but", "instead", "actually");
 * - question: opens a question when it is the turn's first word ("is", "what", "क्या");
 * - keep: keeping what the proposal would change, or preferring something else ("keep it", "prefiero");
 * - limit: a narrower scope than proposed ("only the mug", "except"), unless it softens a yes ("just do it");
 * - sarcasm: a yes that means no ("yeah right", "und ich bin der Kaiser");
 * - reason: what a negated reason after a yes is about ("yes, I don't need it anymore");
 * - idiom: a set phrase with a negation that agrees ("why not", "pourquoi pas"), even before a "?";
 * - neutral: politeness and fillers that neither confirm nor count as other content.
 */
export const MARKER_KINDS = ['yes', 'lead', 'ok', 'no', 'hold', 'hedge', 'contrast', 'question', 'neutral', 'keep', 'limit', 'sarcasm', 'reason', 'idiom'] as const;
export type MarkerKind = (typeof MARKER_KINDS)[number];

/** Kinds that refuse a confirmation wherever they occur (question only as the opener). */
export const REFUSING_KINDS: ReadonlySet<MarkerKind> = new Set(['no', 'hold', 'hedge', 'contrast', 'question', 'keep', 'limit', 'sarcasm']);
export const AFFIRMING_KINDS: ReadonlySet<MarkerKind> = new Set(['yes', 'lead', 'ok']);

type MarkerLists = Partial<Record<MarkerKind, readonly string[]>>;

export interface LanguageLexicon {
  /** BCP-47 primary subtag; empty for markers shared by all languages ("ok", 👍). */
  lang: string;
  markers: MarkerLists;
  /**
   * Markers that are ordinary words in a neighbouring language (pt "se" = if, es "se" =
   * reflexive; de "los" = go, es "los" = the). They count only when the turn is in this
   * language; when its language is unknown, refusing ones count and affirming ones do not.
   */
  strict?: MarkerLists;
}

export interface LexiconEntry {
  kind: MarkerKind;
  lang: string;
  strict: boolean;
}
