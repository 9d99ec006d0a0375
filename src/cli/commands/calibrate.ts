import { mkdir, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { CALIBRATION_FILE, calibrate, calibrationGate, DEFAULT_CALIBRATION_DIR, renderText, type CalibrationResult } from '../../calibrate/index.js';
import { loadCases } from '../../cases/index.js';
import { loadConfig } from '../../config/load.js';
import type { SuitesConfig } from '../../config/types.js';
import { PRESETS } from '../../model/backends/presets.js';
import { createJudgeProvider } from '../../model/judge.js';
import { recordingProvider } from '../../model/record.js';
import type { ModelProvider } from '../../model/types.js';
import { createRedactor, knownSecrets } from '../../secrets/index.js';
import { resolveRunOptions, RUN_DEFAULTS } from '../../run/options.js';
import { EXIT, type ExitCode, InvalidInputError, UsageError } from '../../errors.js';
import { parseFlags } from '../args.js';
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

Judge rubric lines (expect.judge) are asked of a judge model, and each line is a row of its own:
TPR and TNR of that judge on that line, the rates an eval run's judge pass rate is corrected by.
The judge is --judge, else the config's judge: block, else calibration.judge; with none, the rubric
rows are unmeasured (and fail). A judge's "unknown" is counted apart, never as a pass or a fail.

Paths default to calibration/. Cases without a calibration: block are left out.

Options:
  --judge <model>        the judge model, e.g. openai:gpt-4.1 or replay:calibration/judge/recordings
                         (settings from the config's judge: block; AGENTDESK_JUDGE_BASE_URL and
                         AGENTDESK_JUDGE_API_KEY point it at its server)
  --record <dir>         write the judge's answers there, to replay later (--judge replay:<dir>)
  --config <file>        suites config with the limits (default golden/suites.yaml)
  --out <dir>            where calibration.json goes (default .agentdesk/calibration, where eval
                         looks for the judge's rates)
  --format <text|json>   what goes to stdout (default text)
  --concurrency <n>      behaviours in flight (default ${RUN_DEFAULTS.concurrency})

Exit codes: 0 every grader within its limits; 1 a grader misjudges more often than allowed, is
unmeasured, or a label names an assertion the behaviour lacks; a judge rubric line is unmeasured or
the judge is no better than chance on it; 2 invalid input; 3 the calibration could not be carried out.`;

function parse(argv: string[]) {
  return parseFlags(argv, {
    config: { type: 'string' },
    out: { type: 'string' },
    format: { type: 'string', default: 'text' },
    concurrency: { type: 'string' },
    judge: { type: 'string' },
    record: { type: 'string' },
  });
}

function formatFlag(text: string): 'text' | 'json' {
  if (text === 'text' || text === 'json') return text;
  throw new UsageError('usage/bad-choice', `--format must be text or json, got '${text}'`);
}

/** The judge: --judge, else the config's judge: block, else calibration.judge; its settings from the judge: block. */
function judgeFor(values: ReturnType<typeof parse>['values'], config: SuitesConfig, io: CliIO): ModelProvider | undefined {
  const spec = values.judge ?? config.judge?.model ?? config.calibration?.judge;
  if (spec === undefined || !spec.trim()) return undefined;
  const judge = createJudgeProvider({ ...config.judge, model: spec }, io.env, config.prices, { cwd: io.cwd });
  if (!judge || values.record === undefined) return judge;
  return recordingProvider(judge, isAbsolute(values.record) ? values.record : join(io.cwd, values.record));
}

function shown(cwd: string, path: string): string {
  const rel = relative(cwd, path);
  return rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}

async function execute(argv: string[], io: CliIO): Promise<ExitCode> {
  const { values, positionals } = parse(argv);
  const format = formatFlag(values.format);
  const paths = positionals.length > 0 ? positionals : ['calibration'];
  const [loaded, config] = await Promise.all([loadCases(paths, { cwd: io.cwd }), loadConfig(values.config, { cwd: io.cwd })]);
  const problems = [...config.problems, ...loaded.problems];
  if (problems.length > 0) throw new InvalidInputError(problems);
  // The same resolution as eval's: --concurrency, run.concurrency, AGENTDESK_CONCURRENCY, the default.
  const { concurrency } = resolveRunOptions({ flags: { concurrency: values.concurrency }, config: config.config, env: io.env });
  const redact = createRedactor(
    knownSecrets({ env: io.env, envNames: Object.values(PRESETS).flatMap((p) => p.keyEnv), urls: [config.config.judge?.baseUrl] }),
  );
  const judge = judgeFor(values, config.config, io);
  let result: CalibrationResult;
  try {
    result = await calibrate({ cases: loaded.cases, concurrency, ...(judge ? { judge } : {}) });
  } finally {
    await judge?.close?.();
  }
  result = redact.value(result);
  const gate = calibrationGate(result, config.config.calibration);
  const passed = gate.every((g) => g.ok);
  const out = values.out ?? DEFAULT_CALIBRATION_DIR;
  const dir = isAbsolute(out) ? out : join(io.cwd, out);
  const file = join(dir, CALIBRATION_FILE);
  await mkdir(dir, { recursive: true });
  await writeFile(file, `${JSON.stringify({ ...result, gate: { passed, checks: gate } }, null, 2)}\n`);
  if (format === 'json') io.stdout(`${JSON.stringify({ ...result, gate: { passed, checks: gate } }, null, 2)}\n`);
  else io.stdout(redact.text(`${renderText(result, gate)}Written: ${shown(io.cwd, file)}\n`));
  return passed ? EXIT.ok : EXIT.gateFailed;
}

export const command: Command = {
  name: 'calibrate',
  summary: 'measure the graders on hand-labelled behaviours: false passes and false fails per check',
  usage: USAGE,
  run: execute,
};
