/**
 * Operators that keep a write but change what it does: the payment method it settles on, the
 * variant it takes. The desk takes the mutant (no guard can know the customer meant another), so
 * only the case's own assertions can kill it. And the write operators reach the item writes too.
 */
import { describe, expect, it } from 'vitest';
import { notStoppedByDesk } from '../../src/audit/gate.js';
import { executeWithoutYes } from '../../src/audit/operators/execute-without-yes.js';
import { otherCustomerOrder } from '../../src/audit/operators/other-customer-order.js';
import { swapVariant } from '../../src/audit/operators/swap-variant.js';
import type { MutationOperator } from '../../src/audit/operators/types.js';
import { wrongPaymentMethod } from '../../src/audit/operators/wrong-payment-method.js';
import { risksOf } from '../../src/audit/risks.js';
import { audit } from '../../src/audit/run.js';
import { type GoldenCaseData, type LoadedCase, loadPrompts, referenceProvider, runVisit } from '../../src/index.js';
import { cancelCase, exchangeCase, returnCase } from './cases.js';
import { diffPaths } from './diff-paths.js';

const loaded = (data: GoldenCaseData): LoadedCase => ({ data, file: `test/audit/${data.id}.yaml`, hash: '0'.repeat(64), locate: () => ({ line: 1, column: 1 }) });
const played = (c: GoldenCaseData) => runVisit({ case: c, model: referenceProvider().forTrial({ case: loaded(c), trial: 1 }), prompts: loadPrompts() });
const argsOf = (c: GoldenCaseData, turn: number, index: number) => c.reference![turn]!.calls![index]!.args;

/** The case as the customer answers no: the proposal is never executed. */
function declined(c: GoldenCaseData): GoldenCaseData {
  c.conversation[1] = { say: 'No, leave it as it is.', after: '2m', confirms: false };
  c.reference![1]!.calls = [];
  c.reference![1]!.reply = 'All right, I have left order A3101 as it is.';
  c.expect = { tools: { called: ['propose_action'] } };
  return c;
}

/** The case and a copy that asserts one more thing, audited with one operator: the weak copy's cell and the strong one's. */
async function weakAndStrong(c: GoldenCaseData, strengthen: (c: GoldenCaseData) => void, operator: MutationOperator) {
  const strong = structuredClone(c);
  strong.id = `${c.id}-strong`;
  strengthen(strong);
  const result = await audit({ cases: [loaded(c), loaded(strong)], operators: [operator] });
  expect(result.references.map((r) => r.ok)).toEqual([true, true]);
  const killed = result.mutants.find((m) => m.caseId === strong.id)!;
  return { weak: result.matrix[c.id]![operator.name], strong: result.matrix[strong.id]![operator.name], killedBy: killed.killedBy.map((a) => a.assertion), result };
}

