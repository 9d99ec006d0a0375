/** What a command may touch of the outside world; tests pass their own. */
import { EXIT } from '../errors.js';
import type { Redactor } from '../secrets/index.js';

export type InterruptSignal = 'SIGINT' | 'SIGTERM';

/** Ctrl-C and `kill`: a command that can stop cleanly listens; a second signal ends the process at once. */
interface Interrupts {
  /** Calls `handler` on the first SIGINT or SIGTERM; the returned function stops listening. */
  listen(handler: (signal: InterruptSignal) => void): () => void;
}

export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  /**
   * Our own GitHub workflow commands (`::error file=…::…`), one per line, already escaped: the only
   * lines that may start with `::` (stdout and stderr neutralise any other line that would).
   */
  commands?(lines: readonly string[]): void;
  cwd: string;
  env: Record<string, string | undefined>;
  /** True when stdout is a terminal (progress bar); false in CI and tests (plain lines). */
  isTTY: boolean;
  /** The terminal's width now (it may be resized), when stdout is one: the progress line fits it. */
  columns?(): number | undefined;
  /** Lines typed by a person (the chat command); absent when there is nobody to ask. */
  stdin?: NodeJS.ReadableStream;
  /** Absent when nothing can interrupt the command (tests that do not ask for it). */
  interrupts?: Interrupts;
}

/** The exit code of a process ended by a signal, as shells report it (128 + the signal's number). */
export const SIGNAL_EXIT: Record<InterruptSignal, typeof EXIT.interrupted | typeof EXIT.terminated> = { SIGINT: EXIT.interrupted, SIGTERM: EXIT.terminated };

function processInterrupts(): Interrupts {
  return {
    listen(handler) {
      let heard = 0;
      const on = (signal: InterruptSignal) => {
        heard += 1;
        if (heard === 1) return handler(signal);
        process.stderr.write(`\nagentdesk: ${signal} again: exiting at once\n`);
        process.exit(SIGNAL_EXIT[signal]);
      };
      const onInt = () => on('SIGINT');
      const onTerm = () => on('SIGTERM');
      process.on('SIGINT', onInt);
      process.on('SIGTERM', onTerm);
      return () => {
        process.off('SIGINT', onInt);
        process.off('SIGTERM', onTerm);
      };
    },
  };
}

/** A reader that closed the pipe (`agentdesk validate | head`) is no crash: the rest is dropped. */
function quietOnEpipe(stream: NodeJS.WriteStream): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
}

export function processIO(): CliIO {
  quietOnEpipe(process.stdout);
  quietOnEpipe(process.stderr);
  return {
    stdout: (t) => void process.stdout.write(t),
    stderr: (t) => void process.stderr.write(t),
    commands: (lines) => void process.stdout.write(lines.map((l) => `${l}\n`).join('')),
    cwd: process.cwd(),
    env: process.env,
    isTTY: Boolean(process.stdout.isTTY) && !process.env['CI'],
    columns: () => process.stdout.columns,
    stdin: process.stdin,
    interrupts: processInterrupts(),
  };
}

// Controls no terminal or log viewer should act on: C0 but tab, newline and carriage return (the
// progress bar's), DEL, C1 (CSI, OSC as one byte), and the bidirectional overrides.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
const hex = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * Neutralises one stream: secrets redacted, escapes shown as text (`\u001b`), a line that would be
 * a GitHub workflow command (`::…` after blanks, as the runner trims them) or a legacy one
 * (`##[…` anywhere) gets a backslash, so only `commands()` can speak to the runner.
 */
function neutraliser(write: (text: string) => void, redact: Redactor): (text: string) => void {
  let lineBlank = true;
  return (text) => {
    const pieces = redact.text(text).replace(UNSAFE, hex).replace(/##(vso)?\[/g, '##$1\\[').split('\n');
    const out = pieces.map((piece, i) => {
      const blank = i === 0 ? lineBlank : true;
      const safe = blank ? piece.replace(/^([\s]*)::/, '$1\\::') : piece;
      lineBlank = blank && /^\s*$/.test(piece);
      return safe;
    });
    write(out.join('\n'));
  };
}

const COMMAND = /^::[a-z-]+( [^\n\r]*)?::[^\n\r]*$/;

/**
 * The io every command gets: what it prints is neutralised (see neutraliser), and our own workflow
 * commands go out as they are once checked to be one line each.
 */
export function guardedIO(io: CliIO, redact: Redactor): CliIO {
  const stdout = neutraliser((t) => io.stdout(t), redact);
  return {
    ...io,
    stdout,
    stderr: neutraliser((t) => io.stderr(t), redact),
    commands(lines) {
      const safe = lines.map((l) => redact.text(l));
      const bad = safe.find((l) => !COMMAND.test(l));
      if (bad !== undefined) throw new Error(`not a workflow command: ${JSON.stringify(bad.slice(0, 80))}`);
      if (io.commands) io.commands(safe);
      else io.stdout(safe.map((l) => `${l}\n`).join(''));
    },
  };
}

/** A CliIO that collects output, for tests. */
export function memoryIO(
  options: Partial<Pick<CliIO, 'cwd' | 'env' | 'isTTY' | 'interrupts'>> & { columns?: number } = {},
): CliIO & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    stdout(t: string) {
      io.out += t;
    },
    stderr(t: string) {
      io.err += t;
    },
    commands(lines: readonly string[]) {
      io.out += lines.map((l) => `${l}\n`).join('');
    },
    cwd: options.cwd ?? process.cwd(),
    env: options.env ?? {},
    isTTY: options.isTTY ?? false,
    columns: () => options.columns,
    ...(options.interrupts ? { interrupts: options.interrupts } : {}),
  };
  return io;
}
