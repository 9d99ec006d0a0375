/**
 * Money amounts stated in a reply, and the amounts the visit's tool results can vouch for.
 * The reply guard (run time) and the `grounded-amounts` check (grading) both use these, so the
 * evaluation can never accept an amount the product would have blocked.
 */
export { type AmountMention, extractAmounts, parseNumber } from './amount-mentions.js';
export { GroundedMoney, groundedMoney, type GroundingContext } from './grounded.js';
