/** Where the package's own files (schema/, templates/) are, from src/ (tests) or dist/src/ (built). */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/** The folder holding package.json, templates/ and schema/ (found by walking up: the module runs from src/ under vitest and from dist/src/ when built). */
export function packageRoot(): string {
  if (root) return root;
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!(existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'templates')) && existsSync(join(dir, 'schema')))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('agentdesk: cannot find the package root (package.json with templates/)');
    dir = parent;
  }
  root = dir;
  return dir;
}
