/**
 * Counting the reading: the Pareto and the saturation curve against a hand-computed fixture (the
 * Production Evals seed's own numbers), renames and merges, last line wins, and the agreement
 * matrix per dimension.
 */
import { describe, expect, test } from 'vitest';
import type { Annotations, HumanVerdict, Judgement, Rename } from '../../src/review/annotations.js';
import { agreement, type AutoFacts, currentJudgements, modesInUse, pareto, saturation } from '../../src/review/modes.js';

const at = (i: number) => new Date(Date.UTC(2026, 11, 1, 9, 0, i)).toISOString();

function judged(i: number, verdict: HumanVerdict, mode = '', extra: Partial<Judgement> = {}): Judgement {
  return { kind: 'judgement', runId: 'run-1', caseId: `case-${String(i).padStart(2, '0')}`, trial: 1, reviewer: 'ana', verdict, note: '', mode, time: at(i), ...extra };
}

const annotations = (judgements: Judgement[], renames: Rename[] = []): Annotations => ({ judgements, renames, skipped: [] });

/**
 * 60 traces read in order, 25 of them failures, placed by hand: batch 1 (1–10) brings four modes,
 * batch 2 one more, batch 5 the last; every other judgement passes or repeats a mode.
 *
 *   mode                   count  share  cumulative
 *   wrong-date-range           9    36%         36%
 *   missed-constraint          6    24%         60%
 *   hallucinated-attendee      4    16%         76%
 *   tool-error-hidden          3    12%         88%
 *   tone                       2     8%         96%
 *   leaked-internal-id         1     4%        100%
 */
function seedFixture(): Judgement[] {
  const failures: Record<number, string> = {
    1: 'wrong-date-range', 3: 'missed-constraint', 5: 'hallucinated-attendee', 8: 'tool-error-hidden', 10: 'wrong-date-range',
    12: 'tone', 14: 'wrong-date-range', 17: 'missed-constraint',
    22: 'wrong-date-range', 25: 'hallucinated-attendee', 28: 'missed-constraint',
    31: 'wrong-date-range', 34: 'tool-error-hidden', 37: 'missed-constraint',
    42: 'leaked-internal-id', 44: 'wrong-date-range', 46: 'tone', 49: 'hallucinated-attendee',
    51: 'wrong-date-range', 52: 'missed-constraint', 54: 'tool-error-hidden', 55: 'wrong-date-range', 57: 'hallucinated-attendee', 58: 'missed-constraint', 60: 'wrong-date-range',
  };
  return Array.from({ length: 60 }, (_, k) => {
    const i = k + 1;
    const mode = failures[i];
    return mode ? judged(i, 'fail', mode) : judged(i, 'pass');
  });
}

describe('Pareto and saturation', () => {
  test('the hand-computed fixture: counts, shares and cumulative shares, largest first', () => {
    const rows = pareto(currentJudgements(annotations(seedFixture())));
    expect(rows.map((r) => [r.mode, r.count, Math.round(r.share * 100), Math.round(r.cumulative * 100)])).toEqual([
      ['wrong-date-range', 9, 36, 36],
      ['missed-constraint', 6, 24, 60],
      ['hallucinated-attendee', 4, 16, 76],
      ['tool-error-hidden', 3, 12, 88],
      ['tone', 2, 8, 96],
      ['leaked-internal-id', 1, 4, 100],
    ]);
  });

  test('new modes per batch of 10 are [4, 1, 0, 0, 1, 0]; of 20, [5, 0, 1]; of 5, a noisier curve', () => {
    const current = currentJudgements(annotations(seedFixture()));
    expect(saturation(current, 10)).toEqual([4, 1, 0, 0, 1, 0]);
    expect(saturation(current, 20)).toEqual([5, 0, 1]);
    expect(saturation(current, 5)).toEqual([3, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0]);
    // A short last batch is still a batch.
    expect(saturation(current, 25)).toEqual([5, 1, 0]);
    expect(() => saturation(current, 0)).toThrow(RangeError);
  });

  test('ties rank by name; passes and untagged failures are not counted', () => {
    const rows = pareto(currentJudgements(annotations([judged(1, 'fail', 'b'), judged(2, 'fail', 'a'), judged(3, 'fail'), judged(4, 'pass', 'c'), judged(5, 'unsure', 'd')])));
    expect(rows.map((r) => [r.mode, r.count, r.share])).toEqual([
      ['a', 1, 0.5],
      ['b', 1, 0.5],
    ]);
    expect(pareto([])).toEqual([]);
  });
});

