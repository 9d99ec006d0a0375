/**
 * Whether and how to talk to Langfuse, from the environment passed in and the suites
 * config's `langfuse:` block. Never reads `process.env`.
 */
import type { SuitesConfig } from '../config/types.js';

const DEFAULT_DATASET = 'agentdesk-golden';
const DEFAULT_BASE_URL = 'https://cloud.langfuse.com';
/** Short on purpose: an outage must not stall the gate (the SDK's REST default is 60 s). */
const LANGFUSE_REQUEST_TIMEOUT_MS = 3_000;

export interface LangfuseSettings {
  publicKey: string;
  secretKey: string;
  baseUrl: string;
  dataset: string;
  timeoutMs: number;
  /** From LANGFUSE_TRACING_ENVIRONMENT, when set. */
  environment?: string;
}

export type SettingsDecision =
  | { on: true; settings: LangfuseSettings }
  | { on: false; /** Set when the user probably meant Langfuse to be on. */ problem?: string };

type Env = Record<string, string | undefined>;
type LangfuseConfig = SuitesConfig['langfuse'];

const present = (v: string | undefined): v is string => typeof v === 'string' && v.trim() !== '';

function timeoutOf(config: LangfuseConfig): number {
  const ms = config?.timeoutMs;
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? Math.min(ms, 60_000) : LANGFUSE_REQUEST_TIMEOUT_MS;
}

function baseUrlOf(env: Env, config: LangfuseConfig): string {
  const raw = [env['LANGFUSE_BASE_URL'], env['LANGFUSE_HOST'], config?.baseUrl].find(present) ?? DEFAULT_BASE_URL;
  return raw.trim().replace(/\/+$/, '');
}

export function langfuseSettings(env: Env, config: LangfuseConfig, disabled: boolean): SettingsDecision {
  if (disabled || config?.enabled === false) return { on: false };
  const publicKey = env['LANGFUSE_PUBLIC_KEY'];
  const secretKey = env['LANGFUSE_SECRET_KEY'];
  if (!present(publicKey) && !present(secretKey)) return { on: false };
  if (!present(publicKey) || !present(secretKey)) {
    const missing = present(publicKey) ? 'LANGFUSE_SECRET_KEY' : 'LANGFUSE_PUBLIC_KEY';
    return { on: false, problem: `langfuse: ${missing} is not set; nothing is sent to Langfuse` };
  }
  const environment = env['LANGFUSE_TRACING_ENVIRONMENT'];
  return {
    on: true,
    settings: {
      publicKey: publicKey.trim(),
      secretKey: secretKey.trim(),
      baseUrl: baseUrlOf(env, config),
      dataset: present(config?.dataset) ? config.dataset : DEFAULT_DATASET,
      timeoutMs: timeoutOf(config),
      ...(present(environment) ? { environment } : {}),
    },
  };
}
