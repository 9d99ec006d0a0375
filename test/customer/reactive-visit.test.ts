/**
 * Reactive customer turns played offline: each turn's line is chosen by what the agent said and
 * did in the turn before, the branch is kept in the transcript, and the case's reference declares
 * the branch it expects. The reference passes; an agent that skips what the customer waits for
 * makes the customer say the otherwise line, and the case fails, on its line.
 */
import { describe, expect, it } from 'vitest';
import { gradeVisit, loadPrompts, referenceProvider, runVisit, verdictOf } from '../../src/index.js';
import type { LoadedCase, Visit } from '../../src/index.js';
import { checkContextOf } from '../../src/grade/safety/index.js';
import { runTrial } from '../../src/run/trial.js';
import { reactiveCase, withData } from '../support/reactive.js';

const prompts = loadPrompts();
const play = (c: LoadedCase): Promise<Visit> => runVisit({ case: c.data, model: referenceProvider().forTrial({ case: c, trial: 1 }), prompts });
const trial = (c: LoadedCase) => runTrial({ case: c, trial: 1, provider: referenceProvider(), prompts, timeoutMs: 10_000 });

/** The case whose first reply does not ask for the zip code. */
const skipsTheQuestion = (c: LoadedCase) =>
  withData(c, (d) => {
    d.reference![0]!.reply = 'I can help with that. Let me look into it.';
  });

describe('a reactive case on the reference model', () => {
  it('says the line of the branch whose condition the agent met, and keeps the branch in the transcript', async () => {
    const visit = await play(reactiveCase());
    expect(visit.turns.map((t) => t.customer)).toEqual(['Hi, I\'m Sam Rivera. Please cancel my order W2201.', '94103', 'Yes, go ahead.']);
    expect(visit.turns.map((t) => t.branch?.taken)).toEqual([undefined, 1, 2]);
    expect(visit.turns[2]!.branch).toMatchObject({ name: 'branch 2 (proposed: cancel_order)', readings: [{ branch: 1, holds: false }, { branch: 2, holds: true }] });
    const customerSteps = visit.steps.filter((s) => s.kind === 'customer');
    expect(customerSteps.map((s) => (s.kind === 'customer' ? s.branch?.taken : undefined))).toEqual([undefined, 1, 2]);
  });

  it('passes, and records the path turn by turn in the trial', async () => {
    const result = await trial(reactiveCase());
    expect(result.verdict).toBe('pass');
    expect(result.dimensions.conversation).toBe(1);
    expect(result.branches).toEqual([
      { turn: 2, branch: 1, name: 'branch 1 (asked: zip)', ok: true },
      { turn: 3, branch: 2, name: 'branch 2 (proposed: cancel_order)', ok: true },
    ]);
  });
});

describe('an agent that skips what the customer waits for', () => {
  it('hears the otherwise line, and the case fails on the reactive turn, pointing at the reply that skipped it', async () => {
    const c = skipsTheQuestion(reactiveCase());
    const visit = await play(c);
    expect(visit.turns[1]).toMatchObject({ customer: 'Can you help me or not?', branch: { taken: 'otherwise' } });
    const result = await trial(c);
    expect(result.verdict).toBe('fail');
    // The reference goes on calling with the zip code it was never given: the world ends right,
    // only the customer's path tells the agent never asked.
    expect(result.assertions.filter((a) => a.verdict === 'fail').map((a) => a.dimension)).toEqual(['conversation']);
    const failure = result.assertions.find((a) => a.verdict === 'fail')!;
    expect(failure).toMatchObject({ assertion: 'conversation[1]', line: 22, column: 5, expected: ['branch 1 (asked: zip)'], actual: 'otherwise' });
    expect(failure.message).toMatch(/asked zip: the reply does not ask for it/);
    const reply = visit.steps.find((s) => s.kind === 'reply' && s.turn === 0);
    expect(failure.step).toBe(reply?.step);
    expect(result.branches?.[0]).toEqual({ turn: 2, branch: 'otherwise', name: 'otherwise', ok: false });
  });

  it('fails a branch the reference does not declare, unless it is optional', async () => {
    // Asking for the reason as well makes the customer give it instead of his yes: an optional path.
    const asks = withData(reactiveCase(), (d) => {
      d.reference![1]!.reply += ' And why would you like to cancel it?';
    });
    const visit = await play(asks);
    expect(visit.turns[2]).toMatchObject({ customer: 'I no longer need it.', branch: { taken: 1 } });
    const grades = await gradeVisit({ case: asks, visit });
    expect(grades.find((a) => a.assertion === 'conversation[2]')?.verdict).toBe('pass');
    const notOptional = withData(asks, (d) => {
      const turn = d.conversation[2] as { oneOf: { optional?: boolean }[] };
      delete turn.oneOf[0]!.optional;
    });
    const again = await gradeVisit({ case: notOptional, visit: await play(notOptional) });
    expect(again.find((a) => a.assertion === 'conversation[2]')).toMatchObject({ verdict: 'fail', actual: 'branch 1 (asked: reason)' });
  });
});

describe('the consent of a reactive turn', () => {
  it('is the label of the line the customer said', async () => {
    const c = reactiveCase();
    expect(checkContextOf(c.data, await play(c)).consent).toEqual([undefined, undefined, true]);
    const said = await play(
      withData(c, (d) => {
        d.reference![1]!.calls = d.reference![1]!.calls!.filter((x) => x.tool !== 'propose_action');
      }),
    );
    // No proposal shown: the customer says the otherwise line, which confirms nothing.
    expect(said.turns[2]!.branch?.taken).toBe('otherwise');
    expect(checkContextOf(c.data, said).consent).toEqual([undefined, undefined, undefined]);
  });
});

describe('a condition that cannot be read', () => {
  it('ends the visit before that turn, and the case fails there with the line and column of the condition', async () => {
    const c = withData(reactiveCase(), (d) => {
      (d.conversation[1] as unknown as { when: Record<string, unknown> }).when = { asked: 'shoe size' };
    });
    const visit = await play(c);
    expect(visit.turns).toHaveLength(1);
    expect(visit.scriptError).toMatchObject({ turn: 1, path: ['conversation', 1, 'when', 'asked'] });
    const result = await trial(c);
    expect(result.verdict).toBe('fail');
    const failure = result.assertions.find((a) => a.dimension === 'conversation' && a.verdict === 'fail');
    expect(failure).toMatchObject({ assertion: 'conversation[1]', line: 22, column: 13 });
    expect(failure?.message).toMatch(/cannot be read: asked: "shoe size" is not a piece of information/);
    expect(verdictOf(result.assertions).verdict).toBe('fail');
  });

  it('includes a first turn that would react to nothing', async () => {
    const c = withData(reactiveCase(), (d) => {
      d.conversation[0] = { when: { asked: 'zip' }, say: 'Hello', otherwise: 'Hi' };
    });
    const result = await trial(c);
    expect(result.verdict).toBe('fail');
    expect(result.visit?.turns).toHaveLength(0);
    expect(result.assertions.find((a) => a.dimension === 'conversation')?.message).toMatch(/first turn cannot react/);
  });
});
