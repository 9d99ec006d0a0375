import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { excerpt, loadCases, MAX_FILE_BYTES, parseCase, parseRegex } from '../../src/cases/index.js';
import { caseText, folderWith, where } from './helpers.js';

describe('finding files', () => {
  it('walks folders recursively in sorted order, taking .yaml and .yml, skipping suites files and hidden folders', async () => {
    const root = await folderWith({
      'b/small-b.yml': caseText('small-b'),
      'a/small-a.yaml': caseText('small-a'),
      'a/notes.txt': 'not a case',
      'suites.yaml': 'version: 1',
      'a/suites.yml': 'version: 1',
      '.drafts/small-c.yaml': caseText('small-c'),
    });
    const result = await loadCases(['.'], { cwd: root });
    expect(result.files).toEqual(['a/small-a.yaml', 'b/small-b.yml']);
    expect(result.problems).toEqual([]);
  });

  it('reads golden/ when no path is given', async () => {
    const root = await folderWith({ 'golden/x/small-case.yaml': caseText() });
    const result = await loadCases([], { cwd: root });
    expect(result.cases.map((c) => c.file)).toEqual(['golden/x/small-case.yaml']);
  });

  it('reports a missing path as FILE_UNREADABLE and goes on with the others', async () => {
    const root = await folderWith({ 'small-case.yaml': caseText() });
    const result = await loadCases(['nowhere', 'small-case.yaml'], { cwd: root });
    expect(where(result.problems)).toEqual([['FILE_UNREADABLE', 1, 1]]);
    expect(result.problems[0]?.file).toBe('nowhere');
    expect(result.cases).toHaveLength(1);
  });

  it('refuses a file over the size limit without parsing it', async () => {
    const root = await folderWith({ 'big-case.yaml': `${caseText('big-case')}#${'x'.repeat(MAX_FILE_BYTES)}\n` });
    const result = await loadCases(['big-case.yaml'], { cwd: root });
    expect(where(result.problems)).toEqual([['FILE_TOO_LARGE', 1, 1]]);
  });

  it('shows a file outside cwd by its absolute path', async () => {
    const root = await folderWith({ 'small-case.yaml': caseText() });
    const elsewhere = await folderWith({});
    const result = await loadCases([join(root, 'small-case.yaml')], { cwd: elsewhere });
    expect(result.files).toEqual([join(root, 'small-case.yaml')]);
  });
});

