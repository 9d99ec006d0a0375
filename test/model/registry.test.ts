import { describe, expect, it } from 'vitest';
import { createProvider, resolveModelSpec, type SuitesConfig, UsageError } from '../../src/index.js';
import { createJudgeProvider } from '../../src/model/judge.js';

const config = (model?: string): SuitesConfig => ({ version: 1, defaultSuite: 'smoke', suites: {}, ...(model ? { run: { model } } : {}) });

describe('resolveModelSpec', () => {
  it('takes --model first, then the config, then AGENTDESK_MODEL, else reference', () => {
    const env = { AGENTDESK_MODEL: 'ollama:from-env' };
    expect(resolveModelSpec('vllm:from-flag', config('openai:from-config'), env)).toBe('vllm:from-flag');
    expect(resolveModelSpec(undefined, config('openai:from-config'), env)).toBe('openai:from-config');
    expect(resolveModelSpec(undefined, config(), env)).toBe('ollama:from-env');
    expect(resolveModelSpec(undefined, undefined, env)).toBe('ollama:from-env');
    expect(resolveModelSpec(undefined, undefined, {})).toBe('reference');
    expect(resolveModelSpec('  ', config(), { AGENTDESK_MODEL: '' })).toBe('reference');
  });
});

describe('createProvider', () => {
  it.each([
    ['openai:gpt-4o-mini', 'https://api.openai.com/v1', 'gpt-4o-mini'],
    ['openrouter:meta/llama-3.1-8b', 'https://openrouter.ai/api/v1', 'meta/llama-3.1-8b'],
    ['ollama:llama3.1:8b', 'http://127.0.0.1:11434/v1', 'llama3.1:8b'],
    ['vllm:qwen', 'http://127.0.0.1:8000/v1', 'qwen'],
    ['llamacpp:local', 'http://127.0.0.1:8080/v1', 'local'],
  ])('%s goes to its preset server', (spec, baseUrl, model) => {
    const p = createProvider({ spec, env: { AGENTDESK_API_KEY: 'sk-xyz-0000000' } });
    expect(p.id).toBe(spec);
    expect(p.settings).toMatchObject({ baseUrl, model });
  });

  it('takes the base URL from the flag, then the settings, then AGENTDESK_BASE_URL, then the preset', () => {
    const env = { AGENTDESK_BASE_URL: 'http://127.0.0.1:9003/v1' };
    const url = (o: { baseUrl?: string; settings?: { baseUrl: string } }) => createProvider({ spec: 'vllm:m', env, ...o }).settings['baseUrl'];
    expect(url({ baseUrl: 'http://127.0.0.1:9001/v1', settings: { baseUrl: 'http://127.0.0.1:9002/v1' } })).toBe('http://127.0.0.1:9001/v1');
    expect(url({ settings: { baseUrl: 'http://127.0.0.1:9002/v1' } })).toBe('http://127.0.0.1:9002/v1');
    expect(url({})).toBe('http://127.0.0.1:9003/v1');
  });

  it('needs a key for a hosted API, naming the variables', () => {
    expect(() => createProvider({ spec: 'openai:gpt-4o', env: {} })).toThrow(UsageError);
    expect(() => createProvider({ spec: 'openrouter:x', env: { OPENROUTER_API_KEY: 'k-123456' } })).not.toThrow();
    expect(() => createProvider({ spec: 'openai:gpt-4o', env: {}, baseUrl: 'http://127.0.0.1:1/v1' })).not.toThrow();
  });

  it('keeps credentials out of the settings it shows', () => {
    const p = createProvider({
      spec: 'vllm:m',
      env: { AGENTDESK_API_KEY: 'sk-secret-abcdef' },
      baseUrl: 'http://user:pass@127.0.0.1:8000/v1?api-key=hush&x=1',
    });
    const shown = JSON.stringify(p.settings);
    for (const secret of ['sk-secret-abcdef', 'pass', 'hush']) expect(shown).not.toContain(secret);
    expect(p.settings['baseUrl']).toBe('http://127.0.0.1:8000/v1?api-key=redacted&x=1');
  });

  it.each(['', 'gpt-4o', 'openai:', 'reference:x', 'replay-ish:x', 'constructor:x', 'toString'])('refuses the spec %j', (spec) => {
    expect(() => createProvider({ spec, env: { AGENTDESK_API_KEY: 'k-123456' } })).toThrow(UsageError);
  });

  it('gives the reference backend for reference', () => {
    expect(createProvider({ spec: 'reference', env: {} }).id).toBe('reference');
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => createProvider({ spec: 'vllm:m', env: {}, baseUrl: 'ftp://127.0.0.1/v1' })).toThrow(UsageError);
    expect(() => createProvider({ spec: 'vllm:m', env: {}, baseUrl: 'not a url' })).toThrow(UsageError);
  });
});

describe('createJudgeProvider', () => {
  it('is absent when no judge is configured', () => {
    expect(createJudgeProvider(undefined, {})).toBeUndefined();
  });

  it('builds the configured judge at temperature 0, not on the base URL of the model under test', () => {
    const judge = createJudgeProvider({ model: 'vllm:judge' }, { AGENTDESK_BASE_URL: 'http://127.0.0.1:9999/v1', AGENTDESK_MODEL: 'vllm:under-test' });
    expect(judge?.id).toBe('vllm:judge');
    expect(judge?.settings).toMatchObject({ temperature: 0, baseUrl: 'http://127.0.0.1:8000/v1' });
  });

  it('takes its own base URL and settings from the config or AGENTDESK_JUDGE_BASE_URL', () => {
    expect(createJudgeProvider({ model: 'vllm:j', baseUrl: 'http://127.0.0.1:7000/v1', temperature: 0.1 }, {})?.settings).toMatchObject({
      baseUrl: 'http://127.0.0.1:7000/v1',
      temperature: 0.1,
    });
    expect(createJudgeProvider({ model: 'vllm:j' }, { AGENTDESK_JUDGE_BASE_URL: 'http://127.0.0.1:7001/v1' })?.settings['baseUrl']).toBe(
      'http://127.0.0.1:7001/v1',
    );
  });
});
