#!/usr/bin/env node
/**
 * Checks the build's generated validators (scripts/build-validators.mjs) against ajv compiling
 * the same schemas at run time: for every YAML document given (case files, suites files) and many
 * mutations of each (a key removed, a value of the wrong kind, an unknown key), both must give
 * the same verdict and the same errors, down to which schema object each error points at.
 *
 *   node scripts/check-validators.mjs golden test/fixtures    (after npm run build)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const dist = (path) => new URL(`../dist/src/${path}`, import.meta.url);
const cases = await import(dist('cases/ajv.js'));
const files = await import(dist('cases/schema-files.js'));
const validate = await import(dist('desk/tools/validate.js'));
const { TOOLS } = await import(dist('desk/tools/index.js'));
const require = createRequire(import.meta.url);

const REPLACEMENTS = [null, true, 0, -1, 1.234, 12.5, '', 'x', 'shiped', '2026-13-45', 'not a uri', [], [1], {}, { zzz: 1 }];

function* mutations(doc) {
  yield doc;
  const paths = [];
  const walk = (node, path) => {
    paths.push(path);
    if (node !== null && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, [...path, Array.isArray(node) ? Number(k) : k]);
  };
  walk(doc, []);
  for (const path of paths) {
    for (const value of REPLACEMENTS) yield setAt(doc, path, value);
    if (path.length > 0) yield setAt(doc, path, undefined);
    yield setAt(doc, [...path, 'sesion'], 'x');
  }
}

function setAt(doc, path, value) {
  if (path.length === 0) return value;
  const copy = structuredClone(doc);
  let node = copy;
  for (const part of path.slice(0, -1)) node = node?.[part];
  if (node === null || typeof node !== 'object') return copy;
  const last = path[path.length - 1];
  if (value === undefined) Array.isArray(node) ? node.splice(last, 1) : delete node[last];
  else node[last] = value;
  return copy;
}

/** Errors as plain data, schema objects named by their place in the roots (and so checked to be the roots' own). */
function describe(errors, roots) {
  const where = new Map();
  const walk = (node, pointer) => {
    if (node === null || typeof node !== 'object' || where.has(node)) return;
    where.set(node, pointer);
    for (const [k, v] of Object.entries(node)) walk(v, `${pointer}/${k}`);
  };
  for (const [name, root] of Object.entries(roots)) walk(root, name);
  const place = (value) => (value !== null && typeof value === 'object' ? (where.get(value) ?? `copy:${JSON.stringify(value)}`) : value);
  return JSON.stringify((errors ?? []).map((e) => ({ ...e, schema: place(e.schema), parentSchema: place(e.parentSchema) })));
}

function yamlFiles(path) {
  if (statSync(path).isDirectory()) return readdirSync(path).flatMap((entry) => yamlFiles(join(path, entry)));
  return /\.ya?ml$/.test(path) ? [path] : [];
}

const texts = Object.fromEntries(files.SCHEMA_FILES.map((name) => [name, files.readSchemaText(name)]));
const fresh = () => Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, JSON.parse(text)]));
const runtimeRoots = fresh();
const generatedRoots = fresh();
const ajv = cases.newSchemaAjv();
const runtime = Object.fromEntries(Object.entries(runtimeRoots).map(([name, root]) => [name, ajv.compile(root)]));
const generatedModule = require(fileURLToPath(dist('cases/schema-validators.generated.cjs')));
const generated = generatedModule.bind(generatedRoots);

let checked = 0;
const failures = [];
function compare(label, a, b, data, rootsA, rootsB) {
  checked += 1;
  const okA = a(data);
  const okB = b(data);
  const errorsA = describe(a.errors, rootsA);
  const errorsB = describe(b.errors, rootsB);
  if (okA !== okB || errorsA !== errorsB) failures.push({ label, data: JSON.stringify(data).slice(0, 300), errorsA, errorsB });
}

for (const file of process.argv.slice(2).flatMap(yamlFiles)) {
  let doc;
  try {
    doc = parse(readFileSync(file, 'utf8'));
  } catch {
    continue;
  }
  const schema = /suites/.test(file) || (doc && typeof doc === 'object' && 'suites' in doc) ? 'suites.schema.json' : 'golden-case.schema.json';
  for (const data of mutations(doc)) compare(file, runtime[schema], generated[schema], data, runtimeRoots, generatedRoots);
}

const toolAjv = validate.newToolAjv();
const tools = require(fileURLToPath(dist('desk/tools/tool-validators.generated.cjs'))).bind();
for (const [name, spec] of Object.entries(TOOLS)) {
  const compiled = toolAjv.compile(spec.definition.parameters);
  const sample = Object.fromEntries(Object.keys(spec.definition.parameters.properties ?? {}).map((key) => [key, 'A1001']));
  for (const data of mutations(sample)) compare(`tool ${name}`, compiled, tools[name], data, {}, {});
}

for (const f of failures.slice(0, 10)) console.log(`DIFFERS ${f.label}\n  data ${f.data}\n  ajv       ${f.errorsA.slice(0, 600)}\n  generated ${f.errorsB.slice(0, 600)}`);
console.log(`check-validators: ${checked} documents, ${failures.length} differ`);
process.exitCode = failures.length === 0 && checked > 0 ? 0 : 1;
