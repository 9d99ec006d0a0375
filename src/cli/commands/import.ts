import { mkdir, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { loadCases } from '../../cases/index.js';
import { EXIT, type ExitCode, formatProblem, type Problem, severityOf, UsageError } from '../../errors.js';
import { caseYaml, importTau2, reasonGroup, schemaPathFrom, Tau2InputError } from '../../import/tau2/index.js';
import { packageRoot } from '../../paths.js';
import { ioReason } from '../../report/run-folder.js';
import { parseFlags } from '../args.js';
import type { Command } from '../command.js';
import type { CliIO } from '../io.js';

const USAGE = `Usage: agentdesk import tau2 <retail-folder> --out <dir>

Converts a local copy of tau2-bench's retail domain (the folder holding its tasks.json and db.json;
nothing is downloaded) into golden cases, one per task, <dir>/tau2-retail-<task id>.yaml: the world
the task touches, an unauthenticated start with the identification the instructions allow, the gold
actions as the reference, the gold final world as expect.state (and world: reference), and the
instructions as a simulated-customer block (user:). Writes <dir>/import-report.json and prints what
it could not convert and why, then validates every case it wrote and names those that do not validate.

Options:
  --out <dir>    the folder to write the cases and import-report.json into (created when missing)

Exit codes: 0 every written case validates, 1 a written case does not validate, 2 a bad flag or
files that are not tau2's retail format, 3 the folder or its files cannot be read, or --out cannot be written.`;

interface Report {
  source: string;
  tasks: number;
  written: { task: string; id: string; file: string; valid: boolean; notes: string[] }[];
  skipped: { task: string; id: string; reason: string }[];
  /** Skipped tasks counted by reason, ids left out. */
  reasons: Record<string, number>;
  invalid: { file: string; problems: string[] }[];
}

export const command: Command = {
  name: 'import',
  summary: "convert tau2-bench's retail tasks into golden cases, reporting what cannot be converted",
  usage: USAGE,
  async run(argv, io): Promise<ExitCode> {
    const { values, positionals } = parseFlags(argv, { out: { type: 'string' } });
    const [format, folder, ...more] = positionals;
    if (format !== 'tau2') throw new UsageError('usage/bad-choice', format === undefined ? 'say what to import: agentdesk import tau2 <retail-folder> --out <dir>' : `cannot import '${format}'`, 'Formats: tau2');
    if (folder === undefined || more.length > 0) throw new UsageError('usage/operands', folder === undefined ? 'the tau2 retail folder is missing' : `one folder only, got ${[folder, ...more].join(' ')}`);
    if (values.out === undefined) throw new UsageError('usage/missing-flag', 'say where to write the cases: --out <dir>', 'e.g. agentdesk import tau2 ../tau2-bench/data/tau2/domains/retail --out golden/tau2');
    const source = resolve(io.cwd, folder);
    const out = isAbsolute(values.out) ? values.out : join(io.cwd, values.out);
    await outFolder(out, values.out);
    let imported;
    try {
      imported = await importTau2(source);
    } catch (error) {
      if (!(error instanceof Tau2InputError)) throw error;
      io.stderr(`agentdesk import: ${error.message}\n`);
      return error.kind === 'unreadable' ? EXIT.runFailed : EXIT.invalidInput;
    }
    const schema = schemaPathFrom(out, join(packageRoot(), 'schema', 'golden-case.schema.json'));
    const files = imported.converted.map((c) => ({ c, file: join(out, `${c.id}.yaml`) }));
    try {
      for (const { c, file } of files) await writeFile(file, caseYaml(c, schema));
    } catch (error) {
      io.stderr(`agentdesk import: cannot write the cases into ${values.out}: ${ioReason(error)}\n`);
      return EXIT.runFailed;
    }
    const problems = await validate(files.map((f) => f.file), io.cwd);
    const report: Report = {
      source,
      tasks: imported.tasks,
      written: files.map(({ c, file }) => ({ task: c.taskId, id: c.id, file: shown(io, file), valid: !problems.has(shown(io, file)), notes: c.notes })),
      skipped: imported.skipped.map((s) => ({ task: s.taskId, id: s.id, reason: s.reason })),
      reasons: countBy(imported.skipped.map((s) => reasonGroup(s.reason))),
      invalid: [...problems].map(([file, list]) => ({ file, problems: list.map(formatProblem) })),
    };
    try {
      await writeFile(join(out, 'import-report.json'), `${JSON.stringify(report, null, 2)}\n`);
    } catch (error) {
      io.stderr(`agentdesk import: cannot write import-report.json into ${values.out}: ${ioReason(error)}\n`);
      return EXIT.runFailed;
    }
    print(io, report, values.out);
    return report.invalid.length === 0 ? EXIT.ok : EXIT.gateFailed;
  },
};

const shown = (io: CliIO, file: string) => relative(io.cwd, file) || file;

async function outFolder(out: string, given: string): Promise<void> {
  const info = await stat(out).catch(() => undefined);
  if (info && !info.isDirectory()) throw new UsageError('usage/out-dir', `--out ${given} is a file, not a folder`, '');
  if (!info) await mkdir(out, { recursive: true }).catch((error: unknown) => {
    throw new UsageError('usage/out-dir', `--out ${given} cannot be created: ${ioReason(error)}`, '');
  });
}

/** The validator's errors (not its warnings) for the written files, by the path it shows. */
async function validate(files: string[], cwd: string): Promise<Map<string, Problem[]>> {
  if (files.length === 0) return new Map();
  const loaded = await loadCases(files, { cwd });
  const byFile = new Map<string, Problem[]>();
  for (const p of loaded.problems.filter((x) => severityOf(x) === 'error')) byFile.set(p.file, [...(byFile.get(p.file) ?? []), p]);
  return byFile;
}

function countBy(keys: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const k of keys) counts[k] = (counts[k] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort((a, b) => b[1] - a[1]));
}

function print(io: CliIO, r: Report, out: string): void {
  for (const s of r.skipped) io.stdout(`skipped task ${s.task}: ${s.reason}\n`);
  for (const w of r.written.filter((x) => !x.valid)) io.stdout(`invalid ${w.file} (task ${w.task})\n`);
  for (const i of r.invalid) for (const p of i.problems) io.stdout(`  ${p}\n`);
  const valid = r.written.filter((w) => w.valid).length;
  io.stdout(`agentdesk import: ${r.tasks} task(s): ${r.written.length} converted into ${out} (${valid} valid, ${r.written.length - valid} invalid), ${r.skipped.length} skipped; report in ${join(out, 'import-report.json')}\n`);
}
