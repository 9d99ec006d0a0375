/**
 * `agentdesk chat`: the desk by hand in a case's world. With the reference model it replays the
 * case's own conversation; it parses its flags as every command does (cli/args.ts parseFlags).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, EXIT, memoryIO } from '../../src/index.js';

const root = join(import.meta.dirname, '..', '..');
const CASE = 'golden/address-change/address-change-asks-for-address.yaml';

describe('agentdesk chat', () => {
  it("replays the case's conversation with the reference model, turn by turn", async () => {
    const io = memoryIO({ cwd: root });
    expect(await cli(['chat', '--case', CASE], io)).toBe(EXIT.ok);
    expect(io.out).toMatch(/^Case address-change-asks-for-address: /);
    expect(io.out).toMatch(/\[turn 1\] customer: /);
    expect(io.out).toMatch(/ {2}triage: /);
    expect(io.out).toMatch(/ {2}agent: /);
  });

  it('answers each reactive turn with the line its branch says, after the turn the desk just played', async () => {
    const io = memoryIO({ cwd: root });
    expect(await cli(['chat', '--case', 'golden/identity/zip-only-when-asked-en.yaml'], io)).toBe(EXIT.ok);
    expect(io.out).toContain('[turn 2] customer (branch 1 (asked: zip)): 94103');
    expect(io.out).toContain('[turn 3] customer (branch 1 (proposed: exchange_items)): Yes, go ahead.');
  });

  it('wants --case, and takes no operands: both are usage errors (exit 2)', async () => {
    const none = memoryIO({ cwd: root });
    expect(await cli(['chat'], none)).toBe(EXIT.invalidInput);
    expect(none.err).toContain('--case');
    const operand = memoryIO({ cwd: root });
    expect(await cli(['chat', CASE], operand)).toBe(EXIT.invalidInput);
    expect(operand.err).toContain(CASE);
  });
});
