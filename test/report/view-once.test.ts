/**
 * The reports of a run share one view and inflate each trial's transcript a few times in all, not
 * once per assertion per report: at 10,000 cases that was the difference between 0.5 and 1.7 GB.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIO, type RunResults } from '../../src/index.js';
import { finishRun } from '../../src/report/finish.js';
import { failedRun } from './fixture.js';

/** The run with every read of a trial's transcript and assertions counted, as compacted trials inflate on each read. */
function counted(run: RunResults): { run: RunResults; reads: Map<string, number> } {
  const reads = new Map<string, number>();
  for (const t of run.trials) {
    const id = `${t.verdict} ${t.caseId}#${t.trial}`;
    reads.set(id, 0);
    for (const key of ['visit', 'assertions'] as const) {
      if (!(key in t)) continue;
      const value = JSON.stringify(t[key]);
      Object.defineProperty(t, key, {
        enumerable: true,
        get: () => {
          reads.set(id, reads.get(id)! + 1);
          return JSON.parse(value) as unknown;
        },
      });
    }
  }
  return { run, reads };
}

describe('one view for every report', () => {
  it('writes results.json, report.md, report.html, junit.xml and the job summary reading each trial a few times', async () => {
    const { run, reads } = counted(failedRun());
    const dir = mkdtempSync(join(tmpdir(), 'agentdesk-view-once-'));
    const summary = join(dir, 'summary.md');
    writeFileSync(summary, '');
    const io = memoryIO({ env: { GITHUB_STEP_SUMMARY: summary } });
    const failures = await finishRun(run, { dir, formats: ['json', 'md', 'html', 'junit'], io, github: true });
    expect(failures).toEqual([]);
    // A passing trial: results.json, the view and report.html read each part once. A failing one
    // is also read for its first failure, report.md, junit.xml and its annotation.
    for (const [trial, n] of reads) expect(n, trial).toBeLessThanOrEqual(trial.startsWith('fail') ? 12 : 6);
  });
});
