import { formatProblem, type Problem } from '../errors.js';
import type { CliIO } from './io.js';

/** Prints every problem, then one line; nothing runs after this. */
export function printProblems(io: CliIO, problems: readonly Problem[]): void {
  for (const p of problems) io.stderr(`${formatProblem(p)}\n`);
  const files = new Set(problems.map((p) => p.file)).size;
  io.stderr(`${problems.length} problem(s) in ${files} file(s); nothing was run. Fix them and run again (agentdesk validate shows them too).\n`);
}
