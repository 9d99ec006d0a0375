/**
 * `agentdesk merge --baseline`: sharded runs compared with a baseline give, merged, the comparison
 * and the verdict of one unsharded run (each shard alone sees only its share of the cases).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, memoryIO, type RunResults } from '../../src/index.js';

const root = join(import.meta.dirname, '..', '..');
const args = ['test/fixtures/stats/refunds', '--config', 'test/fixtures/stats/suites.yaml', '--trials', '3', '--reporter', 'json'];

async function run(argv: string[]): Promise<{ code: number; dir: string; out: string; results: RunResults }> {
  const dir = mkdtempSync(join(tmpdir(), 'agentdesk-merge-baseline-'));
  const io = memoryIO({ cwd: root });
  const code = await cli([...argv, '--out', dir], io);
  return { code, dir, out: io.out, results: JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as RunResults };
}

const changes = (r: RunResults) => r.baseline?.changes.map((c) => [c.caseId, c.kind, c.before.passed, c.after.passed]);

describe('merge --baseline', async () => {
  const clean = await run(['eval', ...args, '--model', 'noisy:0']);
  const broken = ['--model', 'noisy:0,refunds=1'];
  const single = await run(['eval', ...args, ...broken, '--baseline', clean.dir, '--gate']);
  const shards = [await run(['eval', ...args, ...broken, '--shard', '1/2']), await run(['eval', ...args, ...broken, '--shard', '2/2'])];

  it('compares the merged run with the baseline as one unsharded run does, and fails the gate on its regressions', async () => {
    expect(single.code).toBe(1);
    expect(changes(single.results)!.length).toBeGreaterThan(0);
    const merged = await run(['merge', ...shards.map((s) => s.dir), '--gate', '--config', 'test/fixtures/stats/suites.yaml', '--baseline', clean.dir]);
    expect(merged.code).toBe(1);
    expect(changes(merged.results)).toEqual(changes(single.results));
    expect(merged.results.baseline?.compared).toBe(single.results.baseline?.compared);
    expect(merged.results.gate?.checks.filter((c) => c.name.startsWith('baseline:'))).toEqual(single.results.gate?.checks.filter((c) => c.name.startsWith('baseline:')));
    const compared = single.results.baseline?.compared ?? 0;
    expect(compared).toBeGreaterThan(1);
    expect(merged.out).toMatch(new RegExp(`Against baseline .*: ${compared} cases compared, \\d+ regressed, 0 improved`));
  });

  it('takes the baseline the shards were compared with when none is named', async () => {
    const compared = [
      await run(['eval', ...args, ...broken, '--shard', '1/2', '--baseline', clean.dir]),
      await run(['eval', ...args, ...broken, '--shard', '2/2', '--baseline', clean.dir]),
    ];
    // Each shard alone compared only its share; merged, they compare every case.
    const total = single.results.baseline?.compared ?? 0;
    const halves = compared.map((s) => s.results.baseline?.compared ?? 0);
    expect(halves.every((n) => n > 0 && n < total)).toBe(true);
    expect(halves[0]! + halves[1]!).toBe(total);
    const merged = await run(['merge', ...compared.map((s) => s.dir)]);
    expect(merged.results.baseline?.compared).toBe(total);
    expect(changes(merged.results)).toEqual(changes(single.results));
  });

  it('without any baseline, merges with no comparison', async () => {
    const merged = await run(['merge', ...shards.map((s) => s.dir)]);
    expect(merged.code).toBe(0);
    expect(merged.results.baseline).toBeUndefined();
  });
});

describe('merge and judge rates', async () => {
  // Offline: the recorded loopback judge, and its calibration written by calibrate.
  const { mkdtemp, writeFile } = await import('node:fs/promises');
  const dir = await mkdtemp(join(tmpdir(), 'agentdesk-merge-judge-'));
  const judge = 'replay:calibration/judge/recordings';
  await cli(['calibrate', 'calibration/judge', '--config', 'test/fixtures/calibrate/judge-suites.yaml', '--judge', judge, '--out', join(dir, 'cal')], memoryIO({ cwd: root }));
  const config = join(dir, 'suites.yaml');
  await writeFile(config, ['version: 1', 'defaultSuite: all', 'suites:', '  all:', '    select: {}', '    gate: { minPassRate: 0 }', 'judge:', `  model: ${judge}`, `  calibration: ${join(dir, 'cal', 'calibration.json')}`, ''].join('\n'));
  const judged = ['calibration/judge', '--config', config, '--reporter', 'json'];
  afterAll(async () => {
    const { rm } = await import('node:fs/promises');
    await rm(dir, { recursive: true, force: true });
  });

  it("figures the merged run's judge rates again over every shard's lines, as one run does", async () => {
    const single = await run(['eval', ...judged]);
    const shards = [await run(['eval', ...judged, '--shard', '1/2']), await run(['eval', ...judged, '--shard', '2/2'])];
    expect(shards.map((s) => s.results.judgeRates?.rubrics[0]?.judged)).not.toContain(single.results.judgeRates?.rubrics[0]?.judged);
    const merged = await run(['merge', ...shards.map((s) => s.dir)]);
    // 12 lines: the judge passed 5 ("sorry" ×5), failed 6, could not tell on 1.
    expect(single.results.judgeRates?.rubrics[0]).toMatchObject({ passed: 5, judged: 11, unjudged: 1 });
    expect(merged.results.judgeRates).toEqual(single.results.judgeRates);
  });
});
