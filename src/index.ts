/**
 * The package's public surface: what a program (a custom runner, a dashboard, a test) may import.
 * Everything else is internal and may change.
 */

// The CLI as a function.
export { cli, main } from './cli/main.js';
export { type CliIO, memoryIO, processIO } from './cli/io.js';
export { EXIT, type ExitCode, formatProblem, InvalidInputError, type Problem, UsageError } from './errors.js';

// Cases and the suites config.
export { loadCases, parseCase, SCHEMA_VERSION } from './cases/index.js';
export type { GoldenCaseData, LoadedCase } from './cases/types.js';
export { loadConfig } from './config/load.js';
export { selectSuite } from './config/select.js';
export type { GateConfig, SuiteConfig, SuitesConfig } from './config/types.js';

// The desk: the agent under test.
export { loadPrompts, type Prompts } from './desk/prompts.js';
export { DeskSession, runVisit } from './desk/visit.js';
export { DEFAULT_RULES, type DeskRules } from './desk/guards/rules.js';
export { confirms } from './desk/guards/confirmation.js';
export type { Visit, WorldSnapshot } from './desk/types.js';

// Models.
export { createProvider, resolveModelSpec } from './model/registry.js';
export { referenceProvider } from './model/backends/reference.js';
export { recordingProvider } from './model/record.js';
export { type Model, ModelError, type ModelProvider, type ModelRequest, type ModelResponse } from './model/types.js';

// The engine, the graders and the gate.
export { type EvalOptions, runEval } from './run/engine.js';
export { shardCases } from './run/shard.js';
export type { RunListener, RunResults, TrialAnnotations, TrialResult } from './run/types.js';
export { gradeVisit, SCORERS, verdictOf } from './grade/index.js';
export type { AssertionResult, Scorer } from './grade/types.js';
export { evaluateGate } from './gate/gate.js';

// Reports, traces and the audit.
export { mergeRuns, renderHtml, renderJunit, renderMarkdown, REPORTERS, type Reporter, type ReporterName } from './report/index.js';
export { createTraceListeners, type TraceOptions } from './trace/index.js';
export { audit, OPERATORS, type MutationOperator } from './audit/index.js';

// Error analysis: the review server, its annotation files and the counting of failure modes.
export { type ReviewOptions, type ReviewServer, startReviewServer } from './review/server.js';
export { AnnotationWriter, type Judgement, readAnnotations, type Rename } from './review/annotations.js';
export { agreement, currentJudgements, pareto, saturation } from './review/modes.js';
export { readRuns } from './review/runs.js';
