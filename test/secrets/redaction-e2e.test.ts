/**
 * No secret of the run, in any shape, in any file, body or log line: a provider that echoes the
 * Authorization header (whole, partly, base64-encoded) in its replies and its error messages, with
 * a Bearer key and with credentials in the base URL, Langfuse on and GitHub Actions' outputs on.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, memoryIO, ModelError, type RunResults } from '../../src/index.js';
import { startLangfuseServer, type LangfuseTestServer } from '../support/langfuse-server.js';
import { type OpenAIServer, startOpenAIServer } from '../support/openai-server.js';

const root = join(import.meta.dirname, '..', '..');
const KEY = 'AGDKEY6b8d1f0e9a7c3b2d4e5f5c3d';
const USER = 'proxyuser';
const PASSWORD = 'Pr0xy/Secret-77';
const fixture = readFileSync(join(root, 'test/fixtures/engine/ok/order-status-shipped.yaml'), 'utf8');
const b64 = (s: string) => Buffer.from(s).toString('base64');

/** The shapes a careless server or writer would leave: each must appear nowhere. */
function shapes(): string[] {
  return [
    KEY,
    KEY.slice(0, 10),
    KEY.slice(-9),
    b64(KEY).slice(0, 12),
    b64(`Bearer ${KEY}`).slice(4, 20),
    PASSWORD,
    encodeURIComponent(PASSWORD),
    b64(`${USER}:${PASSWORD}`),
    b64(`${USER}:${PASSWORD}`).slice(4, 16),
    `${USER}:${encodeURIComponent(PASSWORD)}@`,
  ];
}

function expectClean(where: string, text: string): void {
  for (const shape of shapes()) expect(text.includes(shape), `${where} holds ${shape}`).toBe(false);
}

/** Answers with the Authorization header it was sent, every way a provider has been seen to. */
function echoingResponder(server: OpenAIServer) {
  return ({ request }: { request: { purpose: string; messages: { role: string; content: string | null }[] } }) => {
    const auth = String(server.requests.at(-1)?.headers['authorization'] ?? '');
    const secret = auth.replace(/^(Bearer|Basic) /, '');
    const echoed = `I was called with ${auth} (${secret.slice(0, 10)}****${secret.slice(-4)}, ${b64(auth)}, ${encodeURIComponent(auth)})`;
    const firstUser = request.messages.find((m) => m.role === 'user')?.content ?? '';
    if (firstUser.includes('refuse')) throw new ModelError('model_error', `Incorrect API key provided: ${echoed}`);
    if (request.purpose === 'triage') return { text: JSON.stringify({ intent: 'order_status', language: 'en', risk: [] }) };
    return { text: echoed };
  };
}

function casesDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'agentdesk-secret-cases-'));
  writeFileSync(join(dir, 'order-status-shipped.yaml'), fixture);
  const refused = fixture
    .replace('id: order-status-shipped', 'id: order-status-refused')
    .replace('Where is my order A2002?', 'Where is my order A2002? refuse');
  writeFileSync(join(dir, 'order-status-refused.yaml'), refused);
  return dir;
}

describe('secrets in every shape, everywhere the run writes', () => {
  let provider: OpenAIServer;
  let langfuse: LangfuseTestServer;
  beforeAll(async () => {
    provider = await startOpenAIServer();
    provider.setResponder(echoingResponder(provider) as never);
    langfuse = await startLangfuseServer();
  });
  afterAll(async () => {
    await provider.close();
    await langfuse.close();
  });

  async function run(baseUrl: string, env: Record<string, string>) {
    const out = mkdtempSync(join(tmpdir(), 'agentdesk-secret-out-'));
    const summary = join(mkdtempSync(join(tmpdir(), 'agentdesk-secret-summary-')), 'summary.md');
    writeFileSync(summary, '');
    const io = memoryIO({
      cwd: root,
      env: {
        ...env,
        LANGFUSE_PUBLIC_KEY: langfuse.publicKey,
        LANGFUSE_SECRET_KEY: langfuse.secretKey,
        LANGFUSE_BASE_URL: langfuse.url,
        GITHUB_ACTIONS: 'true',
        GITHUB_STEP_SUMMARY: summary,
      },
    });
    const dir = casesDir();
    const code = await cli(
      ['eval', dir, '--config', 'test/fixtures/engine/suites.yaml', '--model', 'openai:loopback', '--base-url', baseUrl, '--gate', '--out', out],
      io,
    );
    return { code, io, out, summary };
  }

  function expectNothingLeaked(r: Awaited<ReturnType<typeof run>>): void {
    const files = readdirSync(r.out);
    expect(files).toEqual(expect.arrayContaining(['results.json', 'report.md', 'report.html', 'junit.xml', 'traces.jsonl']));
    for (const file of files) expectClean(file, readFileSync(join(r.out, file), 'utf8'));
    expectClean('the job summary', readFileSync(r.summary, 'utf8'));
    expectClean('stdout', r.io.out);
    expectClean('stderr', r.io.err);
    for (const request of langfuse.requests) expectClean(`Langfuse ${request.path}`, request.raw);
    const results = JSON.parse(readFileSync(join(r.out, 'results.json'), 'utf8')) as RunResults;
    // The run went through: the echo is there, redacted, not dropped.
    expect(JSON.stringify(results.trials)).toContain('[redacted]');
    expect(results.trials.map((t) => t.verdict).sort()).toEqual(['fail', 'unjudged']);
  }

  it('redacts a Bearer key echoed whole, partly, base64- and URL-encoded', async () => {
    const r = await run(provider.url, { AGENTDESK_API_KEY: KEY });
    expect(provider.requests.some((q) => q.headers['authorization'] === `Bearer ${KEY}`)).toBe(true);
    expect(langfuse.requests.length).toBeGreaterThan(0);
    expectNothingLeaked(r);
  });

  it('sends URL credentials as a Basic header, never stores them with the URL, and redacts them in every shape', async () => {
    provider.reset();
    const url = provider.url.replace('http://', `http://${USER}:${encodeURIComponent(PASSWORD)}@`);
    const r = await run(url, {});
    expect(provider.requests.some((q) => q.headers['authorization'] === `Basic ${b64(`${USER}:${PASSWORD}`)}`)).toBe(true);
    const results = JSON.parse(readFileSync(join(r.out, 'results.json'), 'utf8')) as RunResults;
    expect(results.meta.model.settings['baseUrl']).toBe(provider.url);
    expectNothingLeaked(r);
  });
});
