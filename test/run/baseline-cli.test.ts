/**
 * `agentdesk eval --baseline` end to end on the refunds cases (a fixed copy in test/fixtures/stats/refunds, so the golden set can grow) with the noisy model: against a clean
 * run (noisy:0), a run whose refunds always go wrong lists its regressions and fails the gate
 * (exit 1); the same clean run again passes (exit 0). A bad baseline is a usage error (exit 2).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, memoryIO, type RunResults } from '../../src/index.js';

const root = join(import.meta.dirname, '..', '..');
const args = ['test/fixtures/stats/refunds', '--config', 'test/fixtures/stats/suites.yaml', '--trials', '3', '--reporter', 'terminal', '--reporter', 'md', '--reporter', 'html'];

async function evalRun(extra: string[]) {
  const out = mkdtempSync(join(tmpdir(), 'agentdesk-baseline-'));
  const io = memoryIO({ cwd: root });
  const code = await cli(['eval', ...args, ...extra, '--out', out], io);
  const read = (f: string) => readFileSync(join(out, f), 'utf8');
  return { code, io, out, read, results: () => JSON.parse(read('results.json')) as RunResults };
}

describe('eval --baseline', async () => {
  const clean = await evalRun(['--model', 'noisy:0']);

  it('the baseline run itself passes', () => {
    expect(clean.code).toBe(0);
  });

  it('a run whose refunds always go wrong lists each regression and fails the gate', async () => {
    const broken = await evalRun(['--model', 'noisy:0,refunds=1', '--baseline', clean.out, '--gate']);
    expect(broken.code).toBe(1);
    const b = broken.results().baseline!;
    const regressed = b.changes.filter((c) => c.kind === 'regression');
    expect(regressed.length).toBeGreaterThan(0);
    expect(regressed.every((c) => c.flipped && c.before.passed === 3 && c.after.passed === 0)).toBe(true);
    expect(broken.io.out).toMatch(/Against baseline .*: 10 cases compared, \d+ regressed, 0 improved/);
    expect(broken.io.out).toMatch(/✗ baseline:cases: \d+ case\(s\) regressed/);
    const md = broken.read('report.md');
    // The regressions lead the report, right after the gate's verdict, with both transcripts.
    expect(md.indexOf('## Against the baseline')).toBeLessThan(md.indexOf('cases ·'));
    const first = regressed[0]!.caseId;
    expect(md).toContain(`[now](report.html#case-${first}) · [baseline](`);
    expect(md).toMatch(new RegExp(`\\[baseline\\]\\([^)]*/report\\.html#case-${first}\\)`));
    const html = broken.read('report.html');
    expect(html).toMatch(/<h2>Against the baseline<\/h2>/);
    expect(html).toMatch(new RegExp(`<a href="#case-${first}">now</a> · <a href="[^"]*/report\\.html#case-${first}">baseline</a>`));
  });

  it('the same clean run again has nothing to report and passes', async () => {
    const again = await evalRun(['--model', 'noisy:0', '--baseline', join(clean.out, 'results.json'), '--gate']);
    expect(again.code).toBe(0);
    expect(again.results().baseline?.changes).toEqual([]);
    expect(again.results().gate?.checks.filter((c) => c.name.startsWith('baseline:')).map((c) => c.ok)).toEqual([true, true, true, true]);
  });

  it('a baseline that is no run is a usage error (exit 2)', async () => {
    const nowhere = await evalRun(['--model', 'noisy:0', '--baseline', 'no/such/run']);
    expect(nowhere.code).toBe(2);
    expect(nowhere.io.err).toMatch(/no run folder at no\/such\/run/);
    const junk = join(mkdtempSync(join(tmpdir(), 'agentdesk-junk-')), 'results.json');
    writeFileSync(junk, '{"version": 1}');
    expect((await evalRun(['--model', 'noisy:0', '--baseline', junk])).code).toBe(2);
  });
});
