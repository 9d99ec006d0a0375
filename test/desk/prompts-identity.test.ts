/**
 * The system prompts tell the agent who it serves: a chat without a sign-in is told to identify the
 * customer first (by email, or by name and zip) and to reveal nothing before; once identified, the
 * next turn's prompt names the customer; a signed-in chat reads as it always did.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DeskSession, loadCases, loadPrompts, type Model, type ModelRequest, referenceProvider } from '../../src/index.js';
import { customerLine } from '../../src/customer/script.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** Plays a golden case through the desk and keeps every system prompt, by turn and purpose. */
async function systemPrompts(file: string): Promise<{ purpose: string; turn: number; system: string }[]> {
  const { cases } = await loadCases([join(ROOT, file)]);
  const c = cases[0]!;
  const model = referenceProvider().forTrial({ case: c, trial: 1 });
  const seen: { purpose: string; turn: number; system: string }[] = [];
  let turn = 0;
  const spy: Model = {
    ...model,
    complete(request: ModelRequest, options) {
      const system = request.messages.find((m) => m.role === 'system')?.content ?? '';
      seen.push({ purpose: request.purpose, turn, system });
      return model.complete(request, options);
    },
  };
  const session = new DeskSession({ given: c.data.given, model: spy, prompts: loadPrompts() });
  for (const [i, t] of c.data.conversation.entries()) {
    const line = customerLine(t, i, i === 0 ? undefined : session.agentTurn(i - 1));
    await session.turn(line.say, line.after, line.branch);
    turn += 1;
  }
  return seen;
}

describe('the prompts and identity', () => {
  it('tell an unidentified chat to identify the customer first and to reveal nothing, then name the customer once identified', async () => {
    const prompts = await systemPrompts('golden/identity/identify-by-email-order-status.yaml');
    const first = prompts.filter((p) => p.turn === 0);
    const resolver = first.find((p) => p.purpose === 'resolver')!.system;
    expect(resolver).toContain('Identity: not identified yet');
    expect(resolver).toMatch(/identify them: ask for the email address/);
    expect(resolver).toContain('find_customer_by_email');
    expect(resolver).toContain('find_customer_by_name_zip');
    expect(resolver).toMatch(/reveal nothing/);
    expect(resolver).not.toMatch(/^Session customer:/m);
    expect(first.find((p) => p.purpose === 'triage')!.system).toContain('the customer is not identified yet');
    const second = prompts.find((p) => p.turn === 1 && p.purpose === 'resolver')!.system;
    // The prompt of a turn is written at its start: identification happened in turn 2, so turn 2 still reads unidentified.
    expect(second).toContain('Identity: not identified yet');
  });

  it('name the customer identified in an earlier turn', async () => {
    const prompts = await systemPrompts('golden/identity/identify-wrong-zip-then-cancel.yaml');
    const third = prompts.find((p) => p.turn === 2 && p.purpose === 'resolver')!.system;
    expect(third).toContain('Session customer: c-priya (Priya Nair), identified in this conversation');
    expect(third).not.toContain('not identified yet');
    expect(prompts.find((p) => p.turn === 2 && p.purpose === 'triage')!.system).toContain('Session customer: c-priya');
  });

  it('read as before in a signed-in chat', async () => {
    const prompts = await systemPrompts('golden/cancellation/cancel-processing-confirmed.yaml');
    const resolver = prompts.find((p) => p.purpose === 'resolver')!.system;
    expect(resolver).toMatch(/^You are the customer-support agent of an online store, chatting with a signed-in customer\.$/m);
    expect(resolver).toMatch(/^Session customer: c-maya \(Maya Chen\)$/m);
    expect(resolver).not.toContain('not identified');
    expect(resolver).toContain('One conversation serves one customer');
  });
});
