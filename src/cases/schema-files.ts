/** The JSON Schemas shipped in the package's `schema/` folder. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../paths.js';

/** The schemas the engine validates with (schemas.ts); the build generates their validators. */
export const SCHEMA_FILES = ['golden-case.schema.json', 'suites.schema.json', 'quarantine.schema.json'] as const;

/** Absolute path of a file in the package's `schema/` folder. */
export function schemaFile(name: string): string {
  return join(packageRoot(), 'schema', name);
}

/** A JSON Schema shipped in `schema/`, as written. */
export function readSchemaText(name: string): string {
  return readFileSync(schemaFile(name), 'utf8');
}

/** A JSON Schema shipped in `schema/`, parsed. */
export function readSchema(name: string): Record<string, unknown> {
  return JSON.parse(readSchemaText(name)) as Record<string, unknown>;
}
