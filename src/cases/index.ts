/** The case contract's public surface: load case files into typed, positioned cases, or say what is wrong. */

/** The version of the golden case format (docs/case-format.md) this engine reads. */
export const SCHEMA_VERSION = 1;

export { loadCases } from './load.js';
export { parseCase } from './parse.js';
export { CASE_CACHE_DIR } from './cache.js';
export { parseRegex } from './regex.js';
export { excerpt } from './excerpt.js';
export { MAX_FILE_BYTES } from './files.js';
