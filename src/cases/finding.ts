/** A problem found in the data, placed by its YAML path; the source map turns it into a line and column. */
import type { CaseCode, Problem, Severity } from '../errors.js';
import type { Anchor, SourceMap } from './source-map.js';
import { formatPath, type NodePath } from './types.js';

export interface Finding {
  code: CaseCode;
  path: NodePath;
  /** Point at the entry's key (unknown keys, missing keys, ids used as keys) or its value (wrong values). */
  at: Anchor;
  message: string;
  /** Absent means `error`: the case is invalid. */
  severity?: Severity;
}

export function toProblem(file: string, map: SourceMap, finding: Finding): Problem {
  const { line, column } = map.position(finding.path, finding.at);
  const path = formatPath(finding.path);
  return { file, line, column, code: finding.code, message: finding.message, ...(path ? { path } : {}), ...(finding.severity ? { severity: finding.severity } : {}) };
}

/** Problems top to bottom, then by code, so output reads like the file. */
export function byPosition(a: Problem, b: Problem): number {
  return a.line - b.line || a.column - b.column || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}

/** `given.orders[0].status`, or `the case` for the whole file. */
export function label(path: NodePath): string {
  return path.length === 0 ? 'the case' : formatPath(path);
}
