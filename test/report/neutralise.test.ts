/**
 * Nothing a case, a model or a provider says can act on a terminal or a CI log: no line of stdout
 * starts with `::` unless it is one of our own workflow commands, no escape sequence gets through,
 * and a newline in untrusted text never starts a line of its own.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, memoryIO, ModelError } from '../../src/index.js';
import { type OpenAIServer, startOpenAIServer } from '../support/openai-server.js';

const root = join(import.meta.dirname, '..', '..');
const fixture = readFileSync(join(root, 'test/fixtures/engine/ok/order-status-shipped.yaml'), 'utf8');
const config = ['--config', 'test/fixtures/engine/suites.yaml'];

/** Every stdout line GitHub's runner would take as a command (it trims leading blanks first). */
const commandLines = (out: string): string[] => out.split('\n').filter((l) => l.trimStart().startsWith('::'));
/** Our own: an error or a warning annotation, one escaped line each. */
const OURS = /^::(error|warning) (file=[^,:]*,line=\d+,)?title=[^:]*::[^\n]*$/;

function hostileCase(): string {
  const dir = mkdtempSync(join(tmpdir(), 'agentdesk-hostile-'));
  const text = fixture
    .replace('category: order-status', 'category: "refunds\\n::stop-commands::t\\e[2J\\e]8;;http://evil.test\\e\\\\"')
    .replace('title: A shipped order\'s status and tracking', 'title: "x\\n::add-mask::x\\n##[error]forged"')
    // An expectation that fails, so its expected text reaches failure lines and annotations.
    .replace('contains: [UPS, 1Z999]', 'contains: ["UPS\\n::error file=evil.yaml,line=1::forged\\r\\u009b2J"]');
  writeFileSync(join(dir, 'order-status-shipped.yaml'), text);
  return dir;
}

function expectNeutral(out: string): void {
  for (const line of commandLines(out)) expect(line, line).toMatch(OURS);
  expect(out).not.toMatch(/^\s*::(stop-commands|add-mask)/m);
  // eslint-disable-next-line no-control-regex
  expect(out).not.toMatch(/[\u001b\u009b\r]/);
  expect(out).not.toMatch(/##\[error\]/);
}

describe('text from cases, on a terminal and on GitHub Actions', () => {
  it('escapes a hostile category, title and expected text in every line and annotation', async () => {
    const dir = hostileCase();
    const out = mkdtempSync(join(tmpdir(), 'agentdesk-hostile-out-'));
    const io = memoryIO({ cwd: root, env: { GITHUB_ACTIONS: 'true' } });
    const code = await cli(['eval', dir, ...config, '--gate', '--out', out, '--reporter', 'terminal'], io);
    expect(code).toBe(1);
    expectNeutral(io.out);
    expectNeutral(io.err);
    // Our own annotation is there, on one line, and still names the case.
    expect(commandLines(io.out).some((l) => l.startsWith('::error file=') && l.includes('title=order-status-shipped'))).toBe(true);
    // The category is shown, escaped, rather than dropped.
    expect(io.out).toContain('refunds\\n::stop-commands::t\\u001b[2J');
  });
});

describe('text from a model and a provider', () => {
  let server: OpenAIServer;
  beforeAll(async () => {
    server = await startOpenAIServer();
  });
  afterAll(() => server.close());

  it('escapes a provider error message and a model tool name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agentdesk-hostile-model-'));
    writeFileSync(join(dir, 'order-status-shipped.yaml'), fixture);
    const live = ['--model', 'openai:loopback', '--base-url', server.url, '--no-langfuse', ...config, '--reporter', 'terminal'];
    const env = { GITHUB_ACTIONS: 'true' };

    server.setResponder(() => {
      throw new ModelError('model_error', 'refused\n::stop-commands::zz\u001b]0;owned\u0007');
    });
    const refused = memoryIO({ cwd: root, env });
    await cli(['eval', dir, ...live, '--out', mkdtempSync(join(tmpdir(), 'agentdesk-h-'))], refused);
    expect(refused.out).toContain('UNJUDGED');
    expectNeutral(refused.out);
    expectNeutral(refused.err);

    server.setResponder(({ request }) =>
      request.purpose === 'triage'
        ? { text: JSON.stringify({ intent: 'order_status', language: 'en', risk: [] }) }
        : { toolCalls: [{ name: 'track\n::add-mask::zz', arguments: { order_id: 'A2002' } }] },
    );
    const named = memoryIO({ cwd: root, env });
    await cli(['eval', dir, ...live, '--out', mkdtempSync(join(tmpdir(), 'agentdesk-h-'))], named);
    expectNeutral(named.out);
    expectNeutral(named.err);
  });
});
