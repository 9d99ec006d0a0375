/**
 * One explainer per ajv keyword: the code, where to point, and the message in plain words with the
 * full path (`given.orders[0].status: "shiped" is not one of pending, processing, ...`).
 */
import type { AnySchemaObject, ErrorObject } from 'ajv/dist/2020.js';
import type { CaseCode } from '../errors.js';
import { expectedNoun, foundNoun, show } from './describe.js';
import { type Finding, label } from './finding.js';
import { didYouMean } from './suggest.js';
import type { NodePath } from './types.js';

type Explainer = (error: ErrorObject, path: NodePath, schema: AnySchemaObject) => Finding[];

const at = (code: CaseCode, path: NodePath, message: string, anchor: 'key' | 'value' = 'value'): Finding[] => [
  { code, path, at: anchor, message },
];

const param = (error: ErrorObject, name: string): unknown => (error.params as Record<string, unknown>)[name];

const range: Explainer = (error, path, schema) => {
  const limit = param(error, 'limit');
  const words: Record<string, string> = {
    minimum: `${show(error.data)} is below the minimum ${String(limit)}`,
    exclusiveMinimum: `${show(error.data)} must be more than ${String(limit)}`,
    maximum: `${show(error.data)} is above the maximum ${String(limit)}`,
    exclusiveMaximum: `${show(error.data)} must be less than ${String(limit)}`,
    minItems: `must hold at least ${String(limit)} item${limit === 1 ? '' : 's'}`,
    maxItems: `must hold at most ${String(limit)} item${limit === 1 ? '' : 's'}`,
    minLength: limit === 1 ? 'must not be empty' : `must be at least ${String(limit)} characters long`,
    maxLength: `must be at most ${String(limit)} characters long`,
    minProperties: `must name at least ${String(limit)} key${limit === 1 ? '' : 's'}`,
    maxDecimals: `${show(error.data)} has more than ${String(schema['maxDecimals'])} decimals; write amounts like 12.50`,
  };
  return at('SCHEMA_RANGE', path, `${label(path)}: ${words[error.keyword] ?? error.message ?? 'out of range'}`);
};

const notLike: (code: CaseCode) => Explainer = (code) => (error, path, schema) =>
  at(code, path, `${label(path)}: ${show(error.data)} is not ${expectedNoun(schema)}`);

const RANGE_KEYWORDS = ['minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum', 'minItems', 'maxItems', 'minLength', 'maxLength', 'minProperties', 'maxDecimals'];

const EXPLAINERS: Readonly<Record<string, Explainer>> = {
  ...Object.fromEntries(RANGE_KEYWORDS.map((keyword) => [keyword, range])),
  required: (error, path) => {
    const key = String(param(error, 'missingProperty'));
    return at('SCHEMA_MISSING_KEY', [...path, key], `${label(path)}: missing required key "${key}"`, 'key');
  },
  additionalProperties: (error, path, schema) => {
    const key = String(param(error, 'additionalProperty'));
    const allowed = Object.keys((schema['properties'] as Record<string, unknown> | undefined) ?? {});
    const hint = didYouMean(key, allowed) || (allowed.length > 0 ? `; allowed here: ${allowed.join(', ')}` : '');
    return at('SCHEMA_UNKNOWN_KEY', [...path, key], `${label([...path, key])}: unknown key${hint}`, 'key');
  },
  propertyNames: (error, path, schema) => {
    const key = String(param(error, 'propertyName'));
    const rule = (schema['propertyNames'] as AnySchemaObject | undefined)?.['description'];
    return at('SCHEMA_PATTERN', [...path, key], `${label([...path, key])}: not an allowed name${rule ? `; ${String(rule)}` : ''}`, 'key');
  },
  type: (error, path, schema) =>
    at('SCHEMA_TYPE', path, `${label(path)}: expected ${expectedNoun(schema)}, found ${foundNoun(error.data)}`),
  enum: (error, path) => {
    const allowed = (param(error, 'allowedValues') as unknown[]).map(String);
    const hint = typeof error.data === 'string' ? didYouMean(error.data, allowed) : '';
    return at('SCHEMA_ENUM', path, `${label(path)}: ${show(error.data)} is not one of ${allowed.join(', ')}${hint}`);
  },
  const: (error, path) => at('SCHEMA_ENUM', path, `${label(path)}: must be ${JSON.stringify(param(error, 'allowedValue'))}`),
  format: notLike('SCHEMA_FORMAT'),
  pattern: notLike('SCHEMA_PATTERN'),
  uniqueItems: (error, path) => {
    const index = Math.max(Number(param(error, 'i')), Number(param(error, 'j')));
    const item = Array.isArray(error.data) ? error.data[index] : undefined;
    return at('SCHEMA_INVALID', [...path, index], `${label([...path, index])}: ${show(item)} is listed twice`);
  },
  'anyOf:type': (error, path, schema) =>
    at('SCHEMA_TYPE', path, `${label(path)}: expected ${expectedNoun(schema)}, found ${foundNoun(error.data)}`),
  'anyOf:format': notLike('SCHEMA_FORMAT'),
  'anyOf:pattern': notLike('SCHEMA_PATTERN'),
  'anyOf:enum': notLike('SCHEMA_ENUM'),
  'anyOf:anyOf': notLike('SCHEMA_INVALID'),
};

/** The finding(s) for one ajv error. Errors inside `propertyNames` are told by the `propertyNames` error itself. */
export function explain(error: ErrorObject, path: NodePath): Finding[] {
  if (error.propertyName !== undefined && error.keyword !== 'propertyNames') return [];
  const schema = (error.parentSchema ?? {}) as AnySchemaObject;
  const explainer = EXPLAINERS[error.keyword];
  if (explainer) return explainer(error, path, schema);
  return at('SCHEMA_INVALID', path, `${label(path)}: ${error.message ?? 'is not valid here'}`);
}
