/**
 * The secrets a run knows: API keys and the Langfuse secret from the environment, and the
 * credentials of any base URL (`http://user:pass@host/v1`), in every form they travel in.
 */

/** The variables that hold secrets; the model presets add theirs (see registry.ts keyEnv). */
const SECRET_ENV = ['AGENTDESK_API_KEY', 'AGENTDESK_JUDGE_API_KEY', 'AGENTDESK_USER_API_KEY', 'OPENAI_API_KEY', 'OPENROUTER_API_KEY', 'LANGFUSE_SECRET_KEY'];

const decode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** The password, `user:password` (what Basic auth encodes) and their raw forms, of a URL with credentials. */
export function urlSecrets(url: string | undefined): string[] {
  if (!url) return [];
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    // Not a URL (the command refuses it): still keep whatever sits between :// and @ out of sight.
    const info = /^[a-z][a-z0-9+.-]*:\/\/([^@/]+)@/i.exec(url.trim())?.[1];
    return info ? [info, decode(info)] : [];
  }
  if (!parsed.username && !parsed.password) return [];
  const user = decode(parsed.username);
  const password = decode(parsed.password);
  return [password, parsed.password, `${user}:${password}`, `${parsed.username}:${parsed.password}`].filter(Boolean);
}

export interface KnownSecretsOptions {
  env: Record<string, string | undefined>;
  /** More variables holding keys (the presets' keyEnv). */
  envNames?: readonly string[];
  /** Base URLs from flags, config and environment. */
  urls?: readonly (string | undefined)[];
}

export function knownSecrets(options: KnownSecretsOptions): string[] {
  const names = new Set([...SECRET_ENV, ...(options.envNames ?? [])]);
  const fromEnv = [...names].map((n) => options.env[n]?.trim()).filter((v): v is string => Boolean(v));
  const urls = [options.env['AGENTDESK_BASE_URL'], options.env['AGENTDESK_JUDGE_BASE_URL'], options.env['AGENTDESK_USER_BASE_URL'], options.env['LANGFUSE_BASE_URL'], ...(options.urls ?? [])];
  return [...fromEnv, ...urls.flatMap(urlSecrets)];
}
