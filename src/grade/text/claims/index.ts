/** The grader's own reading of claims in a reply (independent of the desk's reply guard). */
export { amountsIn } from './amounts.js';
export { methodsIn } from './methods.js';
export { readClaims, readReply, type Reading } from './read.js';
export type { Claim, ClaimAction } from './types.js';
