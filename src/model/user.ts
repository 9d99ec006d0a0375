/**
 * The user model: plays the simulated customer of a case's `user:` block on a live run. Configured
 * like the judge, on its own (`--user-model`, else the config's `user:` block), with its own endpoint
 * and key (AGENTDESK_USER_BASE_URL / AGENTDESK_USER_API_KEY), deterministic by default
 * (temperature 0). It is never the model under test unless the config says so
 * (`user.allowModelUnderTest: true`): a customer played by the agent's own model grades the agent
 * on a conversation it wrote both sides of.
 */
import type { SuitesConfig } from '../config/types.js';
import { UsageError } from '../errors.js';
import type { ProviderOptions } from './registry.js';
import { createProvider } from './registry.js';
import type { ModelProvider } from './types.js';

/** AGENTDESK_BASE_URL points at the model under test, so the user model does not inherit it. */
function userEnv(env: Record<string, string | undefined>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = { ...env, AGENTDESK_BASE_URL: env['AGENTDESK_USER_BASE_URL'] };
  if (env['AGENTDESK_USER_API_KEY']) out['AGENTDESK_API_KEY'] = env['AGENTDESK_USER_API_KEY'];
  return out;
}

export interface UserModelOptions {
  /** `--user-model`: wins over the config's `user.model`. */
  flag?: string | undefined;
  config: SuitesConfig['user'];
  env: Record<string, string | undefined>;
  prices?: SuitesConfig['prices'];
  extra?: Pick<ProviderOptions, 'cwd' | 'clock' | 'retry' | 'apiKey'>;
}

/** The user model, or undefined when none is configured. A reference or noisy model cannot play a customer. */
export function createUserProvider(options: UserModelOptions): ModelProvider | undefined {
  const spec = options.flag?.trim() || options.config?.model?.trim();
  if (!spec) return undefined;
  const { model: _model, allowModelUnderTest: _allow, ...settings } = options.config ?? {};
  const provider = createProvider({
    ...options.extra,
    spec,
    settings: { ...settings, temperature: settings.temperature ?? 0 },
    env: userEnv(options.env),
    ...(options.prices ? { prices: options.prices } : {}),
  });
  if (provider.exercises === 'reference') {
    throw new UsageError('usage/user-model', `the user model '${spec}' cannot play a customer: it only answers from a case's reference`, 'Give a live model (e.g. openai:gpt-4.1-mini) or replay:<dir> of a recorded run');
  }
  return provider;
}

/**
 * Fails closed when the user model is the model under test (the same live model at the same
 * endpoint) and the config does not allow it in so many words. Replays are not compared: each
 * answers only the exchanges its own model recorded.
 */
export function checkUserModel(user: ModelProvider, agent: ModelProvider, config: SuitesConfig['user']): void {
  if (config?.allowModelUnderTest === true || user.exercises !== 'live' || agent.exercises !== 'live') return;
  if (user.id !== agent.id || user.settings['baseUrl'] !== agent.settings['baseUrl']) return;
  throw new UsageError(
    'usage/user-model',
    `the user model ${user.id} at ${String(user.settings['baseUrl'])} is the model under test`,
    'Give the simulated customer another model (--user-model, or user.model and user.baseUrl in the config), or set user.allowModelUnderTest: true in the config to mean it',
  );
}
