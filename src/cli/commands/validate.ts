import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { excerpt, loadCases } from '../../cases/index.js';
import { loadConfig } from '../../config/load.js';
import { unknownQuarantined } from '../../config/quarantine.js';
import { parseFlags } from '../args.js';
import { unknownTags } from '../tags.js';
import { EXIT, type ExitCode, formatProblem, type Problem, severityOf, UsageError } from '../../errors.js';
import { byPosition } from '../../cases/finding.js';
import type { Command } from '../command.js';
import type { CliIO } from '../io.js';

const USAGE = `Usage: agentdesk validate [paths...] [--format text|json] [--config file]

Checks case files (folders are searched for *.yaml and *.yml; default: golden) against the
schema and the semantic lint, and the suites config (--config, else golden/suites.yaml when present).
Prints every problem as 'path:line:column  CODE  message'; a warning (e.g. UNLABELLED_CONSENT, a
customer turn answering a proposal with no confirms: label) says 'warning:' and does not make the
file invalid. Nothing runs.

Options:
  --format text|json   text (default): problems with the source line; json: { files, cases, problems }
                       where each problem has a severity (error or warning)
  --config <file>      the suites config to check (default: golden/suites.yaml when it exists)

Exit codes: 0 every file is valid (warnings or not), 2 any error.`;

interface Outcome {
  /** Case files looked at. */
  files: string[];
  /** The suites config checked, if any. */
  config?: string;
  cases: number;
  /** Errors and warnings, file by file, top to bottom. */
  problems: Problem[];
}

const errorsOf = (problems: readonly Problem[]) => problems.filter((p) => severityOf(p) === 'error');

/** The reports by format; adding one is adding an entry. */
const FORMATS: Record<string, (outcome: Outcome, io: CliIO) => Promise<void>> = {
  text: printText,
  json: async (outcome, io) => {
    const { files, config, cases, problems } = outcome;
    const listed = problems.map((p) => ({ ...p, severity: severityOf(p) }));
    const report = { valid: errorsOf(problems).length === 0, files: files.length, cases, ...(config ? { config } : {}), problems: listed };
    io.stdout(`${JSON.stringify(report, null, 2)}\n`);
  },
};

export const command: Command = {
  name: 'validate',
  summary: 'check case files against the schema and the semantic lint; exit 2 on any error',
  usage: USAGE,
  async run(argv, io): Promise<ExitCode> {
    const { values, positionals } = parseFlags(argv, { format: { type: 'string', default: 'text' }, config: { type: 'string' } });
    const report = FORMATS[values.format];
    if (!report) throw new UsageError('usage/bad-choice', `unknown --format '${values.format}'`, `Formats: ${Object.keys(FORMATS).join(', ')}`);
    const [loaded, config] = await Promise.all([loadCases(positionals, { cwd: io.cwd }), loadConfig(values.config, { cwd: io.cwd })]);
    const tags = config.problems.length === 0 ? unknownTags(loaded.cases, config.config) : [];
    const quarantined = config.problems.length === 0 ? await quarantineWarnings(config.quarantineFile, io.cwd) : [];
    const problems = [...config.problems, ...quarantined, ...inFileOrder(loaded.problems, [...loaded.warnings, ...tags])];
    await report({ files: loaded.files, ...(config.file ? { config: config.file } : {}), cases: loaded.cases.length, problems }, io);
    return errorsOf(problems).length === 0 ? EXIT.ok : EXIT.invalidInput;
  },
};

/**
 * Quarantine entries that name no case under the quarantine's folder (the golden root), whatever
 * paths are being validated: a case elsewhere in the golden set is still a case.
 */
async function quarantineWarnings(file: string | undefined, cwd: string): Promise<Problem[]> {
  if (file === undefined) return [];
  const text = await readFile(resolve(cwd, file), 'utf8').catch(() => undefined);
  if (text === undefined) return [];
  const { cases } = await loadCases([dirname(resolve(cwd, file))], { cwd });
  return unknownQuarantined(text, file, new Set(cases.map((c) => c.data.id)));
}

/** Errors and warnings merged file by file (in the order files were reported), each file top to bottom. */
function inFileOrder(errors: readonly Problem[], warnings: readonly Problem[]): Problem[] {
  if (warnings.length === 0) return [...errors];
  const files = [...new Set([...errors, ...warnings].map((p) => p.file))];
  const all = [...errors, ...warnings];
  return files.flatMap((file) => all.filter((p) => p.file === file).sort(byPosition));
}

async function printText(outcome: Outcome, io: CliIO): Promise<void> {
  const texts = await sourcesOf(outcome.problems, io.cwd);
  for (const problem of outcome.problems) {
    const source = texts.get(problem.file);
    const shown = source === undefined ? '' : excerpt(source, problem.line, problem.column);
    io.stdout(`${formatProblem(problem)}\n${shown ? `${shown}\n` : ''}`);
  }
  io.stdout(`${summary(outcome)}\n`);
}

/** `12 files, 12 cases valid; config golden/suites.yaml valid` or `3 problems in 2 of 31 files`, then `; 2 warnings`. */
export function summary({ files, config, cases, problems }: Outcome): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const errors = errorsOf(problems);
  const warnings = problems.length - errors.length;
  const warned = warnings > 0 ? `; ${plural(warnings, 'warning')}` : '';
  if (errors.length === 0) return `${plural(files.length, 'file')}, ${plural(cases, 'case')} valid${config ? `; config ${config} valid` : ''}${warned}`;
  const withProblems = new Set(errors.map((p) => p.file)).size;
  const checked = files.length + (config ? 1 : 0);
  return `${plural(errors.length, 'problem')} in ${withProblems} of ${plural(Math.max(checked, withProblems), 'file')}${warned}`;
}

/** The text of each file with a problem, for the excerpts; a file that cannot be read shows none. */
async function sourcesOf(problems: Problem[], cwd: string): Promise<Map<string, string>> {
  const files = [...new Set(problems.filter((p) => !p.code.startsWith('FILE_') && p.code !== 'CONFIG_NOT_FOUND').map((p) => p.file))];
  const texts = await Promise.all(files.map((file) => readFile(resolve(cwd, file), 'utf8').catch(() => undefined)));
  return new Map(files.flatMap((file, i) => (texts[i] === undefined ? [] : [[file, texts[i]] as [string, string]])));
}
