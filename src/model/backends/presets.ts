/**
 * OpenAI-compatible servers by name: where they listen by default and where their key comes from.
 * Adding a provider is adding a row.
 */
import type { WireOptions } from './openai-wire.js';

export interface Preset {
  baseUrl: string;
  /** Environment variables holding the key, in order (AGENTDESK_API_KEY always comes first). */
  keyEnv: string[];
  /** The hosted API refuses calls without a key; local servers do not need one. */
  keyRequired: boolean;
  maxTokensField: WireOptions['maxTokensField'];
  headers?: Record<string, string>;
}

export const PRESETS: Record<string, Preset> = {
  openai: {
    baseUrl: 'https://api.openai.com/v1',
    keyEnv: ['OPENAI_API_KEY'],
    keyRequired: true,
    maxTokensField: 'max_completion_tokens',
  },
  openrouter: {
    baseUrl: 'https://openrouter.ai/api/v1',
    keyEnv: ['OPENROUTER_API_KEY'],
    keyRequired: true,
    maxTokensField: 'max_tokens',
    // OpenRouter's optional attribution header.
    headers: { 'x-title': 'AgentDesk' },
  },
  ollama: { baseUrl: 'http://127.0.0.1:11434/v1', keyEnv: [], keyRequired: false, maxTokensField: 'max_tokens' },
  vllm: { baseUrl: 'http://127.0.0.1:8000/v1', keyEnv: [], keyRequired: false, maxTokensField: 'max_tokens' },
  llamacpp: { baseUrl: 'http://127.0.0.1:8080/v1', keyEnv: [], keyRequired: false, maxTokensField: 'max_tokens' },
};
