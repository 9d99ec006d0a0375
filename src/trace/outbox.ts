/**
 * Background work the exporter started and must see finish (or give up on) before the
 * run ends. Every promise put here has already handled its own errors.
 */

/** Resolves true when `promise` settled within `ms`, false when the time ran out first. */
export function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, ms));
  });
  const settled = promise.then(
    () => true,
    () => true,
  );
  return Promise.race([settled, expired]).finally(() => clearTimeout(timer));
}

export class Outbox {
  private readonly pending = new Set<Promise<unknown>>();

  /** Tracks a task. Tasks handle their own failures; one that does not is dropped silently here. */
  add(task: Promise<unknown>): Promise<unknown> {
    const tracked: Promise<unknown> = task.catch(() => undefined).finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
    return tracked;
  }

  /**
   * Waits for everything queued, and what that queues in turn, as long as work keeps
   * finishing: false once nothing finished for `idleMs`, or when `totalMs` ran out.
   */
  async drain(idleMs: number, totalMs: number): Promise<boolean> {
    const deadline = Date.now() + totalMs;
    while (this.pending.size > 0) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      const progressed = await within(Promise.race([...this.pending]), Math.min(idleMs, left));
      if (!progressed) return false;
    }
    return true;
  }
}

/**
 * Coalesces flush requests: at most one flush runs; requests arriving meanwhile share one
 * more flush after it, so spans ended during a flush are not left behind.
 */
export class Coalescer {
  private running: Promise<void> | undefined;
  private again = false;

  constructor(private readonly flushOnce: () => Promise<void>) {}

  request(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = this.loop().finally(() => {
      if (this.running === run) this.running = undefined;
    });
    this.running = run;
    return run;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      await this.flushOnce();
    } while (this.again);
  }
}
