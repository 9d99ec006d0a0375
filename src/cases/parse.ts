/** One case file's text to a typed, positioned case, or to every problem found in it. */
import { readFileSync } from 'node:fs';
import { type Problem, severityOf } from '../errors.js';
import { contentHash } from './cache.js';
import { byPosition, type Finding, toProblem } from './finding.js';
import { record } from './lint/access.js';
import { commentsInText } from './lint/comments.js';
import { lintCase } from './lint/index.js';
import { explainErrors } from './schema-errors.js';
import { CASE_SCHEMA } from './schemas.js';
import type { SourceMap } from './source-map.js';
import type { GoldenCaseData, LoadedCase, NodePath, SourcePosition } from './types.js';
import { decodeSource, parseYaml } from './yaml-source.js';

/**
 * Everything learnt about one file, as plain data: it crosses from a worker thread, and it lets
 * cross-file checks (duplicate ids) place their problems.
 */
export interface CaseReport {
  file: string;
  /** Errors: any one makes the file invalid. */
  problems: Problem[];
  /** Warnings: printed by validate, no reason to stop. */
  warnings?: Problem[];
  /** The case id and where it is written, when the file has one. */
  id?: { value: string; at: SourcePosition };
  /** Present only when the file has no problem. */
  /** `text` is absent when the report came from the case cache: the file is read again for positions. */
  valid?: { data: GoldenCaseData; hash: string; text?: string };
}

/** `hash`: the bytes' sha256, when the caller has it already. */
export function analyseCase(bytes: Buffer | string, file: string, knownHash?: string): CaseReport {
  const decoded = typeof bytes === 'string' ? { text: bytes } : decodeSource(bytes);
  if ('problem' in decoded) return { file, problems: [{ file, ...decoded.problem }] };
  const { text } = decoded;
  const source = parseYaml(text);
  const problems: Problem[] = source.problems.map((p) => ({ file, ...p }));
  if (source.data === undefined) return { file, problems: problems.sort(byPosition) };
  const findings: Finding[] = [];
  if (!CASE_SCHEMA.validate(source.data)) {
    findings.push(...explainErrors(CASE_SCHEMA.validate.errors ?? [], source.data, CASE_SCHEMA.schema));
  }
  const data = record(source.data);
  if (data) findings.push(...notSaidTwice(lintCase(data, file), findings), ...commentsInText(source.doc));
  const found = findings.map((finding) => toProblem(file, source.map, finding));
  problems.push(...found.filter((p) => severityOf(p) === 'error'));
  problems.sort(byPosition);
  const warnings = found.filter((p) => severityOf(p) === 'warning').sort(byPosition);
  const id = typeof data?.['id'] === 'string' ? { value: data['id'], at: source.map.position(['id'], 'value') } : undefined;
  const report: CaseReport = { file, problems, ...(warnings.length > 0 ? { warnings } : {}), ...(id !== undefined ? { id } : {}) };
  if (problems.length > 0) return report;
  const hash = knownHash ?? contentHash(bytes);
  return { ...report, valid: { data: source.data as GoldenCaseData, hash, text } };
}

/**
 * The schema describes each tool's arguments (src/cases/tool-args-schema.ts), so a reference call
 * the tool refuses is usually reported by the schema already, on the very argument: the lint's
 * REFERENCE_ARGS for that call then says nothing more.
 */
function notSaidTwice(lints: Finding[], schema: readonly Finding[]): Finding[] {
  const within = (path: readonly unknown[], call: readonly unknown[]) => call.every((part, i) => path[i] === part);
  return lints.filter((f) => f.code !== 'REFERENCE_ARGS' || !schema.some((s) => within(s.path, f.path.slice(0, 4))));
}

/**
 * The case the engine works with, from a report without problems. With the file's path, the text
 * is not kept: `locate` reads the file again when a failure needs a position. (Large sets are
 * parsed in workers and arrive as JSON, so their strings hold no file text alive either.)
 */
export function toLoadedCase(file: string, valid: NonNullable<CaseReport['valid']>, absolute?: string): LoadedCase {
  return { data: valid.data, file, hash: valid.hash, locate: lazyLocate(absolute === undefined ? keep(valid.text ?? '') : reread(absolute)) };
}

// Two small factories, so that a closure over the path does not also hold the text alive.
const keep = (text: string) => (): string => text;
const reread = (path: string) => (): string => readFileSync(path, 'utf8');

/**
 * Positions on demand: the parsed Document is not kept (a thousand of them cost more in garbage
 * collection than parsing again), so the first `locate` of a case parses its text once more.
 */
function lazyLocate(text: () => string): (path: NodePath) => SourcePosition {
  let map: SourceMap | undefined;
  return (path) => {
    map ??= parseYaml(text()).map;
    return map.position(path, 'key');
  };
}

/** One file's text, checked on its own (no cross-file checks such as duplicate ids). */
export function parseCase(text: string, file: string): { case?: LoadedCase; problems: Problem[] } {
  const report = analyseCase(text, file);
  return report.valid ? { case: toLoadedCase(file, report.valid), problems: [] } : { problems: report.problems };
}
