/** What the claim reader finds, and the shape of one language's lexicon. */

/** `swap_items`: items exchanged or changed for other variants (exchange_items, modify_items); `return_items`: items sent back. */
export type ClaimAction = 'cancel_order' | 'refund' | 'change_address' | 'swap_items' | 'return_items' | 'change_payment' | 'set_default_address' | 'escalate';

/**
 * What the claim says came of the action. A refund is `done` when the money is said to be
 * returned ("issued", "sent back to your card") and `requested` when only a request is said to
 * exist ("submitted for approval", "is being processed"); every other action is `done`.
 */
export type ClaimOutcome = 'done' | 'requested';

/**
 * How the claim presents itself. `act`: the agent did it, now ("I've cancelled", "Done — order
 * A1001 cancelled"); only a write of this visit backs it. `state`: a state of the world ("order
 * A1005 was cancelled on 3 Nov"); a write of this visit backs it, and so does a read of this
 * visit that returned that state.
 */
export type ClaimStance = 'act' | 'state';

export type Language = 'en' | 'es' | 'fr' | 'de' | 'pt' | 'it' | 'nl' | 'hi';

/** One phrasing of a completed action. */
export interface ClaimForm {
  action: ClaimAction;
  pattern: RegExp;
  /** How the phrasing presents the action by itself; news markers may turn a `state` into an `act`. */
  stance: ClaimStance;
  outcome?: ClaimOutcome;
  /** The phrasing is a future by nature ("a colleague will contact you"): futures do not block it. */
  future?: boolean;
  /**
   * Verbless: a participle with no auxiliary ("Order A1001 cancelled", "refunded the $25.00").
   * After "and" or a comma it takes the mood and the voice of the clause before.
   */
  headline?: boolean;
  /** The phrasing counts only as news ("will now be delivered to ..."): with a news marker in its sentence. */
  needsNews?: boolean;
}

/**
 * One language's words. Scopes: negation and modals hold within their clause, up to the end of
 * the form; conditions and reported speech carry on to the right, to the end of the sentence or
 * to a "but" (see read.ts).
 */
export interface ClaimLexicon {
  language: Language;
  /** Anywhere in the clause before or inside the form: "has not been", "nothing has been". */
  negation: RegExp;
  /** Right after the form: "I have cancelled nothing yet". Tested on the text after the form. */
  negationAfter?: RegExp;
  /** Offers, modals, wishes, before the form: "I can cancel", "would you like". */
  modal: RegExp;
  /** Futures, before the form: "will be refunded". A form that is a future by nature ignores them. */
  future: RegExp;
  /** Conditions: "if you confirm", "once confirmed", "reply yes and". Carried to the clauses after. */
  condition: RegExp;
  /** Reported speech: "you said", "your message says". Carried until a contrast. */
  reported: RegExp;
  /** A clause that opens with it (a relative pronoun) takes the mood of the clause before. */
  relative: RegExp;
  /** A sentence that opens with it ("then", "in that case") continues a hypothetical before it. */
  consequence: RegExp;
  /** A sentence that opens with it is a question throughout. */
  question: RegExp;
  /**
   * A question that opens with it offers to act ("Shall I submit it?"): the reply proposes, and a
   * future in it ("a colleague will review it") says what would follow, not what was done.
   */
  offer: RegExp;
  /** Completion words ("done", "listo", "erledigt") that mark what follows as news of an act. */
  completion: RegExp;
  /** News markers inside a clause: "now", "just", "for you", "as requested". */
  news: RegExp;
  /** Past-time markers that make a claim a report of the record: a date, "yesterday", "last week". */
  pastTime: RegExp;
  /** Openers removed before the analysis, so their modal does not block the news: "I can confirm that". */
  evidential?: RegExp;
  /** What may not follow a form: a passive infinitive or a future auxiliary ("storniert werden", "हो जाएगा"). */
  notFollowedBy?: RegExp;
  /**
   * A generic subject at the start of the clause: "refunds are issued within 5 days". One that an
   * order id follows within three words is that order's ("los artículos del pedido A1001"), not generic.
   */
  generic?: RegExp;
  /** A first-person subject before the form makes a `state` form an act ("मैंने ... रद्द कर दिया"). */
  firstPerson?: RegExp;
  /**
   * Per action, words every form of that action holds one of: a clause without any is not tried
   * against those forms. Most clauses claim nothing, and this spares them hundreds of patterns.
   */
  cues: Readonly<Record<ClaimAction, RegExp>>;
  /** The commonest function words (global flag): which languages a sentence is written in. */
  marks: RegExp;
  forms: ClaimForm[];
}

/** A claim the reader found in a reply. */
export interface Claim {
  action: ClaimAction;
  outcome: ClaimOutcome;
  stance: ClaimStance;
  language: Language;
  /** The clause that holds the claim, as written (order ids and amounts are looked up in it). */
  clause: string;
  sentence: string;
  /** The claim is about all the objects in view ("both orders", "ambos pedidos", "दोनों ऑर्डर"), not one of them. */
  collective: boolean;
  /** Positions in the reply's reading: which sentence and which clause of it. */
  sentenceIndex: number;
  clauseIndex: number;
}
