/**
 * One list of codes for everything a user can cause, and the exit codes of the CLI.
 * A problem found in a file carries a position; problems are collected, not thrown one at a time.
 */

/** Exit codes of every `agentdesk` command (PRODUCT.md "Outputs and exit codes"). */
export const EXIT = {
  /** The gate passed, or no gate was asked for. */
  ok: 0,
  /** The gate failed. */
  gateFailed: 1,
  /** Invalid input: cases, config or flags. */
  invalidInput: 2,
  /** The run could not be carried out (I/O, an unexpected crash), or its record could not be written. */
  runFailed: 3,
  /** Interrupted by SIGINT (128 + 2): results.json holds the finished trials, marked partial. */
  interrupted: 130,
  /** Interrupted by SIGTERM (128 + 15). */
  terminated: 143,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/**
 * Stable codes of problems in case files and config files. Tests assert these, never wording.
 * Grouped by where they are found: YAML syntax, schema, semantic lint, files.
 */
export const CASE_CODES = [
  // YAML syntax and safety (the yaml package's own codes are mapped onto these)
  'YAML_SYNTAX',
  'YAML_TAB_INDENT',
  'YAML_BAD_INDENT',
  'YAML_DUPLICATE_KEY',
  'YAML_CUSTOM_TAG',
  'YAML_ALIAS_LIMIT',
  'YAML_MULTI_DOCUMENT',
  'YAML_TOO_DEEP',
  'FILE_TOO_LARGE',
  'FILE_NOT_UTF8',
  'FILE_UNREADABLE',
  'FILE_EMPTY',
  // JSON Schema
  'SCHEMA_UNKNOWN_KEY',
  'SCHEMA_MISSING_KEY',
  'SCHEMA_TYPE',
  'SCHEMA_ENUM',
  'SCHEMA_FORMAT',
  'SCHEMA_PATTERN',
  'SCHEMA_RANGE',
  'SCHEMA_INVALID',
  // semantic lint
  'DUPLICATE_ID',
  'FILE_NAME_MISMATCH',
  'UNKNOWN_CUSTOMER',
  'UNKNOWN_SKU',
  'UNKNOWN_ITEM',
  'UNKNOWN_PAYMENT_METHOD',
  'UNKNOWN_ORDER',
  'UNKNOWN_STATE_ID',
  'UNKNOWN_WORLD_IGNORE',
  'UNKNOWN_TOOL',
  'REFERENCE_TURNS',
  'REPLY_TURN_RANGE',
  'INTENT_TURNS',
  'BAD_REGEX',
  'DUPLICATE_RECORD',
  'TEXT_CUT_BY_COMMENT',
  'REFERENCE_ARGS',
  // a reactive customer turn that cannot be played as written; a reference turn that answers the wrong branch
  'REACTIVE_TURN',
  'REFERENCE_BRANCH',
  // a simulated customer (user:) whose scripted opening is longer than the conversation or its maxTurns
  'USER_TURNS',
  // lint warnings: printed, never a reason to stop
  'UNLABELLED_CONSENT',
  'COMMENT_AFTER_TEXT',
  'REFERENCE_STEPS',
  'NO_REFERENCE',
  'CATEGORY_FOLDER',
  'UNKNOWN_TAG',
  'UNREACHED_BRANCH',
  // config
  'CONFIG_INVALID',
  'CONFIG_UNKNOWN_SUITE',
  'CONFIG_NOT_FOUND',
  // a scorer or reporter module the config names by path: not loaded, or not of the shape it must have
  'CONFIG_MODULE_UNLOADABLE',
  'CONFIG_MODULE_SHAPE',
  // quarantine (golden/quarantine.yaml)
  'QUARANTINE_EXPIRED',
  'QUARANTINE_DUPLICATE',
  // a warning: an entry naming no case
  'QUARANTINE_UNKNOWN_CASE',
] as const;
export type CaseCode = (typeof CASE_CODES)[number];

/** An error makes input invalid (exit 2, nothing runs); a warning is printed and changes nothing. */
export type Severity = 'error' | 'warning';

/** A problem in a file, reported as `path:line:column  code  message`. */
export interface Problem {
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  code: CaseCode;
  /** Plain words a product person understands, starting with the YAML path when there is one. */
  message: string;
  /** The YAML path of the offending node, e.g. `orders[0].status`. */
  path?: string;
  /** Absent means `error`. */
  severity?: Severity;
}

export function severityOf(p: Problem): Severity {
  return p.severity ?? 'error';
}

/** `path:line:column  CODE  message`; a warning says so before its message. */
export function formatProblem(p: Problem): string {
  const warning = severityOf(p) === 'warning' ? 'warning: ' : '';
  return `${p.file}:${p.line}:${p.column}  ${p.code}  ${warning}${p.message}`;
}

/**
 * Stable codes of the user mistakes not tied to a line of a file (a UsageError): printed before the
 * message, listed in the README's exit codes. Tests assert these, never wording.
 */
export const USAGE_CODES = [
  // flags and operands
  'usage/unknown-flag',
  'usage/flag-value',
  'usage/missing-flag',
  'usage/operands',
  'usage/flag-conflict',
  'usage/bad-number',
  'usage/bad-choice',
  'usage/bad-shard',
  'usage/trial-ref',
  // what the flags name
  'usage/unknown-suite',
  'usage/no-cases',
  'usage/case-file',
  'usage/model-spec',
  'usage/api-key',
  'usage/base-url',
  'usage/no-recordings',
  'usage/out-dir',
  'usage/judge-calibration',
  'usage/user-model',
  // run folders: read, resumed, merged, reviewed
  'usage/run-folder',
  'usage/partial-run',
  'usage/nothing-to-resume',
  'usage/run-mismatch',
  'usage/shards',
  'usage/unknown-run',
] as const;
export type UsageCode = (typeof USAGE_CODES)[number];

/** A user mistake that is not tied to a file: a bad flag, a missing folder. Exit code 2. */
export class UsageError extends Error {
  constructor(
    readonly code: UsageCode,
    message: string,
    /** What to do; absent: run `--help`; empty: the message says it all. */
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

/** `code  message`, as a problem in a file prints its code before its message. */
export function formatUsageError(e: UsageError): string {
  return `${e.code}  ${e.message}`;
}

/** Problems found in case or config files. Exit code 2; nothing runs. */
export class InvalidInputError extends Error {
  constructor(readonly problems: Problem[]) {
    super(`${problems.length} problem(s) in the input`);
    this.name = 'InvalidInputError';
  }
}
