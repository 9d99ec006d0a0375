/**
 * Scores wait here and leave in batches, one ingestion request per batch, as the SDK's own
 * score manager batches them; the queue is emptied when the run ends.
 */
import type { ScoreTarget } from './rest.js';

/** Score events per ingestion request. */
const SCORE_BATCH = 100;

export class ScoreQueue {
  private pending: ScoreTarget[] = [];
  private events = 0;

  constructor(
    private readonly send: (targets: ScoreTarget[]) => Promise<void>,
    private readonly batch = SCORE_BATCH,
  ) {}

  /** Queues a trace's scores; returns the send when this filled a batch. */
  add(target: ScoreTarget): Promise<void> | undefined {
    this.pending.push(target);
    this.events += target.scores.length;
    return this.events >= this.batch ? this.flush() : undefined;
  }

  flush(): Promise<void> {
    const targets = this.pending;
    this.pending = [];
    this.events = 0;
    return targets.length > 0 ? this.send(targets) : Promise.resolve();
  }
}
