/**
 * The parsed-and-validated form of each case file, kept under `.agentdesk/cache/cases/` by the
 * file's content hash, so an unchanged case costs no YAML parse, schema explanation or lint on the
 * next run (those were a third of a 1,000-case run's CPU). Positions are not kept: a cached case
 * reads and parses its file again on the first `locate`, as any case does, so a failure still
 * points at the right line.
 *
 * Entries are valid only for the code that made them: the folder's name is a fingerprint of the
 * package's compiled code, its schemas and its version, so any rebuild starts a new folder (and
 * folders unused for a day are removed). Anything wrong with an entry (unreadable, not JSON, not the shape below,
 * data the schema refuses) is a miss: the file is analysed as if there were no cache.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Problem } from '../errors.js';
import { packageRoot } from '../paths.js';
import type { CaseReport } from './parse.js';
import { CASE_SCHEMA } from './schemas.js';
import type { GoldenCaseData } from './types.js';

/** Where the cache lives in a project, relative to the folder eval and validate run from. */
export const CASE_CACHE_DIR = join('.agentdesk', 'cache', 'cases');

/** A valid file's report without the file's name or text: the same for any path it is read at. */
interface Entry {
  hash: string;
  data: GoldenCaseData;
  id?: CaseReport['id'];
  warnings?: Omit<Problem, 'file'>[];
}

let fingerprint: string | undefined;

/**
 * The code and schemas that decide what a valid case is. Sizes and modification times, not
 * contents: a stat of ~400 files costs ~3 ms at start-up, reading them ~25 ms; a rebuild that
 * changes nothing merely starts the cache again.
 */
export function codeFingerprint(): string {
  if (fingerprint) return fingerprint;
  const root = packageRoot();
  const hash = createHash('sha256');
  hash.update(readFileSync(join(root, 'package.json')));
  const code = fileURLToPath(new URL('..', import.meta.url));
  for (const dir of [code, join(root, 'schema')]) {
    for (const file of listFiles(dir)) {
      const info = statSync(file);
      hash.update(`${file}\0${info.size}\0${info.mtimeMs}\n`);
    }
  }
  fingerprint = hash.digest('hex').slice(0, 16);
  return fingerprint;
}

function listFiles(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort();
}

/** Folders of other builds untouched this long are removed (a checkout's src/ and dist/ builds may alternate). */
const STALE_MS = 24 * 60 * 60 * 1000;

/**
 * The cache folder of this build under `root` (a project's `.agentdesk/cache/cases`), created,
 * with the folders of other builds unused for a day removed; undefined when it cannot be created
 * (a read-only checkout runs without a cache).
 */
export function openCaseCache(root: string, now = Date.now()): string | undefined {
  const dir = join(root, codeFingerprint());
  if (statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return dir;
  try {
    for (const other of readdirSync(root, { withFileTypes: true })) {
      const path = join(root, other.name);
      if (other.isDirectory() && now - statSync(path).mtimeMs > STALE_MS) rmSync(path, { recursive: true, force: true });
    }
  } catch {
    // No cache folder yet: nothing stale to remove.
  }
  try {
    // Synchronous: it runs once per load, before any file is read.
    mkdirSync(dir, { recursive: true });
    return dir;
  } catch {
    return undefined;
  }
}

/** The content hash an entry is filed under (and the case's `hash`). */
export function contentHash(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The report of a file of this content, from the cache; undefined on a miss of any kind. */
export async function cachedReport(dir: string, hash: string, file: string): Promise<CaseReport | undefined> {
  const text = await readFile(join(dir, `${hash}.json`), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  let entry: unknown;
  try {
    entry = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(entry) || entry['hash'] !== hash || !isObject(entry['data'])) return undefined;
  // Cheap (a generated validator) and it keeps the promise that nothing unvalidated runs.
  if (!CASE_SCHEMA.validate(entry['data'])) return undefined;
  const { data, id, warnings } = entry as unknown as Entry;
  return {
    file,
    problems: [],
    ...(Array.isArray(warnings) && warnings.length > 0 ? { warnings: warnings.map((w) => ({ file, ...w })) } : {}),
    ...(id !== undefined ? { id } : {}),
    valid: { data, hash },
  };
}

/**
 * Files a valid report. Skipped for data JSON cannot carry as it is (`.inf`, `.nan` and `-0` are
 * YAML numbers JSON has no word for): such a case is simply parsed on every run.
 */
export async function storeReport(dir: string, report: CaseReport): Promise<void> {
  const valid = report.valid;
  if (!valid || report.problems.length > 0 || !jsonSafe(valid.data)) return;
  const entry: Entry = {
    hash: valid.hash,
    data: valid.data,
    ...(report.id !== undefined ? { id: report.id } : {}),
    ...(report.warnings?.length ? { warnings: report.warnings.map(({ file: _file, ...w }) => w) } : {}),
  };
  const path = join(dir, `${valid.hash}.json`);
  const tmp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await writeFile(tmp, JSON.stringify(entry));
    // Whole or not at all: a reader never sees half an entry.
    await rename(tmp, path);
  } catch {
    // A cache that cannot be written costs speed, never a result.
    rmSync(tmp, { force: true });
  }
}

function jsonSafe(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(jsonSafe);
  if (isObject(value)) return Object.entries(value).every(([key, v]) => key !== '__proto__' && v !== undefined && jsonSafe(v));
  return value === null || typeof value === 'string' || typeof value === 'boolean';
}
