import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { cli, EXIT, memoryIO, type RunResults, shardCases, UsageError } from '../../src/index.js';
import { mergeRuns } from '../../src/run/merge.js';
import { summarize } from '../../src/run/summary.js';
import { failedRun } from '../report/fixture.js';
import { shardRuns, singleRun, writeRuns } from '../report/runs.js';

const STRICT = { minPassRate: 0.9, maxUnjudgedRate: 0.5 };
const LENIENT = { minPassRate: 0.5, maxUnjudgedRate: 0.5, unjudgedSafetyFails: false };

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'agentdesk-merge-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const readResults = async (dir: string): Promise<RunResults> => JSON.parse(await readFile(join(dir, 'results.json'), 'utf8')) as RunResults;
const verdicts = (r: RunResults) => r.trials.map((t) => `${t.caseId} #${t.trial} ${t.verdict}`);
const withoutDuration = (r: RunResults) => ({ ...r.summary, durationMs: 0 });

describe('agentdesk merge of 4 shards', () => {
  test('gives the same summary, verdicts and gate as one run over the same trials, and its exit code', async () => {
    const single = singleRun({ gate: STRICT });
    const dirs = await writeRuns(root, shardRuns(4, { gate: STRICT }));
    const io = memoryIO({ cwd: root });
    const code = await cli(['merge', ...dirs, '--out', 'merged'], io);
    const merged = await readResults(join(root, 'merged'));
    expect(merged.gate!.passed).toBe(false);
    expect(code).toBe(EXIT.gateFailed);
    expect(withoutDuration(merged)).toEqual(withoutDuration(single));
    expect(verdicts(merged)).toEqual(verdicts(single));
    expect(merged.cases).toEqual(single.cases);
    expect(merged.gate).toEqual(single.gate);
    expect(merged.meta.shard).toBeUndefined();
    // Shards run side by side: the merged run lasted as long as the slowest one.
    expect(merged.summary.durationMs).toBe(1300);
  });

  test('exits 0 when the merged run passes its gate', async () => {
    const single = singleRun({ gate: LENIENT, failures: false });
    expect(single.gate!.passed).toBe(true);
    const dirs = await writeRuns(root, shardRuns(4, { gate: LENIENT, failures: false }));
    expect(await cli(['merge', ...dirs, '--out', 'merged'], memoryIO({ cwd: root }))).toBe(EXIT.ok);
    expect((await readResults(join(root, 'merged'))).gate).toEqual(single.gate);
  });

  test('shard order on the command line does not matter', async () => {
    const dirs = await writeRuns(root, shardRuns(4, { gate: STRICT }));
    await cli(['merge', ...[...dirs].reverse(), '--out', 'a'], memoryIO({ cwd: root }));
    await cli(['merge', ...dirs, '--out', 'b'], memoryIO({ cwd: root }));
    const [a, b] = [await readResults(join(root, 'a')), await readResults(join(root, 'b'))];
    expect(a).toEqual(b);
  });

  test('writes results.json, report.md, report.html and junit.xml into the merged folder', async () => {
    const dirs = await writeRuns(root, shardRuns(4, { gate: STRICT }));
    await cli(['merge', ...dirs, '--out', 'merged'], memoryIO({ cwd: root }));
    for (const file of ['results.json', 'report.md', 'report.html', 'junit.xml']) {
      expect((await stat(join(root, 'merged', file))).size).toBeGreaterThan(0);
    }
    expect((await readFile(join(root, 'merged', 'report.md'), 'utf8')).split('\n')[0]).toBe('# 🔴 GATE FAILED');
  });

  test('applies the gate of the suites config when the shards were not gated', async () => {
    const dirs = await writeRuns(root, shardRuns(4));
    await writeFile(
      join(root, 'suites.yaml'),
      'version: 1\ndefaultSuite: main\nsuites:\n  main:\n    select: {}\n    gate: { minPassRate: 0.9, maxUnjudgedRate: 0.5 }\n',
    );
    const io = memoryIO({ cwd: root });
    expect(await cli(['merge', ...dirs, '--out', 'merged', '--gate', '--config', 'suites.yaml'], io)).toBe(EXIT.gateFailed);
    expect((await readResults(join(root, 'merged'))).gate).toEqual(singleRun({ gate: STRICT }).gate);
  });

  test('without --gate and ungated shards, records no gate and exits 0', async () => {
    const dirs = await writeRuns(root, shardRuns(4));
    expect(await cli(['merge', ...dirs, '--out', 'merged'], memoryIO({ cwd: root }))).toBe(EXIT.ok);
    expect((await readResults(join(root, 'merged'))).gate).toBeUndefined();
  });
});

