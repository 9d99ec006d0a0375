/**
 * `src/text/` is the text library under both the desk's guards and the graders: it reads amounts,
 * ids and contact details in a reply. It may use the domain's types, but at run time it imports
 * nothing but itself and `src/util/`, so neither side reaches the other through it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const TEXT = join(import.meta.dirname, '../../src/text');

/** The relative modules a file imports at run time (`import type` is erased). */
function runtimeImports(source: string): string[] {
  return [...source.matchAll(/^import\s+(?!type\b)[^'"]*['"](\.{1,2}\/[^'"]+)['"]/gm)].map((m) => m[1] as string);
}

describe('src/text', () => {
  const files = readdirSync(TEXT).filter((f) => f.endsWith('.ts'));

  it('holds the shared text library', () => {
    expect(files).toEqual(expect.arrayContaining(['amount-mentions.ts', 'grounded.ts', 'ids.ts', 'money.ts', 'pii.ts', 'words.ts']));
  });

  it.each(files)('%s imports at run time only src/text and src/util', (file) => {
    const outside = runtimeImports(readFileSync(join(TEXT, file), 'utf8')).filter((spec) => !/^\.\/[^/]+$/.test(spec) && !spec.startsWith('../util/'));
    expect(outside).toEqual([]);
  });

  it('sees a runtime import of the desk as one (the check can fail)', () => {
    expect(runtimeImports("import { x } from '../desk/store.js';\nimport type { Minor } from '../desk/types.js';")).toEqual(['../desk/store.js']);
  });
});
