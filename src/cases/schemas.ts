/**
 * The validators of the case and suites schemas, made once per process (and once per worker
 * thread) when this module is first imported. A validator is immutable.
 */
import { compileSchemaFiles } from './ajv.js';
import { SCHEMA_FILES } from './schema-files.js';

const COMPILED = compileSchemaFiles(SCHEMA_FILES);

export const CASE_SCHEMA = COMPILED['golden-case.schema.json'];
export const SUITES_SCHEMA = COMPILED['suites.schema.json'];
export const QUARANTINE_SCHEMA = COMPILED['quarantine.schema.json'];
