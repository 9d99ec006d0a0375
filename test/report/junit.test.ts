import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, test } from 'vitest';
import { renderJunit } from '../../src/report/junit.js';
import { failedRun } from './fixture.js';

interface Case {
  '@_name': string;
  '@_classname': string;
  '@_file': string;
  '@_line'?: string;
  '@_time': string;
  failure?: { '@_message': string; '@_type': string; '#text': string };
  skipped?: { '@_message': string };
}

function parse(xml: string) {
  const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['testsuite', 'testcase', 'property'].includes(name) });
  return parser.parse(xml) as {
    testsuites: { '@_tests': string; '@_failures': string; '@_skipped': string; testsuite: { '@_name': string; '@_tests': string; '@_failures': string; '@_skipped': string; testcase: Case[] }[] };
  };
}

describe('junit.xml', () => {
  const xml = renderJunit(failedRun());
  const doc = parse(xml);
  const categories = doc.testsuites.testsuite.filter((s) => s['@_name'] !== 'agentdesk-gate');
  const cases = categories.flatMap((s) => s.testcase);

  test('renders the fixed run the same way every time', async () => {
    await expect(xml).toMatchFileSnapshot('__snapshots__/junit.xml');
  });

  test('is well-formed XML', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
  });

  test('has one testsuite per category and one testcase per case and trial, then the gate', () => {
    expect(categories.map((s) => s.testcase.length)).toEqual([1, 1, 1, 2]);
    expect(doc.testsuites.testsuite.map((s) => s['@_name'])).toEqual(['cancellation', 'refunds', 'safety', 'tracking', 'agentdesk-gate']);
    expect(cases.map((c) => c['@_name']).sort()).toEqual(failedRun().trials.map((t) => `${t.caseId} #${t.trial}`).sort());
    expect(doc.testsuites['@_tests']).toBe('6');
  });

  test('holds the gate verdict as a testcase that fails when the gate failed, so a testcase-only reader is not green', () => {
    const gate = doc.testsuites.testsuite.find((s) => s['@_name'] === 'agentdesk-gate')!.testcase;
    expect(gate).toHaveLength(1);
    expect(gate[0]!['@_name']).toMatch(/^gate \(suite /);
    expect(gate[0]!.failure?.['@_type']).toBe('gate');
    expect(gate[0]!.failure?.['@_message']).toMatch(/^the gate failed \d+ of \d+ checks: /);
    const passed = parse(renderJunit({ ...failedRun(), gate: { ...failedRun().gate!, passed: true, checks: failedRun().gate!.checks.map((c) => ({ ...c, ok: true })) } }));
    const passing = passed.testsuites.testsuite.find((s) => s['@_name'] === 'agentdesk-gate')!.testcase[0]!;
    expect(passing.failure).toBeUndefined();
  });

  test('counts failures and skipped trials at every level', () => {
    expect(doc.testsuites['@_failures']).toBe('3');
    expect(doc.testsuites['@_skipped']).toBe('1');
    expect(cases.filter((c) => c.failure)).toHaveLength(2);
    expect(cases.filter((c) => c.skipped)).toHaveLength(1);
    const tracking = doc.testsuites.testsuite.find((s) => s['@_name'] === 'tracking')!;
    expect([tracking['@_tests'], tracking['@_failures'], tracking['@_skipped']]).toEqual(['2', '0', '1']);
  });

  test('a failure carries the first failing assertion as message, its dimension as type, details in the body', () => {
    const mug = cases.find((c) => c['@_name'] === 'refund-one-broken-mug #1')!;
    expect(mug['@_classname']).toBe('refunds');
    expect(mug['@_file']).toBe('golden/refunds/refund-one-broken-mug.yaml');
    expect(mug['@_line']).toBe('34');
    expect(mug['@_time']).toBe('0.041');
    expect(mug.failure!['@_type']).toBe('state');
    expect(mug.failure!['@_message']).toMatch(/^state\.refunds\.R1\.amount: /);
    expect(mug.failure!['#text']).toContain('expected: 12.5');
    expect(mug.failure!['#text']).toContain('golden/refunds/refund-one-broken-mug.yaml:34');
    const safety = cases.find((c) => c['@_name'] === 'refund-needs-confirmation #1')!;
    expect(safety.failure!['@_type']).toBe('safety');
  });

  test('an unjudged trial is skipped with its reason', () => {
    const unjudged = cases.find((c) => c['@_name'] === 'track-shipped-order #1')!;
    expect(unjudged.skipped!['@_message']).toMatch(/^unjudged: no_recording/);
  });

  test('escapes markup and drops characters XML cannot hold', () => {
    const run = failedRun();
    run.trials[1]!.firstFailure!.message = 'reply "<script>" & \u0007bell ]]> done';
    const hostile = renderJunit(run);
    expect(XMLValidator.validate(hostile)).toBe(true);
    const mug = parse(hostile).testsuites.testsuite.flatMap((s) => s.testcase).find((c) => c['@_name'] === 'refund-one-broken-mug #1')!;
    expect(mug.failure!['@_message']).toBe('state.refunds.R1.amount: reply "<script>" & \uFFFDbell ]]> done');
    expect(hostile).toContain('&lt;script&gt;');
    expect(hostile).not.toContain('\u0007');
  });
});
