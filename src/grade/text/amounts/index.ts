/**
 * The grader's own reading of amounts (no code shared with the desk's reply guard): what a reply
 * states, what the visit's tool results vouch for, and the rule for arithmetic between them.
 */
export { type Currencies, canMean } from './currencies.js';
export { Evidence, type EvidenceContext, evidenceOf } from './evidence.js';
export { type AmountMention, type ReadOptions, readAmounts } from './mentions.js';
export { parseDigits, wordsValue } from './numbers.js';
export { customerSaid, isAttributed } from './quotes.js';
export { type AmountRules, amountRules, DEFAULT_AMOUNT_RULES } from './rules.js';
export { normalise } from './tokens.js';
