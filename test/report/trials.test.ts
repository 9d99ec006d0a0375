/** Several trials per case: every report shows each case's passes, interval, pass^k and the flaky cases. */
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/report/html.js';
import { renderJunit } from '../../src/report/junit.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderSummary } from '../../src/report/terminal.js';
import { singleRun } from './runs.js';

describe('a run of 3 trials per case', () => {
  const run = singleRun({ cases: 12, trials: 3 });
  const flaky = run.summary.flaky ?? [];
  const steady = Object.entries(run.summary.byCase ?? {}).find(([, c]) => !c.flaky && c.failed === 0 && c.unjudged === 0)?.[0];

  it('has flaky cases and steady ones (the pattern the tests below read)', () => {
    expect(flaky.length).toBeGreaterThan(0);
    expect(steady).toBeDefined();
  });

  it('the terminal prints each case with passes, interval and pass^k, and names the flaky ones', () => {
    const text = renderSummary(run);
    expect(text).toMatch(/By case over 3 trials/);
    for (const id of flaky) expect(text).toMatch(new RegExp(`${id}\\s+\\d/\\d.*\\[.*\\].*pass\\^k .*FLAKY`));
    expect(text).toMatch(new RegExp(`Flaky \\(${flaky.length}\\): ${flaky.join(', ')}`));
    expect(text).toMatch(/pass\^k \(every one of k trials passes\), mean over cases: k=1 .* k=3/);
  });

  it('report.md holds the pass@k / pass^k table and one row per case', () => {
    const md = renderMarkdown(run);
    expect(md).toMatch(/## Reliability over 3 trials/);
    expect(md).toMatch(/\| 3 \| [\d.]+% \| [\d.]+% \| \d+ \|/);
    for (const id of flaky) expect(md).toMatch(new RegExp(`\\| \\[${id}\\]\\([^)]*\\) · flaky \\|`));
    expect(md).toMatch(new RegExp(`\\| \\[${steady}\\]\\([^)]*\\) \\| 3/3 \\| 100.0% \\| \\[43.9%, 100.0%\\] \\| 100.0% \\| 100.0% \\|`));
  });

  it('report.html shows them too, and JUnit keeps one testcase per trial', () => {
    const html = renderHtml(run);
    expect(html).toMatch(/Reliability over 3 trials/);
    expect(html).toMatch(/class="passes"/);
    const junit = renderJunit(run);
    expect(junit.match(/<testcase /g)?.length).toBe(run.trials.length);
  });

  it('a single-trial run prints no per-case table', () => {
    expect(renderSummary(singleRun({ cases: 4, trials: 1 }))).not.toMatch(/By case over/);
    expect(renderMarkdown(singleRun({ cases: 4, trials: 1 }))).not.toMatch(/Reliability over/);
  });
});
