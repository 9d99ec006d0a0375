/** A mistyped command is answered with the one meant, and exit 2. */
import { describe, expect, it } from 'vitest';
import { cli, EXIT, memoryIO } from '../../src/index.js';

async function run(argv: string[]) {
  const io = memoryIO();
  const code = await cli(argv, io);
  return { code, err: io.err };
}

describe('an unknown command', () => {
  it.each([
    ['evl', 'eval'],
    ['vaildate', 'validate'],
    ['reprot', 'report'],
    ['Eval', 'eval'],
  ])('%s: did you mean %s?', async (typed, meant) => {
    const { code, err } = await run([typed, 'golden']);
    expect(code).toBe(EXIT.invalidInput);
    expect(err).toContain(`unknown command '${typed}'; did you mean "${meant}"?`);
  });

  it('far from every command: no guess, the list of commands', async () => {
    const { code, err } = await run(['deploy']);
    expect(code).toBe(EXIT.invalidInput);
    expect(err).not.toContain('did you mean');
    expect(err).toContain("unknown command 'deploy'. Commands: validate, eval");
  });
});
