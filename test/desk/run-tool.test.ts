import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WRITE_TOOLS as AUDITED_WRITES } from '../../src/audit/operators/case-facts.js';
import { TOOL_KINDS_FILE, toolKindsModule } from '../../src/config/derived-schemas.js';
import { toolsFor } from '../../src/desk/triage.js';
import { runTool, TOOL_NAMES, TOOLS, toolDefinitions, toolNames } from '../../src/desk/tools/index.js';
import type { TriageOutput } from '../../src/desk/types.js';
import { WRITE_TOOLS as GRADED_WRITES } from '../../src/grade/visit-steps.js';
import type { ToolSpec } from '../../src/desk/tools/types.js';
import { call, data, error, given, visit } from './fixtures.js';

const ROOT = join(import.meta.dirname, '..', '..');

describe('the tool registry', () => {
  it('holds the twelve tools, each under its own name', () => {
    expect(Object.keys(TOOLS).sort()).toEqual([...TOOL_NAMES].sort());
    for (const [name, spec] of Object.entries(TOOLS)) {
      expect(spec.name).toBe(name);
      expect(spec.definition.name).toBe(name);
      expect(spec.definition.description.length).toBeGreaterThan(20);
      expect(spec.definition.parameters).toMatchObject({ type: 'object', additionalProperties: false });
    }
  });

  it('sorts the tools into reads, a prepare and writes', () => {
    const kinds = Object.fromEntries(Object.values(TOOLS).map((t: ToolSpec) => [t.name, t.kind]));
    expect(kinds).toEqual({
      find_customer_by_email: 'read', find_customer_by_name_zip: 'read',
      get_customer: 'read', list_orders: 'read', get_order: 'read', track_shipment: 'read', search_products: 'read', get_product: 'read', calculator: 'read',
      propose_action: 'prepare', execute_action: 'write', escalate_to_human: 'write',
    });
  });

  it('is the one list triage offers from: every tool in some turn, each as its spec says', () => {
    const store = visit().store;
    const turn = (intent: TriageOutput['intent'], risk: TriageOutput['risk'] = []) => toolsFor({ intent, language: 'en', risk }, store);
    const always = Object.values(TOOLS).filter((t: ToolSpec) => t.offered === 'always').map((t) => t.name);
    expect(turn('cancel_order').sort()).toEqual([...TOOL_NAMES].sort());
    expect(turn('order_status')).toEqual(always);
    expect(turn('cancel_order', ['injection_suspected'])).toEqual(always);
    expect(always).toEqual(['find_customer_by_email', 'find_customer_by_name_zip', 'get_customer', 'list_orders', 'get_order', 'track_shipment', 'search_products', 'get_product', 'calculator', 'escalate_to_human']);
  });

  it('is the one list the graders and the audit read what writes from', () => {
    // The graders read the kinds from a file generated from the registry (they import nothing of
    // the desk's guards): it is what `npm run schema:tools` writes.
    expect(readFileSync(join(ROOT, TOOL_KINDS_FILE), 'utf8'), `${TOOL_KINDS_FILE} is out of date: run npm run schema:tools`).toBe(toolKindsModule(TOOLS));
    expect([...GRADED_WRITES]).toEqual(toolNames((t) => t.kind !== 'read'));
    expect([...GRADED_WRITES].sort()).toEqual(['escalate_to_human', 'execute_action', 'propose_action']);
    expect([...AUDITED_WRITES].sort()).toEqual(['escalate_to_human', 'execute_action']);
    expect(toolNames((t) => t.kind === 'write')).toEqual(AUDITED_WRITES);
  });

  it('hands out definitions for the tools asked for, in that order, frozen: a change throws and touches nothing', () => {
    const defs = toolDefinitions(['get_order', 'get_customer']);
    expect(defs.map((d) => d.name)).toEqual(['get_order', 'get_customer']);
    expect(() => (defs[0]!.parameters as { required: string[] }).required.push('x')).toThrow(TypeError);
    expect(TOOLS.get_order.definition.parameters['required']).toEqual(['order_id']);
    expect(toolDefinitions(['get_order'])[0]).toEqual(TOOLS.get_order.definition);
  });
});

