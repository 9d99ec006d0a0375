/**
 * Identity is an extension: a case whose session names a customer and says nothing of
 * `authenticated` (every case written before identity existed) is a signed-in visit, served from
 * its first step, and the identity guard never fires in it. Played through the real desk for every
 * such golden case.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCases, loadPrompts, referenceProvider, runVisit } from '../../src/index.js';

const GOLDEN = join(import.meta.dirname, '..', '..', 'golden');

describe('a case that starts signed in', async () => {
  const { cases } = await loadCases([GOLDEN]);
  const signedIn = cases.filter((c) => c.data.given.session.authenticated === undefined && c.data.reference !== undefined);
  const prompts = loadPrompts();
  const provider = referenceProvider();

  it('is most of the golden set', () => {
    expect(signedIn.length).toBeGreaterThan(200);
  });

  it('serves its customer from the first step to the last, and no identity guard refuses anything', async () => {
    for (const c of signedIn) {
      const visit = await runVisit({ case: c.data, model: provider.forTrial({ case: c, trial: 1 }), prompts });
      expect(visit.session, c.data.id).toEqual({ customer: c.data.given.session.customer, authenticated: true });
      const decisions = visit.turns.flatMap((t) => t.guards);
      expect(decisions.filter((d) => d.guard === 'identity'), c.data.id).toEqual([]);
      expect(visit.events.filter((e) => e.kind === 'customer_identified'), c.data.id).toEqual([]);
    }
  });
});
