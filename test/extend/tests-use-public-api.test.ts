/**
 * The tests use the public API (src/index.ts) for whatever it offers: an import of an internal
 * module is for what the public surface does not export, which is what a unit test of an
 * internal needs. A test file that takes only public names from an internal module should take
 * them from src/index.ts, as a user's program does (test/mutate imports the desk as Stryker
 * instruments it, so it is left out).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const INDEX = resolve(ROOT, 'src', 'index');

const withoutExt = (from: string, spec: string) => resolve(dirname(from), spec.replace(/\.js$/u, ''));
const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** Per internal module (a path without extension), the names src/index.ts re-exports from it. */
function publicNames(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const index = `${INDEX}.ts`;
  for (const st of parse(index).statements) {
    if (!ts.isExportDeclaration(st) || !st.moduleSpecifier || !ts.isStringLiteral(st.moduleSpecifier) || !st.exportClause || !ts.isNamedExports(st.exportClause)) continue;
    const names = out.get(withoutExt(index, st.moduleSpecifier.text)) ?? new Set<string>();
    for (const el of st.exportClause.elements) if (!el.propertyName) names.add(el.name.text);
    out.set(withoutExt(index, st.moduleSpecifier.text), names);
  }
  return out;
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return ['fixtures', '__snapshots__', 'mutate'].includes(e.name) ? [] : testFiles(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

/** `file:line  from '<internal>'` for every named import whose names all are public. */
function internalImportsOfPublicNames(): string[] {
  const pub = publicNames();
  const out: string[] = [];
  for (const file of testFiles(join(ROOT, 'test'))) {
    const sf = parse(file);
    for (const st of sf.statements) {
      if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier) || !st.moduleSpecifier.text.startsWith('.')) continue;
      const bindings = st.importClause?.namedBindings;
      if (st.importClause?.name || !bindings || !ts.isNamedImports(bindings)) continue;
      const names = pub.get(withoutExt(file, st.moduleSpecifier.text));
      if (names && bindings.elements.every((el) => names.has((el.propertyName ?? el.name).text))) {
        out.push(`${relative(ROOT, file)}:${sf.getLineAndCharacterOfPosition(st.getStart(sf)).line + 1}  from '${st.moduleSpecifier.text}'`);
      }
    }
  }
  return out;
}

describe('the tests and the public API', () => {
  it('take from src/index.ts every import whose names it all exports', () => {
    expect(internalImportsOfPublicNames()).toEqual([]);
  });

  it('would see a test that takes public names from an internal module', () => {
    // The check reads src/index.ts: cli and EXIT are public, from cli/main.ts and errors.ts.
    const pub = publicNames();
    expect(pub.get(resolve(ROOT, 'src', 'cli', 'main'))).toContain('cli');
    expect(pub.get(resolve(ROOT, 'src', 'errors'))).toContain('EXIT');
  });
});
