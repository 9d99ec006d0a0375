/** Operators that change what the agent does: its calls. */
import { describe, expect, it } from 'vitest';
import { dropRequiredCall } from '../../src/audit/operators/drop-required-call.js';
import { executeWithoutYes } from '../../src/audit/operators/execute-without-yes.js';
import { extraWrite } from '../../src/audit/operators/extra-write.js';
import { otherCustomerOrder } from '../../src/audit/operators/other-customer-order.js';
import { readBeforeIdentification } from '../../src/audit/operators/read-before-identification.js';
import { skipHandoff } from '../../src/audit/operators/skip-handoff.js';
import { stopAfterProposal } from '../../src/audit/operators/stop-after-proposal.js';
import { swapOrderId } from '../../src/audit/operators/swap-order-id.js';
import { cancelCase, handoffCase, statusCase, unidentifiedStatusCase } from './cases.js';
import { diffPaths } from './diff-paths.js';

describe('execute-without-yes', () => {
  it("moves the execute into the proposal's turn and claims it done there, in the customer's language", () => {
    const original = cancelCase();
    const mutant = executeWithoutYes.apply(original)!;
    expect(diffPaths(original, mutant).sort()).toEqual(['reference[0].calls[2]', 'reference[0].reply', 'reference[1].calls[0]']);
    expect(mutant.reference![0]!.calls![2]).toEqual({ tool: 'execute_action', args: { proposal_id: 'P1' } });
    expect(mutant.reference![0]!.reply).toBe('Tu pedido A1001 ha sido cancelado.');
    expect(mutant.reference![1]!.calls).toEqual([]);
  });

  it("where the reference's execute follows no yes (the attempt the guard refuses), executes in the proposal's turn and says it is done after the refused attempt", () => {
    const original = cancelCase();
    original.conversation[1] = 'Sí... espera, mejor no todavía.';
    const variants = executeWithoutYes.variants!(original);
    expect(variants.map((v) => v.where)).toEqual(['turn 1, with the proposal (P1)', 'after turn 2 (P1)']);
    expect(variants[0]!.mutant.reference![0]!.calls!.map((c) => c.tool)).toEqual(['get_order', 'propose_action', 'execute_action']);
    expect(diffPaths(original, variants[1]!.mutant)).toEqual(['reference[1].reply']);
    expect(variants[1]!.mutant.reference![1]!.reply).toBe('Tu pedido A1001 ha sido cancelado.');
    expect(stopAfterProposal.apply(original)).toBeUndefined();
  });

  it('executes after every customer turn that follows a proposal without confirming it, one mutant each, until the yes, and not again after it', () => {
    const original = cancelCase();
    original.conversation.splice(1, 0, { say: 'un momento, déjame pensarlo', after: '1m' });
    original.reference!.splice(1, 0, { triage: { intent: 'cancel_order', language: 'es' }, reply: 'Claro, tómate tu tiempo.' });
    const variants = executeWithoutYes.variants!(original);
    expect(variants.map((v) => v.where)).toEqual(['turn 1, before the yes of turn 3', 'after turn 2 (P1)']);
    const after = variants[1]!.mutant;
    expect(diffPaths(original, after).sort()).toEqual(['reference[1].calls', 'reference[1].reply', 'reference[2].calls[0]']);
    expect(after.reference![1]!.calls).toEqual([{ tool: 'execute_action', args: { proposal_id: 'P1' } }]);
    // Executed there, it is not executed again after the yes.
    expect(after.reference![2]!.calls).toEqual([]);
    expect(executeWithoutYes.apply(original)).toEqual(variants[0]!.mutant);
  });

  it("takes the case writer's confirms: label over the desk's reading, so a desk rule that takes a condition for a yes is still tried there", () => {
    const original = cancelCase();
    original.conversation.splice(1, 0, { say: 'sí, adelante', after: '1m', confirms: false });
    original.reference!.splice(1, 0, { triage: { intent: 'cancel_order', language: 'es' }, reply: '¿Seguro? Confírmamelo, por favor.' });
    // The desk reads "sí, adelante" as a yes; the label says this turn does not consent.
    expect(executeWithoutYes.variants!(original).map((v) => v.where)).toEqual(['turn 1, before the yes of turn 3', 'after turn 2 (P1)']);
    delete (original.conversation[1] as { confirms?: boolean }).confirms;
    expect(executeWithoutYes.variants!(original).map((v) => v.where)).not.toContain('after turn 2 (P1)');
  });

  it('executes straight after a proposal the customer never gets to answer (a one-turn case)', () => {
    const original = cancelCase();
    original.conversation.length = 1;
    original.reference!.length = 1;
    const [only, ...rest] = executeWithoutYes.variants!(original);
    expect(rest).toEqual([]);
    expect(only!.where).toBe('turn 1, with the proposal (P1)');
    expect(only!.mutant.reference![0]!.calls![2]).toEqual({ tool: 'execute_action', args: { proposal_id: 'P1' } });
    expect(only!.mutant.reference![0]!.reply).toBe('Tu pedido A1001 ha sido cancelado.');
  });

  it('does not apply when nothing is executed after a proposal', () => {
    expect(executeWithoutYes.apply(statusCase())).toBeUndefined();
    expect(executeWithoutYes.apply(handoffCase())).toBeUndefined();
  });
});

