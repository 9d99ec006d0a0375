import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from '../errors.js';

/** A whole number within bounds, from a flag's text. */
export function intFlag(name: string, text: string | undefined, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new UsageError(`--${name} must be a whole number from ${min}${max === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${max}`}, got '${text}'`);
  }
  return n;
}

export function numberFlag(name: string, text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isFinite(n) || n < min || n > max) throw new UsageError(`--${name} must be a number from ${min} to ${max}, got '${text}'`);
  return n;
}

/**
 * A command's flags as every command that takes operands parses them: operands allowed, an unknown
 * flag refused. The table of options stays the command's own.
 */
export function parseFlags<const O extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: O): Parsed<O> {
  return parseArgs({ args: argv, allowPositionals: true, strict: true, options });
}

type Parsed<O extends NonNullable<ParseArgsConfig['options']>> = ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; strict: true; options: O }>>;
