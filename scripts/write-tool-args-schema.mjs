#!/usr/bin/env node
/**
 * `npm run schema:tools`: writes each tool's argument schema (src/desk/tools) into
 * schema/golden-case.schema.json ($defs.toolArgs and the reference call's `allOf`). Run it after
 * changing a tool's arguments; test/cases/schema-tool-args.test.ts fails until you do.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../schema/golden-case.schema.json', import.meta.url);
const { withToolArgs } = await import(new URL('../dist/src/cases/tool-args-schema.js', import.meta.url));
const { TOOLS } = await import(new URL('../dist/src/desk/tools/index.js', import.meta.url));
const schema = JSON.parse(readFileSync(file, 'utf8'));
writeFileSync(file, `${JSON.stringify(withToolArgs(schema, TOOLS), null, 2)}\n`);
console.log('schema/golden-case.schema.json: tool arguments written from src/desk/tools');
