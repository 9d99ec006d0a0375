/** Shared pieces of the model tests: a clock that never waits, a minimal case, a provider on a server. */
import type { GoldenCaseData, LoadedCase, ModelProvider, ModelRequest } from '../../src/index.js';
import type { ModelSettings } from '../../src/config/types.js';
import type { Clock } from '../../src/model/http/clock.js';
import { createProvider, type ProviderOptions } from '../../src/model/registry.js';
import type { OpenAIServer } from '../support/openai-server.js';

export const KEY = 'sk-test-Zq81xLoopbackSecret00';

/** `sleep` records the delay and advances `now` instead of waiting. */
export function fakeClock(wall = Date.parse('2026-01-01T12:00:00Z')): Clock & { sleeps: number[] } {
  let t = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => t,
    wallNow: () => wall + t,
    sleep: async (ms, signal) => {
      signal?.throwIfAborted();
      sleeps.push(ms);
      t += ms;
    },
    random: () => 0.5,
  };
}

export function makeCase(data: Partial<GoldenCaseData> & { id: string }): LoadedCase {
  const full: GoldenCaseData = {
    category: 'test',
    given: { session: { customer: 'c-ana' } },
    conversation: ['hello'],
    expect: {},
    ...data,
  };
  return { data: full, file: `golden/test/${data.id}.yaml`, hash: '0'.repeat(64), locate: () => ({ line: 1, column: 1 }) };
}

export const CASE = makeCase({ id: 'model-test' });

export function providerOn(
  server: OpenAIServer,
  settings: ModelSettings = {},
  extra: Partial<ProviderOptions> = {},
): ModelProvider {
  return createProvider({
    spec: 'openai:test-model',
    baseUrl: server.url,
    env: { AGENTDESK_API_KEY: KEY },
    settings,
    clock: fakeClock(),
    ...extra,
  });
}

export const HELLO: ModelRequest = {
  purpose: 'resolver',
  messages: [
    { role: 'system', content: 'You are a desk.\nSession customer: c-ana (Ana)\nCurrent time: 2026-01-01T12:00:00.000Z' },
    { role: 'user', content: 'hello' },
  ],
};
