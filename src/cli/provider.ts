/** The model provider a command's `--model`/`--models` spec names, with the config's prices and `--base-url`. */
import type { ModelSettings, SuitesConfig } from '../config/types.js';
import type { ModelProvider } from '../model/types.js';
import { createProvider } from '../model/registry.js';
import type { CliIO } from './io.js';

export function providerFromFlags(spec: string, from: { config: SuitesConfig; io: CliIO; settings: ModelSettings; baseUrl: string | undefined }): ModelProvider {
  const { config, io, settings, baseUrl } = from;
  return createProvider({
    spec,
    settings,
    env: io.env,
    cwd: io.cwd,
    ...(config.prices ? { prices: config.prices } : {}),
    ...(baseUrl ? { baseUrl } : {}),
  });
}
