import { appendFileSync } from 'node:fs';
import { formatProblem, type Problem } from '../errors.js';
import { escapeCommandData, escapeCommandProperty } from '../report/escape.js';
import type { CliIO } from './io.js';

/** Prints every problem, then one line; nothing runs after this. On GitHub Actions, also annotations and a job summary. */
export function printProblems(io: CliIO, problems: readonly Problem[]): void {
  for (const p of problems) io.stderr(`${formatProblem(p)}\n`);
  const files = new Set(problems.map((p) => p.file)).size;
  io.stderr(`${problems.length} problem(s) in ${files} file(s); nothing was run. Fix them and run again (agentdesk validate shows them too).\n`);
  if (io.env['GITHUB_ACTIONS'] === 'true') annotateProblems(io, problems);
}

/**
 * An invalid case in CI shows on the pull request at its line, and the job summary says that
 * nothing ran and why: a red check with no explanation is a check people learn to re-run.
 */
function annotateProblems(io: CliIO, problems: readonly Problem[]): void {
  for (const p of problems) {
    const props = `file=${escapeCommandProperty(p.file)},line=${p.line},col=${p.column},title=${escapeCommandProperty(p.code)}`;
    io.stdout(`::error ${props}::${escapeCommandData(p.message)}\n`);
  }
  const summary = io.env['GITHUB_STEP_SUMMARY'];
  if (!summary) return;
  const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/[\r\n]+/g, ' ');
  const rows = problems.map((p) => `| \`${cell(`${p.file}:${p.line}:${p.column}`)}\` | \`${p.code}\` | ${cell(p.message)} |`);
  const text = ['# 🔴 INVALID INPUT: nothing was run', '', `${problems.length} problem(s); exit code 2.`, '', '| where | code | problem |', '| --- | --- | --- |', ...rows, ''].join('\n');
  appendFileSync(summary, `${text}\n`, 'utf8');
}
