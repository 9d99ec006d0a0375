/**
 * One way to build a validator from a schema in `schema/`: ajv's 2020-12 dialect, every error
 * (not the first), formats, and `maxDecimals` for amounts (multipleOf 0.01 fails on floats).
 * Validators are compiled once per process (see schemas.ts).
 */
import { Ajv2020, type AnySchemaObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readSchema } from './schema-files.js';

export interface CompiledSchema {
  schema: AnySchemaObject;
  validate: ValidateFunction;
}

/** True when `value` has at most `decimals` digits after the point, judged on its shortest decimal form. */
export function hasAtMostDecimals(decimals: number, value: number): boolean {
  return Number(value.toFixed(decimals)) === value;
}

/** Validators for schemas in `schema/`, compiled by one ajv instance (the second compile is cheap). */
export function compileSchemaFiles<Name extends string>(names: readonly Name[]): Record<Name, CompiledSchema> {
  // verbose: errors carry their schema and data, which the plain-words messages need.
  // Our schemas are checked against the meta-schema by a test, not at every start, and ajv's code
  // optimiser is skipped: together they halve the cold start of `agentdesk validate`.
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, validateSchema: false, code: { optimize: false } });
  addFormats.default(ajv, ['date', 'date-time', 'uri', 'email']);
  ajv.addKeyword({
    keyword: 'maxDecimals',
    type: 'number',
    schemaType: 'number',
    errors: false,
    validate: (decimals: number, value: number) => hasAtMostDecimals(decimals, value),
  });
  const compiled = names.map((name) => {
    const schema = readSchema(name) as AnySchemaObject;
    return [name, { schema, validate: ajv.compile(schema) }] as const;
  });
  return Object.fromEntries(compiled) as Record<Name, CompiledSchema>;
}

/** The schema a local `$ref` (`#/$defs/name`) points at. */
export function resolveRef(root: AnySchemaObject, ref: string): AnySchemaObject | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const part of ref.slice(2).split('/')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node as AnySchemaObject | undefined;
}
