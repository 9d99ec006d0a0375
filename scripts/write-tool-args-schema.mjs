#!/usr/bin/env node
/**
 * `npm run schema:tools`: writes what the schema files take from the registries (see
 * src/config/derived-schemas.ts): into schema/golden-case.schema.json each tool's name, kind,
 * summary and argument schema; into schema/suites.schema.json the reporter names and the gate's
 * dimension minimums; into src/grade/tool-kinds.generated.ts each tool's kind. Run it after adding or changing a tool, a reporter or a scorer;
 * test/cases/schema-tool-args.test.ts and the registry sync tests fail until you do.
 */
import { fileURLToPath } from 'node:url';

const { writeDerivedSchemas } = await import(new URL('../dist/src/config/derived-schemas.js', import.meta.url));
await writeDerivedSchemas(fileURLToPath(new URL('..', import.meta.url)));
console.log('schema/golden-case.schema.json, schema/suites.schema.json and src/grade/tool-kinds.generated.ts: written from the tool, reporter and scorer registries');
