/**
 * From a model spec (`reference`, `replay:<dir>`, `openai:<model>`, ...) to a provider.
 * A registry of backends, each a small factory; presets of OpenAI-compatible servers live in
 * `backends/presets.ts`. Context (environment, cwd, clock) is passed in, never read at import time.
 */
import { isAbsolute, resolve } from 'node:path';
import type { ModelSettings, SuitesConfig } from '../config/types.js';
import { UsageError } from '../errors.js';
import type { Clock } from './http/clock.js';
import type { RetryPolicy } from './http/retry.js';
import { openaiProvider } from './backends/openai.js';
import { PRESETS, type Preset } from './backends/presets.js';
import { noisyProvider, parseNoise } from './backends/noisy.js';
import { referenceProvider } from './backends/reference.js';
import { replayProvider } from './backends/replay.js';
import { DEFAULT_RECORDINGS_DIR } from './recordings.js';
import type { ModelProvider } from './types.js';

export interface ProviderOptions {
  spec: string;
  settings?: ModelSettings;
  env: Record<string, string | undefined>;
  prices?: SuitesConfig['prices'];
  /** `--base-url`: wins over settings.baseUrl, AGENTDESK_BASE_URL and the preset. */
  baseUrl?: string;
  /** Wins over AGENTDESK_API_KEY and the preset's variable. Never stored in settings. */
  apiKey?: string;
  /** Folder that relative recordings paths resolve against (default: the process's cwd). */
  cwd?: string;
  /** Tests inject a clock (instant sleeps, fixed jitter) and backoff overrides. */
  clock?: Clock;
  retry?: Partial<RetryPolicy>;
}

export interface Backend {
  /** How a spec for it is written, for the help and the error of an unknown model (`replay[:<dir>]`). */
  spec: string;
  /** `rest` is the spec after `name:` ('' when there is none). */
  create(rest: string, options: ProviderOptions): ModelProvider;
}

const nonEmpty = (v: string | undefined): string | undefined => (v && v.trim() ? v.trim() : undefined);

function keyFor(preset: Preset, options: ProviderOptions): string | undefined {
  const names = ['AGENTDESK_API_KEY', ...preset.keyEnv];
  return nonEmpty(options.apiKey) ?? names.map((n) => nonEmpty(options.env[n])).find(Boolean);
}

function presetBackend(name: string, preset: Preset): Backend {
  return {
    spec: `${name}:<model>`,
    create(model, options) {
      if (!model) throw new UsageError('usage/model-spec', `the model spec '${name}:' names no model`, `Write it as ${name}:<model>, e.g. ${name}:my-model`);
      const baseUrl =
        nonEmpty(options.baseUrl) ?? nonEmpty(options.settings?.baseUrl) ?? nonEmpty(options.env['AGENTDESK_BASE_URL']) ?? preset.baseUrl;
      const apiKey = keyFor(preset, options);
      if (!apiKey && preset.keyRequired && baseUrl === preset.baseUrl) {
        const vars = ['AGENTDESK_API_KEY', ...preset.keyEnv].join(' or ');
        throw new UsageError('usage/api-key', `${name}:${model} needs an API key`, `Set ${vars}`);
      }
      return openaiProvider({
        id: `${name}:${model}`,
        model,
        baseUrl,
        ...(apiKey ? { apiKey } : {}),
        ...(options.settings ? { settings: options.settings } : {}),
        ...(options.prices ? { prices: options.prices } : {}),
        ...(options.clock ? { clock: options.clock } : {}),
        ...(options.retry ? { retry: options.retry } : {}),
        ...(preset.headers ? { headers: preset.headers } : {}),
        maxTokensField: preset.maxTokensField,
      });
    },
  };
}

const reference: Backend = {
  spec: 'reference',
  create(rest) {
    if (rest) throw new UsageError('usage/model-spec', `the model spec 'reference:${rest}' is not valid`, "Write just 'reference'");
    return referenceProvider();
  },
};

/** The reference with seeded mistakes (`noisy:<rate>`), seeded by `--seed` (default 0). */
const noisy: Backend = {
  spec: 'noisy:<rate>[,<category>=<rate>...]',
  create(rest, options) {
    const spec = parseNoise(rest);
    return noisyProvider(spec, options.settings?.seed ?? 0, `noisy:${rest}`);
  },
};

const replay: Backend = {
  spec: 'replay[:<dir>]',
  create(rest, options) {
    const dir = rest || DEFAULT_RECORDINGS_DIR;
    const cwd = options.cwd ?? process.cwd();
    return replayProvider(isAbsolute(dir) ? dir : resolve(cwd, dir), `replay:${dir}`);
  },
};

/** Every backend by the name a spec starts with: the one list of them (help and errors are taken from it). */
export const BACKENDS: Record<string, Backend> = {
  reference,
  noisy,
  replay,
  ...Object.fromEntries(Object.entries(PRESETS).map(([name, preset]) => [name, presetBackend(name, preset)])),
};

/** How each model spec is written, in the registry's order. */
export const MODEL_SPECS: readonly string[] = Object.freeze(Object.values(BACKENDS).map((b) => b.spec));

function parseSpec(spec: string): { name: string; rest: string } {
  const trimmed = spec.trim();
  const colon = trimmed.indexOf(':');
  return colon < 0 ? { name: trimmed, rest: '' } : { name: trimmed.slice(0, colon), rest: trimmed.slice(colon + 1).trim() };
}

export function createProvider(options: ProviderOptions): ModelProvider {
  const { name, rest } = parseSpec(options.spec);
  const backend = Object.hasOwn(BACKENDS, name) ? BACKENDS[name] : undefined;
  if (!backend) {
    throw new UsageError(
      'usage/model-spec',
      `unknown model '${options.spec}'`,
      `A model is one of: ${MODEL_SPECS.join(', ')}`,
    );
  }
  return backend.create(rest, options);
}

/** The model to run: `--model`, then the config's `run.model`, then AGENTDESK_MODEL, else `reference`. */
export function resolveModelSpec(
  flag: string | undefined,
  config: SuitesConfig | undefined,
  env: Record<string, string | undefined>,
): string {
  return nonEmpty(flag) ?? nonEmpty(config?.run?.model) ?? nonEmpty(env['AGENTDESK_MODEL']) ?? 'reference';
}
