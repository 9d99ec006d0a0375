/** The golden set as a dataset: items are upserted on every run, so editing a case updates its item. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTraceListeners, type LoadedCase } from '../../src/index.js';
import { startLangfuseServer, type LangfuseTestServer } from '../support/langfuse-server.js';
import { driveRun, makeCase, runMeta } from './fixtures.js';

let server: LangfuseTestServer;
let runDir: string;
let warnings: string[];

beforeEach(async () => {
  server = await startLangfuseServer();
  runDir = await mkdtemp(join(tmpdir(), 'agentdesk-dataset-'));
  warnings = [];
});

afterEach(async () => {
  await server.close();
  await rm(runDir, { recursive: true, force: true });
});

function run(cases: LoadedCase[], startedAt: string) {
  const listeners = createTraceListeners({
    env: { LANGFUSE_PUBLIC_KEY: server.publicKey, LANGFUSE_SECRET_KEY: server.secretKey, LANGFUSE_BASE_URL: server.url },
    runDir,
    cases,
    warn: (m) => warnings.push(m),
  });
  return driveRun(listeners, { cases, meta: runMeta({ startedAt }) });
}

describe('dataset items across runs', () => {
  it('updates the item of an edited case in place and makes one dataset run per eval run', async () => {
    await run([makeCase('order-cancel'), makeCase('order-status')], '2026-01-01T12:00:00.000Z');
    const edited = makeCase('order-cancel', { expectStatus: 'processing' });
    await run([edited, makeCase('order-status')], '2026-01-02T12:00:00.000Z');

    expect(server.items.size).toBe(2);
    const item = server.items.get('agentdesk-golden:order-cancel')!;
    expect(item.writes).toBe(2);
    expect(item.expectedOutput).toEqual(edited.data.expect);
    expect(item.metadata).toMatchObject({ hash: edited.hash });
    expect(server.datasets.size).toBe(1);
    expect(server.runs.size).toBe(2);
    expect(new Set(server.runItems.map((i) => i.runName)).size).toBe(2);
    expect(warnings).toEqual([]);
  });

  it('keeps going when Langfuse refuses one item, and reports the refusals in one line', async () => {
    const cases = [makeCase('order-cancel'), makeCase('order-status')];
    // An id already used by another dataset is refused with 400, as Langfuse does.
    await run([makeCase('x')], '2026-01-01T12:00:00.000Z');
    server.items.set('agentdesk-golden:order-status', { ...server.items.get('agentdesk-golden:x')!, id: 'agentdesk-golden:order-status', datasetName: 'other' });
    const result = await run(cases, '2026-01-02T12:00:00.000Z');

    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('400 POST /api/public/dataset-items');
    expect(result.results.every((r) => r.traceId)).toBe(true);
    expect(server.runItems.filter((i) => i.datasetItemId === 'agentdesk-golden:order-cancel')).toHaveLength(1);
  });
});
