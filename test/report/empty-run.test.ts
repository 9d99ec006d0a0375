import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, test } from 'vitest';
import { annotations } from '../../src/report/github.js';
import { renderHtml } from '../../src/report/html.js';
import { renderJunit } from '../../src/report/junit.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { summarize } from '../../src/run/summary.js';
import type { RunResults } from '../../src/index.js';
import { failedRun } from './fixture.js';

/** A shard can hold no case at all (more shards than cases): its reports still render. */
function emptyRun(): RunResults {
  const run = failedRun();
  delete run.gate;
  return { ...run, cases: [], trials: [], summary: summarize([], [], 0), warnings: [] };
}

describe('a run with no trial', () => {
  test('renders every report', () => {
    const run = emptyRun();
    expect(renderMarkdown(run).split('\n')[0]).toBe('# ⚪ NO GATE');
    expect(renderHtml(run)).toContain('0 of 0 cases');
    expect(XMLValidator.validate(renderJunit(run))).toBe(true);
    expect(annotations(run)).toEqual([]);
  });
});
