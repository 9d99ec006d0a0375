import { isAbsolute, join, relative } from 'node:path';
import { audit, auditGate, renderText, writeAuditReports } from '../../audit/index.js';
import type { AuditGateCheck, AuditResult } from '../../audit/types.js';
import { EXIT, type ExitCode, UsageError } from '../../errors.js';
import { resolveRunOptions, RUN_DEFAULTS } from '../../run/options.js';
import { numberFlag, parseFlags } from '../args.js';
import type { Command } from '../command.js';
import type { CliIO } from '../io.js';
import { selectByFlags } from '../select.js';

const USAGE = `Usage: agentdesk audit [paths...] [options]

Audits the suite itself. Each case's reference is played through the real desk (the offline
reference model) and must pass its own assertions and the always-on checks; a reference that does
not is a broken case. Then each mutation operator (execute without a yes, act on another customer's
order, invent an amount, ...) changes the reference, and the mutant is played the same way: a mutant
that fails is killed, one that passes survived, a hole in the case's assertions.

Score = killed / (killed + survived). Survivors the config accepts (audit.accepted, with a reason)
are shown as accepted and left out of the score; unjudged mutants are shown as errors, never killed.

Options:
  --suite <name>         suite from the config (default: every case under the paths, else the default suite)
  --filter <id|glob>     only cases whose id matches (repeatable; * and ? globs)
  --min-score <0..1>     fail below this mutation score (default: the config's audit.minScore)
  --out <dir>            where audit.json and audit.md go (default .agentdesk/audit)
  --config <file>        suites config (default golden/suites.yaml)
  --format <text|json>   what goes to stdout (default text)
  --concurrency <n>      trials in flight (default ${RUN_DEFAULTS.concurrency})

Exit codes: 0 passed; 1 a reference is broken, a safety mutant survives where it applies, or the
score is under the minimum; 2 invalid input; 3 the audit could not be carried out.`;

function parse(argv: string[]) {
  return parseFlags(argv, {
    suite: { type: 'string' },
    filter: { type: 'string', multiple: true },
    'min-score': { type: 'string' },
    out: { type: 'string' },
    config: { type: 'string' },
    format: { type: 'string', default: 'text' },
    concurrency: { type: 'string' },
  });
}

function formatFlag(text: string): 'text' | 'json' {
  if (text === 'text' || text === 'json') return text;
  throw new UsageError('usage/bad-choice', `--format must be text or json, got '${text}'`);
}

/** Relative to cwd when under it, else absolute. */
function shown(cwd: string, path: string): string {
  const rel = relative(cwd, path);
  return rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}

function print(io: CliIO, format: 'text' | 'json', result: AuditResult, checks: AuditGateCheck[], files: { json: string; md: string }): void {
  if (format === 'json') {
    io.stdout(`${JSON.stringify({ ...result, gate: { passed: checks.every((c) => c.ok), checks } }, null, 2)}\n`);
    return;
  }
  io.stdout(renderText(result, checks));
  io.stdout(`Reports: ${shown(io.cwd, files.json)}, ${shown(io.cwd, files.md)}\n`);
}

async function execute(argv: string[], io: CliIO): Promise<ExitCode> {
  const { values, positionals } = parse(argv);
  const format = formatFlag(values.format);
  const minFlag = numberFlag('min-score', values['min-score'], 0, 1);
  const selection = await selectByFlags(values, positionals, io.cwd);
  const settings = selection.config.audit ?? {};
  // The same resolution as eval's: --concurrency, run.concurrency, AGENTDESK_CONCURRENCY, 8.
  const { concurrency } = resolveRunOptions({ flags: { concurrency: values.concurrency }, config: selection.config, env: io.env });
  const result = await audit({
    cases: selection.cases,
    ...(settings.accepted ? { accepted: settings.accepted } : {}),
    concurrency,
  });
  const minScore = minFlag ?? settings.minScore;
  const checks = auditGate(result, minScore !== undefined ? { minScore } : {});
  const out = values.out ?? join('.agentdesk', 'audit');
  const files = await writeAuditReports(isAbsolute(out) ? out : join(io.cwd, out), result, checks);
  print(io, format, result, checks, files);
  return checks.every((c) => c.ok) ? EXIT.ok : EXIT.gateFailed;
}

export const command: Command = {
  name: 'audit',
  summary: "check every case's reference against its own graders, and mutation-test the graders",
  usage: USAGE,
  run: execute,
};
