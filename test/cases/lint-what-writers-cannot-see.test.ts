/**
 * Lint for what a case writer cannot see: a `#` that cuts a text, reference arguments the tool
 * refuses (errors: they change what the case means), and warnings for a turn over the step limit,
 * a case with no reference, a category beside another folder and a tag no suite selects.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, EXIT, loadCases, memoryIO } from '../../src/index.js';
import { caseText, folderWith } from './helpers.js';

const REFERENCE = `reference:
  - triage: { intent: order_status }
    calls: [{ tool: get_order, args: { order_id: A1 } }]
    reply: It has shipped.
`;

async function lint(text: string, path = 'case.yaml') {
  const dir = await folderWith({ [path]: text });
  const { problems, warnings } = await loadCases([dir], { cwd: dir });
  const codes = (list: readonly { code: string; line: number; column: number }[]) => list.map((p) => [p.code, p.line, p.column]);
  return { errors: codes(problems), warnings: codes(warnings), messages: [...problems, ...warnings].map((p) => p.message) };
}

describe('a # in a text', () => {
  it('glued to a word cuts the text: an error at its column, asking for quotes', async () => {
    const r = await lint(caseText('small-case', { '  - where is A1?': '  - My vase from order #A1 arrived smashed' }) + REFERENCE, 'small-case.yaml');
    expect(r.errors).toEqual([['TEXT_CUT_BY_COMMENT', 16, 5]]);
    expect(r.messages[0]).toMatch(/cut at "#A1": YAML reads "My vase from order" .* put the whole text in quotes/);
  });

  it('after a space is a warning; quoted, it is text', async () => {
    const commented = await lint(caseText('small-case', { '  - where is A1?': '  - where is A1? # asked twice' }) + REFERENCE, 'small-case.yaml');
    expect(commented.errors).toEqual([]);
    expect(commented.warnings).toContainEqual(['COMMENT_AFTER_TEXT', 16, 5]);
    const quoted = await lint(caseText('small-case', { '  - where is A1?': '  - "My vase from order #A1 arrived smashed"' }) + REFERENCE, 'small-case.yaml');
    expect(quoted.errors).toEqual([]);
    expect(quoted.warnings).toEqual([]);
  });
});

describe('the reference', () => {
  it('with arguments the tool refuses is an error at the argument, said once', async () => {
    // The schema holds each tool's arguments (src/cases/tool-args-schema.ts): it points at the key.
    const r = await lint(caseText() + REFERENCE.replace('order_id: A1', 'orderId: A1'), 'small-case.yaml');
    expect(r.errors).toEqual([['SCHEMA_UNKNOWN_KEY', 21, 40]]);
    expect(r.messages[0]).toMatch(/args\.orderId: unknown key; did you mean "order_id"/);
  });

  it('with more calls than the step limit, or missing, is a warning', async () => {
    const many = REFERENCE.replace('calls: [{ tool: get_order, args: { order_id: A1 } }]', `calls: [${Array(8).fill('{ tool: get_order, args: { order_id: A1 } }').join(', ')}]`);
    expect((await lint(caseText() + many, 'small-case.yaml')).warnings).toEqual([['REFERENCE_STEPS', 21, 5]]);
    expect((await lint(caseText(), 'small-case.yaml')).warnings).toEqual([['NO_REFERENCE', 15, 1]]);
  });
});

describe('where a case sits and what selects it', () => {
  it('warns on a category beside another folder under golden/', async () => {
    const r = await lint(caseText().replace('category: tracking', 'category: track') + REFERENCE, 'golden/tracking/small-case.yaml');
    expect(r.warnings).toEqual([['CATEGORY_FOLDER', 2, 11]]);
  });

  it('warns on a tag no suite selects by when it is a near miss of one that a suite does', async () => {
    const dir = await folderWith({
      'golden/suites.yaml': 'version: 1\ndefaultSuite: all\nsuites:\n  all: { select: {}, gate: { minPassRate: 1 } }\n  smoke: { select: { tags: [smoke] }, gate: { minPassRate: 1 } }\n',
      'golden/tracking/small-case.yaml': caseText().replace('category: tracking', 'category: tracking\ntags: [smok, en]') + REFERENCE,
    });
    const io = memoryIO({ cwd: dir });
    expect(await cli(['validate', 'golden'], io)).toBe(EXIT.ok);
    expect(io.out).toMatch(/golden\/tracking\/small-case\.yaml:3:8 {2}UNKNOWN_TAG {2}warning: tags\[0\]: "smok" is selected by no suite; did you mean "smoke"\?/);
    expect(io.out).not.toMatch(/"en" is selected by no suite/);
  });
});

describe('the golden set', () => {
  it('has none of these problems', async () => {
    const { problems, warnings } = await loadCases([join(import.meta.dirname, '..', '..', 'golden')], { cwd: process.cwd() });
    expect(problems).toEqual([]);
    expect(warnings.filter((w) => w.code !== 'UNLABELLED_CONSENT')).toEqual([]);
  });
});
