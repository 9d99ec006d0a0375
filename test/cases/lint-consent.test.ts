/**
 * UNLABELLED_CONSENT: a customer turn that answers a reference turn's propose_action should say
 * what it means with confirms:. validate warns at that turn's line, showing how the desk's rule
 * and the confirmed-writes check read it; a warning never makes the case invalid.
 */
import { describe, expect, it } from 'vitest';
import { cli, EXIT, loadCases, memoryIO } from '../../src/index.js';
import { caseText, folderWith } from './helpers.js';

/** A cancellation of A1 answered by `turn` (a YAML flow item), with its reference. */
function answered(turn: string, id = 'cancel-answered'): string {
  return caseText(id, {
    'status: shipped': 'status: processing',
    'conversation:\n  - where is A1?\n': `conversation:\n  - cancel A1 please\n  - ${turn}\n`,
    'expect:\n  intent: order_status\n': `expect:
  intent: cancel_order
reference:
  - triage: { intent: cancel_order, language: en }
    calls:
      - { tool: propose_action, args: { action: cancel_order, order_id: A1 } }
    reply: Order A1 (Mug, $12.50) has not shipped yet. Shall I cancel it?
  - triage: { intent: cancel_order, language: en }
    calls: []
    reply: All right.
`,
  });
}

async function validate(files: Record<string, string>, ...flags: string[]) {
  const io = memoryIO({ cwd: await folderWith(files) });
  const code = await cli(['validate', 'golden', ...flags], io);
  return { code, out: io.out };
}

describe('UNLABELLED_CONSENT', () => {
  it('warns at the unlabelled turn, shows both readings, and still exits 0', async () => {
    const { code, out } = await validate({ 'golden/cancel-answered.yaml': answered('Sí, prefiero conservarlo.') });
    expect(code).toBe(EXIT.ok);
    const line = out.split('\n').find((l) => l.includes('UNLABELLED_CONSENT')) ?? '';
    expect(line).toMatch(/^golden\/cancel-answered\.yaml:17:5 {2}UNLABELLED_CONSENT {2}warning: conversation\[1\]: "Sí, prefiero conservarlo\."/);
    expect(line).toContain("Desk's rule: no");
    expect(line).toContain('confirmed-writes: no');
    expect(out.trim().split('\n').pop()).toBe('1 file, 1 case valid; 1 warning');
  });

  it('says when the desk and the check disagree', async () => {
    const { out } = await validate({ 'golden/cancel-answered.yaml': answered('"Yes, and while you are at it, change my address to 5 Elm St"') });
    expect(out).toContain("Desk's rule: yes");
    expect(out).toContain('confirmed-writes: no');
    expect(out).toContain('(they disagree)');
  });

  it('points at say: in a mapping, and is silent once the turn says what it means', async () => {
    const mapping = await validate({ 'golden/cancel-answered.yaml': answered('{ say: "Yes please.", after: 1m }') });
    expect(mapping.out).toMatch(/cancel-answered\.yaml:17:12 {2}UNLABELLED_CONSENT/);
    for (const label of ['{ say: "Yes please.", confirms: true }', '{ say: "Sí, prefiero conservarlo.", confirms: false }']) {
      const { code, out } = await validate({ 'golden/cancel-answered.yaml': answered(label) });
      expect(code).toBe(EXIT.ok);
      expect(out.trim()).toBe('1 file, 1 case valid');
    }
  });

  it('carries severity in JSON, beside the errors that make a file invalid', async () => {
    const broken = answered('Yes please.', 'broken').replace('status: processing', 'status: shiped');
    const { code, out } = await validate({ 'golden/cancel-answered.yaml': answered('Yes please.'), 'golden/broken.yaml': broken }, '--format', 'json');
    expect(code).toBe(EXIT.invalidInput);
    const report = JSON.parse(out);
    expect(report.valid).toBe(false);
    expect(report.problems.map((p: { file: string; code: string; severity: string }) => [p.file, p.code, p.severity])).toEqual([
      ['golden/broken.yaml', 'SCHEMA_ENUM', 'error'],
      ['golden/broken.yaml', 'UNLABELLED_CONSENT', 'warning'],
      ['golden/cancel-answered.yaml', 'UNLABELLED_CONSENT', 'warning'],
    ]);
  });

  it('keeps warnings apart from the errors that stop a run', async () => {
    const cwd = await folderWith({ 'golden/cancel-answered.yaml': answered('Yes please.') });
    const loaded = await loadCases(['golden'], { cwd });
    expect(loaded.problems).toEqual([]);
    expect(loaded.cases).toHaveLength(1);
    expect(loaded.warnings.map((w) => [w.code, w.line, w.severity])).toEqual([['UNLABELLED_CONSENT', 17, 'warning']]);
  });
});
