/**
 * The grader's own reading of amounts (no code shared with the desk's reply guard): what a reply
 * states, what the visit's tool results vouch for, and the rule for arithmetic between them.
 */
export { Evidence, evidenceOf } from './evidence.js';
export { type AmountMention, readAmounts } from './mentions.js';
export { customerSaid, isAttributed } from './quotes.js';
export { type AmountRules, amountRules, DEFAULT_AMOUNT_RULES } from './rules.js';
export { normalise } from './tokens.js';
