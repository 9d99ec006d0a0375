/**
 * Where a chat-completions request goes and how it is authorised, from a base URL and a key;
 * plus the two ways a secret is kept out of everything we print or write.
 */
import { UsageError } from '../../errors.js';
import { createRedactor, urlSecrets } from '../../secrets/index.js';

export interface Endpoint {
  origin: string;
  /** Path and query of the chat-completions endpoint. */
  path: string;
  headers: Record<string, string>;
  /** The base URL with no credentials and no secret-looking query parameters. */
  safeUrl: string;
}

const SECRET_PARAM = /key|token|secret|sig|auth|password/i;

function safeUrl(url: URL): string {
  const copy = new URL(url.href);
  copy.username = '';
  copy.password = '';
  for (const name of [...copy.searchParams.keys()]) if (SECRET_PARAM.test(name)) copy.searchParams.set(name, 'redacted');
  return copy.href.replace(/\/$/, '');
}

export function endpointOf(baseUrl: string, apiKey: string | undefined): Endpoint {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new UsageError('usage/base-url', `the base URL '${baseUrl}' is not a URL`, 'Give one like http://127.0.0.1:8000/v1');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError('usage/base-url', `the base URL '${safeUrl(url)}' must start with http:// or https://`);
  }
  const headers: Record<string, string> = {};
  if (apiKey) headers['authorization'] = `Bearer ${apiKey}`;
  else if (url.username) {
    // Credentials in the URL (a proxy's basic auth) are sent as a header, never shown.
    const pair = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    headers['authorization'] = `Basic ${Buffer.from(pair).toString('base64')}`;
  }
  const base = url.pathname.replace(/\/+$/, '');
  return { origin: url.origin, path: `${base}/chat/completions${url.search}`, headers, safeUrl: safeUrl(url) };
}

/**
 * Removes the key and the URL's credentials in every shape (partly, base64, encoded: see
 * src/secrets), and anything shaped like a provider key, from text that may be shown.
 */
export function redactor(apiKey: string | undefined, baseUrl?: string): (text: string) => string {
  const known = createRedactor([apiKey, ...urlSecrets(baseUrl)]);
  return (text) => {
    let out = known.text(text.replace(/\bsk-[A-Za-z0-9_*.-]{6,}/g, '[redacted]'));
    if (apiKey && apiKey.length >= 4) out = out.split(apiKey).join('[redacted]');
    return out;
  };
}
