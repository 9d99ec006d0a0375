/**
 * Scorers and reporters of your own, named by module path in the suites config, as vitest loads a
 * custom reporter: `scorers: [./scorers/politeness.mjs]`, and `reporters: [terminal, json,
 * ./reporters/slack.mjs]` beside the built-in names. A relative path is read from the config
 * file's folder. A module that cannot be loaded or exports the wrong shape, and a gate minimum for
 * a dimension no scorer grades, are config problems placed on their line (exit 2): nothing runs.
 */
import { readFile, stat } from 'node:fs/promises';
import { dirname, isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { displayPath } from '../cases/files.js';
import { type Finding, toProblem } from '../cases/finding.js';
import type { NodePath } from '../cases/types.js';
import { parseYaml } from '../cases/yaml-source.js';
import { InvalidInputError, type Problem } from '../errors.js';
import { DIMENSIONS, isBuiltinDimension } from '../grade/scorers/index.js';
import type { Scorer } from '../grade/types.js';
import type { ReporterContext, ReporterName } from '../report/index.js';
import type { RunListener } from '../run/types.js';
import { unknownDimension } from './load.js';
import { type CustomReporter, guardedScorer, listenerProblem, reporterProblem, scorerProblem } from './modules.js';
import type { ModulePath, SuitesConfig } from './types.js';

/** What a config entry names: a built-in reporter, or a module by path (`./`, `../`, `/` first). */
export function isModulePath(entry: string): entry is ModulePath {
  return /^\.{0,2}\//.test(entry);
}

/** A reporter from outside with where the config names it. */
export interface LoadedReporter {
  /** The path as the config writes it. */
  path: string;
  reporter: CustomReporter;
  /** The config entry, for a problem with what create(ctx) returns. */
  at: Omit<Problem, 'code' | 'message'>;
}

export interface Extensions {
  /** The config's reporters that are built-in names; absent when the config lists none at all. */
  reporterNames?: ReporterName[];
  reporters: LoadedReporter[];
  /** Guarded (see modules.ts), in the config's order. */
  scorers: Scorer<string>[];
}

export interface ExtensionOptions {
  cwd: string;
  /** The config file as loadConfig found it (relative to cwd, or absolute); absent when the defaults are used. */
  file?: string;
}

interface Entry {
  path: NodePath;
  module: string;
}

/** The scorers and reporters the config names by path, loaded and checked; throws InvalidInputError with every problem. */
export async function loadExtensions(config: SuitesConfig, options: ExtensionOptions): Promise<Extensions> {
  const reporterEntries = (config.reporters ?? []).map((module, i) => ({ path: ['reporters', i], module }) satisfies Entry).filter((e) => isModulePath(e.module));
  const scorerEntries = (config.scorers ?? []).map((module, i) => ({ path: ['scorers', i], module }) satisfies Entry);
  const reporterNames = config.reporters?.filter((r): r is ReporterName => !isModulePath(r));
  const none: Extensions = { reporters: [], scorers: [], ...(reporterNames ? { reporterNames } : {}) };
  if (reporterEntries.length === 0 && scorerEntries.length === 0) return none;
  const configFile = options.file === undefined ? undefined : resolve(options.cwd, options.file);
  const base = configFile ? dirname(configFile) : options.cwd;
  const findings: Finding[] = [];
  const scorers: { entry: Entry; scorer: Scorer<string> }[] = [];
  for (const entry of scorerEntries) {
    const loaded = await loadModule(entry, base, options.cwd, scorerProblem);
    if ('finding' in loaded) findings.push(loaded.finding);
    else scorers.push({ entry, scorer: loaded.value as Scorer<string> });
  }
  findings.push(...duplicateDimensions(scorers), ...unknownMinimums(config, scorers));
  const reporters: { entry: Entry; reporter: CustomReporter }[] = [];
  for (const entry of reporterEntries) {
    const loaded = await loadModule(entry, base, options.cwd, reporterProblem);
    if ('finding' in loaded) findings.push(loaded.finding);
    else reporters.push({ entry, reporter: loaded.value as CustomReporter });
  }
  const place = await placer(configFile, options);
  if (findings.length > 0) throw new InvalidInputError(findings.map(place));
  return {
    ...none,
    scorers: scorers.map(({ entry, scorer }) => guardedScorer(scorer, entry.module)),
    reporters: reporters.map(({ entry, reporter }) => {
      const { code: _code, message: _message, ...at } = place({ code: 'CONFIG_MODULE_SHAPE', path: entry.path, at: 'value', message: '' });
      return { path: entry.module, reporter, at };
    }),
  };
}

/**
 * The listeners of the reporters from outside, each created for this run; what create(ctx)
 * throws or returns that is no run listener is a problem on the config's line (InvalidInputError).
 */
export function customListeners(reporters: readonly LoadedReporter[], ctx: ReporterContext): RunListener[] {
  const problems: Problem[] = [];
  const listeners = reporters.flatMap(({ path, reporter, at }) => {
    let listener: unknown;
    try {
      listener = reporter.create(ctx);
    } catch (error) {
      problems.push({ ...at, code: 'CONFIG_MODULE_SHAPE', message: `reporters: ${path}: create(ctx) threw: ${messageOf(error)}` });
      return [];
    }
    const problem = listenerProblem(listener);
    if (problem) problems.push({ ...at, code: 'CONFIG_MODULE_SHAPE', message: `reporters: ${path}: ${problem}` });
    if (problem) return [];
    const l = listener as RunListener;
    return [typeof l.name === 'string' ? l : Object.assign(l, { name: path })];
  });
  if (problems.length > 0) throw new InvalidInputError(problems);
  return listeners;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error));

