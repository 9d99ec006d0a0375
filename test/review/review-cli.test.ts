/**
 * `agentdesk review` in-process: the summary tables, `latest`, exit codes for a bad folder and a
 * port in use, and --export-case writing a case that validates, never over a file.
 */
import { utimes } from 'node:fs/promises';
import { createServer } from 'node:net';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AnnotationWriter, cli, type Judgement, memoryIO } from '../../src/index.js';
import { makeProject, type Project } from './project.js';

let project: Project;

beforeAll(async () => {
  project = await makeProject();
  const w = new AnnotationWriter(join(project.root, 'reviews'));
  const j = (runId: string, caseId: string, verdict: Judgement['verdict'], mode: string, second: number, reviewer = 'ana'): Judgement => ({
    kind: 'judgement', runId, caseId, trial: 1, reviewer, verdict, note: `${caseId}: the agent asked twice\nthen stopped`, mode, time: new Date(Date.UTC(2026, 11, 1, 10, 0, second)).toISOString(),
  });
  const [real, fixture] = project.runIds;
  for (const a of [
    j(real, 'cancel-processing-order', 'fail', 'double-confirmation', 1),
    j(real, 'order-status-shipped', 'pass', '', 2),
    j(fixture, 'refund-one-broken-mug', 'fail', 'wrong-amount', 3),
    j(fixture, 'refund-needs-confirmation', 'fail', 'double-confirmation', 4),
    j(fixture, 'cancel-processing-order', 'pass', '', 5, 'bo'),
  ]) {
    await w.append(a);
  }
});

afterAll(async () => {
  if (project) await rm(project.root, { recursive: true, force: true });
});

async function review(args: string[]) {
  const io = memoryIO({ cwd: project.root });
  const code = await cli(['review', ...args], io);
  return { code, out: io.out, err: io.err };
}

describe('agentdesk review --summary', () => {
  test('prints the Pareto, the saturation curve and the agreement matrices as tables', async () => {
    const { code, out } = await review(['--summary', 'runs/real', 'runs/fixture', '--batch', '2']);
    expect(code).toBe(0);
    expect(out).toContain('5 judgement(s) of 7 trial(s) by 2 reviewer(s)');
    expect(out).toContain(['mode                 count  share  cumulative', '-------------------  -----  -----  ----------', 'double-confirmation      2  66.7%       66.7%', 'wrong-amount             1  33.3%      100.0%'].join('\n'));
    expect(out).toContain('new modes per batch of 2 judgements: [1, 1, 0]');
    // The fixture run (2026-11-20) is older than the real one: it comes first.
    const [fixtureId, realId] = [project.runIds[1], project.runIds[0]];
    const trend = out.slice(out.indexOf('Pass rate by category, run by run (oldest first):')).split('\n');
    expect(trend[1]!.split(/\s+/)).toEqual(['category', fixtureId, realId]);
    expect(trend.find((l) => l.startsWith('cancellation'))!.split(/\s+/)).toEqual(['cancellation', '100.0%', '100.0%']);
    expect(trend.find((l) => l.startsWith('refunds'))!.split(/\s+/)).toEqual(['refunds', '0.0%']);
    expect(trend.find((l) => l.startsWith('order-status'))!.trim().split(/\s+/)).toEqual(['order-status', '100.0%']);
    expect(out).toContain(['trial: 1 of 5 disagree', 'auto \\ human  pass  fail  unsure', '------------  ----  ----  ------', 'pass             2     1       0', 'fail             0     2       0'].join('\n'));
  });
});