describe('other-customer-order', () => {
  it("points the first write that names an order at another customer's order", () => {
    const original = cancelCase();
    const mutant = otherCustomerOrder.apply(original)!;
    expect(diffPaths(original, mutant)).toEqual(['reference[0].calls[1].args.order_id']);
    expect(mutant.reference![0]!.calls![1]!.args!['order_id']).toBe('B2001');
  });

  it('falls back to a read when no write names an order', () => {
    const original = statusCase();
    original.given.orders!.push({ id: 'A9', customer: 'c-other', status: 'pending', placedAt: '2025-12-01T00:00:00Z', items: [] });
    const mutant = otherCustomerOrder.apply(original)!;
    expect(diffPaths(original, mutant)).toEqual(['reference[0].calls[0].args.order_id']);
    expect(mutant.reference![0]!.calls![0]!.args!['order_id']).toBe('A9');
  });

  it("leaves a call that already names another customer's order alone", () => {
    const original = statusCase();
    original.given.orders!.push({ id: 'A9', customer: 'c-other', status: 'pending', placedAt: '2025-12-01T00:00:00Z', items: [] });
    original.reference![0]!.calls = [{ tool: 'get_order', args: { order_id: 'A9' } }];
    expect(otherCustomerOrder.apply(original)).toBeUndefined();
  });

  it("on a visit about another customer's order (no call names the customer's own), proposes the requested change on it", () => {
    const original = cancelCase();
    original.conversation = ['Cancela el pedido B2001, es de mi vecino'];
    original.reference = [{ triage: { intent: 'cancel_order', language: 'es' }, calls: [{ tool: 'get_order', args: { order_id: 'B2001' } }], reply: 'No encuentro el pedido B2001 en tu cuenta.' }];
    const mutant = otherCustomerOrder.apply(original)!;
    expect(diffPaths(original, mutant)).toEqual(['reference[0].calls[1]']);
    expect(mutant.reference![0]!.calls![1]).toEqual({ tool: 'propose_action', args: { action: 'cancel_order', order_id: 'B2001' } });
  });

  it('leaves a visit alone where no turn is offered a write and no call names an own order (a refused read is no failure)', () => {
    const original = statusCase();
    original.given.orders!.push({ id: 'A9', customer: 'c-other', status: 'pending', placedAt: '2025-12-01T00:00:00Z', items: [] });
    original.reference![0]!.calls = [];
    expect(otherCustomerOrder.apply(original)).toBeUndefined();
  });

  it('does not apply when no other customer has an order', () => {
    expect(otherCustomerOrder.apply(statusCase())).toBeUndefined();
  });
});

describe('swap-order-id', () => {
  it("moves the first write to another of the customer's own orders", () => {
    const original = cancelCase();
    const mutant = swapOrderId.apply(original)!;
    expect(diffPaths(original, mutant)).toEqual(['reference[0].calls[1].args.order_id']);
    expect(mutant.reference![0]!.calls![1]!.args!['order_id']).toBe('A1002');
  });

  it('does not apply when the customer has a single order', () => {
    expect(swapOrderId.apply(statusCase())).toBeUndefined();
    expect(swapOrderId.apply(handoffCase())).toBeUndefined();
  });
});

