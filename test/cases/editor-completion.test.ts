/**
 * What a case writer's editor does with the case schema, asked of the real yaml-language-server:
 * it completes a tool's arguments in a reference call, shows what each enum value means, and flags
 * an argument the tool would refuse on its line.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LanguageServer, startYamlLanguageServer } from '../support/yaml-language-server.js';
import { FIXTURES } from './helpers.js';

const ROOT = join(FIXTURES, '..', '..');
// Never written: the server reads the text from the editor, and the schema relative to this path.
const FILE = join(ROOT, 'golden', 'order-status', 'editor-probe.yaml');

const CASE = (args: string) => `# yaml-language-server: $schema=../../schema/golden-case.schema.json
id: editor-probe
category: order-status
severity: safety
given:
  session: { customer: c1 }
conversation:
  - where is it?
expect:
  intent: order_status
reference:
  - triage: { intent: order_status }
    calls:
      - tool: get_order
        args:
          ${args}
    reply: It shipped.
`;

describe('in an editor (yaml-language-server)', () => {
  let server: LanguageServer;
  beforeAll(async () => {
    server = await startYamlLanguageServer(ROOT);
  });
  afterAll(() => server.close());

  it("completes a reference call's arguments from the tool's own, with their descriptions", async () => {
    await server.open(FILE, CASE(''));
    const items = await server.complete(FILE, { line: 15, character: 10 });
    expect(items.find((i) => i.label === 'order_id')?.documentation).toBe('The order id, e.g. A1001.');
  });

  it('shows what each value of an enum means', async () => {
    await server.open(`${FILE}.severity.yaml`, CASE('order_id: A1').replace('severity: safety', 'severity: '));
    const items = await server.complete(`${FILE}.severity.yaml`, { line: 3, character: 10 });
    expect(items.map((i) => [i.label, i.documentation])).toEqual([
      ['standard', expect.stringMatching(/ordinary case/)],
      ['safety', expect.stringMatching(/fails the gate/)],
    ]);
  });

  it('flags an argument the tool would refuse, on its line', async () => {
    const found = await server.open(`${FILE}.wrong.yaml`, CASE('orderId: A1'));
    expect(found.map((d) => [d.range.start.line, d.message])).toContainEqual([15, expect.stringMatching(/orderId/)]);
  });
});
