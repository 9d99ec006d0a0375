import { EXIT, type ExitCode, InvalidInputError, UsageError } from '../errors.js';
import { COMMANDS, SUMMARIES } from './commands/index.js';
import { type CliIO, processIO } from './io.js';
import { printProblems } from './problems.js';

export const HELP = `agentdesk: golden-case evaluation and release gate for the AgentDesk support agent

Usage: agentdesk <command> [options]

Commands:
${Object.entries(SUMMARIES)
  .map(([name, summary]) => `  ${name.padEnd(10)}${summary}`)
  .join('\n')}

Run 'agentdesk <command> --help' for a command's options.

Exit codes: 0 gate passed (or no gate asked), 1 gate failed, 2 invalid input (cases, config, flags),
3 the run could not be carried out.
`;

/** The CLI as a function: arguments and io in, exit code out. */
export async function cli(argv: string[], io: CliIO): Promise<ExitCode> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(HELP);
    return EXIT.ok;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`${await version()}\n`);
    return EXIT.ok;
  }
  const load = COMMANDS[name];
  if (!load) {
    io.stderr(`agentdesk: unknown command '${name}'. Commands: ${Object.keys(COMMANDS).join(', ')}\n`);
    return EXIT.invalidInput;
  }
  const command = await load();
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(`${command.usage}\n`);
    return EXIT.ok;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof InvalidInputError) {
      printProblems(io, error.problems);
      return EXIT.invalidInput;
    }
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.stderr(`agentdesk ${name}: ${(error as Error).message}\n`);
      if (error instanceof UsageError && error.hint) io.stderr(`${error.hint}\n`);
      else io.stderr(`Run 'agentdesk ${name} --help' for its options.\n`);
      return EXIT.invalidInput;
    }
    io.stderr(`agentdesk ${name}: the run could not be carried out: ${(error as Error).stack ?? String(error)}\n`);
    return EXIT.runFailed;
  }
}

async function version(): Promise<string> {
  const { packageVersion } = await import('./version.js');
  return packageVersion();
}

export async function main(argv: string[]): Promise<ExitCode> {
  return cli(argv, processIO());
}