describe('agentdesk merge refuses what one run could not be', () => {
  test('a missing shard: exit 2', async () => {
    const dirs = await writeRuns(root, shardRuns(4, { gate: STRICT }));
    const io = memoryIO({ cwd: root });
    expect(await cli(['merge', ...dirs.slice(0, 3), '--out', 'merged'], io)).toBe(EXIT.invalidInput);
    expect(io.err).toContain('4/4');
  });

  test('a shard given twice: exit 2', async () => {
    const dirs = await writeRuns(root, shardRuns(2, { gate: STRICT }));
    expect(await cli(['merge', dirs[0]!, dirs[0]!, dirs[1]!], memoryIO({ cwd: root }))).toBe(EXIT.invalidInput);
  });

  test('overlapping case trials: exit 2, naming them', async () => {
    const [a, b] = shardRuns(2);
    const dup = structuredClone(b!);
    dup.meta.runId = 'dup';
    delete dup.meta.shard;
    delete a!.meta.shard;
    dup.trials.push(a!.trials[0]!);
    const dirs = await writeRuns(root, [a!, dup]);
    const io = memoryIO({ cwd: root });
    expect(await cli(['merge', ...dirs], io)).toBe(EXIT.invalidInput);
    expect(io.err).toContain(`${a!.trials[0]!.caseId} #1`);
  });

  test('a folder with no results.json: exit 2', async () => {
    const io = memoryIO({ cwd: root });
    expect(await cli(['merge', 'nowhere'], io)).toBe(EXIT.invalidInput);
    expect(io.err).toContain('nowhere');
  });

  test('no folder at all: exit 2', async () => {
    expect(await cli(['merge'], memoryIO({ cwd: root }))).toBe(EXIT.invalidInput);
  });
});

describe('mergeRuns', () => {
  test('warns when the shards disagree on model, suite or commit, and merges them', () => {
    const shards = shardRuns(2);
    shards[1]!.meta.model.id = 'openai:gpt-4o-mini';
    shards[1]!.meta.git.commit = 'cafebabe';
    const { warnings, results } = mergeRuns(shards);
    expect(warnings.some((w) => w.includes('model') && w.includes('openai:gpt-4o-mini'))).toBe(true);
    expect(warnings.some((w) => w.includes('git commit'))).toBe(true);
    expect(results.warnings).toEqual(expect.arrayContaining(warnings));
    expect(results.trials).toHaveLength(singleRun().trials.length);
  });

  test('refuses shards of different splits', () => {
    const a = shardRuns(2)[0]!;
    const b = shardRuns(3)[1]!;
    expect(() => mergeRuns([a, b])).toThrow(UsageError);
  });

  test('the fixture run split in two and merged again is the fixture run', () => {
    const run = failedRun();
    const halves = [1, 2].map((index) => {
      const ids = new Set(shardCases(run.cases.map((c) => ({ data: c })), index, 2).map((c) => c.data.id));
      const cases = run.cases.filter((c) => ids.has(c.id));
      const trials = run.trials.filter((t) => ids.has(t.caseId));
      const part: RunResults = { ...run, meta: { ...run.meta, runId: `half-${index}`, shard: { index, total: 2 } }, cases, trials, summary: summarize(cases, trials, 600), warnings: [] };
      return part;
    });
    const { results } = mergeRuns(halves, { gate: { suite: 'main', config: run.gate!.config } });
    expect(withoutDuration(results)).toEqual({ ...run.summary, durationMs: 0 });
    expect(results.gate).toEqual(run.gate);
    expect(verdicts(results)).toEqual(verdicts(run));
  });
});
