/** Loading a set of case files: read and check each (in parallel for large sets), then the cross-file checks. */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Problem } from '../errors.js';
import { openCaseCache } from './cache.js';
import { byPosition } from './finding.js';
import { displayPath, findCaseFiles } from './files.js';
import type { FileJob } from './jobs.js';
import { type CaseReport, toLoadedCase } from './parse.js';
import { analyseInPool, type WorkerLike } from './pool.js';
import type { LoadedCase } from './types.js';

/**
 * A worker's start-up (loading yaml and ajv, warming the JIT) takes about 0.3 s on a 2-core machine,
 * and two busy threads slow each other; measured there, a worker pays off from about 2,000 files.
 */
const FILES_PER_WORKER = 1000;
const MAX_WORKERS = 3;
const MIN_FILES_FOR_WORKERS = 2000;

export interface LoadResult {
  /** The cases with no problem at all, in file order. */
  cases: LoadedCase[];
  /** Every error of every file, file by file, top to bottom: any one means nothing may run. */
  problems: Problem[];
  /** Every warning, file by file: printed by validate, no reason to stop. */
  warnings: Problem[];
  /** Every case file looked at, as shown in problems (relative to cwd when under it). */
  files: string[];
}

export interface LoadOptions {
  cwd?: string;
  /** Worker threads to share the parsing with; default: by the number of files and CPUs. */
  workers?: number;
  /**
   * A case cache folder (a project's `.agentdesk/cache/cases`, see cache.ts): unchanged files are
   * not parsed again. Without it every file is parsed.
   */
  cache?: string;
}

export async function loadCases(paths: readonly string[], options: LoadOptions = {}): Promise<LoadResult> {
  const cwd = options.cwd ?? process.cwd();
  const found = await findCaseFiles(paths.length > 0 ? paths : ['golden'], cwd);
  const cache = options.cache === undefined ? undefined : openCaseCache(resolve(cwd, options.cache));
  const jobs: FileJob[] = found.files.map((absolute) => ({ absolute, shown: displayPath(cwd, absolute), ...(cache ? { cache } : {}) }));
  const workers = options.workers ?? defaultWorkers(jobs.length);
  const settled = markDuplicateIds(await analyseInPool(jobs, workerSpawners(workers), settle));
  return {
    cases: settled.flatMap((s) => (s.loaded ? [s.loaded] : [])),
    problems: [...found.problems, ...settled.flatMap((s) => s.report.problems)],
    warnings: settled.flatMap((s) => s.report.warnings ?? []),
    files: settled.map((s) => s.report.file),
  };
}

/** A file's report without its parsed text, and the case made of it when it has no problem. */
interface Settled {
  report: Omit<CaseReport, 'valid'>;
  loaded?: LoadedCase;
}

/**
 * The case is made as soon as its batch is back, and the parse is dropped: holding 10,000 parsed
 * files until the last one is read doubled the peak memory of loading.
 */
function settle(report: CaseReport, job: FileJob): Settled {
  const { valid, ...rest } = report;
  return valid ? { report: rest, loaded: toLoadedCase(report.file, valid, job.absolute) } : { report: rest };
}

function defaultWorkers(files: number): number {
  // The main thread does not parse while workers do (see pool.ts), so they may take every core.
  // Below MIN_FILES_FOR_WORKERS one worker's start-up costs more than the parsing it would take over.
  if (files < MIN_FILES_FOR_WORKERS) return 0;
  return Math.max(0, Math.min(availableParallelism(), MAX_WORKERS, Math.floor(files / FILES_PER_WORKER)));
}

/** The compiled worker script sits beside this module in dist/; from sources (vitest) there is none. */
function workerSpawners(count: number): (() => WorkerLike)[] {
  const script = new URL('./analyse-worker.js', import.meta.url);
  if (count === 0 || !import.meta.url.endsWith('.js') || !existsSync(fileURLToPath(script))) return [];
  return Array.from({ length: count }, () => () => new Worker(script, { resourceLimits: { maxYoungGenerationSizeMb: 8 } }) as unknown as WorkerLike);
}

/** The first file (in sorted order) keeps an id; each later file with it gets DUPLICATE_ID and is not loaded. */
function markDuplicateIds(settled: Settled[]): Settled[] {
  const owners = new Map<string, string>();
  return settled.map((s) => {
    const { report } = s;
    if (report.id === undefined) return s;
    const { value, at } = report.id;
    const owner = owners.get(value);
    if (owner === undefined) {
      owners.set(value, report.file);
      return s;
    }
    const message = `id: "${value}" is already the id of ${owner}; case ids must be unique`;
    const problem: Problem = { file: report.file, ...at, code: 'DUPLICATE_ID', message, path: 'id' };
    return { report: { ...report, problems: [...report.problems, problem].sort(byPosition) } };
  });
}
