/**
 * The package's public surface: what a program (a custom runner, a dashboard, a test, a scorer or
 * reporter of your own, see docs/extending.md) may import. Everything else is internal and may change.
 */

// The CLI as a function.
export { cli, main } from './cli/main.js';
export { type CliIO, memoryIO, processIO } from './cli/io.js';
export { EXIT, type ExitCode, formatProblem, InvalidInputError, type Problem, UsageError } from './errors.js';

// Cases and the suites config.
export { loadCases, parseCase, SCHEMA_VERSION } from './cases/index.js';
export { type Converted, convertTask, importTau2, type Skipped, type Tau2Import } from './import/tau2/index.js';
export type { GoldenCaseData, LoadedCase, CaseUser } from './cases/types.js';
export { loadConfig, parseConfig } from './config/load.js';
export { selectSuite } from './config/select.js';
export type { GateConfig, ModulePath, SuiteConfig, SuitesConfig } from './config/types.js';

// Extensions: scorers and reporters of your own, by module path in the suites config.
export { customListeners, type ExtensionOptions, type Extensions, isModulePath, loadExtensions, type LoadedReporter } from './config/extensions.js';
export type { CustomReporter } from './config/modules.js';

// The desk: the agent under test.
export { loadPrompts, type Prompts } from './desk/prompts.js';
export { DeskSession, runVisit } from './desk/visit.js';
export { DEFAULT_RULES, type DeskRules } from './desk/guards/rules.js';
export { confirms } from './desk/guards/confirmation.js';
export type { TranscriptStep, Visit, WorldSnapshot } from './desk/types.js';
export { TOOLS, type ToolContext, type ToolOutcome, type ToolSpec } from './desk/tools/index.js';

// Models.
export { BACKENDS, type Backend, createProvider, MODEL_SPECS, resolveModelSpec } from './model/registry.js';
export { type Preset, PRESETS } from './model/backends/presets.js';
export { referenceProvider } from './model/backends/reference.js';
export { recordingProvider } from './model/record.js';
export { type Model, ModelError, type ModelProvider, type ModelRequest, type ModelResponse, type ToolDefinition } from './model/types.js';

// The engine, the graders and the gate.
export { type EvalOptions, runEval } from './run/engine.js';
export { shardCases } from './run/shard.js';
export type { CaseInfo, RunEvents, RunListener, RunMeta, RunResults, TrialAnnotations, TrialResult } from './run/types.js';
export { DIMENSIONS, gradeVisit, SCORERS, verdictOf } from './grade/index.js';
export { fail, pass, unjudged } from './grade/results.js';
export type { AssertionResult, Dimension, GradeContext, GradedDimension, Scorer, Verdict } from './grade/types.js';
export { evaluateGate } from './gate/gate.js';

// Reports, traces and the audit.
export { mergeRuns, renderHtml, renderJunit, renderMarkdown, REPORTERS, type Reporter, type ReporterContext, type ReporterName } from './report/index.js';
export { createTraceListeners, type TraceOptions } from './trace/index.js';
export { audit, OPERATORS, type MutationOperator } from './audit/index.js';

// Error analysis: the review server, its annotation files and the counting of failure modes.
export { type ReviewOptions, type ReviewServer, startReviewServer } from './review/server.js';
export { AnnotationWriter, type Judgement, readAnnotations, type Rename } from './review/annotations.js';
export { agreement, currentJudgements, pareto, saturation } from './review/modes.js';
export { readRuns } from './review/runs.js';
