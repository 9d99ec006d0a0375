/**
 * vitest's global setup: every test's temporary folders (os.tmpdir(), read from TMPDIR) go under
 * one folder of this run, removed when the run ends. Tests make hundreds of mkdtemp folders and
 * most leave them, as a user's failed run would; a suite run must not leave them in /tmp.
 * The workers and every process a test starts inherit TMPDIR.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const before = process.env['TMPDIR'];
  const folder = mkdtempSync(join(tmpdir(), 'agentdesk-tests-'));
  process.env['TMPDIR'] = folder;
  return () => {
    if (before === undefined) delete process.env['TMPDIR'];
    else process.env['TMPDIR'] = before;
    rmSync(folder, { recursive: true, force: true });
  };
}
