// Is dist/ built from the sources in this checkout? The build writes dist/build-stamp.json with a
// hash of everything tsc and the validator generator read; the launcher compares it with the
// sources on disk, so an edit under src/ is never evaluated with the code built before it.
// An installed package ships no src/: there is nothing to compare and nothing is checked.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The files a build is made from: src/**\/*.ts (tests excluded) and schema/*.json. */
function sources(root) {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) out.push(path);
    }
  };
  walk(join(root, 'src'));
  for (const name of readdirSync(join(root, 'schema'))) if (name.endsWith('.json')) out.push(join(root, 'schema', name));
  return out.sort();
}

/** sha256 over every source's path and bytes. */
export function sourceHash(root, files = sources(root)) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(root, file).split('\\').join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export const STAMP = join('dist', 'build-stamp.json');

/** What the build records: the hash, and the count and newest mtime that let a start skip hashing. */
export function stampOf(root) {
  const files = sources(root);
  return { sources: sourceHash(root, files), count: files.length, newest: newest(files) };
}

function newest(files) {
  return Math.max(0, ...files.map((f) => statSync(f).mtimeMs));
}

/**
 * undefined when dist/ matches the sources (or there are no sources to compare with); otherwise
 * why it does not.
 */
export function staleness(root) {
  if (!existsSync(join(root, 'src')) || !existsSync(join(root, 'tsconfig.json'))) return undefined;
  const stampFile = join(root, STAMP);
  if (!existsSync(stampFile)) return 'dist/ has no build stamp (it was never built, or built by an older version)';
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return 'dist/build-stamp.json is unreadable';
  }
  const files = sources(root);
  // Cheap first: nothing added or removed and nothing touched since the build (a few stats).
  if (files.length === stamp.count && newest(files) <= stamp.newest) return undefined;
  return stamp.sources === sourceHash(root, files) ? undefined : 'src/ or schema/ changed since dist/ was built';
}
