/** The mutation audit a gate needs: an eval plays it first only when its gate asks for a score and will be applied. */
import { describe, expect, it } from 'vitest';
import { auditsBeforeRun, gateNeedsMutation } from '../../src/audit/gate-tally.js';

describe('the audit before a run', () => {
  it('is needed by a gate with a minimum mutation score, and only by one', () => {
    expect(gateNeedsMutation({ minMutationScore: 0.9 })).toBe(true);
    expect(gateNeedsMutation({ minMutationScore: 0 })).toBe(true);
    expect(gateNeedsMutation({})).toBe(false);
    expect(gateNeedsMutation(undefined)).toBe(false);
  });

  it('runs when the gate is applied by this run or, for a shard, by the merge', () => {
    const gate = { minMutationScore: 0.95 };
    expect(auditsBeforeRun(gate, { gated: true, sharded: false })).toBe(true);
    expect(auditsBeforeRun(gate, { gated: false, sharded: true })).toBe(true);
    expect(auditsBeforeRun(gate, { gated: false, sharded: false })).toBe(false);
    expect(auditsBeforeRun({}, { gated: true, sharded: true })).toBe(false);
  });
});