/** The module's default export when it has the right shape; else a finding saying which file and what is wrong. */
async function loadModule(entry: Entry, base: string, cwd: string, problemOf: (value: unknown) => string | undefined): Promise<{ value: unknown } | { finding: Finding }> {
  const file = isAbsolute(entry.module) ? entry.module : resolve(base, entry.module);
  const key = String(entry.path[0]);
  const shown = displayPath(cwd, file);
  const finding = (code: 'CONFIG_MODULE_UNLOADABLE' | 'CONFIG_MODULE_SHAPE', why: string) => ({ finding: { code, path: entry.path, at: 'value', message: `${key}: ${entry.module} (${shown}) ${why}` } as Finding });
  let version: number;
  try {
    version = (await stat(file)).mtimeMs;
  } catch {
    return finding('CONFIG_MODULE_UNLOADABLE', 'cannot be loaded: there is no such file');
  }
  let module: Record<string, unknown>;
  try {
    // By its modification time too: a process that loads the config again (a test, a watch) gets the module as it is now.
    module = (await import(`${pathToFileURL(file).href}?mtime=${version}`)) as Record<string, unknown>;
  } catch (error) {
    return finding('CONFIG_MODULE_UNLOADABLE', `cannot be loaded: ${messageOf(error)}`);
  }
  if (!('default' in module)) return finding('CONFIG_MODULE_SHAPE', 'has no default export');
  const problem = problemOf(module['default']);
  return problem ? finding('CONFIG_MODULE_SHAPE', problem) : { value: module['default'] };
}

function duplicateDimensions(scorers: readonly { entry: Entry; scorer: Scorer<string> }[]): Finding[] {
  return scorers.flatMap(({ entry, scorer }, i) => {
    const first = scorers.findIndex((s) => s.scorer.dimension === scorer.dimension);
    if (first === i) return [];
    const other = scorers[first]?.entry.module ?? '';
    return [{ code: 'CONFIG_MODULE_SHAPE', path: entry.path, at: 'value', message: `scorers: ${entry.module}: its dimension "${scorer.dimension}" is graded by ${other} already` } as Finding];
  });
}

/** Gate minimums naming a dimension neither a built-in scorer nor one of these grades. */
function unknownMinimums(config: SuitesConfig, scorers: readonly { scorer: Scorer<string> }[]): Finding[] {
  const known = [...DIMENSIONS, ...scorers.map((s) => s.scorer.dimension)];
  return Object.entries(config.suites).flatMap(([suite, s]) =>
    Object.keys(s.gate.dimensions ?? {})
      .filter((name) => !isBuiltinDimension(name) && !known.includes(name))
      .map((name) => unknownDimension(['suites', suite, 'gate', 'dimensions', name], name, known)),
  );
}

/** Turns findings into problems on the config's lines (line 1 when there is no file to point into). */
async function placer(configFile: string | undefined, options: ExtensionOptions): Promise<(f: Finding) => Problem> {
  const shown = configFile ? displayPath(options.cwd, configFile) : '(built-in config)';
  const text = configFile ? await readFile(configFile, 'utf8').catch(() => undefined) : undefined;
  const map = text === undefined ? undefined : parseYaml(text).map;
  return (f) => (map ? toProblem(shown, map, f) : { file: shown, line: 1, column: 1, code: f.code, message: f.message });
}
