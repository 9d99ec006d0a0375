/**
 * The package as another project installs it: `import ... from 'agentdesk'` resolves through the
 * `exports` field to the built public API (dist/src/index.js, with its types), what an extension
 * author needs is there by name, and the internals are not reachable by a deep path.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
let consumer: string;

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist', 'src', 'index.js'))) throw new Error('dist/ is missing: run npm run build first (npm test does)');
  consumer = mkdtempSync(join(tmpdir(), 'agentdesk-consumer-'));
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  mkdirSync(join(consumer, 'node_modules'));
  // What `npm install <path to agentdesk>` makes: a link to the package folder.
  symlinkSync(ROOT, join(consumer, 'node_modules', 'agentdesk'), 'dir');
});
afterAll(() => rmSync(consumer, { recursive: true, force: true }));

const node = (code: string) => spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: consumer, encoding: 'utf8' });

describe('agentdesk as a dependency', () => {
  it('imports the public API by the package name', () => {
    const names = ['runEval', 'loadCases', 'loadConfig', 'loadExtensions', 'customListeners', 'cli', 'SCORERS', 'DIMENSIONS', 'REPORTERS', 'TOOLS', 'BACKENDS', 'PRESETS', 'OPERATORS', 'pass', 'fail', 'unjudged'];
    const r = node(`const api = await import('agentdesk'); console.log(JSON.stringify(${JSON.stringify(names)}.filter((n) => api[n] === undefined)));`);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual([]);
  });

  it('keeps the internals out of reach of a deep import', () => {
    const r = node("import('agentdesk/dist/src/cli/main.js').then(() => console.log('reached'), (e) => console.log(e.code));");
    expect(r.stdout.trim()).toBe('ERR_PACKAGE_PATH_NOT_EXPORTED');
  });

  it('gives TypeScript the types of a scorer, a reporter and a listener by the package name', () => {
    writeFileSync(
      join(consumer, 'extension.ts'),
      [
        "import type { CustomReporter, RunListener, Scorer } from 'agentdesk';",
        "export const scorer: Scorer<string> = { dimension: 'tone', applies: () => true, score: () => [{ dimension: 'tone', assertion: 'tone.kind', verdict: 'pass', message: 'ok' }] };",
        "export const reporter: CustomReporter = { create: (): RunListener => ({ name: 'mine', runEnd: (results) => void results.summary.overall.passRate }) };",
        '',
      ].join('\n'),
    );
    const options = { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: true, types: [] };
    writeFileSync(join(consumer, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, files: ['extension.ts'] }));
    const r = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(consumer, 'tsconfig.json')], { cwd: consumer, encoding: 'utf8' });
    expect(r.stdout).toBe('');
    expect(r.status).toBe(0);
  });
});