describe('wrong-payment-method', () => {
  it("settles an exchange's difference on another of the customer's methods, the first the desk takes: PayPal, past a gift card too small for the charge", () => {
    const original = exchangeCase();
    const mutant = wrongPaymentMethod.apply(original)!;
    expect(diffPaths(original, mutant)).toEqual(['reference[0].calls[2].args.payment_method_id']);
    expect(argsOf(mutant, 0, 2)!['payment_method_id']).toBe('pm-paypal');
    expect(wrongPaymentMethod.variants!(original).map((v) => v.where)).toEqual(['turn 1, exchange_items on pm-paypal instead of pm-visa (P1)']);
  });

  it('refunds a return to a gift card, not to a card of hers that never paid the order (the desk refuses that one)', () => {
    const mutant = wrongPaymentMethod.apply(returnCase())!;
    expect(argsOf(mutant, 0, 1)!['payment_method_id']).toBe('gc-maya');
  });

  it('pays an order with a method that does not pay it yet, when the customer changes how she pays', () => {
    const c = exchangeCase();
    c.given.orders![0]!.status = 'pending';
    c.given.customers![0]!.paymentMethods![1]!.balance = 30;
    c.reference![0]!.calls = [{ tool: 'propose_action', args: { action: 'change_payment', order_id: 'A3101', payment_method_id: 'pm-paypal' } }];
    // The Visa pays the order already: the gift card, which covers the $24.00, is the one left.
    expect(argsOf(wrongPaymentMethod.apply(c)!, 0, 0)!['payment_method_id']).toBe('gc-maya');
  });

  it('does not apply when the customer has a single payment method, or no other the desk takes', () => {
    const single = exchangeCase();
    single.given.customers![0]!.paymentMethods!.splice(1);
    expect(wrongPaymentMethod.apply(single)).toBeUndefined();
    const tooSmall = exchangeCase();
    tooSmall.given.customers![0]!.paymentMethods!.splice(2);
    expect(wrongPaymentMethod.apply(tooSmall)).toBeUndefined();
  });

  it('does not apply to a write that settles on no method (a cancellation), nor to a proposal never executed', () => {
    expect(wrongPaymentMethod.apply(cancelCase())).toBeUndefined();
    expect(wrongPaymentMethod.apply(declined(exchangeCase()))).toBeUndefined();
  });

  it('reads which proposals were executed from the visit when the audit has it', async () => {
    const original = exchangeCase();
    const visit = await played(original);
    expect(wrongPaymentMethod.apply(original, visit)).toEqual(wrongPaymentMethod.apply(original));
    const no = declined(exchangeCase());
    expect(wrongPaymentMethod.apply(no, await played(no))).toBeUndefined();
  });

  it('goes through the desk, and survives a case that asserts only the calls and replies; killed once it asserts where the money went', async () => {
    const { weak, strong, killedBy, result } = await weakAndStrong(
      exchangeCase(),
      (c) => (c.expect.state = { orders: { A3101: { exchange: { items: ['TEE-BLU-M'], newItems: ['TEE-BLU-L'], paymentMethodId: 'pm-visa', difference: 2 } } } }),
      wrongPaymentMethod,
    );
    expect([weak, strong]).toEqual(['S', 'K']);
    expect(killedBy).toEqual(['state.orders.A3101.exchange.paymentMethodId']);
    // No guard refused anything: the wrong method is hers, and the desk takes it.
    expect(result.mutants.flatMap((m) => m.stoppedBy)).toEqual([]);
  });

  it("is killed by a call-argument match on the method, and by the final world (the charge on another method's history)", async () => {
    // A done-reply that names no method: backed-claims cannot see where the money went.
    const quiet = returnCase();
    quiet.reference![1]!.reply = 'Done: the return for order A3101 is requested and $24.00 is on its way back to you.';
    const args = await weakAndStrong(quiet, (c) => (c.expect.tools!.args = [{ tool: 'propose_action', match: { payment_method_id: 'pm-visa' } }]), wrongPaymentMethod);
    expect([args.weak, args.strong, args.killedBy]).toEqual(['S', 'K', ['tools.args[0]']]);
    const world = await weakAndStrong(returnCase(), (c) => (c.expect.world = 'reference'), wrongPaymentMethod);
    expect(world.strong).toBe('K');
    expect(world.killedBy).toEqual(expect.arrayContaining(['state.world.refunds.R1.method', 'state.world.orders.A3101.itemReturn.paymentMethodId']));
  });

  it('is killed by backed-claims alone when the reply says the money went to the method asked for', async () => {
    const c = returnCase();
    const result = await audit({ cases: [loaded(c)], operators: [wrongPaymentMethod] });
    expect(result.matrix[c.id]![wrongPaymentMethod.name]).toBe('K');
    expect(result.mutants[0]!.killedBy.map((a) => a.assertion)).toContain('backed-claims');
  });
});