describe('parseCase on one file', () => {
  it('returns the typed case of a valid text', () => {
    const { case: loaded, problems } = parseCase(caseText(), 'cases/small-case.yaml');
    expect(problems).toEqual([]);
    expect(loaded?.data.given.orders?.[0]?.items).toEqual([{ sku: 'MUG-01', qty: 1, price: 12.5 }]);
    expect(loaded?.file).toBe('cases/small-case.yaml');
  });

  it('allows a few aliases but stops an alias bomb', () => {
    const reuse = caseText('small-case', { '  - where is A1?': '  - &question where is A1?', 'intent: order_status': 'intent: order_status\n  judge: [*question, *question]' });
    const { case: loaded, problems } = parseCase(reuse, 'small-case.yaml');
    expect(problems).toEqual([]);
    expect(loaded?.data.expect.judge).toEqual(['where is A1?', 'where is A1?']);
    const bomb = caseText('small-case', {
      'intent: order_status': `intent: order_status\n  judge: &a [x, x, x, x, x, x, x, x]\nx: &b [*a, *a, *a, *a, *a, *a, *a, *a]\ny: [*b, *b, *b, *b, *b, *b, *b, *b]`,
    });
    expect(where(parseCase(bomb, 'small-case.yaml').problems)).toEqual([['YAML_ALIAS_LIMIT', 20, 8]]);
  });

  it('rejects YAML 1.1 tags such as !!binary and !!timestamp as custom tags', () => {
    const text = caseText('small-case', { 'placedAt: 2026-01-01T09:00:00Z': 'placedAt: !!timestamp 2026-01-01T09:00:00Z' });
    expect(where(parseCase(text, 'small-case.yaml').problems)).toEqual([['YAML_CUSTOM_TAG', 13, 17]]);
  });

  it('accepts amounts with two decimals whatever their float form, and refuses a third decimal', () => {
    for (const price of ['0.29', '12.57', '1234567.89', '19.99', '0.07', '100']) {
      const text = caseText('small-case', { 'price: 12.50 }]': `price: ${price} }]` });
      expect(parseCase(text, 'small-case.yaml').problems).toEqual([]);
    }
    const text = caseText('small-case', { 'price: 12.50 }]': 'price: 0.001 }]' });
    expect(where(parseCase(text, 'small-case.yaml').problems)).toEqual([['SCHEMA_RANGE', 14, 45]]);
  });

  it('reports a misspelt required key once, as an unknown key that suggests it', () => {
    const text = caseText('small-case', { 'category: tracking': 'categroy: tracking' });
    const { problems } = parseCase(text, 'small-case.yaml');
    expect(where(problems)).toEqual([['SCHEMA_UNKNOWN_KEY', 2, 1]]);
    expect(problems[0]?.message).toContain('"category"');
  });

  it('reports a list where a turn goes as one type problem, not one per alternative', () => {
    const text = caseText('small-case', { '  - where is A1?': '  - [where, is, A1]' });
    expect(where(parseCase(text, 'small-case.yaml').problems)).toEqual([['SCHEMA_TYPE', 16, 5]]);
  });

  it('reports the bad item of an intent list, not the single-intent alternative', () => {
    const text = caseText('small-case', { 'intent: order_status': 'intent: [order_stat]' });
    const { problems } = parseCase(text, 'small-case.yaml');
    expect(where(problems)).toEqual([['SCHEMA_ENUM', 18, 12]]);
    expect(problems[0]?.path).toBe('expect.intent[0]');
  });

  it('reports an empty required value at its key', () => {
    const text = caseText('small-case', { 'category: tracking': 'category:' });
    expect(where(parseCase(text, 'small-case.yaml').problems)).toEqual([['SCHEMA_TYPE', 2, 1]]);
  });

  it('reports a file that is a list, not a mapping, at its start', () => {
    expect(where(parseCase('- id: x\n', 'x.yaml').problems)).toEqual([['SCHEMA_TYPE', 1, 1]]);
  });

  it('lets expect.state name ids the visit creates, and refuses ones that name nothing', () => {
    const created = caseText('small-case', {
      'intent: order_status': 'intent: order_status\n  state:\n    refunds: { R1: { status: issued } }\n    tickets: { T2: { priority: high } }\n    proposals: { P1: { status: executed } }',
    });
    expect(parseCase(created, 'small-case.yaml').problems).toEqual([]);
    const unknown = caseText('small-case', { 'intent: order_status': 'intent: order_status\n  state:\n    proposals: { X1: {} }\n    products: { MUG-02: {} }' });
    expect(where(parseCase(unknown, 'small-case.yaml').problems)).toEqual([
      ['UNKNOWN_STATE_ID', 20, 18],
      ['UNKNOWN_STATE_ID', 21, 17],
    ]);
  });

  it('checks every reply block of a reply list for its turn and its regexes', () => {
    const text = caseText('small-case', {
      'intent: order_status': 'intent: order_status\n  reply:\n    - { turn: 1, matches: ["[a-"] }\n    - { turn: 4 }',
    });
    expect(where(parseCase(text, 'small-case.yaml').problems)).toEqual([
      ['BAD_REGEX', 20, 28],
      ['REPLY_TURN_RANGE', 21, 15],
    ]);
  });

  it('checks order ids named by anyOf blocks and tickets', () => {
    const text = caseText('small-case', {
      'intent: order_status': 'intent: order_status\n  anyOf:\n    - { args: [{ tool: get_order, match: { order_id: A9 } }] }',
      '  customers:': '  tickets:\n    - { id: T0, customer: c-ana, order: A8, reason: late }\n  customers:',
    });
    expect(where(parseCase(text, 'small-case.yaml').problems)).toEqual([
      ['UNKNOWN_ORDER', 6, 41],
      ['UNKNOWN_ORDER', 22, 54],
    ]);
  });
});

describe('regexes and excerpts', () => {
  it('reads /pattern/flags and bare patterns', () => {
    expect(parseRegex('/cancelad[oa]/i').test('CANCELADA')).toBe(true);
    expect(parseRegex('a/b').test('a/b')).toBe(true);
    expect(() => parseRegex('/(/')).toThrow(SyntaxError);
  });

  it('shows the source line with a pointer under the column', () => {
    expect(excerpt('a: 1\nstatus: shiped\n', 2, 9)).toBe('   2 | status: shiped\n               ^');
    expect(excerpt('a: 1\n', 7, 1)).toBe('');
  });

  it('shows only the part of a very long line around the column, the pointer still under it', () => {
    const line = `x: ${'['.repeat(1000)}${']'.repeat(1000)}`;
    const [shown, pointer] = excerpt(line, 1, 790).split('\n') as [string, string];
    expect(shown.length).toBeLessThanOrEqual(100);
    expect(shown).toMatch(/^ {3}1 \| …\[+…$/);
    expect(pointer.length - 1).toBeLessThan(shown.length);
    // The character above the pointer is the one at column 790.
    expect(shown[pointer.length - 1]).toBe(line[789]);
    const end = excerpt(line, 1, line.length).split('\n') as [string, string];
    expect(end[0]).toMatch(/\]$/);
    expect(end[0][end[1].length - 1]).toBe(']');
  });
});
