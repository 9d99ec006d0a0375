/** report.html's bars: pass rate by category and score by dimension, drawn to scale, red under 100%. */
import { describe, expect, test } from 'vitest';
import { rateBars } from '../../src/report/bars.js';
import { renderHtml } from '../../src/report/html.js';
import { buildView } from '../../src/report/view.js';
import { failedRun } from './fixture.js';

describe('rate bars', () => {
  test('one bar per category and per dimension, its width the rate on a 200-unit track', () => {
    const run = failedRun();
    const bars = rateBars(buildView(run));
    expect(bars.categories.map((b) => b.name)).toEqual(Object.keys(run.summary.byCategory));
    for (const b of bars.categories) {
      const rate = run.summary.byCategory[b.name]!.passRate;
      expect(b.width).toBe(rate === undefined ? 0 : Math.round(rate * 200));
      expect(b.low).toBe(rate !== undefined && rate < 1);
      if (rate === undefined) expect(b.label).toBe('not judged');
    }
    expect(bars.dimensions.map((b) => [b.name, b.width])).toEqual(Object.entries(run.summary.byDimension).map(([name, v]) => [name, Math.round(v! * 200)]));
  });

  test('report.html draws them as inline SVG beside the tables', () => {
    const html = renderHtml(failedRun());
    const drawn = html.match(/<svg class="bar( low)?" width="200"/g) ?? [];
    const bars = rateBars(buildView(failedRun()));
    expect(drawn).toHaveLength(bars.categories.length + bars.dimensions.length);
    expect(html).toContain('aria-label="Pass rate by category"');
  });
});
