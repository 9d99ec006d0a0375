/**
 * One way to build a validator from a schema in `schema/`: ajv's 2020-12 dialect, every error
 * (not the first), formats, and `maxDecimals` for amounts: ajv's `multipleOf: 0.01` refuses one valid amount in six
 * (19.99, 0.07), and with `multipleOfPrecision` accepts 0.30000000000000004 (test/cases/amount-decimals.test.ts).
 *
 * The build (`scripts/build-validators.mjs`) turns the schemas into validator code ahead of time
 * with this very configuration, so a start neither loads ajv nor compiles (together most of the
 * cold start of `agentdesk validate`). The schema files stay the source of truth: the generated
 * code is used only while its fingerprint matches the files and this configuration; otherwise
 * (and under the tests, which run the TypeScript sources) the schemas are compiled here.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Ajv2020, AnySchemaObject, CodeKeywordDefinition, Options, ValidateFunction } from 'ajv/dist/2020.js';
import type { FormatName } from 'ajv-formats/dist/formats.js';
import { readSchemaText } from './schema-files.js';

export interface CompiledSchema {
  schema: AnySchemaObject;
  validate: ValidateFunction;
}

/** ajv and its plugins are CommonJS, loaded only when something must be compiled. */
const load = createRequire(import.meta.url);

/** True when `value` has at most `decimals` digits after the point, judged on its shortest decimal form. */
export function hasAtMostDecimals(decimals: number, value: number): boolean {
  return Number(value.toFixed(decimals)) === value;
}

// verbose: errors carry their schema and data, which the plain-words messages need.
// Our schemas are checked against the meta-schema by a test, not at every start, and ajv's code
// optimiser is skipped when compiling at run time (the build's generated code is optimised).
export const SCHEMA_AJV_OPTIONS: Readonly<Options> = Object.freeze({ allErrors: true, verbose: true, strict: true, validateSchema: false });
export const SCHEMA_FORMATS: readonly FormatName[] = Object.freeze(['date', 'date-time', 'uri', 'email'] as const);

/**
 * `maxDecimals`, as generated code calling `hasAtMostDecimals`: a code keyword (not a `validate`
 * function) so that the build can write it out; its error is ajv's default keyword error, as before.
 */
function maxDecimalsKeyword(): CodeKeywordDefinition {
  const { _, _Code } = load('ajv/dist/compile/codegen/code') as typeof import('ajv/dist/compile/codegen/code.js');
  return {
    keyword: 'maxDecimals',
    type: 'number',
    schemaType: 'number',
    code(cxt) {
      const check = cxt.gen.scopeValue('func', { ref: hasAtMostDecimals, code: new _Code(`(${String(hasAtMostDecimals)})`) });
      cxt.fail(_`!${check}(${cxt.schemaCode}, ${cxt.data})`);
    },
  };
}

/** The ajv instance every schema of `schema/` is compiled by; `options` adds to SCHEMA_AJV_OPTIONS (the build's `code`). */
export function newSchemaAjv(options: Options = { code: { optimize: false } }): Ajv2020 {
  const { Ajv2020: Ajv } = load('ajv/dist/2020') as typeof import('ajv/dist/2020.js');
  const addFormats = load('ajv-formats') as typeof import('ajv-formats').default;
  const ajv = new Ajv({ ...SCHEMA_AJV_OPTIONS, ...options });
  addFormats(ajv, [...SCHEMA_FORMATS]);
  ajv.addKeyword(maxDecimalsKeyword());
  // An annotation for editors (yaml-language-server shows it beside each value of an enum): no check.
  ajv.addKeyword({ keyword: 'enumDescriptions', schemaType: 'array' });
  return ajv;
}

/**
 * What generated validators were made from: the schema's text and the configuration above.
 * A change to either makes the generated code stale, and it is then not used.
 */
export function schemaFingerprint(text: string): string {
  const config = JSON.stringify([SCHEMA_AJV_OPTIONS, SCHEMA_FORMATS, String(hasAtMostDecimals)]);
  return createHash('sha256').update(config).update('\u0000').update(text).digest('hex');
}

/** The file the build writes the schemas' validators to, beside this module (absent under the tests). */
export const GENERATED_SCHEMA_VALIDATORS = 'schema-validators.generated.cjs';

/** Generated validators of the schemas: `fingerprints` per file, and `bind(roots)` giving a validator per file. */
interface GeneratedSchemaValidators {
  fingerprints: Record<string, string>;
  bind(roots: Record<string, AnySchemaObject>): Record<string, ValidateFunction>;
}

/** A CommonJS module the build generated next to `base`, or undefined when there is none. */
export function requireGenerated<T>(file: string, base: string | URL): T | undefined {
  try {
    return createRequire(base)(`./${file}`) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND' && String((error as Error).message).includes(file)) return undefined;
    throw error;
  }
}

/** Validators for schemas in `schema/`: the build's generated code when it is current, else compiled here. */
export function compileSchemaFiles<Name extends string>(names: readonly Name[]): Record<Name, CompiledSchema> {
  const texts = names.map((name) => readSchemaText(name));
  // Each validator's errors point into the very schema object returned with it (schema-errors.ts
  // compares them by identity), so the roots are parsed here and handed to the generated code.
  const roots = Object.fromEntries(names.map((name, i) => [name, JSON.parse(texts[i] as string) as AnySchemaObject]));
  const generated = requireGenerated<GeneratedSchemaValidators>(GENERATED_SCHEMA_VALIDATORS, import.meta.url);
  // The generated code binds all the schemas it was made from at once: it serves exactly that set.
  const current =
    generated !== undefined &&
    Object.keys(generated.fingerprints).length === names.length &&
    names.every((name, i) => generated.fingerprints[name] === schemaFingerprint(texts[i] as string));
  const validators = current ? generated.bind(roots) : compileNow(roots);
  return Object.fromEntries(names.map((name) => [name, { schema: roots[name], validate: validators[name] }])) as Record<Name, CompiledSchema>;
}

/** One ajv instance compiles them all (the second compile is cheap). */
function compileNow(roots: Record<string, AnySchemaObject>): Record<string, ValidateFunction> {
  const ajv = newSchemaAjv();
  return Object.fromEntries(Object.entries(roots).map(([name, schema]) => [name, ajv.compile(schema)]));
}

/** The schema a local `$ref` (`#/$defs/name`) points at. */
export function resolveRef(root: AnySchemaObject, ref: string): AnySchemaObject | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const part of ref.slice(2).split('/')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node as AnySchemaObject | undefined;
}
