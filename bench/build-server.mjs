// Compiles the loopback OpenAI-compatible server of the tests (TypeScript, test/support/) and the
// sources it imports into dist/, for the benchmarks that serve over HTTP.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function buildServer() {
  // The loopback server lives with the tests (TypeScript); compile it and the sources it imports.
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const flags = ['--rootDir', root, '--outDir', join(root, 'dist'), '--module', 'NodeNext', '--moduleResolution', 'NodeNext',
    '--target', 'ES2022', '--strict', '--noUncheckedIndexedAccess', '--verbatimModuleSyntax', '--skipLibCheck',
    '--resolveJsonModule', '--types', 'node'];
  try {
    execFileSync(process.execPath, [tsc, ...flags, join(root, 'test/support/openai-server.ts')], { stdio: 'inherit' });
  } catch {
    // tsc still emits on type errors elsewhere in the tree; the bench only needs the JavaScript.
    if (!existsSync(join(root, 'dist/test/support/openai-server.js'))) throw new Error('could not build the loopback server');
    console.error('bench: type errors above; running on the emitted JavaScript');
  }
}

