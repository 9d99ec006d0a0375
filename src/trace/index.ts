/**
 * Trace listeners for a run: `traces.jsonl` always; the Langfuse exporter when keys are
 * present and it is not turned off. Without keys nothing Langfuse-related is constructed.
 */
import { join } from 'node:path';
import type { LoadedCase } from '../cases/types.js';
import type { SuitesConfig } from '../config/types.js';
import type { RunListener } from '../run/types.js';
import { createRedactor, NO_SECRETS, redactValue, type Redactor } from '../secrets/index.js';
import { jsonlListener, TRACES_FILE } from './jsonl.js';
import type { LangfuseListenerOptions } from './langfuse-listener.js';
import { langfuseSettings } from './settings.js';
import { TrialTraces } from './trial-traces.js';

export interface TraceOptions {
  /** LANGFUSE_PUBLIC_KEY, LANGFUSE_SECRET_KEY, LANGFUSE_BASE_URL (and LANGFUSE_TRACING_ENVIRONMENT). */
  env: Record<string, string | undefined>;
  config?: SuitesConfig['langfuse'];
  /** `traces.jsonl` is written here. */
  runDir: string;
  /** `--no-langfuse`. */
  disabled?: boolean;
  /** The run's cases: the dataset items. */
  cases: LoadedCase[];
  /** One line per problem, for the summary and results.json warnings. */
  warn(message: string): void;
  /** Every secret the run knows (the Langfuse keys are added); nothing leaves the process unredacted. */
  redact?: Redactor;
  /** traces.jsonl could not be written: a failure of the run's record, not a warning. */
  failed?(path: string, error: unknown): void;
  /** A resumed run: traces.jsonl keeps the lines of these trials (`<case id>#<trial>`) and appends. */
  keep?: ReadonlySet<string>;
}

/**
 * Langfuse's exporter and the traces.jsonl writer, in any order: the exporter opens each trial's
 * trace when the trial is annotated, before either hears it ended, so the local line carries its ids.
 */
export function createTraceListeners(options: TraceOptions): RunListener[] {
  const decision = langfuseSettings(options.env, options.config, options.disabled ?? false);
  const redactor = langfuseRedactor(options, decision.on ? decision.settings.publicKey : undefined);
  const redact = redactor.text;
  const warn = (message: string) => options.warn(redact(message));
  const traces = new TrialTraces(options.cases, redactor);
  const listeners: RunListener[] = [];
  if (decision.on) {
    listeners.push(lazyLangfuse({ settings: decision.settings, cases: options.cases, traces, warn, redact }));
  } else if (decision.problem) {
    const problem = decision.problem;
    listeners.push({ name: 'langfuse', runStart: () => warn(problem) });
  }
  const path = join(options.runDir, TRACES_FILE);
  const failed = options.failed ?? ((_: string, error: unknown) => warn(`trace: could not write ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'}); traces.jsonl is incomplete`));
  listeners.push(jsonlListener(path, traces, { failed: (error) => failed(path, error), ...(options.keep ? { keep: options.keep } : {}) }));
  return listeners;
}

/** The run's redactor, which always covers the Langfuse secret (raw and inside a Basic header). */
function langfuseRedactor(options: TraceOptions, publicKey: string | undefined): Redactor {
  const secret = (options.env['LANGFUSE_SECRET_KEY'] ?? '').trim();
  const own = createRedactor([secret, ...(publicKey ? [`${publicKey}:${secret}`] : [])]);
  const run = options.redact ?? NO_SECRETS;
  if (!run.active) return own;
  if (!own.active) return run;
  const text = (t: string) => own.text(run.text(t));
  return { active: true, text, value: (value) => redactValue(value, text) };
}

/**
 * The Langfuse listener, with the SDK (OpenTelemetry and the Langfuse packages) loaded at run
 * start: a run without keys never loads it.
 */
function lazyLangfuse(options: LangfuseListenerOptions): RunListener {
  let inner: RunListener | undefined;
  return {
    name: 'langfuse',
    async runStart(meta, cases) {
      const { langfuseListener } = await import('./langfuse-listener.js');
      inner = langfuseListener(options);
      await inner.runStart?.(meta, cases);
    },
    trialStart: (caseId, trial) => inner?.trialStart?.(caseId, trial),
    trialAnnotate: (result, info) => inner?.trialAnnotate?.(result, info),
    trialEnd: (result, info) => inner?.trialEnd?.(result, info),
    runEnd: (results) => inner?.runEnd?.(results),
    close: async () => inner?.close?.(),
  };
}

export { TRACES_FILE } from './jsonl.js';
export type { TraceRecord } from './record.js';
