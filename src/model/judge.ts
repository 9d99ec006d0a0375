/**
 * The judge model for `expect.judge` lines: its own provider from the config's `judge:` block,
 * never the model under test unless the config names it. Deterministic by default (temperature 0).
 */
import type { SuitesConfig } from '../config/types.js';
import type { ProviderOptions } from './registry.js';
import { createProvider } from './registry.js';
import type { ModelProvider } from './types.js';

/**
 * AGENTDESK_BASE_URL points at the model under test (often a local server), so the judge does not
 * inherit it; AGENTDESK_JUDGE_BASE_URL / AGENTDESK_JUDGE_API_KEY set the judge's own.
 */
function judgeEnv(env: Record<string, string | undefined>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = { ...env, AGENTDESK_BASE_URL: env['AGENTDESK_JUDGE_BASE_URL'] };
  if (env['AGENTDESK_JUDGE_API_KEY']) out['AGENTDESK_API_KEY'] = env['AGENTDESK_JUDGE_API_KEY'];
  return out;
}

export function createJudgeProvider(
  config: SuitesConfig['judge'],
  env: Record<string, string | undefined>,
  prices?: SuitesConfig['prices'],
  extra: Pick<ProviderOptions, 'cwd' | 'clock' | 'retry' | 'apiKey'> = {},
): ModelProvider | undefined {
  if (!config?.model?.trim()) return undefined;
  // `calibration` names a results file, not a model setting: it never reaches the provider.
  const { model, calibration: _calibration, ...settings } = config;
  return createProvider({
    ...extra,
    spec: model,
    settings: { ...settings, temperature: settings.temperature ?? 0 },
    env: judgeEnv(env),
    ...(prices ? { prices } : {}),
  });
}
