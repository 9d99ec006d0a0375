/**
 * The compiled validators of the case and suites schemas, built once per process (and once per
 * worker thread) when this module is first imported. A compiled validator is immutable.
 */
import { compileSchemaFiles } from './ajv.js';

const COMPILED = compileSchemaFiles(['golden-case.schema.json', 'suites.schema.json']);

export const CASE_SCHEMA = COMPILED['golden-case.schema.json'];
export const SUITES_SCHEMA = COMPILED['suites.schema.json'];