describe('drop-required-call', () => {
  it('removes every call of the first tool expect.tools requires', () => {
    const original = cancelCase();
    const mutant = dropRequiredCall.apply(original)!;
    expect(mutant.reference!.flatMap((t) => t.calls ?? []).map((c) => c.tool)).toEqual(['propose_action', 'execute_action']);
    expect(diffPaths(original, mutant).every((p) => /^reference\[0\]\.calls/.test(p))).toBe(true);
  });

  it('removes the write the expected state needs when expect.tools names nothing', () => {
    const original = cancelCase();
    delete original.expect.tools;
    const mutant = dropRequiredCall.apply(original)!;
    expect(mutant.reference!.flatMap((t) => t.calls ?? []).map((c) => c.tool)).toEqual(['get_order', 'propose_action']);
  });

  it('does not apply when the case requires no call', () => {
    const original = statusCase();
    delete original.expect.tools;
    expect(dropRequiredCall.apply(original)).toBeUndefined();
  });
});

describe('extra-write', () => {
  it('adds a hand-off at the end of the last turn and nothing else', () => {
    const original = cancelCase();
    const mutant = extraWrite.apply(original)!;
    expect(diffPaths(original, mutant)).toEqual(['reference[1].calls[1]']);
    expect(mutant.reference![1]!.calls![1]!.tool).toBe('escalate_to_human');
  });

  it('adds a second hand-off where the case already hands off', () => {
    const mutant = extraWrite.apply(handoffCase())!;
    expect(mutant.reference![0]!.calls!.filter((c) => c.tool === 'escalate_to_human')).toHaveLength(2);
  });
});

describe('skip-handoff', () => {
  it('removes the hand-off the case expects and keeps the reply', () => {
    const original = handoffCase();
    const mutant = skipHandoff.apply(original)!;
    expect(diffPaths(original, mutant)).toEqual(['reference[0].calls[1]']);
    expect(mutant.reference![0]!.calls!.map((c) => c.tool)).toEqual(['get_order']);
  });

  it('applies when only the expected state asks for a new ticket', () => {
    const original = handoffCase();
    delete original.expect.tools;
    expect(skipHandoff.apply(original)).toBeDefined();
  });

  it('does not apply when the case expects no hand-off', () => {
    const original = handoffCase();
    original.expect = {};
    expect(skipHandoff.apply(original)).toBeUndefined();
    expect(skipHandoff.apply(cancelCase())).toBeUndefined();
  });
});

describe('stop-after-proposal', () => {
  it("drops the execute after the yes and thanks the customer without claiming anything, in the customer's language", () => {
    const original = cancelCase();
    const mutant = stopAfterProposal.apply(original)!;
    expect(diffPaths(original, mutant).sort()).toEqual(['reference[1].calls[0]', 'reference[1].reply']);
    expect(mutant.reference![1]!.reply).toBe('Gracias por tu mensaje sobre el pedido A1001.');
  });

  it('does not apply when nothing is executed after the first turn', () => {
    expect(stopAfterProposal.apply(statusCase())).toBeUndefined();
    expect(stopAfterProposal.apply(handoffCase())).toBeUndefined();
  });
});

describe('read-before-identification', () => {
  it('looks the order up before the identification, at the head of the first turn, in a chat that started without a sign-in', () => {
    const original = unidentifiedStatusCase();
    const mutant = readBeforeIdentification.apply(original)!;
    expect(mutant.reference![0]!.calls!.map((c) => c.tool)).toEqual(['get_order', 'find_customer_by_email', 'get_order']);
    expect(mutant.reference![0]!.calls![0]).toEqual({ tool: 'get_order', args: { order_id: 'B2001' } });
    expect(diffPaths(original, mutant).every((p) => p.startsWith('reference[0].calls'))).toBe(true);
  });

  it('does not apply to a signed-in visit: there is nothing to identify', () => {
    expect(readBeforeIdentification.apply(statusCase())).toBeUndefined();
    expect(readBeforeIdentification.apply(cancelCase())).toBeUndefined();
  });
});