describe('swap-variant', () => {
  it('exchanges for another variant of the same product than the one asked for, the first the desk takes: past the item given back and a variant out of stock', () => {
    const original = exchangeCase();
    const mutant = swapVariant.apply(original)!;
    expect(diffPaths(original, mutant)).toEqual(['reference[0].calls[2].args.new_item_ids[0]']);
    expect(argsOf(mutant, 0, 2)!['new_item_ids']).toEqual(['TEE-GRN-L']);
    expect(swapVariant.variants!(original).map((v) => v.where)).toEqual(['turn 1, TEE-GRN-L instead of TEE-BLU-L (P1)']);
  });

  it("changes a pending order's item the same way (modify_items)", () => {
    const c = exchangeCase();
    c.given.orders![0]!.status = 'pending';
    const propose = c.reference![0]!.calls![2]!;
    propose.args = { ...propose.args, action: 'modify_items' };
    expect(argsOf(swapVariant.apply(c)!, 0, 2)).toMatchObject({ action: 'modify_items', new_item_ids: ['TEE-GRN-L'] });
  });

  it('does not apply when the product has no other variant the desk takes, nor to a write that takes no variant', () => {
    const two = exchangeCase();
    two.given.products![0]!.variants!.splice(2);
    expect(swapVariant.apply(two)).toBeUndefined();
    const noStock = exchangeCase();
    noStock.given.products![0]!.variants![3]!.stock = 0;
    expect(swapVariant.apply(noStock)).toBeUndefined();
    expect(swapVariant.apply(returnCase())).toBeUndefined();
    expect(swapVariant.apply(declined(exchangeCase()))).toBeUndefined();
  });

  it('goes through the desk, and survives a case that asserts only the calls and replies; killed once it matches the new item ids', async () => {
    const { weak, strong, killedBy, result } = await weakAndStrong(
      exchangeCase(),
      (c) => (c.expect.tools!.args = [{ tool: 'propose_action', match: { action: 'exchange_items', new_item_ids: ['TEE-BLU-L'] } }]),
      swapVariant,
    );
    expect([weak, strong, killedBy]).toEqual(['S', 'K', ['tools.args[0]']]);
    expect(result.mutants.flatMap((m) => m.stoppedBy)).toEqual([]);
  });
});

describe('the risks of the item and payment writes', () => {
  it('a case that executes a write on a method the customer chose carries wrong-settlement when the desk would take another; a swap carries wrong-variant', () => {
    expect(risksOf(exchangeCase())).toEqual(expect.arrayContaining(['wrong-settlement', 'wrong-variant']));
    expect(risksOf(returnCase())).toContain('wrong-settlement');
    expect(risksOf(returnCase())).not.toContain('wrong-variant');
    const single = exchangeCase();
    single.given.customers![0]!.paymentMethods!.splice(1);
    single.given.products![0]!.variants!.splice(2);
    expect(risksOf(single)).not.toContain('wrong-settlement');
    expect(risksOf(single)).not.toContain('wrong-variant');
    expect(risksOf(declined(exchangeCase()))).not.toContain('wrong-settlement');
  });
});

describe('the operators of a write without a yes and of another customer reach the item writes', () => {
  it("execute-without-yes executes an exchange in its proposal's turn, and the confirmation guard stops it", async () => {
    const original = exchangeCase();
    const mutant = executeWithoutYes.apply(original)!;
    expect(mutant.reference![0]!.calls!.map((c) => c.tool)).toEqual(['get_order', 'get_product', 'propose_action', 'execute_action']);
    const result = await audit({ cases: [loaded(original)], operators: [executeWithoutYes] });
    expect(result.mutants.map((m) => m.outcome)).toEqual(['killed']);
    expect(result.mutants[0]!.stoppedBy).toContain('confirmation:not_confirmed');
    expect(notStoppedByDesk(result)).toEqual([]);
  });

  it("other-customer-order points the exchange at another customer's order, and the ownership guard stops it", async () => {
    const original = exchangeCase();
    const mutant = otherCustomerOrder.apply(original)!;
    expect(diffPaths(original, mutant)).toEqual(['reference[0].calls[2].args.order_id']);
    expect(argsOf(mutant, 0, 2)).toMatchObject({ action: 'exchange_items', order_id: 'B2001' });
    const result = await audit({ cases: [loaded(original)], operators: [otherCustomerOrder] });
    expect(result.mutants.map((m) => m.outcome)).toEqual(['killed']);
    expect(result.mutants[0]!.stoppedBy.some((s) => s.startsWith('ownership:'))).toBe(true);
    expect(notStoppedByDesk(result)).toEqual([]);
  });
});
