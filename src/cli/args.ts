import { parseArgs, type ParseArgsConfig } from 'node:util';
import { type UsageCode, UsageError } from '../errors.js';

/** A whole number within bounds, from a flag's text. */
export function intFlag(name: string, text: string | undefined, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new UsageError('usage/bad-number', `--${name} must be a whole number from ${min}${max === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${max}`}, got '${text}'`);
  }
  return n;
}

export function numberFlag(name: string, text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isFinite(n) || n < min || n > max) throw new UsageError('usage/bad-number', `--${name} must be a number from ${min} to ${max}, got '${text}'`);
  return n;
}

/**
 * A command's flags as every command that takes operands parses them: operands allowed, an unknown
 * flag refused. The table of options stays the command's own.
 */
export function parseFlags<const O extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: O): Parsed<O> {
  try {
    return parseArgs({ args: argv, allowPositionals: true, strict: true, options });
  } catch (error) {
    const code = PARSE_ARGS_CODES[(error as { code?: string }).code ?? ''];
    if (code) throw new UsageError(code, (error as Error).message);
    throw error;
  }
}

/** node:util's refusals, as our codes; any other error of parseArgs is ours to fix, not the user's. */
const PARSE_ARGS_CODES: Record<string, UsageCode> = {
  ERR_PARSE_ARGS_UNKNOWN_OPTION: 'usage/unknown-flag',
  ERR_PARSE_ARGS_INVALID_OPTION_VALUE: 'usage/flag-value',
  ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL: 'usage/operands',
};

type Parsed<O extends NonNullable<ParseArgsConfig['options']>> = ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; strict: true; options: O }>>;
