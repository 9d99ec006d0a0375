import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../../config/load.js';
import { EXIT, type ExitCode, InvalidInputError, UsageError } from '../../errors.js';
import { oneLine } from '../../report/escape.js';
import { readAnnotations, reviewerFileName } from '../../review/annotations.js';
import { ExportError, exportCase, parseTrialRef } from '../../review/export.js';
import { currentJudgements } from '../../review/modes.js';
import { readRuns, reviewTrials } from '../../review/runs.js';
import { ListenError, startReviewServer } from '../../review/server.js';
import { summaryText } from '../../review/summary.js';
import { intFlag, parseFlags } from '../args.js';
import type { Command } from '../command.js';
import type { CliIO } from '../io.js';

export const DEFAULT_PORT = 4700;

const USAGE = `Usage: agentdesk review <run-folders...> [--port N] [--reviewer name] [--reviews dir] [--config file]
       agentdesk review --summary <run-folders...> [--batch n]
       agentdesk review --export-case <case-id#trial> <run-folder>

Error analysis: read a run's trials one per screen and judge each one (pass / fail / unsure, the
first thing that went wrong, a failure mode). Serves a page on http://127.0.0.1:<port>/ (loopback
only, nothing fetched from elsewhere) until Ctrl-C. A run folder named '.agentdesk/runs/latest'
that does not exist stands for the newest run folder beside it.

Judgements are lines in <reviews>/<run-id>/<reviewer>.jsonl, one file per reviewer per run:
commit them; the page reads them back, so a review continues later or on another machine.

Options:
  --port <n>             port on 127.0.0.1 (default ${DEFAULT_PORT}; 0 picks a free one)
  --reviewer <name>      whose judgements these are (default: git user.name, else $USER)
  --reviews <dir>        folder of the annotation files (default: review.dir of the suites config,
                         else reviews)
  --config <file>        the suites config to read review.dir from (default golden/suites.yaml)
  --summary              print the failure modes (Pareto), the saturation curve and the agreement
                         between human and automatic verdicts, and exit
  --batch <n>            batch size of the saturation curve (default 10)
  --export-case <ref>    write a golden case skeleton from trial <case-id#trial> (the note as its
                         title) under golden/<category>/, validate it, never over a file, and exit

Keys on the page: j/k or arrows next/previous, p/f/u verdict, n note, Esc leave a field (saves), m modes.

Exit codes: 0 served until interrupted, or printed/exported; 2 a bad flag or config, no such run folder
or trial, not a results.json; 3 the port is in use, or the case could not be written or did not validate.`;

const run = promisify(execFile);

async function defaultReviewer(io: CliIO): Promise<string> {
  const git = await run('git', ['config', 'user.name'], { cwd: io.cwd, timeout: 2000 }).then(
    (r) => r.stdout.trim(),
    () => '',
  );
  return git || io.env['USER'] || 'reviewer';
}

/** The config's review.dir, else reviews; a config with problems is invalid input, as for every command. */
async function reviewsDir(file: string | undefined, io: CliIO): Promise<string> {
  const { config, problems } = await loadConfig(file, { cwd: io.cwd });
  if (problems.length > 0) throw new InvalidInputError(problems);
  return config.review?.dir ?? 'reviews';
}

function parse(argv: string[]) {
  return parseFlags(argv, {
    port: { type: 'string' },
    reviewer: { type: 'string' },
    reviews: { type: 'string' },
    config: { type: 'string' },
    summary: { type: 'boolean', default: false },
    batch: { type: 'string' },
    'export-case': { type: 'string' },
  });
}

async function exportOne(ref: string, paths: string[], reviewer: string | undefined, reviews: string, io: CliIO): Promise<ExitCode> {
  if (paths.length !== 1) throw new UsageError('usage/operands', '--export-case takes one run folder');
  const { caseId, trial } = parseTrialRef(ref);
  const runs = await readRuns(paths, io.cwd);
  const runId = runs[0]!.results.meta.runId;
  const judged = currentJudgements(await readAnnotations(reviews, [runId])).filter((c) => c.caseId === caseId && c.trial === trial);
  // The reviewer's own judgement when there is one, else the latest by anyone.
  const judgement = judged.find((c) => c.reviewer === reviewer) ?? judged.sort((a, b) => b.time.localeCompare(a.time))[0];
  try {
    const out = await exportCase(runs, { runId, caseId, trial }, judgement, io.cwd);
    io.stdout(`Wrote ${out.file} (valid; write its expect, then complete its reference)\n`);
    return EXIT.ok;
  } catch (error) {
    if (!(error instanceof ExportError)) throw error;
    io.stderr(`agentdesk review: ${error.message}\n`);
    return EXIT.runFailed;
  }
}

async function serve(paths: string[], port: number, reviewer: string, reviews: string, io: CliIO): Promise<ExitCode> {
  const runs = await readRuns(paths, io.cwd);
  let server;
  try {
    server = await startReviewServer({ runs, reviewer, reviews, cwd: io.cwd, port });
  } catch (error) {
    if (!(error instanceof ListenError)) throw error;
    io.stderr(`agentdesk review: ${error.message}\n`);
    return EXIT.runFailed;
  }
  const trials = runs.reduce((n, r) => n + r.results.trials.length, 0);
  io.stdout(`Reviewing ${trials} trial(s) of ${runs.map((r) => oneLine(r.results.meta.runId)).join(', ')} as ${oneLine(reviewer)}\n`);
  io.stdout(`Judgements go to ${reviews}/<run-id>/${reviewerFileName(reviewer)}.jsonl\n`);
  io.stdout(`Open ${server.url}  (Ctrl-C to stop)\n`);
  if (!io.interrupts) {
    // Nothing can stop it: serve no longer than the call (tests drive startReviewServer instead).
    await server.close();
    return EXIT.ok;
  }
  await new Promise<void>((done) => {
    const stop = io.interrupts!.listen(() => {
      stop();
      done();
    });
  });
  await server.close();
  return EXIT.ok;
}

export const command: Command = {
  name: 'review',
  summary: "read and judge a run's trials in a local page; count failure modes; export a finding as a case",
  usage: USAGE,
  async run(argv, io): Promise<ExitCode> {
    const { values, positionals } = parse(argv);
    const reviews = resolve(io.cwd, values.reviews ?? (await reviewsDir(values.config, io)));
    if (values['export-case'] !== undefined) return exportOne(values['export-case'], positionals, values.reviewer, reviews, io);
    if (values.summary) {
      const batch = intFlag('batch', values.batch, 1) ?? 10;
      const runs = await readRuns(positionals, io.cwd);
      const annotations = await readAnnotations(reviews, runs.map((r) => r.results.meta.runId));
      io.stdout(summaryText(reviewTrials(runs), annotations, batch, runs));
      return EXIT.ok;
    }
    const port = intFlag('port', values.port, 0, 65535) ?? DEFAULT_PORT;
    const reviewer = values.reviewer?.trim() || (await defaultReviewer(io));
    return serve(positionals, port, reviewer, reviews, io);
  },
};
