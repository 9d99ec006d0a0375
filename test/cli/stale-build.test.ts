/**
 * The launcher never runs a build older than its sources: an edit under src/ is rebuilt before
 * anything is evaluated, or refused with the command to run.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
let copy: string;

function agentdesk(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [join(copy, 'bin', 'agentdesk.js'), ...args], { cwd: copy, encoding: 'utf8', env: { ...process.env, ...env } });
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'agentdesk-stale-'));
  for (const entry of ['bin', 'src', 'schema', 'scripts', 'templates', 'golden', 'dist', 'package.json', 'tsconfig.json']) {
    cpSync(join(ROOT, entry), join(copy, entry), { recursive: true, preserveTimestamps: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
});

describe('the agentdesk launcher in a checkout', () => {
  it('runs when dist/ was built from the sources as they are', () => {
    const r = agentdesk(['--help']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('refuses a build older than an edit under src/, with exit 3 and the command to run', () => {
    appendFileSync(join(copy, 'src', 'desk', 'guards', 'policy.ts'), '\n// an edit after the build\n');
    const r = agentdesk(['validate', 'golden'], { AGENTDESK_NO_REBUILD: '1' });
    expect(r.status).toBe(3);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/src\/ or schema\/ changed since dist\/ was built; run `npm run build` first/);
  });

  it('otherwise rebuilds first, says so, and then runs the new code', () => {
    const r = agentdesk(['validate', 'golden']);
    expect(r.stderr).toMatch(/changed since dist\/ was built; rebuilding \(npm run build\)/);
    expect(r.status).toBe(0);
    expect(agentdesk(['--help'], { AGENTDESK_NO_REBUILD: '1' }).status).toBe(0);
  });

  it('treats a touched but unchanged source as fresh (the hash decides, not the clock)', () => {
    const file = join(copy, 'src', 'errors.ts');
    cpSync(file, `${file}.bak`);
    cpSync(`${file}.bak`, file);
    const r = agentdesk(['--help'], { AGENTDESK_NO_REBUILD: '1' });
    expect(r.status).toBe(0);
  });
});
