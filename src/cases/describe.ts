/** Words for values and for what a schema expects, as a product person would say them. */
import type { AnySchemaObject } from 'ajv/dist/2020.js';

const TYPE_NOUNS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping',
  null: 'nothing',
};

/** The JSON type of a value, as JSON Schema names it. */
function jsonType(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** What was found: `a string`, `a list`, `nothing`. */
export function foundNoun(value: unknown): string {
  const type = jsonType(value);
  if (type === 'integer') return 'a number';
  if (type === 'null') return 'nothing (an empty value)';
  return TYPE_NOUNS[type] ?? type;
}

/** A value quoted for a message: `"shiped"`, `12.505`, `a list`. */
export function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return foundNoun(value);
}

function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** What a schema expects: its title with an example (`a date-time like 2026-11-20T10:00:00Z`), else its type. */
export function expectedNoun(schema: AnySchemaObject | undefined): string {
  if (!schema) return 'something else';
  const example = Array.isArray(schema['examples']) ? schema['examples'][0] : undefined;
  const like = example === undefined ? '' : ` like ${typeof example === 'string' ? example : JSON.stringify(example)}`;
  if (typeof schema['title'] === 'string') return `${article(schema['title'])}${like}`;
  if (Array.isArray(schema['enum'])) return `one of ${schema['enum'].join(', ')}`;
  const types: string[] = Array.isArray(schema['type']) ? schema['type'] : [schema['type']].filter(Boolean);
  if (types.length === 0) return 'something else';
  return `${types.map((t) => TYPE_NOUNS[t] ?? t).join(' or ')}${like}`;
}

/** Whether a value has a type the schema allows (from `type`, else from its enum or const values). */
export function acceptsType(schema: AnySchemaObject, value: unknown): boolean {
  const actual = jsonType(value);
  const allowed = declaredTypes(schema);
  if (allowed.length === 0) return true;
  return allowed.some((t) => t === actual || (t === 'number' && actual === 'integer'));
}

function declaredTypes(schema: AnySchemaObject): string[] {
  if (Array.isArray(schema['type'])) return schema['type'] as string[];
  if (typeof schema['type'] === 'string') return [schema['type']];
  const values: unknown[] | undefined = Array.isArray(schema['enum']) ? schema['enum'] : 'const' in schema ? [schema['const']] : undefined;
  return values ? [...new Set(values.map((v) => (jsonType(v) === 'integer' ? 'number' : jsonType(v))))] : [];
}
