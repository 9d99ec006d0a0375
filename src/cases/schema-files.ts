/** The JSON Schemas shipped in the package's `schema/` folder. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../paths.js';

/** Absolute path of a file in the package's `schema/` folder. */
export function schemaFile(name: string): string {
  return join(packageRoot(), 'schema', name);
}

/** A JSON Schema shipped in `schema/`, parsed. */
export function readSchema(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(schemaFile(name), 'utf8')) as Record<string, unknown>;
}
