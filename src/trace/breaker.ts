/**
 * The circuit breaker between a run and Langfuse. The first sign that Langfuse is down
 * (connection refused, a timeout, 5xx after the SDK's retries, keys rejected) opens it:
 * one warning line, and nothing more is sent for the rest of the run. Requests Langfuse
 * refuses one by one (a 400 on one item) do not open it; they are counted and reported
 * as one line when the run closes.
 */

export type ExportFailure = { kind: 'down'; why: string } | { kind: 'rejected'; status: number };

function statusOf(err: unknown): number | undefined {
  const e = err as { statusCode?: unknown; code?: unknown } | null;
  if (typeof e?.statusCode === 'number') return e.statusCode;
  if (typeof e?.code === 'number') return e.code;
  return undefined;
}

function messageOf(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.split('\n')[0]?.slice(0, 120) ?? '';
}

/** Sorts an SDK or exporter error into "Langfuse is down" or "this one request was refused". */
export function classify(err: unknown, timeoutMs: number): ExportFailure {
  const status = statusOf(err);
  if (status === 401 || status === 403) return { kind: 'down', why: `rejected the keys (${status})` };
  if (status !== undefined && (status >= 500 || status === 408 || status === 429)) {
    return { kind: 'down', why: `answered ${status}` };
  }
  if (status !== undefined && status >= 400) return { kind: 'rejected', status };
  const message = messageOf(err);
  if (/time ?out|timed out|abort/i.test(message)) return { kind: 'down', why: `did not answer within ${timeoutMs / 1000} s` };
  return { kind: 'down', why: `is unreachable (${message || 'no answer'})` };
}

export class Breaker {
  private isOpen = false;
  private readonly rejected = new Map<string, number>();

  constructor(
    private readonly where: string,
    private readonly timeoutMs: number,
    private readonly warn: (message: string) => void,
    private readonly redact: (text: string) => string,
  ) {}

  get open(): boolean {
    return this.isOpen;
  }

  /** Opens the breaker; only the first call warns. */
  trip(why: string): void {
    if (this.isOpen) return;
    this.isOpen = true;
    this.warn(this.redact(`langfuse: ${this.where} ${why}; nothing more is sent to Langfuse this run (traces.jsonl has every trial)`));
  }

  /** Records the failure of one call: down opens the breaker, a refusal is counted. */
  fail(what: string, err: unknown): void {
    const failure = classify(err, this.timeoutMs);
    if (failure.kind === 'down') return this.trip(failure.why);
    this.refused(what, failure.status);
  }

  /** Counts `count` requests (or events) Langfuse refused with `status`. */
  refused(what: string, status: number, count = 1): void {
    const key = `${status} ${what}`;
    this.rejected.set(key, (this.rejected.get(key) ?? 0) + count);
  }

  /** One line for all refused requests, if any (and if Langfuse was not down anyway). */
  reportRejections(): void {
    if (this.rejected.size === 0 || this.isOpen) return;
    const parts = [...this.rejected].map(([key, n]) => (n > 1 ? `${key} (x${n})` : key));
    const total = [...this.rejected.values()].reduce((a, b) => a + b, 0);
    this.warn(this.redact(`langfuse: ${total} request(s) refused by ${this.where}: ${parts.join(', ')}`));
    this.rejected.clear();
  }
}
