/**
 * The suites config: `--config <file>`, else the nearest `golden/suites.yaml` (or `suites.yaml`)
 * from the working directory up to the repository root, else built-in defaults. Checked against `schema/suites.schema.json` with the same positioned messages as cases.
 */
import { access } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { displayPath, readCaseFile } from '../cases/files.js';
import { byPosition, type Finding, toProblem } from '../cases/finding.js';
import { record } from '../cases/lint/access.js';
import { explainErrors } from '../cases/schema-errors.js';
import { SUITES_SCHEMA } from '../cases/schemas.js';
import { didYouMean } from '../cases/suggest.js';
import { parseYaml } from '../cases/yaml-source.js';
import type { Problem } from '../errors.js';
import { loadQuarantine, type QuarantineEntry } from './quarantine.js';
import type { SuitesConfig } from './types.js';

/** Where the config is looked for when no file is named, relative to each folder from cwd up. */
const DEFAULT_CONFIG_FILES = ['golden/suites.yaml', 'golden/suites.yml', 'suites.yaml', 'suites.yml'] as const;

/** One suite, `full`, selecting every case, with a strict gate. A fresh object on every call. */
export function defaultConfig(): SuitesConfig {
  return {
    version: 1,
    defaultSuite: 'full',
    suites: {
      full: {
        description: 'Every case.',
        select: {},
        gate: { minPassRate: 1, maxUnjudgedRate: 0.1, unjudgedSafetyFails: true },
      },
    },
  };
}

export interface ConfigResult {
  /** The config as written when it has no problem; the built-in defaults otherwise. */
  config: SuitesConfig;
  /** The config's problems, then those of the quarantine beside it. */
  problems: Problem[];
  /** The file read, relative to cwd when under it; absent when the defaults are used. */
  file?: string;
  /** `quarantine.yaml` beside the config: cases that run but do not gate. */
  quarantine: QuarantineEntry[];
  quarantineFile?: string;
}

export interface ConfigOptions {
  cwd: string;
  /** The clock a quarantine's expiry dates are read against (default: now). */
  now?: Date;
}

export async function loadConfig(file: string | undefined, options: ConfigOptions): Promise<ConfigResult> {
  const result = await loadSuitesConfig(file, options);
  const absolute = result.file === undefined ? undefined : resolve(options.cwd, result.file);
  if (absolute === undefined || result.problems.some((p) => p.code === 'CONFIG_NOT_FOUND')) return { ...result, quarantine: [] };
  const q = await loadQuarantine(absolute, { cwd: options.cwd, now: options.now ?? new Date() });
  return {
    ...result,
    problems: [...result.problems, ...q.problems],
    quarantine: q.problems.length > 0 ? [] : q.entries,
    ...(q.file ? { quarantineFile: q.file } : {}),
  };
}

async function loadSuitesConfig(file: string | undefined, options: { cwd: string }): Promise<Omit<ConfigResult, 'quarantine'>> {
  const absolute = file === undefined ? await firstExisting(options.cwd) : resolve(options.cwd, file);
  if (absolute === undefined) return { config: defaultConfig(), problems: [] };
  if (!(await exists(absolute))) {
    const named = file ?? absolute;
    const problem: Problem = { file: named, line: 1, column: 1, code: 'CONFIG_NOT_FOUND', message: `no config file at ${named}` };
    return { config: defaultConfig(), problems: [problem] };
  }
  const shown = displayPath(options.cwd, absolute);
  const read = await readCaseFile(absolute, shown);
  if ('problem' in read) return { config: defaultConfig(), problems: [read.problem], file: shown };
  const parsed = parseConfig(read.bytes.toString('utf8'), shown);
  return { config: parsed.config ?? defaultConfig(), problems: parsed.problems, file: shown };
}

/** The text of a suites config, checked; the typed config only when it has no problem. */
export function parseConfig(text: string, file: string): { config?: SuitesConfig; problems: Problem[] } {
  const source = parseYaml(text);
  const problems: Problem[] = source.problems.map((p) => ({ file, ...p }));
  if (source.data === undefined) return { problems };
  const findings: Finding[] = [];
  if (!SUITES_SCHEMA.validate(source.data)) {
    findings.push(...explainErrors(SUITES_SCHEMA.validate.errors ?? [], source.data, SUITES_SCHEMA.schema));
  }
  findings.push(...unknownDefaultSuite(source.data), ...unknownDimensions(source.data));
  problems.push(...findings.map((finding) => toProblem(file, source.map, finding)));
  if (problems.length > 0) return { problems: problems.sort(byPosition) };
  return { config: source.data as SuitesConfig, problems };
}

function unknownDefaultSuite(data: unknown): Finding[] {
  const name = record(data)?.['defaultSuite'];
  const suites = record(record(data)?.['suites']);
  if (typeof name !== 'string' || !suites || name in suites) return [];
  const names = Object.keys(suites);
  const message = `defaultSuite: no suite named "${name}" in suites${didYouMean(name, names) || `; the suites are ${names.join(', ')}`}`;
  return [{ code: 'CONFIG_UNKNOWN_SUITE', path: ['defaultSuite'], at: 'value', message }];
}

/**
 * A gate minimum for a dimension no built-in scorer grades. With `scorers` in the config the names
 * are checked once the modules are loaded (extensions.ts), against their dimensions too.
 */
function unknownDimensions(data: unknown): Finding[] {
  if (record(data)?.['scorers'] !== undefined) return [];
  const builtin = builtinDimensions();
  const suites = record(record(data)?.['suites']) ?? {};
  return Object.entries(suites).flatMap(([suite, value]) => {
    const minimums = record(record(record(value)?.['gate'])?.['dimensions']) ?? {};
    const path = ['suites', suite, 'gate', 'dimensions'];
    return Object.keys(minimums)
      .filter((name) => !builtin.includes(name))
      .map((name) => unknownDimension([...path, name], name, builtin));
  });
}

/**
 * The built-in dimensions as the suites schema names them: written from the scorers' registry by
 * `npm run schema:tools` and held to it by a sync test, and read here so that loading a config
 * does not load every scorer.
 */
function builtinDimensions(): string[] {
  const gate = record(record(record(record(SUITES_SCHEMA.schema['$defs'])?.['suite'])?.['properties'])?.['gate']);
  return Object.keys(record(record(record(gate?.['properties'])?.['dimensions'])?.['properties']) ?? {});
}

/** A gate minimum naming no dimension graded, placed on its key: the schema's own code for an unknown key. */
export function unknownDimension(path: (string | number)[], name: string, known: readonly string[]): Finding {
  const hint = didYouMean(name, known) || `; the dimensions are ${known.join(', ')}`;
  return { code: 'SCHEMA_UNKNOWN_KEY', path, at: 'key', message: `${path.join('.')}: no scorer grades a dimension "${name}"${hint}` };
}

/**
 * The nearest config from cwd up, stopping at the repository root (the folder with `.git`): run
 * from inside golden/, a command gates exactly as it does from the root, never on the built-in
 * defaults under the same suite name.
 */
async function firstExisting(cwd: string): Promise<string | undefined> {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    for (const candidate of DEFAULT_CONFIG_FILES) {
      const absolute = join(dir, candidate);
      if (await exists(absolute)) return absolute;
    }
    if ((await exists(join(dir, '.git'))) || dirname(dir) === dir) return undefined;
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
