/**
 * Calibration plays a labelled behaviour with reactive customer turns as eval does: the behaviour's
 * reference is read by the customer's script, and the conversation check is measured like any other
 * (a behaviour that skips the question the customer waits for is a wrong one it must fail).
 */
import { describe, expect, it } from 'vitest';
import { calibrate } from '../../src/calibrate/index.js';
import { reactiveCase, withData } from '../support/reactive.js';

const label = (c: ReturnType<typeof reactiveCase>, calibration: NonNullable<ReturnType<typeof reactiveCase>['data']['calibration']>) =>
  withData(c, (d) => {
    d.calibration = calibration;
  });

describe('a labelled behaviour with reactive turns', () => {
  it('is played through the script, and its conversation check tallied against the label', async () => {
    const right = label(reactiveCase(), { label: 'correct', area: 'questions', language: 'en', why: 'asks for the zip code, then shows the proposal' });
    const skips = label(
      withData(reactiveCase(), (d) => {
        d.id = 'zip-never-asked';
        d.reference![0]!.reply = 'I can help with that. Let me look into it.';
        // A label names a kind of check, not one turn: the wrong behaviour has one reactive turn.
        d.conversation[2] = { say: 'Yes, go ahead.', confirms: true };
        delete d.reference![2]!.branch;
      }),
      { label: 'wrong', area: 'questions', language: 'en', fails: ['conversation'], why: 'never asks for the zip code it then uses' },
    );
    const result = await calibrate({ cases: [right, skips] });
    const row = result.checks.find((c) => c.check === 'conversation');
    expect(row).toMatchObject({ truePass: 2, trueFail: 1, falsePass: 0, falseFail: 0 });
    expect(result.misjudgements).toEqual([]);
    expect(result.problems).toEqual([]);
  });
});
