/**
 * Checks recorded request bodies against an OpenAPI 3.0 definition with ajv: each path's
 * `requestBody` schema, `$ref`s into `components`, and 3.0's `nullable` read as JSON Schema's
 * `null` type (ajv's own `nullable` insists on a sibling `type`, which the definition often omits).
 */
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

type Schema = Record<string, unknown>;

/** OpenAPI 3.0 `nullable` as JSON Schema. */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const { nullable, ...rest } = node as Schema;
  const out = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, toJsonSchema(v)])) as Schema;
  if (nullable !== true) return out;
  if (typeof out['type'] === 'string') return { ...out, type: [out['type'], 'null'] };
  if (out['type'] === undefined && Object.keys(out).length === 0) return {};
  return { anyOf: [{ type: 'null' }, out] };
}

export interface BodyProblem {
  path: string;
  errors: string[];
}

export interface BodyValidator {
  /** The paths the definition has a POST body for. */
  paths: string[];
  /** Problems of one body (none when valid); undefined when the definition has no such path. */
  check(path: string, body: unknown): string[] | undefined;
}

export function openApiValidator(file: string): BodyValidator {
  const doc = parse(readFileSync(file, 'utf8')) as { paths: Record<string, { post?: { requestBody?: { content: Record<string, { schema: Schema }> } } }>; components: Schema };
  const ajv = new Ajv({ allErrors: true, strict: false });
  (addFormatsModule as unknown as (a: Ajv) => void)(ajv);
  ajv.addSchema({ $id: 'openapi', components: toJsonSchema(doc.components) });
  const retarget = (node: unknown): unknown => JSON.parse(JSON.stringify(node).replaceAll('"#/components/', '"openapi#/components/'));
  const validators = new Map<string, ReturnType<Ajv['compile']>>();
  for (const [path, item] of Object.entries(doc.paths)) {
    const schema = item.post?.requestBody?.content['application/json']?.schema;
    if (schema) validators.set(path, ajv.compile(retarget(toJsonSchema(schema)) as Schema));
  }
  return {
    paths: [...validators.keys()],
    check(path, body) {
      const validate = validators.get(path);
      if (!validate) return undefined;
      return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
    },
  };
}
