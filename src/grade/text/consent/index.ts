/**
 * The grader's consent analysis (for confirmed-writes): its own lexicons and rules, apart from the
 * desk's confirmation rule. Languages: en, es, fr, de, pt, hi (Devanagari and romanised), it, nl.
 */
export { type ActionWord, actionsNamed } from './actions.js';
export { type DescribeContext, missingFromReply, offersChoice, ordersIn } from './described.js';
export { CONSENT_CLASSES, type ConsentClass, type ConsentReading, type ProposalFacts, type ReadContext } from './facts.js';
export { amountsIn } from './money.js';
export { readConsent, saysAll } from './read.js';
