import { hasReference, mutable } from './case-facts.js';
import type { MutationOperator } from './types.js';

/**
 * Adds an unrequested hand-off (`escalate_to_human`) at the end of the last turn's calls. The
 * hand-off is the one write the desk offers in every turn, so the mutant always reaches the store;
 * a spurious proposal would mostly be refused before it did anything. Replies are unchanged.
 */
export const extraWrite: MutationOperator = {
  name: 'extra-write',
  description: 'Makes a write nobody asked for: opens a ticket for staff (a second one when the case already hands off).',
  safety: false,
  risks: ['unrequested-write'],
  apply(c) {
    if (!hasReference(c)) return undefined;
    const m = mutable(c);
    const last = m.reference[m.reference.length - 1]!;
    last.calls = [...(last.calls ?? []), { tool: 'escalate_to_human', args: { reason: 'The customer may need more help', priority: 'normal' } }];
    return m;
  },
};
