import { EXIT, type ExitCode, formatUsageError, InvalidInputError, UsageError } from '../errors.js';
import { didYouMean } from '../cases/suggest.js';
import { COMMANDS, SUMMARIES } from './commands/index.js';
import { PRESETS } from '../model/backends/presets.js';
import { createRedactor, knownSecrets } from '../secrets/index.js';
import { type CliIO, guardedIO, processIO } from './io.js';
import { printProblems } from './problems.js';

const HELP = `agentdesk: golden-case evaluation and release gate for the AgentDesk support agent

Usage: agentdesk <command> [options]

Commands:
${Object.entries(SUMMARIES)
  .map(([name, summary]) => `  ${name.padEnd(10)}${summary}`)
  .join('\n')}

Run 'agentdesk <command> --help' for a command's options.

Exit codes: 0 gate passed (or no gate asked), 1 gate failed, 2 invalid input (cases, config, flags),
3 the run could not be carried out or its record could not be written, 130/143 interrupted (SIGINT/SIGTERM).
`;

/** `--base-url` values of any command: their credentials are secrets from the first line printed. */
function baseUrlFlags(argv: readonly string[]): string[] {
  return argv.flatMap((arg, i) => (arg === '--base-url' ? [argv[i + 1] ?? ''] : arg.startsWith('--base-url=') ? [arg.slice(11)] : []));
}

/**
 * The io every command gets: secrets the environment and the flags name are redacted from
 * everything printed, and nothing printed can act on the terminal or the CI runner.
 */
function safeIO(argv: readonly string[], io: CliIO): CliIO {
  const envNames = Object.values(PRESETS).flatMap((p) => p.keyEnv);
  return guardedIO(io, createRedactor(knownSecrets({ env: io.env, envNames, urls: baseUrlFlags(argv) })));
}

/** The CLI as a function: arguments and io in, exit code out. */
export async function cli(argv: string[], rawIO: CliIO): Promise<ExitCode> {
  const io = safeIO(argv, rawIO);
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
    io.stderr(`agentdesk: unknown command '${name}'${didYouMean(name, Object.keys(COMMANDS)) || '.'} Commands: ${Object.keys(COMMANDS).join(', ')}\n`);
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
    if (error instanceof UsageError) {
      io.stderr(`agentdesk ${name}: ${formatUsageError(error)}\n`);
      // An empty hint: the message says it all, in one line (a bad --out).
      if (error.hint === '') return EXIT.invalidInput;
      io.stderr(`${error.hint || `Run 'agentdesk ${name} --help' for its options.`}\n`);
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
