import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { EXIT, type ExitCode, UsageError } from '../../errors.js';
import { RENDER_NAMES, type RenderName, renderFormat } from '../../report/formats.js';
import { repoUrlFromEnv, runUrlFromEnv } from '../../report/links.js';
import { failureLine, writeRecord } from '../../report/records.js';
import { readRunFolder } from '../../report/results-file.js';
import { parseFlags } from '../args.js';
import type { Command } from '../command.js';

const USAGE = `Usage: agentdesk report <run-folder> [--format md|html|junit|json|comment] [--out file] [--repo-url url] [--baseline run-folder]

Renders a run folder's results.json again (after a template changed, or in another format).
Nothing is re-run and no verdict changes.

Options:
  --format md|html|junit|json|comment
                                md (default): the job-summary report; html: transcripts with filters;
                                junit: JUnit XML; json: the results as read; comment: the pull-request
                                comment (gate verdict, regressions, failed cases, links)
  --baseline <run-folder>       comment only: the run to compare with (e.g. the last run on main);
                                cases that passed there and fail here are listed as regressions
  --out <file>                  write to this file instead of stdout
  --repo-url <url>              base of links to case files (default on GitHub Actions:
                                $GITHUB_SERVER_URL/$GITHUB_REPOSITORY/blob/$GITHUB_SHA)

A partial run (interrupted) is rendered with a PARTIAL RUN banner, and said so on stderr.

Exit codes: 0 rendered, 2 no such run folder, no results.json in it, or a bad flag, 3 --out could not be written.`;

export const command: Command = {
  name: 'report',
  summary: 'render a run folder again: md, html, junit or json',
  usage: USAGE,
  async run(argv, io): Promise<ExitCode> {
    const { values, positionals } = parseFlags(argv, { format: { type: 'string', default: 'md' }, out: { type: 'string' }, 'repo-url': { type: 'string' }, baseline: { type: 'string' } });
    const format = values.format as RenderName;
    if (!RENDER_NAMES.includes(format)) throw new UsageError('usage/bad-choice', `unknown --format '${values.format}'`, `Formats: ${RENDER_NAMES.join(', ')}`);
    if (values.baseline !== undefined && format !== 'comment') throw new UsageError('usage/flag-conflict', '--baseline goes with --format comment');
    if (positionals.length !== 1) {
      throw new UsageError('usage/operands', positionals.length === 0 ? 'name the run folder to render' : `one run folder at a time, got ${positionals.length}`);
    }
    const { results } = await readRunFolder(positionals[0]!, io.cwd);
    if (results.partial) {
      const planned = results.cases.length * results.meta.trials;
      io.stderr(`agentdesk report: ${positionals[0]} is a PARTIAL run (interrupted): ${results.trials.length} of ${planned} trial(s); finish it with agentdesk eval --resume ${positionals[0]}\n`);
    }
    const repoUrl = values['repo-url'] ?? repoUrlFromEnv(io.env, io.cwd);
    const baseline = values.baseline !== undefined ? (await readRunFolder(values.baseline, io.cwd)).results : undefined;
    const runUrl = runUrlFromEnv(io.env);
    const text = renderFormat(format, results, { ...(repoUrl ? { repoUrl } : {}), ...(baseline ? { baseline } : {}), ...(runUrl ? { runUrl } : {}) });
    if (values.out === undefined) {
      io.stdout(text);
      return EXIT.ok;
    }
    const out = resolve(io.cwd, values.out);
    await mkdir(dirname(out), { recursive: true }).catch(() => undefined);
    const failed = await writeRecord(out, [text]);
    if (failed) {
      io.stderr(`${failureLine('report', failed)}\n`);
      return EXIT.runFailed;
    }
    io.stderr(`Wrote ${values.out}\n`);
    return EXIT.ok;
  },
};
