/**
 * How the engine calls its listeners, the same way for every hook: one listener's throw (or
 * rejection) becomes a warning naming it, never a crashed run or a changed verdict. A listener
 * never writes to the run's results; what it has to add to a trial (the Langfuse trace id) it
 * returns from `trialAnnotate`, which every listener hears before any hears `trialEnd`, so the
 * order of the listeners decides nothing.
 */
import type { CaseInfo, RunListener, TrialAnnotations, TrialResult } from './types.js';

/** How long listeners get to flush before the run ends without them. */
const LISTENER_CLOSE_DEADLINE_MS = 5_000;

const warningOf = (listener: RunListener, error: unknown): string => `${listener.name}: ${(error as Error | undefined)?.message ?? String(error)}`;

/** Calls one event on every listener in turn, awaiting each. */
export async function emit(listeners: readonly RunListener[], warnings: string[], call: (l: RunListener) => unknown): Promise<void> {
  for (const listener of listeners) {
    try {
      await call(listener);
    } catch (error) {
      warnings.push(warningOf(listener, error));
    }
  }
}

/**
 * Calls a synchronous event (`trialStart`) on every listener without waiting: a trial starts on
 * time. A promise one returns anyway is not awaited, but its rejection is a warning too.
 */
export function emitNow(listeners: readonly RunListener[], warnings: string[], call: (l: RunListener) => unknown): void {
  for (const listener of listeners) {
    try {
      const returned = call(listener);
      if (returned instanceof Promise) returned.catch((error: unknown) => warnings.push(warningOf(listener, error)));
    } catch (error) {
      warnings.push(warningOf(listener, error));
    }
  }
}

/** The keys a listener may add to a trial; anything else it returns is ignored. */
const ANNOTATION_KEYS: readonly (keyof TrialAnnotations)[] = ['traceId'];

/**
 * Asks every listener for its annotations of a finished trial and adds them to it, before any
 * listener hears `trialEnd`. Returns the trial with them (the same object).
 */
export async function annotateTrial(listeners: readonly RunListener[], warnings: string[], result: TrialResult, info: CaseInfo): Promise<TrialResult> {
  const notes: TrialAnnotations = {};
  await emit(listeners, warnings, async (l) => {
    const returned = await l.trialAnnotate?.(result, info);
    for (const key of ANNOTATION_KEYS) if (returned?.[key] !== undefined) notes[key] = returned[key];
  });
  return Object.assign(result, notes);
}

/** Lets every listener flush, all at once, each within the deadline. */
export async function closeAll(listeners: readonly RunListener[], warnings: string[], deadlineMs = LISTENER_CLOSE_DEADLINE_MS): Promise<void> {
  await Promise.all(
    listeners.map(async (l) => {
      if (!l.close) return;
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), deadlineMs);
      });
      try {
        const outcome = await Promise.race([l.close().then(() => 'done' as const), deadline]);
        if (outcome === 'late') warnings.push(`${l.name}: did not finish within ${deadlineMs} ms; left behind`);
      } catch (error) {
        warnings.push(warningOf(l, error));
      } finally {
        clearTimeout(timer);
      }
    }),
  );
}