describe('current judgements', () => {
  test("a reviewer's last line per trial wins, placed in reading order by the first", () => {
    const current = currentJudgements(
      annotations([judged(1, 'fail', 'tone'), judged(2, 'pass'), judged(1, 'pass', '', { time: at(30) }), judged(3, 'fail', 'tone')]),
    );
    expect(current.map((c) => [c.caseId, c.verdict, c.firstTime])).toEqual([
      ['case-01', 'pass', at(1)],
      ['case-02', 'pass', at(2)],
      ['case-03', 'fail', at(3)],
    ]);
  });

  test('two reviewers of one trial are two judgements', () => {
    const current = currentJudgements(annotations([judged(1, 'fail', 'tone'), judged(1, 'pass', '', { reviewer: 'bo', time: at(2) })]));
    expect(current.map((c) => [c.reviewer, c.verdict])).toEqual([
      ['ana', 'fail'],
      ['bo', 'pass'],
    ]);
  });

  test('a rename moves every earlier tag; renaming onto an existing mode merges them; renames chain', () => {
    const js = [judged(1, 'fail', 'curt'), judged(2, 'fail', 'rude'), judged(3, 'fail', 'tone'), judged(10, 'fail', 'curt')];
    const rename = (from: string, to: string, i: number): Rename => ({ kind: 'rename', runId: 'run-1', reviewer: 'ana', from, to, time: at(i) });
    const current = currentJudgements(annotations(js, [rename('curt', 'tone', 5), rename('rude', 'tone', 6), rename('tone', 'tone-of-voice', 7)]));
    // case-10 was tagged 'curt' after the renames: a new choice, kept as it is.
    expect(current.map((c) => c.mode)).toEqual(['tone-of-voice', 'tone-of-voice', 'tone-of-voice', 'curt']);
    expect(modesInUse(current)).toEqual(['tone-of-voice', 'curt']);
  });
});

describe('agreement', () => {
  test('human against automatic verdicts, for the trial and per dimension', () => {
    const facts: Record<string, AutoFacts> = {
      'case-01': { verdict: 'pass', dimensions: { state: 'pass', reply: 'pass' } },
      'case-02': { verdict: 'fail', dimensions: { state: 'fail', reply: 'pass' } },
      'case-03': { verdict: 'fail', dimensions: { state: 'pass', reply: 'fail' } },
      'case-04': { verdict: 'unjudged', dimensions: {} },
    };
    const current = currentJudgements(annotations([judged(1, 'fail', 'x'), judged(2, 'fail', 'y'), judged(3, 'pass'), judged(4, 'unsure')]));
    const [trial, reply, state] = agreement(current, (c) => facts[c.caseId]);
    expect(trial).toMatchObject({ name: 'trial', compared: 3, disagree: 2 });
    expect(trial!.cells).toEqual({ pass: { pass: 0, fail: 1, unsure: 0 }, fail: { pass: 1, fail: 1, unsure: 0 }, unjudged: { pass: 0, fail: 0, unsure: 1 } });
    // The reply grader passed both trials the reviewer failed: it is the one to look at.
    expect(reply).toMatchObject({ name: 'reply', compared: 3, disagree: 3 });
    expect(reply!.cells.pass.fail).toBe(2);
    expect(state).toMatchObject({ name: 'state', compared: 3, disagree: 1 });
  });
});