describe('runTool: the boundary', () => {
  it('answers invalid_arguments for a tool that does not exist', () => {
    const outcome = runTool('delete_everything', {}, visit());
    expect(error(outcome)).toMatchObject({ code: 'invalid_arguments', retryable: false });
    expect(error(outcome).message).toContain('delete_everything');
  });

  it.each([
    ['a missing field', 'get_order', {}, 'order_id'],
    ['a field of the wrong type', 'get_order', { order_id: 1001 }, 'order_id'],
    ['an empty field', 'get_order', { order_id: '' }, 'order_id'],
    ['an unknown field', 'get_customer', { customer_id: 'c-bob' }, 'customer_id'],
    ['a value outside the enum', 'propose_action', { action: 'delete', order_id: 'A1001' }, 'action'],
    ['a status outside the enum', 'list_orders', { status: 'lost' }, 'status'],
    ['a non-positive amount', 'propose_action', { action: 'refund', order_id: 'A1004', amount: 0 }, 'amount'],
  ])('answers invalid_arguments naming the field for %s', (_label, tool, args, field) => {
    const outcome = runTool(tool, args, visit());
    expect(error(outcome).code).toBe('invalid_arguments');
    expect(error(outcome).message).toContain(field);
    expect(outcome.guard).toMatchObject({ guard: 'arguments', verdict: 'refused', code: 'invalid_arguments', tool });
  });

  it.each([['a string', '{"order_id":"A1001"}'], ['an array', ['A1001']], ['a number', 7]])('refuses arguments that are %s', (_label, args) => {
    expect(error(runTool('get_order', args, visit())).code).toBe('invalid_arguments');
  });

  it('takes no arguments as an empty object', () => {
    expect(data(runTool('get_customer', undefined, visit()))['id']).toBe('c-ana');
    expect(data(runTool('list_orders', null, visit()))['count']).toBe(4);
  });

  it('injects faults in order, then answers normally', () => {
    const ctx = visit(
      given({
        faults: [
          { tool: 'get_order', error: 'timeout', times: 2 },
          { tool: 'get_order', error: 'unavailable' },
          { tool: 'track_shipment', error: 'not_found' },
        ],
      }),
    );
    const results = [1, 2, 3, 4].map(() => call(ctx, 'get_order', { order_id: 'A1001' }).result);
    expect(results.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual(['timeout', 'timeout', 'unavailable', 'ok']);
    expect(results.slice(0, 3).map((r) => !r.ok && r.error.retryable)).toEqual([true, true, true]);
    const track = error(call(ctx, 'track_shipment', { order_id: 'A1003' }));
    expect(track).toMatchObject({ code: 'not_found', retryable: false });
    expect(call(ctx, 'track_shipment', { order_id: 'A1003' }).result.ok).toBe(true);
  });

  it('fails a write by fault without writing', () => {
    const ctx = visit(given({ faults: [{ tool: 'escalate_to_human', error: 'unavailable' }] }));
    expect(error(call(ctx, 'escalate_to_human', { reason: 'x', priority: 'low' })).code).toBe('unavailable');
    expect(ctx.store.tickets.size).toBe(0);
    expect(data(call(ctx, 'escalate_to_human', { reason: 'x', priority: 'low' }))['ticket_id']).toBe('T1');
  });

  it('never throws: a tool that breaks answers a service error', () => {
    const ctx = visit();
    ctx.store.orders.get('A1001')!.items = null as never; // a corrupted record
    const outcome = runTool('get_order', { order_id: 'A1001' }, ctx);
    expect(error(outcome)).toMatchObject({ code: 'unavailable', retryable: false });
  });

  it('answers plain JSON: what goes in comes back out the same', () => {
    const ctx = visit();
    for (const [tool, args] of [
      ['get_customer', {}],
      ['list_orders', {}],
      ['get_order', { order_id: 'A1004' }],
      ['track_shipment', { order_id: 'A1003' }],
      ['search_products', { query: 'mug' }],
      ['get_product', { sku: 'MUG-01' }],
      ['propose_action', { action: 'refund', order_id: 'A1004' }],
    ] as const) {
      const result = runTool(tool, args, ctx).result;
      expect(JSON.parse(JSON.stringify(result))).toStrictEqual(result);
    }
  });
});
