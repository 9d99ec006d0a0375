/**
 * What every running command shares: load the config and the cases, refuse to run on any problem,
 * pick the suite, apply --filter and --shard.
 */
import { isAbsolute, join, relative } from 'node:path';
import { loadCases } from '../cases/index.js';
import type { LoadedCase } from '../cases/types.js';
import { loadConfig } from '../config/load.js';
import type { QuarantineEntry } from '../config/quarantine.js';
import { selectSuite } from '../config/select.js';
import type { SuiteConfig, SuitesConfig } from '../config/types.js';
import { InvalidInputError, UsageError } from '../errors.js';
import { shardCases } from '../run/shard.js';
import type { RunScope } from '../run/types.js';

export interface Selection {
  config: SuitesConfig;
  configFile?: string;
  suiteName: string;
  suite: SuiteConfig;
  cases: LoadedCase[];
  /** Every loaded case (before suite, filter and shard). */
  all: LoadedCase[];
  /** How much of the suite this selection is: says so when paths, filters or a shard narrowed it. */
  scope: Scope;
  /** Cases that run but do not gate (quarantine.yaml beside the config). */
  quarantine: QuarantineEntry[];
}

type Scope = RunScope;

export interface SelectOptions {
  cwd: string;
  paths: string[];
  config?: string;
  suite?: string;
  filters?: string[];
  shard?: { index: number; total: number };
  /** The case cache folder (see src/cases/cache.ts); none: every file is parsed. */
  cache?: string;
}

/** `*` and `?` globs over case ids; an exact id matches itself. */
export function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  return new RegExp(`^${escaped}$`);
}

/** `--config`, `--suite` and `--filter` as parsed, of a command that picks cases by them. */
export interface SelectionFlags {
  config?: string | undefined;
  suite?: string | undefined;
  filter?: string[] | undefined;
}

/** The cases the operands and the selection flags pick (audit, power, sweep; eval adds its own). */
export function selectByFlags(flags: SelectionFlags, paths: string[], cwd: string): Promise<Selection> {
  return selectCases({
    cwd,
    paths,
    ...(flags.config ? { config: flags.config } : {}),
    ...(flags.suite ? { suite: flags.suite } : {}),
    ...(flags.filter ? { filters: flags.filter } : {}),
  });
}

export async function selectCases(options: SelectOptions): Promise<Selection> {
  const loaded = await loadConfig(options.config, { cwd: options.cwd });
  if (loaded.problems.length > 0) throw new InvalidInputError(loaded.problems);
  const config = loaded.config;
  const suiteName = options.suite ?? config.defaultSuite;
  const suite = config.suites[suiteName];
  if (!suite) {
    throw new UsageError('usage/unknown-suite', `no suite named '${suiteName}'`, `Suites in the config: ${Object.keys(config.suites).join(', ')}`);
  }
  const { cases: loadedCases, problems } = await loadCases(options.paths, { cwd: options.cwd, ...(options.cache ? { cache: options.cache } : {}) });
  if (problems.length > 0) throw new InvalidInputError(problems);
  const all = withCaseDefaults(loadedCases, config.caseDefaults);
  // Paths narrow the suite and never widen it: `eval --gate golden` runs what `eval --gate` runs.
  const goldenRoot = configRoot(options.cwd, loaded.file);
  const inSuite = selectSuite(all, suite, goldenRoot, { cwd: options.cwd });
  let cases = inSuite;
  const filters = options.filters ?? [];
  if (filters.length > 0) {
    const patterns = filters.map(globToRegExp);
    cases = cases.filter((c) => patterns.some((p) => p.test(c.data.id)));
  }
  if (options.shard) cases = shardCases(cases, options.shard.index, options.shard.total);
  if (cases.length === 0 && !options.shard) {
    const outside = all.length - inSuite.length;
    const why = outside > 0 && inSuite.length === 0 ? `; the ${outside} case(s) under the paths are all outside suite '${suiteName}': name their suite with --suite` : '';
    throw new UsageError('usage/no-cases', `no case matches (suite '${suiteName}'${filters.length ? `, filter ${filters.join(', ')}` : ''})${why}`);
  }
  const scope: Scope = {
    suiteCases: inSuite.length,
    selected: cases.length,
    outsideSuite: all.length - inSuite.length,
    paths: options.paths,
    filters,
    ...(options.shard ? { shard: options.shard } : {}),
    partial: filters.length > 0 || options.shard !== undefined,
  };
  return { config, ...(loaded.file ? { configFile: loaded.file } : {}), suiteName, suite, cases, all, scope, quarantine: loaded.quarantine };
}

/**
 * The config's `caseDefaults` on every case that does not say otherwise: `world: reference` on a
 * case with no `world` of its own (a case's `world: false` keeps it off). The file and its hash are
 * the case's own; only what is graded gains the default.
 */
export function withCaseDefaults(cases: LoadedCase[], defaults: SuitesConfig['caseDefaults']): LoadedCase[] {
  const world = defaults?.world;
  if (world === undefined) return cases;
  return cases.map((c) => (c.data.expect.world !== undefined ? c : { ...c, data: { ...c.data, expect: { ...c.data.expect, world } } }));
}

/** The folder suite selections are relative to: the config file's folder, else `golden/`. */
function configRoot(cwd: string, configFile: string | undefined): string {
  if (!configFile) return join(cwd, 'golden');
  const abs = isAbsolute(configFile) ? configFile : join(cwd, configFile);
  return relative(cwd, abs) === '' ? cwd : join(abs, '..');
}
