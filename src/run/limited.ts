/**
 * How the engine schedules trials: p-limit runs at most `concurrency` at a time, and items are
 * handed to it only as places free up. Queueing 10,000 trials up front kept 10,000 closures and
 * promises (and, through them, the cases) alive until each one's turn.
 */
import pLimit from 'p-limit';

export async function forEachLimited<T>(concurrency: number, items: Iterable<T>, work: (item: T) => Promise<void>): Promise<void> {
  const limit = pLimit(concurrency);
  const inFlight = new Set<Promise<void>>();
  for (const item of items) {
    const job = limit(() => work(item));
    inFlight.add(job);
    void job.then(
      () => inFlight.delete(job),
      () => inFlight.delete(job),
    );
    // Keep p-limit's own queue short: wait for a place before making the next item.
    if (limit.pendingCount > 0) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
}
