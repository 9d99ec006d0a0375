import { readdir, rm } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { CASE_CACHE_DIR } from '../../cases/index.js';
import { EXIT, type ExitCode, UsageError } from '../../errors.js';
import { planClean, removeRuns } from '../../report/runs.js';
import { parseFlags } from '../args.js';
import type { Command } from '../command.js';

const USAGE = `Usage: agentdesk clean --keep <n> [--runs <dir>] [--dry-run]
       agentdesk clean --cache [--dry-run]

Removes old run folders: keeps the newest <n> (by when their results.json was written) and the one
<runs>/latest points at; folders without a results.json are not run folders and are left alone.
With --cache, removes the case cache (.agentdesk/cache/cases: the parsed and validated form of
each case file eval keeps, so an unchanged file is not parsed again); the next eval parses every file.

Options:
  --keep <n>      run folders to keep (0 or more)
  --runs <dir>    the folder of run folders (default .agentdesk/runs)
  --cache         remove the case cache (with --keep, old run folders too)
  --dry-run       say what would be removed, remove nothing

Exit codes: 0 done, 2 a bad flag.`;

function keepOf(value: string | undefined): number {
  if (value === undefined) throw new UsageError('usage/missing-flag', 'say how many run folders to keep: --keep <n>', 'e.g. agentdesk clean --keep 10');
  if (!/^\d+$/.test(value)) throw new UsageError('usage/bad-number', `--keep takes a whole number, got '${value}'`);
  return Number(value);
}

/** Removes the case cache of the project at `cwd`, saying how much it held. */
async function cleanCache(cwd: string, dryRun: boolean, io: { stdout(text: string): void }): Promise<void> {
  const dir = join(cwd, CASE_CACHE_DIR);
  const files = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const entries = files.filter((f) => f.isFile()).length;
  if (!dryRun) await rm(dir, { recursive: true, force: true });
  io.stdout(`agentdesk clean: ${dryRun ? 'would remove' : 'removed'} the case cache ${CASE_CACHE_DIR} (${entries} case(s))\n`);
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

export const command: Command = {
  name: 'clean',
  summary: 'remove old run folders (keeping the newest N and latest), or the case cache',
  usage: USAGE,
  async run(argv, io): Promise<ExitCode> {
    const { values, positionals } = parseFlags(argv, { keep: { type: 'string' }, runs: { type: 'string' }, cache: { type: 'boolean', default: false }, 'dry-run': { type: 'boolean', default: false } });
    if (positionals.length > 0) throw new UsageError('usage/operands', `clean takes no folder names, got ${positionals.join(' ')}`, 'Use --runs <dir>.');
    if (values.cache) await cleanCache(io.cwd, values['dry-run'], io);
    if (values.cache && values.keep === undefined) return EXIT.ok;
    const keep = keepOf(values.keep);
    const given = values.runs ?? join('.agentdesk', 'runs');
    const runs = isAbsolute(given) ? given : join(io.cwd, given);
    const plan = await planClean(runs, keep);
    const freed = plan.removed.reduce((sum, f) => sum + f.bytes, 0);
    const verb = values['dry-run'] ? 'would remove' : 'removed';
    if (!values['dry-run']) await removeRuns(plan);
    for (const f of plan.removed) io.stdout(`${verb} ${relative(io.cwd, f.path) || f.path}\n`);
    io.stdout(`agentdesk clean: ${verb} ${plan.removed.length} run folder(s) (${megabytes(freed)}), kept ${plan.kept.length}\n`);
    return EXIT.ok;
  },
};
