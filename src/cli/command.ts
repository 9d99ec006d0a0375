import type { ExitCode } from '../errors.js';
import type { CliIO } from './io.js';

/** One `agentdesk` sub-command: parses its own flags (parseFlags in args.ts: its table, the shared rules), calls the library and maps the outcome to an exit code. */
export interface Command {
  name: string;
  /** One line for `agentdesk --help`. */
  summary: string;
  /** Full usage text for `agentdesk <name> --help`. */
  usage: string;
  run(argv: string[], io: CliIO): Promise<ExitCode>;
}
