/**
 * skip-awaited: the agent's turn before a reactive customer turn skips what the customer waits for
 * (the question for the zip code, the shown proposal), one mutant for each thing the declared
 * branch waits for. The customer then says another line, and a case with reactive turns kills it
 * by its conversation check, even where the world ends the same.
 */
import { describe, expect, it } from 'vitest';
import { audit } from '../../src/audit/run.js';
import { skipAwaited } from '../../src/audit/operators/skip-awaited.js';
import { reactiveCase } from '../support/reactive.js';
import { cancelCase } from './cases.js';

describe('skip-awaited', () => {
  it('makes one mutant per thing a declared branch waits for, changing only the turn before it', () => {
    const c = reactiveCase().data;
    const variants = skipAwaited.variants!(c);
    expect(variants.map((v) => v.where)).toEqual(['turn 1, before customer turn 2 (asked)', 'turn 2, before customer turn 3 (proposed)']);
    // The question for the zip code is dropped from the reply, the rest of it kept.
    expect(variants[0]!.mutant.reference![0]!.reply).toBe('I can help with that.');
    // The proposal is not made.
    expect(variants[1]!.mutant.reference![1]!.calls!.map((x) => x.tool)).toEqual(['find_customer_by_name_zip', 'get_order']);
  });

  it('says a neutral thank-you when nothing of the reply is left', () => {
    const c = reactiveCase().data;
    c.reference![0]!.reply = 'What is the zip code of the address on your account?';
    expect(skipAwaited.apply(c)!.reference![0]!.reply).toBe('Thank you for your message.');
  });

  it('does not apply to a case without reactive turns, nor to a turn whose reference takes otherwise', () => {
    expect(skipAwaited.apply(cancelCase())).toBeUndefined();
    const c = reactiveCase().data;
    c.reference![1]!.branch = 'otherwise';
    c.reference![2]!.branch = 'otherwise';
    expect(skipAwaited.variants!(c)).toEqual([]);
  });

  it('is killed by the conversation check of the case: the reference that skips the question still ends in the right world', async () => {
    const result = await audit({ cases: [reactiveCase()], operators: [skipAwaited] });
    expect(result.references.every((r) => r.ok)).toBe(true);
    const mutants = result.mutants.filter((m) => m.operator === 'skip-awaited');
    expect(mutants.map((m) => m.outcome)).toEqual(['killed', 'killed']);
    expect(mutants[0]!.killedBy.map((k) => `${k.dimension} ${k.assertion}`)).toEqual(['conversation conversation[1]']);
    expect(result.score.overall.score).toBe(1);
  });
});
