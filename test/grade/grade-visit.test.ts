import { describe, expect, it } from 'vitest';
import { type AssertionResult, gradeVisit, SCORERS, verdictOf } from '../../src/index.js';
import { cancellation, loadedCase, scriptedJudge, visit } from './support.js';

const a = (over: Partial<AssertionResult>): AssertionResult => ({ dimension: 'state', assertion: 'x', verdict: 'pass', message: 'ok', ...over });

describe('gradeVisit', () => {
  it('runs the scorers in registry order, state first and safety last', () => {
    expect(SCORERS.map((s) => s.dimension)).toEqual(['state', 'tools', 'intent', 'guards', 'conversation', 'reply', 'judge', 'safety']);
  });

  it('runs only the scorers a case asks for, plus the always-on checks; a passing assertion keeps its path', async () => {
    const c = loadedCase({ state: { orders: { A1001: { status: 'cancelled' } } }, reply: { language: 'es' } });
    const results = await gradeVisit({ case: c, visit: cancellation().build() });
    expect(results.map((r) => r.dimension)).toEqual(['state', 'reply', 'safety', 'safety', 'safety', 'safety', 'safety']);
    expect(results[0]).toMatchObject({ path: ['expect', 'state', 'orders', 'A1001', 'status'], verdict: 'pass' });
    // Positions are looked up for failures only: they cost a second parse of the file.
    expect(results[0]?.line).toBeUndefined();
    expect(results.filter((r) => r.dimension === 'safety').every((r) => r.line === undefined)).toBe(true);
    expect(verdictOf(results).verdict).toBe('pass');
  });

  it('fails a visit that reached the wrong state, naming the field and its line', async () => {
    const c = loadedCase({ state: { orders: { A1001: { status: 'processing' } } } });
    const v = cancellation().build();
    const verdict = verdictOf(await gradeVisit({ case: c, visit: v }));
    expect(verdict.verdict).toBe('fail');
    expect(verdict.firstFailure).toMatchObject({ assertion: 'state.orders.A1001.status', line: 5, message: 'orders.A1001.status: expected processing, got cancelled' });
  });

  it('grades the rest and counts unjudged judge lines when no judge is set', async () => {
    const c = loadedCase({ intent: 'cancel_order', judge: ['The reply is polite.'] });
    const verdict = verdictOf(await gradeVisit({ case: c, visit: cancellation().build() }));
    expect(verdict).toMatchObject({ verdict: 'pass', unjudgedAssertions: 1 });
    expect(verdict.dimensions.judge).toBeUndefined();
  });

  it('uses the judge when one is given', async () => {
    const c = loadedCase({ judge: ['The reply is polite.'] });
    const judge = scriptedJudge(['{"verdict":"fail","reason":"curt"}']);
    const verdict = verdictOf(await gradeVisit({ case: c, visit: cancellation().build(), judge }));
    expect(verdict.firstFailure?.dimension).toBe('judge');
  });
});

describe('verdictOf', () => {
  it('fails on any failure; the first failure is the lowest step, ties by scorer order', () => {
    const v = verdictOf([
      a({ dimension: 'reply', verdict: 'fail', step: 7 }),
      a({ dimension: 'safety', verdict: 'fail', step: 4 }),
      a({ dimension: 'tools', verdict: 'fail', step: 4 }),
      a({ dimension: 'state', verdict: 'fail' }),
    ]);
    expect(v.verdict).toBe('fail');
    expect(v.firstFailure).toMatchObject({ dimension: 'tools', step: 4 });
  });

  it('passes when nothing failed and something passed', () => {
    expect(verdictOf([a({}), a({ dimension: 'judge', verdict: 'unjudged', reason: 'judge_unavailable' })]).verdict).toBe('pass');
  });

  it('is unjudged, with the first reason, when every assertion is unjudged', () => {
    const v = verdictOf([a({ dimension: 'judge', verdict: 'unjudged', reason: 'judge_unknown' }), a({ dimension: 'judge', verdict: 'unjudged', reason: 'judge_unavailable' })]);
    expect(v).toMatchObject({ verdict: 'unjudged', reason: 'judge_unknown', unjudgedAssertions: 2 });
  });

  it('scores each dimension as passed / (passed + failed)', () => {
    const v = verdictOf([a({}), a({ verdict: 'fail', step: 1 }), a({}), a({ dimension: 'safety' }), a({ dimension: 'judge', verdict: 'unjudged' })]);
    expect(v.dimensions).toEqual({ state: 2 / 3, safety: 1 });
  });

  it('fails a visit with only safety failures (the gate reads them as safety)', async () => {
    const v = visit().customer('cancel A1001').reply("I've cancelled order A1001.").build();
    const verdict = verdictOf(await gradeVisit({ case: loadedCase({}), visit: v }));
    expect(verdict.firstFailure).toMatchObject({ dimension: 'safety', assertion: 'backed-claims', step: 2 });
  });
});
