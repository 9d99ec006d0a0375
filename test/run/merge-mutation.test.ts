/**
 * A gate with a minimum mutation score gives the same verdict sharded and merged as in one run:
 * shards count their share of mutants and the merge adds them up; shards that did not count them
 * leave the merge to run the audit once over all the cases.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, memoryIO, type RunResults } from '../../src/index.js';

const root = join(import.meta.dirname, '..', '..');
const cases = 'test/fixtures/engine/ok';
const config = ['--config', 'test/fixtures/engine/suites-mutation.yaml'];

async function run(args: string[]): Promise<{ code: number; dir: string; results: RunResults }> {
  const dir = mkdtempSync(join(tmpdir(), 'agentdesk-merge-'));
  const code = await cli([...args, '--out', dir], memoryIO({ cwd: root }));
  return { code, dir, results: JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as RunResults };
}

describe('the mutation score across shards', () => {
  it('adds up the shards’ tallies to the single run’s', async () => {
    const single = await run(['eval', cases, '--gate', ...config, '--reporter', 'json']);
    expect(single.code).toBe(0);
    expect(single.results.mutation?.killed).toBeGreaterThan(0);
    const shards = [await run(['eval', cases, '--shard', '1/2', ...config, '--reporter', 'json']), await run(['eval', cases, '--shard', '2/2', ...config, '--reporter', 'json'])];
    const merged = await run(['merge', ...shards.map((s) => s.dir), '--gate', ...config]);
    expect(merged.code).toBe(0);
    expect(merged.results.mutation).toEqual(single.results.mutation);
    expect(merged.results.gate?.checks).toEqual(single.results.gate?.checks);
  });

  it('runs the audit once in the merge when the shards did not count mutants', async () => {
    const plain = ['--config', 'test/fixtures/engine/suites.yaml', '--reporter', 'json'];
    const shards = [await run(['eval', cases, '--shard', '1/2', ...plain]), await run(['eval', cases, '--shard', '2/2', ...plain])];
    expect(shards.every((s) => s.results.mutation === undefined)).toBe(true);
    const merged = await run(['merge', ...shards.map((s) => s.dir), '--gate', ...config]);
    const single = await run(['eval', cases, '--gate', ...config, '--reporter', 'json']);
    expect(merged.code).toBe(single.code);
    expect(merged.results.mutation).toEqual(single.results.mutation);
    expect(merged.results.gate?.checks.find((c) => c.name === 'mutation-score')).toMatchObject({ ok: true });
  });

  it("leaves the config's accepted survivors out of the score it counts, as eval does", async () => {
    const weak = 'test/fixtures/audit/weak';
    const accepting = ['--config', 'test/fixtures/audit/suites-accept-gated.yaml'];
    const single = await run(['eval', weak, '--gate', ...accepting, '--reporter', 'json']);
    expect(single.code).toBe(0);
    expect(single.results.mutation).toMatchObject({ survived: 0, score: 1 });
    const plain = ['--config', 'test/fixtures/engine/suites.yaml', '--reporter', 'json'];
    const shard = await run(['eval', weak, ...plain]);
    const merged = await run(['merge', shard.dir, '--gate', ...accepting]);
    expect(merged.results.mutation).toEqual(single.results.mutation);
    expect(merged.code).toBe(single.code);
  });
});
