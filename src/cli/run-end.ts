/**
 * The end of an eval, as the person at the terminal reads it: Ctrl-C heard and answered, what an
 * interrupted run kept, and the exit code, decided last.
 */
import { join, relative } from 'node:path';
import { EXIT, type ExitCode } from '../errors.js';
import { failureLine, type WriteFailure } from '../report/records.js';
import { RESULTS_FILE } from '../report/results-file.js';
import { JOURNAL_FILE } from '../run/journal.js';
import type { RunResults } from '../run/types.js';
import { type CliIO, type InterruptSignal, SIGNAL_EXIT } from './io.js';

/** Listens for Ctrl-C and SIGTERM while the run goes on: the first one stops it cleanly. */
export function interruptions(io: CliIO): { signal: AbortSignal; heard(): InterruptSignal | undefined; stop(): void } {
  const controller = new AbortController();
  let heard: InterruptSignal | undefined;
  const stop =
    io.interrupts?.listen((signal) => {
      heard = signal;
      io.stderr(`\nagentdesk eval: ${signal}: no new trial starts; trials in flight get 3 s, then the run is written as partial. ${signal} again exits at once.\n`);
      controller.abort();
    }) ?? (() => undefined);
  return { signal: controller.signal, heard: () => heard, stop };
}

export function interruptionLines(results: RunResults, runDir: string, io: CliIO): string {
  const i = results.interrupted;
  const planned = results.cases.length * results.meta.trials;
  const finished = results.trials.length - (i?.cancelled ?? 0);
  const shown = relative(io.cwd, runDir) || '.';
  return (
    `INTERRUPTED${i?.signal ? ` (${i.signal})` : ''}: ${finished} of ${planned} trial(s) finished, ${i?.cancelled ?? 0} cancelled unjudged (interrupted), ` +
    `${i?.notStarted ?? 0} never started; ${RESULTS_FILE} is marked partial.\nResume it: agentdesk eval --resume ${shown}\n`
  );
}

/** What could not be written, last, and where the finished trials are when results.json is missing. */
export function printFailures(failures: readonly WriteFailure[], runDir: string, io: CliIO): void {
  if (failures.length === 0) return;
  if (failures.some((f) => f.path === join(runDir, RESULTS_FILE))) {
    const shown = relative(io.cwd, runDir) || '.';
    io.stderr(`agentdesk eval: every finished trial is in ${join(shown, JOURNAL_FILE)}; once the folder is fixed, agentdesk eval --resume ${shown} writes the record\n`);
  }
  // The last lines: what could not be written, and why.
  io.stderr(`agentdesk eval: the run's record is incomplete, so it has no verdict (exit 3):\n`);
  for (const f of failures) io.stderr(`${failureLine('eval', f)}\n`);
}

/** The exit code, decided last: interrupted, then a record not written, then a dead provider, then the gate. */
export function exitCode(results: RunResults, failures: readonly WriteFailure[], dead: string | undefined, gated: boolean): ExitCode {
  const signal = results.interrupted?.signal as InterruptSignal | undefined;
  if (results.partial && signal) return SIGNAL_EXIT[signal];
  if (failures.length > 0 || dead) return EXIT.runFailed;
  if (gated && results.gate && !results.gate.passed) return EXIT.gateFailed;
  return EXIT.ok;
}

