/**
 * The grader's consent analysis (for confirmed-writes): its own lexicons and rules, apart from the
 * desk's confirmation rule. Languages: en, es, fr, de, pt, hi (Devanagari and romanised), it, nl.
 */
export { missingFromReply, offersChoice, ordersIn } from './described.js';
export { type ConsentClass, type ProposalFacts } from './facts.js';
export { readConsent, saysAll } from './read.js';
