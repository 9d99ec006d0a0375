/**
 * Which branch each reactive customer turn said is kept in results.json and shown turn by turn: in
 * the terminal's summary, in report.md (the paths that left the expected branch first), and on the
 * customer's step of report.html. A run without reactive cases shows none of it.
 */
import { describe, expect, it } from 'vitest';
import { loadPrompts, referenceProvider, renderHtml, renderMarkdown, runEval } from '../../src/index.js';
import { renderSummary } from '../../src/report/terminal.js';
import { reactiveCase, withData } from '../support/reactive.js';
import { singleRun } from './runs.js';

async function reactiveRun() {
  const skips = withData(reactiveCase(), (d) => {
    d.id = 'zip-never-asked';
    d.reference![0]!.reply = 'I can help with that. Let me look into it.';
  });
  return runEval({ cases: [reactiveCase(), skips], provider: referenceProvider(), suite: 'full', prompts: loadPrompts() });
}

describe('the branches of reactive turns in a run', () => {
  it('are in results.json, turn by turn, with whether the case accepted each', async () => {
    const results = JSON.parse(JSON.stringify(await reactiveRun()));
    const byCase = Object.fromEntries(results.trials.map((t: { caseId: string; branches: unknown }) => [t.caseId, t.branches]));
    expect(byCase['zip-when-asked']).toEqual([
      { turn: 2, branch: 1, name: 'branch 1 (asked: zip)', ok: true },
      { turn: 3, branch: 2, name: 'branch 2 (proposed: cancel_order)', ok: true },
    ]);
    expect(byCase['zip-never-asked'][0]).toEqual({ turn: 2, branch: 'otherwise', name: 'otherwise', ok: false });
    const turn = results.trials.find((t: { caseId: string }) => t.caseId === 'zip-when-asked').visit.turns[1];
    expect(turn.branch).toMatchObject({ taken: 1, readings: [{ branch: 1, holds: true, why: expect.stringContaining('asked zip: "') }] });
  });

  it('are printed by the terminal summary, one line per trial', async () => {
    const text = renderSummary(await reactiveRun());
    expect(text).toContain('Reactive turns, the branch each customer turn said (2 trials; ✗ a branch the case does not accept):');
    expect(text).toContain('  zip-when-asked #1: turn 2 branch 1 (asked: zip) · turn 3 branch 2 (proposed: cancel_order)');
    expect(text).toMatch(/ {2}zip-never-asked #1: turn 2 otherwise ✗ · turn 3 /);
  });

  it('are listed in report.md, the path that left the expected branches first', async () => {
    const md = renderMarkdown(await reactiveRun());
    const section = md.slice(md.indexOf('## Reactive turns'), md.indexOf('## Pass rates'));
    const lines = section.split('\n').filter((l) => l.startsWith('- '));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^- ❌ \[\*\*zip-never-asked\*\*\]\(.*\) #1: turn 2 otherwise ✗/);
    expect(lines[1]).toMatch(/^- ✅ \[\*\*zip-when-asked\*\*\]\(.*\) #1: turn 2 branch 1 \(asked: zip\) · turn 3 branch 2 \(proposed: cancel_order\)$/);
  });

  it('are shown on the customer step of report.html, with why', async () => {
    const html = renderHtml(await reactiveRun());
    expect(html).toContain('reactive turn: branch 1 (asked: zip): asked zip: &quot;First, what is the zip code of the address on your account?&quot;');
    expect(html).toContain('reactive turn: otherwise: asked zip: the reply does not ask for it');
  });

  it('leave the reports of a run without reactive turns as they were', () => {
    const run = singleRun({ cases: 4, trials: 1 });
    expect(renderSummary(run)).not.toContain('Reactive turns');
    expect(renderMarkdown(run)).not.toContain('Reactive turns');
  });
});