describe('where the annotation files are', () => {
  test("the suites config's review.dir, unless --reviews names another; a config with problems is exit 2", async () => {
    const config = 'suites-review.yaml';
    const suites = 'version: 1\ndefaultSuite: all\nsuites:\n  all: { description: every case, select: {}, gate: { minPassRate: 1 } }\n';
    await writeFile(join(project.root, config), `${suites}review: { dir: team-notes }\n`);
    const w = new AnnotationWriter(join(project.root, 'team-notes'));
    await w.append({ kind: 'judgement', runId: project.runIds[0], caseId: 'order-status-shipped', trial: 1, reviewer: 'cy', verdict: 'fail', note: '', mode: 'from-config', time: '2026-12-01T11:00:00.000Z' });
    const viaConfig = await review(['--summary', 'runs/real', '--config', config]);
    expect(viaConfig.code).toBe(0);
    expect(viaConfig.out).toContain('from-config');
    const viaFlag = await review(['--summary', 'runs/real', '--config', config, '--reviews', 'reviews']);
    expect(viaFlag.out).not.toContain('from-config');
    await writeFile(join(project.root, config), `${suites}review: { folder: team-notes }\n`);
    const bad = await review(['--summary', 'runs/real', '--config', config]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('SCHEMA_UNKNOWN_KEY');
  });
});

describe('which run folder', () => {
  test("'latest' stands for the newest run folder beside it when no such folder exists", async () => {
    await utimes(join(project.runs[1], 'results.json'), new Date(2030, 0, 1), new Date(2030, 0, 1));
    const { code, out } = await review(['--summary', 'runs/latest']);
    expect(code).toBe(0);
    expect(out).toContain('of 5 trial(s)');
  });

  test('no run folder, or not a results.json: exit 2 with the path', async () => {
    const missing = await review(['--summary', 'runs/nope']);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('no run folder at runs/nope');
    const none = await review(['--summary']);
    expect(none.code).toBe(2);
    const latest = await review(['--summary', 'elsewhere/latest']);
    expect(latest.code).toBe(2);
    expect(latest.err).toContain("no run folder under elsewhere to stand for 'latest'");
  });

  test('a port in use: exit 3, naming the port', async () => {
    const blocker = createServer();
    const port = await new Promise<number>((done) => blocker.listen(0, '127.0.0.1', () => done((blocker.address() as { port: number }).port)));
    try {
      const { code, err } = await review(['runs/real', '--port', String(port), '--reviewer', 'ana']);
      expect(code).toBe(3);
      expect(err).toContain(`port ${port} on 127.0.0.1 is in use`);
    } finally {
      blocker.close();
    }
    expect((await review(['runs/real', '--port', '70000'])).code).toBe(2);
  });
});

describe('agentdesk review --export-case', () => {
  test('writes a skeleton under golden/<category>/ that validates, titled by the note, and never overwrites', async () => {
    const first = await review(['--export-case', 'cancel-processing-order#1', 'runs/real']);
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    const file = 'golden/cancellation/cancel-processing-order-double-confirmation.yaml';
    expect(first.out).toContain(`Wrote ${file}`);
    const text = await readFile(join(project.root, file), 'utf8');
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schema/golden-case.schema.json');
    expect(text).toContain('# First thing that went wrong: cancel-processing-order: the agent asked twice\n#   then stopped');
    expect(text).toContain('id: cancel-processing-order-double-confirmation\ntitle: "cancel-processing-order: the agent asked twice"');
    expect(text).toContain('expect: {}');
    expect(await cli(['validate', file], memoryIO({ cwd: project.root }))).toBe(0);

    const second = await review(['--export-case', 'cancel-processing-order#1', 'runs/real']);
    expect(second.code).toBe(0);
    expect(second.out).toContain('golden/cancellation/cancel-processing-order-double-confirmation-2.yaml');
    expect(await readFile(join(project.root, file), 'utf8')).toBe(text);
  });

  test('a bad reference or an unknown trial is exit 2; a case file that is not there is exit 3', async () => {
    expect((await review(['--export-case', 'Not A Ref', 'runs/real'])).code).toBe(2);
    expect((await review(['--export-case', 'no-such-case#1', 'runs/real'])).code).toBe(2);
    const gone = await review(['--export-case', 'refund-one-broken-mug#1', 'runs/fixture']);
    expect(gone.code).toBe(3);
    expect(gone.err).toContain('golden/refunds/refund-one-broken-mug.yaml of refund-one-broken-mug is not there');
  });
});
