/**
 * The judge's own key (AGENTDESK_JUDGE_API_KEY) is a secret like the model's: a judge that echoes
 * it back in its reason never gets it into results.json, the reports or the terminal.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, memoryIO } from '../../src/index.js';
import { type OpenAIServer, startOpenAIServer } from '../support/openai-server.js';

const ROOT = join(import.meta.dirname, '..', '..');
const KEY = 'sk-judge-4f1d9a6c2e7b8035';

let server: OpenAIServer;
let dir: string;
beforeAll(async () => {
  // A leaky judge: it quotes the Authorization header it was sent.
  server = await startOpenAIServer({
    apiKey: KEY,
    responder: ({ body }) => ({ text: JSON.stringify({ verdict: 'fail', reason: `you sent ${JSON.stringify(body).length} bytes with key ${KEY}` }) }),
  });
  dir = await mkdtemp(join(tmpdir(), 'agentdesk-judge-key-'));
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the judge key', () => {
  it('is redacted from everything eval writes and prints', async () => {
    const { writeFile } = await import('node:fs/promises');
    const config = join(dir, 'suites.yaml');
    await writeFile(config, ['version: 1', 'defaultSuite: all', 'suites:', '  all:', '    select: {}', '    gate: { minPassRate: 0 }', 'judge:', '  model: openai:loopback-judge', ''].join('\n'));
    const io = memoryIO({ cwd: ROOT, env: { AGENTDESK_JUDGE_BASE_URL: server.url, AGENTDESK_JUDGE_API_KEY: KEY } });
    const out = join(dir, 'run');
    await cli(['eval', 'calibration/judge/jdg-en-just-wait.yaml', '--config', config, '--out', out, '--no-langfuse'], io);
    expect(server.requests.length).toBeGreaterThan(0);
    const results = await readFile(join(out, 'results.json'), 'utf8');
    expect(results).toContain('[redacted]');
    for (const f of await readdir(out)) expect(await readFile(join(out, f), 'utf8'), f).not.toContain(KEY.slice(3, 11));
    expect(io.out + io.err).not.toContain(KEY.slice(3, 11));
  });
});
