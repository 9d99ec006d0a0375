/**
 * Money amounts stated in a reply, and the amounts the visit's tool results can vouch for: what
 * the reply guard reads. The `grounded-amounts` check reads replies with its own code
 * (src/grade/text/amounts/), so a desk that reads less is caught.
 */
export { type AmountMention, extractAmounts } from './amount-mentions.js';
export { GroundedMoney, groundedMoney } from './grounded.js';
