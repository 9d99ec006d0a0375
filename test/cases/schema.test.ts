import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  COLLECTIONS,
  FAULT_CODES,
  INTENTS,
  ORDER_STATUSES,
  PRIORITIES,
  REFUND_STATUSES,
  RISK_FLAGS,
  SEVERITIES,
  TOOL_ERROR_CODES,
} from '../../src/cases/types.js';
import { TOOL_NAMES } from '../../src/desk/tools/index.js';
import { CONDITION_KEYS } from '../../src/customer/conditions.js';
import { ASKED_INFO, ASKED_INFO_NAMES } from '../../src/grade/text/asks-for.js';
import { DIMENSIONS } from '../../src/index.js';
import { FIXTURES } from './helpers.js';

type Schema = Record<string, any>;

const read = async (name: string): Promise<Schema> => JSON.parse(await readFile(join(FIXTURES, '..', '..', 'schema', name), 'utf8'));

/** Every subschema with the JSON path that leads to it. */
function* subschemas(schema: unknown, path = '#'): Generator<[string, Schema]> {
  if (typeof schema !== 'object' || schema === null) return;
  if (Array.isArray(schema)) {
    for (const [i, item] of schema.entries()) yield* subschemas(item, `${path}/${i}`);
    return;
  }
  yield [path, schema as Schema];
  for (const key of ['properties', 'patternProperties', '$defs']) {
    for (const [name, sub] of Object.entries((schema as Schema)[key] ?? {})) yield* subschemas(sub, `${path}/${key}/${name}`);
  }
  for (const key of ['items', 'additionalProperties', 'anyOf', 'propertyNames']) {
    if (key in (schema as Schema)) yield* subschemas((schema as Schema)[key], `${path}/${key}`);
  }
}

describe.each(['golden-case.schema.json', 'suites.schema.json', 'quarantine.schema.json'])('%s', (name) => {
  it('is a valid JSON Schema 2020-12 with an $id and a title', async () => {
    const schema = await read(name);
    const ajv = new Ajv2020({ strict: true });
    addFormats.default(ajv);
    ajv.addKeyword({ keyword: 'maxDecimals', type: 'number', schemaType: 'number' });
    ajv.addKeyword({ keyword: 'enumDescriptions', schemaType: 'array' });
    expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
    expect(schema['$schema']).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema['$id']).toMatch(/^https:\/\/.+\.schema\.json$/);
    expect(schema['title']).toBeTruthy();
    expect(() => ajv.compile(schema)).not.toThrow();
  });

  it('describes every property, so editors can explain it', async () => {
    const undocumented = [...subschemas(await read(name))]
      .filter(([path]) => /\/(properties|patternProperties)\/[^/]+$/.test(path))
      .filter(([, schema]) => typeof schema['description'] !== 'string' || schema['description'].length < 5)
      .map(([path]) => path);
    expect(undocumented).toEqual([]);
  });

  it('closes every mapping with named keys: an unknown key is an error', async () => {
    // A gate's dimension minimums also take the dimensions of the config's own scorers: the loader
    // checks those names against the scorers (test/extend/config-modules.test.ts), not the schema.
    const closedInCode = name === 'suites.schema.json' ? ['#/$defs/suite/properties/gate/properties/dimensions'] : [];
    const open = [...subschemas(await read(name))]
      .filter(([, schema]) => schema['properties'] !== undefined && schema['additionalProperties'] !== false)
      .map(([path]) => path);
    expect(open).toEqual(closedInCode);
  });
});

describe('the case schema and the typed constants agree', async () => {
  const schema = await read('golden-case.schema.json');
  const defs = schema['$defs'];
  it.each([
    ['order statuses', defs.order.properties.status.enum, ORDER_STATUSES],
    ['intents', defs.intent.enum, INTENTS],
    ['tools', defs.toolName.enum, TOOL_NAMES],
    ['severities', schema['properties'].severity.enum, SEVERITIES],
    ['fault codes', defs.fault.properties.error.enum, FAULT_CODES],
    ['refusal codes', defs.guards.properties.refused.items.properties.code.enum, TOOL_ERROR_CODES],
    ['priorities', defs.ticket.properties.priority.enum, PRIORITIES],
    ['refund statuses', defs.refund.properties.status.enum, REFUND_STATUSES],
    ['risk flags', defs.referenceTurn.properties.triage.properties.risk.items.enum, RISK_FLAGS],
    ['collections', defs.state.properties.unchanged.items.enum, COLLECTIONS],
    // `session` is whom the visit serves, not a collection of records.
    ['state collections', Object.keys(defs.state.properties).filter((k) => k !== 'unchanged' && k !== 'session').sort(), [...COLLECTIONS].sort()],
    ['proposal actions', defs.state.properties.proposals.patternProperties['^(?!count$)\\S+$'].properties.action.enum, ACTIONS],
    ['pieces of information a reply may ask for', defs.askedInfo.enum, ASKED_INFO_NAMES],
    ['actions a reactive turn waits for', defs.turnCondition.properties.proposed.anyOf[0].enum, ACTIONS],
    ['condition kinds', Object.keys(defs.turnCondition.properties), CONDITION_KEYS],
  ])('%s', (_what, inSchema, constants) => {
    expect(inSchema).toEqual([...constants]);
  });

  it('describes each piece of information as the reader does', () => {
    expect(defs.askedInfo.enumDescriptions).toEqual(ASKED_INFO_NAMES.map((name) => ASKED_INFO[name].description));
  });

  it('names the gate dimensions of the suites schema after the graded dimensions', async () => {
    const suites = await read('suites.schema.json');
    expect(Object.keys(suites['$defs'].suite.properties.gate.properties.dimensions.properties)).toEqual([...DIMENSIONS]);
  });
});
