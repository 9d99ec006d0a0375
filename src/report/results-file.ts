/** Reading a run folder's `results.json` back, with a precise message for each way it can be wrong. */
import { createWriteStream } from 'node:fs';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { UsageError } from '../errors.js';
import { RESULTS_VERSION, type RunResults } from '../run/types.js';

export const RESULTS_FILE = 'results.json';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

type Check = [path: string, ok: (r: Record<string, unknown>) => boolean, expected: string];

const at = (r: Record<string, unknown>, ...keys: string[]): unknown =>
  keys.reduce<unknown>((v, k) => (isObject(v) ? v[k] : undefined), r);

const VERDICTS = new Set(['pass', 'fail', 'unjudged']);

const CHECKS: Check[] = [
  ['version', (r) => r['version'] === RESULTS_VERSION, `${RESULTS_VERSION} (the results format this agentdesk reads)`],
  ['meta', (r) => isObject(r['meta']), 'an object'],
  ['meta.runId', (r) => typeof at(r, 'meta', 'runId') === 'string', 'a string'],
  ['meta.model.id', (r) => typeof at(r, 'meta', 'model', 'id') === 'string', 'a string'],
  ['meta.suite', (r) => typeof at(r, 'meta', 'suite') === 'string', 'a string'],
  ['meta.trials', (r) => typeof at(r, 'meta', 'trials') === 'number', 'a number'],
  ['meta.prompts', (r) => isObject(at(r, 'meta', 'prompts')), 'an object'],
  ['meta.git', (r) => isObject(at(r, 'meta', 'git')), 'an object'],
  ['cases', (r) => Array.isArray(r['cases']), 'a list'],
  ['trials', (r) => Array.isArray(r['trials']), 'a list'],
  ['summary', (r) => isObject(r['summary']) && isObject(at(r, 'summary', 'overall')), 'an object with overall rates'],
  ['warnings', (r) => Array.isArray(r['warnings']), 'a list'],
];

function caseProblem(c: unknown, i: number): string | undefined {
  if (!isObject(c)) return `cases[${i}] must be an object`;
  for (const key of ['id', 'category', 'file']) if (typeof c[key] !== 'string') return `cases[${i}].${key} must be a string`;
  return undefined;
}

function trialProblem(t: unknown, i: number): string | undefined {
  if (!isObject(t)) return `trials[${i}] must be an object`;
  if (typeof t['caseId'] !== 'string') return `trials[${i}].caseId must be a string`;
  if (typeof t['trial'] !== 'number') return `trials[${i}].trial must be a number`;
  if (!VERDICTS.has(t['verdict'] as string)) return `trials[${i}].verdict must be pass, fail or unjudged`;
  if (!Array.isArray(t['assertions'])) return `trials[${i}].assertions must be a list`;
  return undefined;
}

/** The first thing wrong with a parsed results file, or undefined when it has the shape reports need. */
export function resultsProblem(value: unknown): string | undefined {
  if (!isObject(value)) return 'it is not a JSON object';
  for (const [path, ok, expected] of CHECKS) if (!ok(value)) return `${path} must be ${expected}`;
  const cases = value['cases'] as unknown[];
  const trials = value['trials'] as unknown[];
  return cases.map(caseProblem).find(Boolean) ?? trials.map(trialProblem).find(Boolean);
}

/**
 * The results of a run folder (or of a `results.json` named directly). Every way it can be
 * missing or wrong is a UsageError (exit 2) that names the path and what is wrong.
 */
export async function readRunFolder(path: string, cwd: string): Promise<{ dir: string; file: string; results: RunResults }> {
  const abs = resolve(cwd, path);
  const info = await stat(abs).catch(() => undefined);
  if (!info) throw new UsageError('usage/run-folder', `no run folder at ${path}`, 'Run folders are written by agentdesk eval, by default under .agentdesk/runs/<run-id>/.');
  const file = info.isDirectory() ? join(abs, RESULTS_FILE) : abs;
  if (!info.isDirectory() && basename(abs) !== RESULTS_FILE) throw new UsageError('usage/run-folder', `${path} is neither a run folder nor a ${RESULTS_FILE}`);
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) throw new UsageError('usage/run-folder', `${path} has no ${RESULTS_FILE}: it is not a run folder, or its run did not finish`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError('usage/run-folder', `${join(path, info.isDirectory() ? RESULTS_FILE : '')} is not valid JSON: ${(error as Error).message}`);
  }
  const problem = resultsProblem(value);
  if (problem) throw new UsageError('usage/run-folder', `${file} is not an AgentDesk results file: ${problem}`);
  return { dir: dirname(file), file, results: value as RunResults };
}

/** What a writer does to each piece before it reaches the disk (the run's redaction). */
export type PieceFilter = (piece: string) => string;

/**
 * Writes a file whole or not at all, so a reader never sees half a report; on any failure (the
 * disk full, a folder in the way of the rename) the temporary file is removed and the error thrown.
 */
export async function writeFileAtomic(path: string, text: string | Iterable<string>, filter: PieceFilter = (p) => p): Promise<void> {
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    if (typeof text === 'string') {
      await writeFile(tmp, filter(text), 'utf8');
    } else {
      // Piece by piece, as the pieces are made: a run's results.json is far larger than any piece.
      await pipeline(Readable.from(filtered(text, filter)), createWriteStream(tmp));
    }
    await rename(tmp, path);
  } catch (error) {
    await rm(tmp, { force: true }).catch(() => undefined);
    throw error;
  }
}

/** Pieces are joined up to this size before they reach the stream: one stream write per piece cost more than the JSON. */
const CHUNK_CHARS = 1 << 16;

function* filtered(pieces: Iterable<string>, filter: PieceFilter): Generator<string> {
  let chunk = '';
  for (const piece of pieces) {
    // Filtered piece by piece, as each piece is made.
    chunk += filter(piece);
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk !== '') yield chunk;
}

/**
 * `JSON.stringify(value, null, 2)` of an object, plus a newline, in pieces: each top-level entry,
 * and each element of a top-level list, is stringified on its own, when its turn comes. For 10,000
 * trials, one string of the whole run was ~250 MB, with every transcript inflated at once.
 */
export function* jsonPieces(value: object): Generator<string> {
  const entries = Object.entries(value)
    .map(([key, v]) => [key, v, Array.isArray(v) ? v : JSON.stringify(v, null, 2)] as const)
    .filter(([, , text]) => text !== undefined);
  if (entries.length === 0) {
    yield '{}\n';
    return;
  }
  yield '{';
  for (const [i, [key, , text]] of entries.entries()) {
    yield `${i === 0 ? '' : ','}\n  ${JSON.stringify(key)}: `;
    if (typeof text === 'string') yield indent(text, '  ');
    else yield* listPieces(text);
  }
  yield '\n}\n';
}

/** A list at depth 1, one element at a time (an element with no JSON form is `null`, as in a list). */
function* listPieces(list: readonly unknown[]): Generator<string> {
  if (list.length === 0) {
    yield '[]';
    return;
  }
  yield '[';
  for (let i = 0; i < list.length; i += 1) {
    yield `${i === 0 ? '' : ','}\n    ${indent(JSON.stringify(list[i], null, 2) ?? 'null', '    ')}`;
  }
  yield '\n  ]';
}

/** JSON.stringify puts newlines only between tokens (a newline in a string is `\\n`). */
function indent(text: string, by: string): string {
  return text.replaceAll('\n', `\n${by}`);
}
