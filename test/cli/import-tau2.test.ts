/**
 * `agentdesk import tau2`: the fixture (test/fixtures/tau2/retail, our own data in tau2's file
 * format, never tau2's) becomes three cases exactly as specified here, which validate and pass on
 * the reference model; the fourth task, a tool the desk lacks, is reported with its reason.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EXIT } from '../../src/index.js';
import { agentdeskIn } from '../support/cli.js';

const ROOT = join(import.meta.dirname, '..', '..');
const FIXTURE = 'test/fixtures/tau2/retail';
const agentdesk = (...argv: string[]) => agentdeskIn(ROOT, argv);
const temp = () => mkdtempSync(join(tmpdir(), 'agentdesk-import-'));

let out: string;
let imported: Awaited<ReturnType<typeof agentdesk>>;
const caseOf = (id: string) => parse(readFileSync(join(out, `${id}.yaml`), 'utf8')) as Record<string, any>;

beforeAll(async () => {
  out = temp();
  imported = await agentdesk('import', 'tau2', FIXTURE, '--out', out);
});

describe('agentdesk import tau2 on the fixture', () => {
  it('converts three tasks, skips the fourth with its reason, and says so on stdout and in import-report.json', () => {
    expect(imported.code).toBe(EXIT.ok);
    expect(imported.out).toMatch(/skipped task 3: list_all_product_types/);
    const report = JSON.parse(readFileSync(join(out, 'import-report.json'), 'utf8'));
    expect(report.tasks).toBe(4);
    expect(report.written.map((w: { id: string; valid: boolean }) => [w.id, w.valid])).toEqual([
      ['tau2-retail-0', true],
      ['tau2-retail-1', true],
      ['tau2-retail-2', true],
    ]);
    expect(report.skipped).toEqual([{ task: '3', id: 'tau2-retail-3', reason: expect.stringMatching(/^list_all_product_types: the desk has no tool/) }]);
    expect(report.invalid).toEqual([]);
  });

  it('a cancellation: identified by email when asked, the gold world (cancelled, the gift card paid back) as expect.state', () => {
    const c = caseOf('tau2-retail-0');
    expect(readFileSync(join(out, 'tau2-retail-0.yaml'), 'utf8')).toMatch(/^# Order ids: tau2's leading # is dropped \(#W0000001 → W0000001\)/m);
    expect(c.given.session).toEqual({ customer: 'ada_quinn_1001', authenticated: false });
    expect(c.given.orders.map((o: { id: string }) => o.id)).toEqual(['W0000001']);
    expect(c.given.customers).toHaveLength(1);
    expect(c.conversation[1]).toMatchObject({ when: { asked: 'email' }, say: "It's ada.quinn@example.com." });
    expect(c.conversation[2]).toMatchObject({ when: { proposed: 'cancel_order' }, confirms: true });
    expect(c.reference[1].calls).toEqual([
      { tool: 'find_customer_by_email', args: { email: 'ada.quinn@example.com' } },
      { tool: 'get_order', args: { order_id: 'W0000001' } },
      { tool: 'propose_action', args: { action: 'cancel_order', order_id: 'W0000001', reason: 'no longer needed' } },
    ]);
    expect(c.reference[2].calls).toEqual([{ tool: 'execute_action', args: { proposal_id: 'P1' } }]);
    expect(c.expect.state).toEqual({
      session: { customer: 'ada_quinn_1001' },
      orders: {
        W0000001: {
          status: 'cancelled',
          payments: [
            { kind: 'payment', method: 'gift_card_3000001', amount: 65 },
            { kind: 'refund', method: 'gift_card_3000001', amount: 65 },
          ],
        },
      },
      customers: {
        ada_quinn_1001: {
          paymentMethods: [
            { id: 'gift_card_3000001', kind: 'gift_card', balance: 85 },
            { id: 'credit_card_3000002', kind: 'card', brand: 'visa', last4: '4242' },
          ],
        },
      },
    });
    expect(c.expect.world).toBe('reference');
    expect(c.user).toEqual({ instructions: expect.stringMatching(/^Reason for call: You want to cancel/), opening: 2, maxTurns: 10 });
  });

  it('an exchange: the name in the first line, the zip when asked, the exchange and its difference', () => {
    const c = caseOf('tau2-retail-1');
    expect(c.conversation[0]).toMatch(/^Hi, I'm Ben Okafor\. .*W0000003/);
    expect(c.conversation[1]).toMatchObject({ when: { asked: 'zip' }, say: "It's 97201." });
    expect(c.given.products.map((p: { sku: string }) => p.sku)).toEqual(['1000000001']);
    expect(c.given.products[0].variants.map((v: { stock: number }) => v.stock)).toEqual([10, 10, 0]);
    expect(c.given.products[0].variants[0].options).toEqual({ color: 'black', brightness: 'high', powerSource: 'AC adapter' });
    expect(c.expect.state.orders).toEqual({
      W0000003: { status: 'exchange_requested', exchange: { items: ['2000000001'], newItems: ['2000000002'], paymentMethodId: 'paypal_3000003', difference: -14.5 } },
    });
    expect(c.reference[1].reply).toMatch(/\$14\.50 less/);
  });

  it('a change of items: the new variant at its price, the difference charged to the card', () => {
    const c = caseOf('tau2-retail-2');
    expect(c.reference[1].calls.map((x: { tool: string }) => x.tool)).toEqual(['find_customer_by_name_zip', 'get_customer', 'get_order', 'get_product', 'propose_action']);
    expect(c.expect.state.orders).toEqual({
      W0000002: {
        status: 'pending',
        items: [{ sku: '1000000002', itemId: '2000000012', qty: 1, price: 47.25 }],
        payments: [
          { kind: 'payment', method: 'credit_card_3000002', amount: 40 },
          { kind: 'payment', method: 'credit_card_3000002', amount: 7.25 },
        ],
      },
    });
    expect(c.expect.tools.args).toEqual([{ tool: 'propose_action', match: { action: 'modify_items', order_id: 'W0000002', item_ids: ['2000000011'], new_item_ids: ['2000000012'], payment_method_id: 'credit_card_3000002' } }]);
  });

  it('the written cases validate and pass on the reference model', async () => {
    expect((await agentdesk('validate', out)).code).toBe(EXIT.ok);
    const run = await agentdesk('eval', out, '--out', temp());
    expect(run.code).toBe(EXIT.ok);
    expect(run.out).toMatch(/overall\s+100\.0%\s+\(3\/3\)/);
  });
});

describe('agentdesk import refuses', () => {
  it.each([
    ['usage/missing-flag', ['import', 'tau2', FIXTURE]],
    ['usage/bad-choice', ['import', 'other', FIXTURE, '--out', 'x']],
    ['usage/operands', ['import', 'tau2', '--out', 'x']],
  ])('%s: exit 2', async (code, argv) => {
    const r = await agentdesk(...argv);
    expect(r.code).toBe(EXIT.invalidInput);
    expect(r.err).toMatch(new RegExp(`^agentdesk import: ${code} {2}`, 'm'));
  });

  it('a folder without tasks.json: exit 3; files that are not tau2 format: exit 2', async () => {
    expect((await agentdesk('import', 'tau2', temp(), '--out', temp())).code).toBe(EXIT.runFailed);
    const bad = temp();
    writeFileSync(join(bad, 'tasks.json'), '{"not": "a list"}');
    writeFileSync(join(bad, 'db.json'), '{}');
    const r = await agentdesk('import', 'tau2', bad, '--out', temp());
    expect(r.code).toBe(EXIT.invalidInput);
    expect(r.err).toMatch(/not tau2's retail format/);
  });
});
