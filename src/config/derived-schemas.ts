/**
 * `npm run schema:tools` (scripts/write-tool-args-schema.mjs): what the schema files take from the
 * registries, written into them. The case schema gets each tool's name, kind, summary and argument
 * schema; the suites schema the reporter names and the gate's dimension minimums. The sync tests
 * fail until it has run after a tool, a reporter or a scorer was added.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { withToolArgs } from '../cases/tool-args-schema.js';
import { TOOLS } from '../desk/tools/index.js';
import { DIMENSIONS } from '../grade/scorers/index.js';
import { REPORTERS } from '../report/index.js';
import { withRegistries } from './schema-parts.js';

type Json = Record<string, unknown>;

async function rewrite(file: string, change: (schema: Json) => Json): Promise<void> {
  const schema = JSON.parse(await readFile(file, 'utf8')) as Json;
  await writeFile(file, `${JSON.stringify(change(schema), null, 2)}\n`);
}

/** Writes the derived parts of schema/golden-case.schema.json and schema/suites.schema.json under `root`. */
export async function writeDerivedSchemas(root: string): Promise<void> {
  await rewrite(join(root, 'schema', 'golden-case.schema.json'), (schema) => withToolArgs(schema, TOOLS));
  await rewrite(join(root, 'schema', 'suites.schema.json'), (schema) => withRegistries(schema, { reporters: REPORTERS, dimensions: DIMENSIONS }));
}
