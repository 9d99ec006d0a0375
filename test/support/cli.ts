/** The CLI in-process on a memory terminal, in a folder: its exit code and what it printed. */
import { cli, memoryIO } from '../../src/index.js';

export async function agentdeskIn(cwd: string, argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIO({ cwd });
  const code = await cli(argv, io);
  return { code, out: io.out, err: io.err };
}
