/** What a command may touch of the outside world; tests pass their own. */
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  cwd: string;
  env: Record<string, string | undefined>;
  /** True when stdout is a terminal (progress bar); false in CI and tests (plain lines). */
  isTTY: boolean;
  /** Lines typed by a person (the chat command); absent when there is nobody to ask. */
  stdin?: NodeJS.ReadableStream;
}

export function processIO(): CliIO {
  return {
    stdout: (t) => void process.stdout.write(t),
    stderr: (t) => void process.stderr.write(t),
    cwd: process.cwd(),
    env: process.env,
    isTTY: Boolean(process.stdout.isTTY) && !process.env['CI'],
    stdin: process.stdin,
  };
}

/** A CliIO that collects output, for tests. */
export function memoryIO(options: Partial<Pick<CliIO, 'cwd' | 'env' | 'isTTY'>> = {}): CliIO & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    stdout(t: string) {
      io.out += t;
    },
    stderr(t: string) {
      io.err += t;
    },
    cwd: options.cwd ?? process.cwd(),
    env: options.env ?? {},
    isTTY: options.isTTY ?? false,
  };
  return io;
}
