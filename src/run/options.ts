/**
 * Run options, resolved in one place for eval, sweep and audit: a flag, then the suites config,
 * then an AGENTDESK_* variable, then the default. Then trials in flight are fitted to the
 * provider's cap on requests in flight: a trial beyond the cap would only wait inside the provider
 * with its clock running, and time out for nothing.
 */
import type { ModelSettings, SuitesConfig } from '../config/types.js';
import { UsageError } from '../errors.js';
import type { ModelProvider } from '../model/types.js';

/** The trial defaults of every command that plays trials: the one place they are written (the help quotes them). */
export const RUN_DEFAULTS = Object.freeze({ trials: 1, concurrency: 8, timeoutSeconds: 120 });

/**
 * Per trial of the audit's mutants and calibration's behaviours, which play the offline reference
 * model: such a trial that takes this long is stuck, not slow, so it gives up well before a live
 * trial would (RUN_DEFAULTS.timeoutSeconds).
 */
export const OFFLINE_TRIAL_TIMEOUT_MS = 30_000;

/** The flags as typed (parseArgs strings); absent when not given. */
interface RunFlags {
  trials?: string | undefined;
  concurrency?: string | undefined;
  /** Seconds per trial. */
  timeout?: string | undefined;
  maxSteps?: string | undefined;
  seed?: string | undefined;
}

export interface RunOptions {
  trials: number;
  /** Trials in flight. */
  concurrency: number;
  /** Where the concurrency came from (`--concurrency`, `run.concurrency`, ...), for the notes. */
  concurrencyFrom: string;
  /** Per trial. */
  timeoutMs: number;
  maxSteps?: number;
  seed?: number;
  /** The config's model settings with the seed and the provider's cap resolved: what the provider is built with. */
  modelSettings: ModelSettings;
  /** What was adjusted, and why, for the terminal and the run's warnings. */
  notes: string[];
}

type Name = keyof RunFlags;

const FLAG: Record<Name, string> = { trials: '--trials', concurrency: '--concurrency', timeout: '--timeout', maxSteps: '--max-steps', seed: '--seed' };
const ENV: Record<Name, string> = {
  trials: 'AGENTDESK_TRIALS',
  concurrency: 'AGENTDESK_CONCURRENCY',
  timeout: 'AGENTDESK_TIMEOUT',
  maxSteps: 'AGENTDESK_MAX_STEPS',
  seed: 'AGENTDESK_SEED',
};
const BOUNDS: Record<Name, [number, number]> = {
  trials: [1, 1000],
  concurrency: [1, 1024],
  timeout: [1, 86_400],
  maxSteps: [1, 100],
  seed: [0, Number.MAX_SAFE_INTEGER],
};

function whole(name: Name, label: string, text: string): number {
  const [min, max] = BOUNDS[name];
  const n = Number(text);
  if (text.trim() === '' || !Number.isInteger(n) || n < min || n > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `from ${min} up` : `from ${min} to ${max}`;
    throw new UsageError('usage/bad-number', `${label} must be a whole number ${range}, got '${text}'`);
  }
  return n;
}

interface Resolved {
  value: number;
  from: string;
}

/** One option: the flag, else the config's value, else the variable; undefined when none is set. */
function pick(
  name: Name,
  flags: RunFlags,
  fromConfig: { value: number | undefined; label: string },
  env: Record<string, string | undefined>,
): Resolved | undefined {
  const flag = flags[name];
  if (flag !== undefined) return { value: whole(name, FLAG[name], flag), from: FLAG[name] };
  if (fromConfig.value !== undefined) return { value: fromConfig.value, from: fromConfig.label };
  const variable = env[ENV[name]];
  if (variable !== undefined && variable.trim() !== '') return { value: whole(name, ENV[name], variable), from: ENV[name] };
  return undefined;
}

export interface RunOptionsInput {
  flags: RunFlags;
  config: SuitesConfig;
  env: Record<string, string | undefined>;
}

export function resolveRunOptions({ flags, config, env }: RunOptionsInput): RunOptions {
  const run = config.run ?? {};
  const trials = pick('trials', flags, { value: run.trials, label: 'run.trials' }, env);
  const concurrency = pick('concurrency', flags, { value: run.concurrency, label: 'run.concurrency' }, env) ?? {
    value: RUN_DEFAULTS.concurrency,
    from: 'the default',
  };
  const timeout = pick('timeout', flags, { value: run.timeoutSeconds, label: 'run.timeoutSeconds' }, env);
  const maxSteps = pick('maxSteps', flags, { value: run.maxSteps, label: 'run.maxSteps' }, env);
  const seed = pick('seed', flags, { value: config.model?.seed, label: 'model.seed' }, env);
  // The provider's cap follows the trials in flight unless the config sets its own.
  const modelSettings: ModelSettings = { ...config.model, maxConcurrency: config.model?.maxConcurrency ?? concurrency.value };
  if (seed !== undefined) modelSettings.seed = seed.value;
  return {
    trials: trials?.value ?? RUN_DEFAULTS.trials,
    concurrency: concurrency.value,
    concurrencyFrom: concurrency.from,
    timeoutMs: (timeout?.value ?? RUN_DEFAULTS.timeoutSeconds) * 1000,
    ...(maxSteps !== undefined ? { maxSteps: maxSteps.value } : {}),
    ...(seed !== undefined ? { seed: seed.value } : {}),
    modelSettings,
    notes: [],
  };
}

/**
 * Trials in flight fitted to the provider's `maxConcurrency` (reference and replay have none), with
 * a note when they were lowered.
 */
export function fitToProvider(options: RunOptions, provider: Pick<ModelProvider, 'id' | 'settings'>): RunOptions {
  const cap = provider.settings['maxConcurrency'];
  if (typeof cap !== 'number' || cap >= options.concurrency) return options;
  const note =
    `concurrency ${options.concurrency} (${options.concurrencyFrom}) is above ${provider.id}'s maxConcurrency ${cap} ` +
    `(model.maxConcurrency): running ${cap} trials at a time, so that none waits for the provider with its clock running`;
  return { ...options, concurrency: cap, notes: [...options.notes, note] };
}
