/** The editor set-up the repository ships: the YAML extension recommended, and both schemas mapped. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
/** VS Code's files are JSON with comments. */
const jsonc = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8').replace(/^\s*\/\/.*$/gm, '')) as Record<string, unknown>;
/** The globs used here: `*` within a folder, `**` across folders. */
const globRegex = (glob: string) => new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*\//g, '(?:.*/)?').replace(/\*/g, '[^/]*')}$`);
const matches = (path: string, globs: string[]) => globs.some((g) => globRegex(g).test(path));

describe('.vscode', () => {
  const schemas = jsonc('.vscode/settings.json')['yaml.schemas'] as Record<string, string[]>;

  it('recommends the YAML extension that runs yaml-language-server', () => {
    expect(jsonc('.vscode/extensions.json')['recommendations']).toContain('redhat.vscode-yaml');
  });

  it('maps each schema, and the files exist', () => {
    expect(Object.keys(schemas).sort()).toEqual(['./schema/golden-case.schema.json', './schema/suites.schema.json']);
    for (const schema of Object.keys(schemas)) expect(existsSync(join(ROOT, schema))).toBe(true);
  });

  it('every golden case gets the case schema, the suites config the suites schema, and never both', () => {
    const caseGlobs = schemas['./schema/golden-case.schema.json']!;
    const suitesGlobs = schemas['./schema/suites.schema.json']!;
    const cases = readdirSync(join(ROOT, 'golden'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) => readdirSync(join(ROOT, 'golden', d.name)).filter((f) => f.endsWith('.yaml')).map((f) => `golden/${d.name}/${f}`));
    expect(cases.length).toBeGreaterThan(10);
    for (const file of cases) {
      expect(matches(file, caseGlobs), file).toBe(true);
      expect(matches(file, suitesGlobs), file).toBe(false);
    }
    expect(matches('golden/suites.yaml', suitesGlobs)).toBe(true);
    expect(matches('golden/suites.yaml', caseGlobs)).toBe(false);
  });
});
