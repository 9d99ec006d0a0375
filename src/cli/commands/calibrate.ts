import { mkdir, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { calibrate, calibrationGate, renderText } from '../../calibrate/index.js';
import { loadCases } from '../../cases/index.js';
import { loadConfig } from '../../config/load.js';
import { EXIT, type ExitCode, InvalidInputError, UsageError } from '../../errors.js';
import { intFlag } from '../args.js';
import type { Command } from '../command.js';
import type { CliIO } from '../io.js';

const USAGE = `Usage: agentdesk calibrate [paths...] [options]

Measures the graders before anyone trusts them. A labelled behaviour is a case whose reference is
the behaviour being judged and whose calibration: block says whether it is correct or wrong and
which assertions a correct grader fails on it. Each is played through the real desk, tools, guards
and graders (the offline reference model), and every assertion is compared with the label.

Prints per check: true pass, true fail, false pass, false fail, unjudged, TPR (correct behaviours
passed) and TNR (wrong behaviours failed) with 95 % Wilson intervals, then every misjudgement at
its file:line. The limits are the config's calibration: block (default for the always-on checks:
no false pass, at most 2 % false fails, at least 10 wrong and 10 correct behaviours each).

Paths default to calibration/. Cases without a calibration: block are left out.

Options:
  --config <file>        suites config with the limits (default golden/suites.yaml)
  --out <dir>            where calibration.json goes (default .agentdesk/calibration)
  --format <text|json>   what goes to stdout (default text)
  --concurrency <n>      behaviours in flight (default 8)

Exit codes: 0 every grader within its limits; 1 a grader misjudges more often than allowed, is
unmeasured, or a label names an assertion the behaviour lacks; 2 invalid input; 3 the calibration
could not be carried out.`;

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      config: { type: 'string' },
      out: { type: 'string' },
      format: { type: 'string', default: 'text' },
      concurrency: { type: 'string' },
    },
  });
}

function formatFlag(text: string): 'text' | 'json' {
  if (text === 'text' || text === 'json') return text;
  throw new UsageError(`--format must be text or json, got '${text}'`);
}

function shown(cwd: string, path: string): string {
  const rel = relative(cwd, path);
  return rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}

async function execute(argv: string[], io: CliIO): Promise<ExitCode> {
  const { values, positionals } = parse(argv);
  const format = formatFlag(values.format);
  const concurrency = intFlag('concurrency', values.concurrency, 1, 1024);
  const paths = positionals.length > 0 ? positionals : ['calibration'];
  const [loaded, config] = await Promise.all([loadCases(paths, { cwd: io.cwd }), loadConfig(values.config, { cwd: io.cwd })]);
  const problems = [...config.problems, ...loaded.problems];
  if (problems.length > 0) throw new InvalidInputError(problems);
  const result = await calibrate({ cases: loaded.cases, concurrency: concurrency ?? config.config.run?.concurrency ?? 8 });
  const gate = calibrationGate(result, config.config.calibration);
  const passed = gate.every((g) => g.ok);
  const out = values.out ?? join('.agentdesk', 'calibration');
  const dir = isAbsolute(out) ? out : join(io.cwd, out);
  const file = join(dir, 'calibration.json');
  await mkdir(dir, { recursive: true });
  await writeFile(file, `${JSON.stringify({ ...result, gate: { passed, checks: gate } }, null, 2)}\n`);
  if (format === 'json') io.stdout(`${JSON.stringify({ ...result, gate: { passed, checks: gate } }, null, 2)}\n`);
  else io.stdout(`${renderText(result, gate)}Written: ${shown(io.cwd, file)}\n`);
  return passed ? EXIT.ok : EXIT.gateFailed;
}

export const command: Command = {
  name: 'calibrate',
  summary: 'measure the graders on hand-labelled behaviours: false passes and false fails per check',
  usage: USAGE,
  run: execute,
};
