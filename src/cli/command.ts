import type { ExitCode } from '../errors.js';
import type { CliIO } from './io.js';

/** One `agentdesk` sub-command: parses its own flags (node:util parseArgs) and calls the library. */
export interface Command {
  name: string;
  /** One line for `agentdesk --help`. */
  summary: string;
  /** Full usage text for `agentdesk <name> --help`. */
  usage: string;
  run(argv: string[], io: CliIO): Promise<ExitCode>;
}
