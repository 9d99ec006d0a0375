/**
 * Argument validation against each tool's JSON Schema, compiled once when the registry loads.
 * Messages name the field and say what was expected, so a model can correct its call.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { ToolSpec } from './types.js';

export type ArgsCheck = { ok: true; args: Record<string, unknown> } | { ok: false; message: string };

export type ArgsValidator = (args: unknown) => ArgsCheck;

export function compileValidators<K extends string>(specs: Readonly<Record<K, ToolSpec>>): Readonly<Record<K, ArgsValidator>> {
  const ajv = new Ajv({ allErrors: true, strict: true });
  const out = {} as Record<K, ArgsValidator>;
  for (const name of Object.keys(specs) as K[]) {
    out[name] = validatorFor(ajv.compile(specs[name].definition.parameters));
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
