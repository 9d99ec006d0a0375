import { describe, expect, it } from 'vitest';
import { scoreGuards } from '../../src/grade/scorers/guards.js';
import { scoreIntent } from '../../src/grade/scorers/intent.js';
import { cancellation, visit } from './support.js';

describe('intent scorer', () => {
  it('passes the intent of turn 1 and fails a wrong one at the triage step', () => {
    const v = cancellation().build();
    expect(scoreIntent('cancel_order', v)[0]?.verdict).toBe('pass');
    const [wrong] = scoreIntent('refund', v);
    expect(wrong).toMatchObject({ verdict: 'fail', expected: 'refund', actual: 'cancel_order', step: 2, path: ['expect', 'intent'] });
  });

  it('grades one intent per turn when given a list', () => {
    const v = visit().customer('hola').triage('smalltalk', 'es').reply('¡Hola!').customer('cancela A1001').triage('order_status', 'es').reply('Vale.').build();
    expect(scoreIntent(['smalltalk', 'cancel_order'], v).map((r) => [r.assertion, r.verdict, r.path])).toEqual([
      ['intent', 'pass', ['expect', 'intent', 0]],
      ['intent[1]', 'fail', ['expect', 'intent', 1]],
    ]);
  });

  it('fails a triage answer the desk could not read', () => {
    const v = visit().customer('x').triage('other', 'en', 'triage answer is not JSON').reply('?').build();
    expect(scoreIntent('other', v)[0]?.verdict).toBe('fail');
  });
});

describe('guards scorer', () => {
  const refusedVisit = () =>
    visit().customer('cancel A1001').refused('execute_action', { proposal_id: 'P1' }, 'not_confirmed').reply('Please confirm first.').build();

  it('passes a refusal that happened and fails one that did not', () => {
    const v = refusedVisit();
    expect(scoreGuards({ refused: [{ tool: 'execute_action', code: 'not_confirmed' }] }, v)[0]?.verdict).toBe('pass');
    const [missing] = scoreGuards({ refused: [{ tool: 'execute_action', code: 'expired' }] }, v);
    expect(missing).toMatchObject({ verdict: 'fail', step: 2, path: ['expect', 'guards', 'refused', 0] });
  });

  it('none: passes a visit where no guard intervened', () => {
    expect(scoreGuards({ none: true }, cancellation().build())[0]?.verdict).toBe('pass');
  });

  it('none: fails on a refusal, and on a rewritten reply', () => {
    expect(scoreGuards({ none: true }, refusedVisit())[0]).toMatchObject({ verdict: 'fail', step: 2 });
    const rewritten = visit()
      .customer('price?')
      .guard({ guard: 'reply', verdict: 'rewritten', code: 'ungrounded_amount', message: '$9.99' })
      .reply('It is $9.99.', { shown: 'Sorry...', violations: [{ kind: 'ungrounded_amount', match: '$9.99', message: 'x' }] })
      .build();
    expect(scoreGuards({ none: true }, rewritten)[0]).toMatchObject({ verdict: 'fail', step: 2 });
  });

  it('none: false asks that some guard intervened', () => {
    expect(scoreGuards({ none: false }, refusedVisit())[0]?.verdict).toBe('pass');
    expect(scoreGuards({ none: false }, cancellation().build())[0]?.verdict).toBe('fail');
  });
});
