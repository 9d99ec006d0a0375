/**
 * From ajv's errors to findings a person can act on: each error placed on its YAML path,
 * `anyOf` noise reduced to the branch the value was meant for, duplicates dropped.
 */
import type { AnySchemaObject, ErrorObject } from 'ajv/dist/2020.js';
import { resolveRef } from './ajv.js';
import { acceptsType } from './describe.js';
import type { Finding } from './finding.js';
import { explain } from './messages.js';
import type { NodePath } from './types.js';

export function explainErrors(errors: readonly ErrorObject[], data: unknown, root: AnySchemaObject): Finding[] {
  // An `if` error only says its `then` failed; the errors of the `then` say how.
  const findings = groupAlternatives(errors.filter((e) => e.keyword !== 'if'), root).flatMap((error) => explain(error, toNodePath(error.instancePath, data)));
  return dedupe(dropSuggestedMissing(findings));
}

/** `/given/orders/0/status` -> `['given', 'orders', 0, 'status']`, numbers where the data holds a list. */
function toNodePath(pointer: string, data: unknown): NodePath {
  if (pointer === '') return [];
  const path: (string | number)[] = [];
  let node = data;
  for (const raw of pointer.slice(1).split('/')) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const index = Array.isArray(node) ? Number(part) : Number.NaN;
    path.push(Number.isInteger(index) ? index : part);
    node = (node as Record<string, unknown> | null)?.[part];
  }
  return path;
}

/**
 * ajv reports an `anyOf` failure after the errors of every branch. Keep the errors of the one branch
 * whose type fits the value (a mapping turn -> the mapping branch); when none or several fit,
 * replace them all by one error on the `anyOf` itself.
 */
function groupAlternatives(errors: readonly ErrorObject[], root: AnySchemaObject): ErrorObject[] {
  let pending: ErrorObject[] = [];
  for (const error of errors) {
    if (error.keyword !== 'anyOf' && error.keyword !== 'oneOf') {
      pending.push(error);
      continue;
    }
    const inside = (e: ErrorObject) => e.instancePath === error.instancePath || e.instancePath.startsWith(`${error.instancePath}/`);
    const branchErrors = pending.filter(inside);
    pending = pending.filter((e) => !inside(e));
    pending.push(...chooseBranch(error, branchErrors, root));
  }
  return pending;
}

function chooseBranch(error: ErrorObject, branchErrors: ErrorObject[], root: AnySchemaObject): ErrorObject[] {
  const branches = (Array.isArray(error.schema) ? error.schema : []) as AnySchemaObject[];
  const fitting = branches.filter((branch) => acceptsType(resolved(branch, root), error.data));
  if (fitting.length === 1) {
    const own = withParts(refChain(fitting[0] as AnySchemaObject, root));
    const kept = branchErrors.filter((e) => e.instancePath !== error.instancePath || own.has(e.parentSchema as AnySchemaObject));
    if (kept.length > 0) return kept;
  }
  const sameKeyword = new Set(branchErrors.filter((e) => e.instancePath === error.instancePath).map((e) => e.keyword));
  const keyword = fitting.length === 0 ? 'type' : sameKeyword.size === 1 ? [...sameKeyword][0] : 'anyOf';
  return [{ ...error, keyword: `anyOf:${keyword}` }];
}

/** The schema itself and every schema its `$ref` leads to: errors at the branch's own level come from these. */
function refChain(schema: AnySchemaObject, root: AnySchemaObject): Set<AnySchemaObject> {
  const chain = new Set<AnySchemaObject>();
  let current: AnySchemaObject | undefined = schema;
  while (current && !chain.has(current)) {
    chain.add(current);
    current = typeof current['$ref'] === 'string' ? resolveRef(root, current['$ref']) : undefined;
  }
  return chain;
}

/**
 * The schemas and the parts that apply to the same value (`allOf`, `if`/`then`/`else`): a branch
 * whose keys depend on each other (a reactive turn needs `otherwise` once it has `when`) says so
 * in a `then`, and its error is the branch's own.
 */
function withParts(chain: Set<AnySchemaObject>): Set<AnySchemaObject> {
  const out = new Set<AnySchemaObject>();
  const add = (schema: unknown): void => {
    if (typeof schema !== 'object' || schema === null || out.has(schema as AnySchemaObject)) return;
    out.add(schema as AnySchemaObject);
    const s = schema as AnySchemaObject;
    for (const part of Array.isArray(s['allOf']) ? s['allOf'] : []) add(part);
    for (const key of ['then', 'else']) add(s[key]);
  };
  for (const schema of chain) add(schema);
  return out;
}

function resolved(schema: AnySchemaObject, root: AnySchemaObject): AnySchemaObject {
  return [...refChain(schema, root)].pop() ?? schema;
}

/** An unknown key `sesion` that suggests the missing `session` is one mistake, not two. */
function dropSuggestedMissing(findings: Finding[]): Finding[] {
  const suggested = new Set(
    findings.filter((f) => f.code === 'SCHEMA_UNKNOWN_KEY').flatMap((f) => {
      const match = /did you mean "([^"]+)"/.exec(f.message);
      return match ? [JSON.stringify([...f.path.slice(0, -1), match[1]])] : [];
    }),
  );
  return findings.filter((f) => !(f.code === 'SCHEMA_MISSING_KEY' && suggested.has(JSON.stringify(f.path))));
}

function dedupe(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${JSON.stringify(f.path)}\u0000${f.code}\u0000${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
