/**
 * Every command parses its flags the same way (cli/args.ts parseFlags): an unknown flag is a
 * usage error (exit 2) that names it, whatever the command.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/commands/index.js';
import { cli, EXIT, memoryIO } from '../../src/index.js';

const root = join(import.meta.dirname, '..', '..');

describe('flags', () => {
  it.each(Object.keys(COMMANDS))('%s refuses an unknown flag with exit 2, naming it', async (name) => {
    const io = memoryIO({ cwd: root });
    expect(await cli([name, '--no-such-flag'], io)).toBe(EXIT.invalidInput);
    expect(io.err).toContain('--no-such-flag');
  });
});
