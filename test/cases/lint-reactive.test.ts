/**
 * Reactive customer turns in a case file: the schema checks each condition's shape, the lint what
 * it cannot see (a reference turn must say which branch it answers, and that must be the branch the
 * reference's own turn before leads to; a branch no reference turn takes is a warning unless it is
 * optional). Every problem is reported at its file:line:column.
 */
import { describe, expect, it } from 'vitest';
import { cli, EXIT, memoryIO, parseCase } from '../../src/index.js';
import { reactiveCaseText } from '../support/reactive.js';
import { folderWith, where } from './helpers.js';

const FILE = 'golden/identity/zip-when-asked.yaml';
const check = (patch: Record<string, string>) => parseCase(reactiveCaseText(patch), FILE);

async function validate(text: string) {
  const io = memoryIO({ cwd: await folderWith({ [FILE]: text }) });
  const code = await cli(['validate', 'golden'], io);
  return { code, out: io.out };
}

describe('a valid reactive case', () => {
  it('validates with no warning', async () => {
    const { code, out } = await validate(reactiveCaseText());
    expect(code).toBe(EXIT.ok);
    expect(out.trim()).toBe('1 file, 1 case valid');
  });
});

describe('UNREACHED_BRANCH (a warning)', () => {
  it('points at a branch no reference turn takes that is not optional, and the case stays valid', async () => {
    const { code, out } = await validate(reactiveCaseText({ '        optional: true\n': '' }));
    expect(code).toBe(EXIT.ok);
    expect(out).toMatch(/^golden\/identity\/zip-when-asked\.yaml:26:9 {2}UNREACHED_BRANCH {2}warning: conversation\[2\], branch 1: no reference turn takes it \(reference\[2\] answers branch 2\)/m);
    expect(out).toContain('mark it optional: true');
    expect(out.trim().split('\n').pop()).toBe('1 file, 1 case valid; 1 warning');
  });

  it('says nothing of otherwise, the line an agent that skips the step hears', () => {
    const parsed = check({});
    expect(parsed.problems).toEqual([]);
  });
});

describe('REFERENCE_BRANCH', () => {
  it('asks a reference turn that answers a reactive turn to say which branch', () => {
    const { problems } = check({ '    branch: 2\n': '' });
    expect(where(problems)).toEqual([['REFERENCE_BRANCH', 53, 5]]);
    expect(problems[0]!.message).toContain('branch: 1, 2, otherwise');
  });

  it('is an error when the turn before leads to another branch: the reference would fail its own case', () => {
    const { problems } = check({ 'First, what is the zip code of the address on your account?': 'Let me look into it.' });
    expect(where(problems)).toEqual([['REFERENCE_BRANCH', 47, 13]]);
    expect(problems[0]!.message).toBe(
      'reference[1].branch: branch 1, but after reference[0] the customer says otherwise (asked zip: the reply does not ask for it): the reference would not pass its own case',
    );
  });

  it('reads the calls of the turn before too: a proposal the reference never makes', () => {
    const { problems } = check({ '      - { tool: propose_action, args: { action: cancel_order, order_id: W2201 } }\n': '' });
    expect(where(problems)).toEqual([['REFERENCE_BRANCH', 53, 13]]);
    expect(problems[0]!.message).toContain('the customer says otherwise (asked reason: the reply does not ask for it; proposed cancel_order: no such proposal in the turn)');
  });

  it('refuses a branch past the last one, and a branch on a turn that is not reactive', () => {
    expect(where(check({ '    branch: 2\n': '    branch: 3\n' }).problems)).toEqual([['REFERENCE_BRANCH', 54, 13]]);
    const plain = check({ '  - triage: { intent: cancel_order, language: en }\n    reply: I can help': '  - triage: { intent: cancel_order, language: en }\n    branch: 1\n    reply: I can help' });
    expect(where(plain.problems)).toEqual([['REFERENCE_BRANCH', 45, 5]]);
  });
});

describe('REACTIVE_TURN', () => {
  it('refuses a first turn that would react to nothing', () => {
    const { problems } = check({ "  - Hi, I'm Sam Rivera. Please cancel my order W2201.\n": '  - { when: { asked: zip }, say: "Hi", otherwise: Hello }\n' });
    expect(where(problems)).toEqual([['REACTIVE_TURN', 21, 7]]);
  });

  it('refuses a line beside oneOf: each branch says its own', () => {
    const { problems } = check({ '  - oneOf:\n': '  - say: Hello\n    oneOf:\n' });
    expect(where(problems)).toEqual([['REACTIVE_TURN', 25, 5]]);
  });

  it('refuses an otherwise line with no condition', () => {
    const { problems } = check({ "  - Hi, I'm Sam Rivera. Please cancel my order W2201.\n": "  - { say: Hi, otherwise: Hello }\n" });
    expect(where(problems)).toEqual([['REACTIVE_TURN', 21, 16]]);
  });
});

describe('the schema on conditions', () => {
  it.each([
    ['an unknown piece of information', { 'when: { asked: zip }': 'when: { asked: zipcode }' }, 'SCHEMA_ENUM', 22, 20, /"zipcode" is not one of zip, email, name, phone, address, order_id, reason, payment_method, colour, size/],
    ['a condition kind that does not exist', { 'when: { asked: zip }': 'when: { asks: zip }' }, 'SCHEMA_UNKNOWN_KEY', 22, 13, /allowed here: asked, offered, proposed, called, said/],
    ['a condition that names nothing', { 'when: { asked: zip }': 'when: {}' }, 'SCHEMA_RANGE', 22, 11, /must name at least 1 key/],
    ['an action that does not exist', { 'when: { proposed: cancel_order }': 'when: { proposed: cancel }' }, 'SCHEMA_ENUM', 29, 27, /"cancel" is not one of cancel_order, refund/],
    ['a tool that does not exist', { 'when: { asked: zip }': 'when: { called: get_weather }' }, 'SCHEMA_ENUM', 22, 21, /"get_weather" is not one of/],
    ['an empty list of options', { 'when: { asked: zip }': 'when: { offered: [] }' }, 'SCHEMA_RANGE', 22, 22, /at least 1 item/],
    ['a reactive turn with no otherwise', { '    otherwise: Can you help me or not?\n': '' }, 'SCHEMA_MISSING_KEY', 22, 5, /missing required key "otherwise"/],
    ['a branch number below 1', { '    branch: 2\n': '    branch: 0\n' }, 'SCHEMA_RANGE', 54, 13, /below the minimum 1/],
  ])('reports %s at its line and column', (_what, patch, code, line, column, message) => {
    const { problems } = check(patch);
    expect(where(problems)).toEqual([[code, line, column]]);
    expect(problems[0]!.message).toMatch(message);
  });

  it('still reads a turn with a typo in say as one mistake', () => {
    const { problems } = check({ "  - Hi, I'm Sam Rivera. Please cancel my order W2201.\n": "  - { sey: Hi, after: 2m }\n" });
    expect(where(problems)).toEqual([['SCHEMA_UNKNOWN_KEY', 21, 7]]);
  });
});

describe('a comment in the text of a reactive turn', () => {
  it('is caught in a branch line, the otherwise line and the texts a condition looks for', () => {
    const { problems } = check({
      '    otherwise: Can you help me or not?': '    otherwise: Is it order #W2201 or not?',
      '        say: I no longer need it.': '        say: I no longer need #it',
    });
    expect(where(problems)).toEqual([
      ['TEXT_CUT_BY_COMMENT', 24, 16],
      ['TEXT_CUT_BY_COMMENT', 27, 14],
    ]);
  });
});
