/**
 * The reporter map is the one list of reporters: the config schema's enum and its descriptions,
 * the defaults and `eval --help` say what the map says, so a reporter added to it is accepted
 * everywhere at once and one left out of any of them fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, DIMENSIONS, memoryIO, parseConfig } from '../../src/index.js';
import { withRegistries } from '../../src/config/schema-parts.js';
import { DEFAULT_REPORTERS, REPORTER_NAMES, REPORTERS } from '../../src/report/index.js';

const root = join(import.meta.dirname, '..', '..');
const schema = JSON.parse(readFileSync(join(root, 'schema', 'suites.schema.json'), 'utf8')) as Record<string, unknown> & {
  properties: { reporters: { items: { else: { enum: string[]; enumDescriptions: string[] } } } };
};

describe('the reporter map', () => {
  it('is the suites schema enum of reporters, each described as the map describes it', () => {
    // A name that is no module path (./, ../, /) must be one of the map's.
    const items = schema.properties.reporters.items.else;
    expect(items.enum).toEqual(REPORTER_NAMES);
    expect(items.enumDescriptions).toEqual(REPORTER_NAMES.map((name) => REPORTERS[name].about));
  });

  it('is what npm run schema:tools writes into the suites schema (the reporter names and the dimension minimums)', () => {
    expect(withRegistries(schema, { reporters: REPORTERS, dimensions: DIMENSIONS })).toEqual(schema);
  });

  it('lets a config name every reporter it holds', () => {
    const text = `version: 1\ndefaultSuite: all\nsuites:\n  all:\n    select: {}\n    gate: { minPassRate: 1 }\nreporters: [${REPORTER_NAMES.join(', ')}]\n`;
    expect(parseConfig(text, 'suites.yaml').problems).toEqual([]);
  });

  it('makes each reporter a listener by its own name', () => {
    for (const name of REPORTER_NAMES) expect(REPORTERS[name].create({ runDir: root, io: memoryIO(), cwd: root }).name).toBe(name);
  });

  it('names every reporter in eval --help, and the defaults are the ones it marks', async () => {
    const io = memoryIO({ cwd: root });
    await cli(['eval', '--help'], io);
    expect(io.out).toContain(`--reporter <name>      ${REPORTER_NAMES.join(' | ')} `);
    expect(DEFAULT_REPORTERS).toEqual(['terminal', 'json', 'md', 'html', 'junit']);
  });
});
