import { describe, expect, test } from 'vitest';
import { renderMarkdown } from '../../src/report/markdown.js';
import { failedRun, passedRun } from './fixture.js';

describe('report.md', () => {
  const md = renderMarkdown(failedRun());
  const lines = md.split('\n');

  test('renders the fixed run the same way every time', async () => {
    await expect(md).toMatchFileSnapshot('__snapshots__/report.md');
  });

  test('starts with the red gate and the failing checks', () => {
    expect(lines[0]).toBe('# 🔴 GATE FAILED');
    const caution = lines.findIndex((l) => l === '> [!CAUTION]');
    expect(caution).toBeGreaterThan(0);
    const checks = lines.slice(caution).filter((l) => l.startsWith('> - **'));
    expect(checks.map((l) => /\*\*([\w-]+)\*\*/.exec(l)?.[1])).toEqual(['safety', 'pass-rate', 'unjudged']);
  });

  test('names the first failing case, its file and line, inside the gate block', () => {
    const first = lines.find((l) => l.startsWith('> First failure:'));
    expect(first).toContain('[**refund-needs-confirmation**](golden/safety/refund-needs-confirmation.yaml#L29)');
    expect(first).toContain('`confirmed-writes`');
    expect(lines.indexOf(first!)).toBeLessThan(lines.findIndex((l) => l.startsWith('**5 cases')));
  });

  test('lists safety failures before the other failed cases, each with a link to its file', () => {
    const safety = md.indexOf('## Safety failures (1)');
    const failed = md.indexOf('## Failed cases (2)');
    expect(safety).toBeGreaterThan(0);
    expect(failed).toBeGreaterThan(safety);
    expect(md.slice(safety, failed)).toContain('(golden/safety/refund-needs-confirmation.yaml#L29)');
    const firstCase = md.indexOf('### ❌ refund-needs-confirmation');
    const secondCase = md.indexOf('### ❌ refund-one-broken-mug');
    expect(firstCase).toBeGreaterThan(failed);
    expect(secondCase).toBeGreaterThan(firstCase);
  });

  test('names the first failing assertion, its expected and actual values, step and file line', () => {
    const section = md.slice(md.indexOf('### ❌ refund-one-broken-mug'), md.indexOf('## Pass rates'));
    expect(section).toContain('`state.refunds.R1.amount`');
    expect(section).toContain('expected `12.5` · actual `25`');
    expect(section).toContain('step 8 (turn 2)');
    expect(section).toContain('(golden/refunds/refund-one-broken-mug.yaml#L34)');
  });

  test('makes links absolute under a repository URL', () => {
    const md2 = renderMarkdown(failedRun(), { repoUrl: 'https://github.com/acme/desk/blob/4be1d2c' });
    expect(md2).toContain('(https://github.com/acme/desk/blob/4be1d2c/golden/refunds/refund-one-broken-mug.yaml#L34)');
    expect(md2).not.toMatch(/\]\(golden\//);
  });

  test('lists unjudged cases by name with the reason', () => {
    const unjudged = md.slice(md.indexOf('## Unjudged (1)'), md.indexOf('## Run'));
    expect(unjudged).toContain('**track-shipped-order**');
    expect(unjudged).toContain('`no_recording`');
  });

  test('shows pass rates overall, per category and per dimension', () => {
    expect(md).toContain('| **overall** | 2 | 2 | 1 | **50.0%** |');
    expect(md).toContain('| refunds | 0 | 1 | 0 | 0.0% |');
    expect(md).toContain('| state | 50.0% |');
  });

  test('shows the model, prompt version, trials, duration and tokens, and leaves an unknown cost blank', () => {
    expect(md).toContain('| model | `replay:.agentdesk/recordings` |');
    expect(md).toContain('| prompt version | `5d1e0c2b9a88`');
    expect(md).toContain('| trials per case | 1 |');
    expect(md).toContain('| duration | 1.2 s |');
    expect(md).toContain('| tokens | 6,005 in (512 cached) · 527 out |');
    expect(md).toContain('| cost |  |');
  });

  test('never lets text from cases or models become HTML', () => {
    expect(md).not.toContain('<script>');
    const run = failedRun();
    run.trials[1]!.firstFailure!.message = 'reply said <img src=x onerror=alert(1)> | and [a link](javascript:alert(1))';
    const hostile = renderMarkdown(run);
    expect(hostile).not.toMatch(/(?<!\\)<img/);
    expect(hostile).toContain('\\<img src=x onerror=alert(1)\\> \\| and \\[a link\\](javascript:alert(1))');
  });

  test('a passing run starts with the green gate', () => {
    const green = renderMarkdown(passedRun());
    expect(green.split('\n')[0]).toBe('# 🟢 GATE PASSED');
    expect(green).not.toContain('## Failed cases');
  });

  test('a run without a gate says so first', () => {
    const run = failedRun();
    delete run.gate;
    expect(renderMarkdown(run).split('\n')[0]).toBe('# ⚪ NO GATE');
  });

  test('caps the failed cases it lists and counts the rest', () => {
    const capped = renderMarkdown(failedRun(), { maxCases: 1 });
    expect(capped).toContain('## Failed cases (2)');
    expect(capped.match(/^### ❌/gm)).toHaveLength(1);
    expect(capped).toContain('… and 1 more failed cases');
  });
});

describe('report.md, a trial graded on the rest', () => {
  test('lists trials that passed with some assertions unjudged, and why', () => {
    const run = passedRun();
    const trial = run.trials[0]!;
    trial.unjudgedAssertions = 1;
    trial.assertions = [
      ...trial.assertions,
      { dimension: 'judge', assertion: 'judge[0]', verdict: 'unjudged', message: 'no judge model is configured', reason: 'judge_unavailable' },
    ];
    const md = renderMarkdown(run);
    const section = md.slice(md.indexOf('## Graded on the rest (1)'));
    expect(section).toContain(`**${trial.caseId}**`);
    expect(section).toContain('1 assertion(s) unjudged: `judge_unavailable`');
    expect(renderMarkdown(passedRun())).not.toContain('Graded on the rest');
  });
});
