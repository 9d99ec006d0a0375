import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../src/model/http/clock.js';
import { tokenBucket } from '../../src/model/http/rate-limit.js';
import { type OpenAIServer, startOpenAIServer } from '../support/openai-server.js';
import { CASE, HELLO, KEY, makeCase, providerOn } from './helpers.js';

/** Time stands still: every sleep is recorded, none advances the clock. */
function frozenClock(): Clock & { sleeps: number[] } {
  const sleeps: number[] = [];
  return { sleeps, now: () => 0, wallNow: () => 0, sleep: async (ms) => void sleeps.push(ms), random: () => 0.5 };
}

describe('the requests-per-minute bucket', () => {
  it('lets a burst through, then spaces requests at the rate', async () => {
    const clock = frozenClock();
    const bucket = tokenBucket({ rpm: 60, burst: 1, clock });
    await Promise.all([bucket.take(), bucket.take(), bucket.take(), bucket.take()]);
    expect(clock.sleeps).toEqual([1000, 2000, 3000]);
  });

  it('refills with time', async () => {
    let now = 0;
    const sleeps: number[] = [];
    const clock: Clock = { now: () => now, wallNow: () => now, sleep: async (ms) => void sleeps.push(ms), random: () => 0 };
    const bucket = tokenBucket({ rpm: 60, burst: 1, clock });
    await bucket.take();
    now = 1000;
    await bucket.take();
    now = 1500;
    await bucket.take();
    expect(sleeps).toEqual([500]);
  });
});

describe('limits shared by every trial of a provider', () => {
  let server: OpenAIServer;
  beforeAll(async () => {
    server = await startOpenAIServer({ apiKey: KEY, latencyMs: 25 });
  });
  afterAll(() => server.close());

  it('never has more requests in flight than the concurrency cap, across trials', async () => {
    server.reset();
    const provider = providerOn(server, { maxConcurrency: 3 });
    const trials = Array.from({ length: 6 }, (_, i) => provider.forTrial({ case: makeCase({ id: `c${i}` }), trial: 1 }));
    await Promise.all(trials.flatMap((model) => [model.complete(HELLO), model.complete(HELLO), model.complete(HELLO)]));
    await provider.close?.();
    expect(server.requests).toHaveLength(18);
    expect(server.maxInFlight).toBe(3);
  });

  it('holds the rpm limit across trials', async () => {
    server.reset();
    const clock = frozenClock();
    const provider = providerOn(server, { rpm: 120 }, { clock });
    const models = [1, 2, 3, 4, 5].map((trial) => provider.forTrial({ case: CASE, trial }));
    await Promise.all(models.map((m) => m.complete(HELLO)));
    await provider.close?.();
    // a burst of 2 (one second's worth), then one every 500 ms
    expect(clock.sleeps).toEqual([500, 1000, 1500]);
  });
});
