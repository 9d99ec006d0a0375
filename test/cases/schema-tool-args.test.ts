/**
 * The case schema explains what an editor needs to write a case without reading other cases:
 * each tool's arguments (made from the tools themselves, so the two cannot drift), a description
 * for every enum value, and links to files that exist.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCases, TOOLS } from '../../src/index.js';
import { withToolArgs } from '../../src/cases/tool-args-schema.js';
import { caseText, FIXTURES, folderWith } from './helpers.js';

type Schema = Record<string, any>;
const ROOT = join(FIXTURES, '..', '..');
const read = async (name: string): Promise<Schema> => JSON.parse(await readFile(join(ROOT, 'schema', name), 'utf8'));

/** Every object in a schema that has `key`. */
function* withKey(node: unknown, key: string): Generator<Schema> {
  if (Array.isArray(node)) for (const item of node) yield* withKey(item, key);
  else if (typeof node === 'object' && node !== null) {
    if (key in node) yield node as Schema;
    for (const value of Object.values(node)) yield* withKey(value, key);
  }
}

async function problemsOf(calls: string) {
  const reference = `reference:\n  - triage: { intent: order_status }\n    calls: ${calls}\n    reply: It has shipped.\n`;
  const dir = await folderWith({ 'small-case.yaml': caseText() + reference });
  const { problems } = await loadCases([dir], { cwd: dir });
  return problems.map((p) => [p.code, p.line, p.column, p.message]);
}

describe("each tool's arguments in the case schema", () => {
  it('are the tools\' own argument schemas: the file is what `npm run schema:tools` writes', async () => {
    const schema = await read('golden-case.schema.json');
    expect(schema, 'schema/golden-case.schema.json is out of date with src/desk/tools: run npm run schema:tools').toEqual(withToolArgs(schema, TOOLS));
    for (const [name, tool] of Object.entries(TOOLS)) {
      expect(Object.keys(schema['$defs'].toolArgs[name].properties)).toEqual(Object.keys((tool.definition.parameters as Schema)['properties']));
    }
  });

  it('make a call the tool would refuse an error on the argument itself, said once', async () => {
    expect(await problemsOf('[{ tool: get_order, args: { order_id: 1001 } }]')).toEqual([
      ['SCHEMA_TYPE', 21, 50, 'reference[0].calls[0].args.order_id: expected a string, found a number'],
    ]);
    const missing = await problemsOf('[{ tool: propose_action, args: { order_id: A1 } }]');
    expect(missing.map(([code]) => code)).toEqual(['SCHEMA_MISSING_KEY']);
    expect(missing[0]![3]).toMatch(/missing required key "action"/);
    const wrongValue = await problemsOf('[{ tool: escalate_to_human, args: { reason: late, priority: urgent } }]');
    expect(wrongValue.map(([code]) => code)).toEqual(['SCHEMA_ENUM']);
    expect(wrongValue[0]![3]).toMatch(/"urgent" is not one of low, normal, high/);
  });

  it('accept every call the tool takes, and a call with no arguments to a tool that needs none', async () => {
    expect(await problemsOf('[{ tool: get_order, args: { order_id: A1 } }]')).toEqual([]);
    expect(await problemsOf('[{ tool: get_customer }, { tool: list_orders, args: { status: shipped } }]')).toEqual([]);
    expect(await problemsOf('[{ tool: propose_action, args: { action: refund, order_id: A1, amount: 12.5, reason: broken } }]')).toEqual([]);
  });
});

describe.each(['golden-case.schema.json', 'suites.schema.json'])('%s', (name) => {
  it('describes every enum value, for an editor to show beside it', async () => {
    const enums = [...withKey(await read(name), 'enum')];
    expect(enums.length).toBeGreaterThan(0);
    for (const e of enums) {
      expect(e['enumDescriptions'], JSON.stringify(e['enum'])).toHaveLength(e['enum'].length);
      for (const d of e['enumDescriptions']) expect(typeof d === 'string' && d.length >= 3, `${JSON.stringify(e['enum'])}: "${d}"`).toBe(true);
    }
  });

  it('points only at files that exist', async () => {
    const text = await readFile(join(ROOT, 'schema', name), 'utf8');
    const paths = [...text.matchAll(/\b((?:docs|schema|src|golden|templates|calibration|bench)\/[\w./-]*\w)/g)].map((m) => m[1]!);
    for (const path of paths) expect(existsSync(join(ROOT, path)), path).toBe(true);
  });
});
