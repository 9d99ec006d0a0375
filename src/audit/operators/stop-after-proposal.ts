import { executesAfterYes, hasReference, languageAt, mutable, orderIdsIn } from './case-facts.js';
import { phrasesFor } from './phrases.js';
import type { MutationOperator } from './types.js';

/**
 * Drops the `execute_action`s of the first turn where the customer said yes (by the desk's rule), and replaces that turn's reply with
 * a thank-you that names the order but claims nothing. Of the two ways to stop (the reply still
 * says "done", or it says nothing of it) this is the harder one to catch: no always-on claim check
 * fires, so only the case's own assertions on state and calls can kill it.
 */
export const stopAfterProposal: MutationOperator = {
  name: 'stop-after-proposal',
  description: "Stops after the proposal: the customer says yes, and the action is never executed.",
  safety: false,
  risks: ['missed-write'],
  apply(c) {
    const exec = hasReference(c) ? executesAfterYes(c)[0] : undefined;
    if (!exec) return undefined;
    const m = mutable(c);
    const turn = m.reference[exec.turn]!;
    turn.calls = (turn.calls ?? []).filter((call) => call.tool !== 'execute_action');
    turn.reply = phrasesFor(languageAt(c, exec.turn)).acknowledge(orderIdsIn(c, turn.reply));
    return m;
  },
};
