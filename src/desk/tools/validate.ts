/**
 * Argument validation against each tool's JSON Schema. Messages name the field and say what was
 * expected, so a model can correct its call.
 *
 * The build writes each tool's validator out ahead of time (`scripts/build-validators.mjs`), so a
 * start does not load ajv; a tool whose schema changed since, or any tool under the tests (which
 * run the TypeScript sources), is compiled here when the registry loads.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Ajv, ErrorObject, Options, ValidateFunction } from 'ajv';
import { requireGenerated } from '../../cases/ajv.js';
import type { ToolSpec } from './types.js';

export type ArgsCheck = { ok: true; args: Record<string, unknown> } | { ok: false; message: string };

export type ArgsValidator = (args: unknown) => ArgsCheck;

export const TOOL_AJV_OPTIONS: Readonly<Options> = Object.freeze({ allErrors: true, strict: true });

/** The file the build writes the tools' validators to, beside this module (absent under the tests). */
export const GENERATED_TOOL_VALIDATORS = 'tool-validators.generated.cjs';

/** Generated validators of the tools' argument schemas: `fingerprints` per tool, `bind()` giving a validator per tool. */
interface GeneratedToolValidators {
  fingerprints: Record<string, string>;
  bind(): Record<string, ValidateFunction>;
}

/** The ajv instance tool schemas are compiled by; `options` adds to TOOL_AJV_OPTIONS (the build's `code`). */
export function newToolAjv(options: Options = {}): Ajv {
  const { Ajv: AjvClass } = createRequire(import.meta.url)('ajv') as typeof import('ajv');
  return new AjvClass({ ...TOOL_AJV_OPTIONS, ...options });
}

/** What a generated validator was made from: the tool's schema and the options above. */
export function toolFingerprint(parameters: unknown): string {
  return createHash('sha256').update(JSON.stringify([TOOL_AJV_OPTIONS, parameters])).digest('hex');
}

export function compileValidators<K extends string>(specs: Readonly<Record<K, ToolSpec>>): Readonly<Record<K, ArgsValidator>> {
  const generated = requireGenerated<GeneratedToolValidators>(GENERATED_TOOL_VALIDATORS, import.meta.url);
  const prebuilt = generated?.bind() ?? {};
  let ajv: Ajv | undefined;
  const out = {} as Record<K, ArgsValidator>;
  for (const name of Object.keys(specs) as K[]) {
    const parameters = specs[name].definition.parameters;
    const ready = prebuilt[name];
    if (ready !== undefined && generated?.fingerprints[name] === toolFingerprint(parameters)) {
      out[name] = validatorFor(ready);
    } else {
      ajv ??= newToolAjv();
      out[name] = validatorFor(ajv.compile(parameters));
    }
  }
  return Object.freeze(out);
}

function validatorFor(validate: ValidateFunction): ArgsValidator {
  return (raw) => {
    // A call with no arguments at all is a call with an empty object.
    const args = raw === undefined || raw === null ? {} : raw;
    if (typeof args !== 'object' || Array.isArray(args)) {
      return { ok: false, message: 'arguments must be a JSON object, e.g. {"order_id": "A1001"}.' };
    }
    if (validate(args)) return { ok: true, args: args as Record<string, unknown> };
    return { ok: false, message: (validate.errors ?? []).map(describe).join('; ') };
  };
}

function fieldOf(e: ErrorObject): string {
  return e.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'arguments';
}

/** One ajv error in words, naming the field. */
export function describe(e: ErrorObject): string {
  const field = fieldOf(e);
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return `${String(p['missingProperty'])} is required`;
    case 'additionalProperties':
      return `${String(p['additionalProperty'])} is not an argument of this tool`;
    case 'type':
      return `${field} must be a ${String(p['type'])}`;
    case 'enum':
      return `${field} must be one of ${(p['allowedValues'] as unknown[]).join(', ')}`;
    case 'minLength':
      return `${field} must not be empty`;
    case 'exclusiveMinimum':
      return `${field} must be greater than ${String(p['limit'])}`;
    default:
      return `${field} ${e.message ?? 'is invalid'}`;
  }
}
