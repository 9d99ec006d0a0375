/**
 * Builds the trace of one finished trial from its result: trace attributes, the root
 * observation (conversation in, final reply out), the turn spans of the visit, the grading
 * span with every assertion's verdict, and the scores.
 */
import { createHash } from 'node:crypto';
import type { CaseInfo, RunMeta, TrialResult } from '../run/types.js';
import type { ObservationRecord, TraceRecord } from './record.js';
import { trialScores } from './scores.js';
import { usageDetails, visitTree } from './visit-tree.js';
import { definedOf } from '../util/defined.js';

export interface TraceInput {
  meta: RunMeta;
  info: CaseInfo;
  /** The customer turns as the case writes them; the input when the visit never started. */
  conversation: string[];
  /** Wall-clock start and end of the trial, in ms. */
  startMs: number;
  endMs: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The prompt version: the run's own `version` entry when it names one (the hash of all
 * templates), else the templates' content hashes hashed together. Shortened to 12 hex.
 */
export function promptVersion(prompts: Record<string, string>): string | undefined {
  const named = prompts['version'];
  if (named) return named.slice(0, 12);
  const entries = Object.entries(prompts).sort(([a], [b]) => a.localeCompare(b));
  if (entries.length === 0) return undefined;
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 12);
}

function traceMetadata(result: TrialResult, ctx: TraceInput, version: string | undefined): Record<string, string> {
  const metadata: Record<string, string> = {
    model: ctx.meta.model.id,
    trial: String(result.trial),
    verdict: result.verdict,
    runId: ctx.meta.runId,
    suite: ctx.meta.suite,
  };
  if (version) metadata['promptVersion'] = version;
  if (ctx.meta.git.commit) metadata['gitCommit'] = ctx.meta.git.commit;
  if (result.reason) metadata['reason'] = result.reason;
  return metadata;
}

function gradingSpan(result: TrialResult, startMs: number, endMs: number, judges: ObservationRecord[]): ObservationRecord {
  const assertions = result.assertions.map((a) => definedOf(a, ['dimension', 'assertion', 'verdict', 'message', 'line', 'step', 'reason']));
  const failed = assertions.some((a) => a.verdict === 'fail');
  return {
    key: 'grading',
    type: 'evaluator',
    name: 'grading',
    startTime: iso(startMs),
    endTime: iso(Math.max(startMs, endMs)),
    output: { verdict: result.verdict, dimensions: result.dimensions, assertions },
    metadata: { unjudgedAssertions: result.unjudgedAssertions, firstFailure: result.firstFailure?.assertion ?? null },
    ...(failed ? { level: 'WARNING' as const, statusMessage: result.firstFailure?.message } : {}),
    children: layOut(judges, startMs),
  };
}

/** Judge calls one after another from the start of grading. */
function layOut(judges: ObservationRecord[], startMs: number): ObservationRecord[] {
  let now = startMs;
  return judges.map((j) => {
    const start = now;
    now += Number(j.metadata?.['latencyMs'] ?? 0);
    return { ...j, startTime: iso(start), endTime: iso(now) };
  });
}

function rootLevel(result: TrialResult): Pick<ObservationRecord, 'level' | 'statusMessage'> {
  if (result.verdict === 'fail') return { level: 'ERROR', statusMessage: result.firstFailure?.message ?? result.detail };
  if (result.verdict === 'unjudged') return { level: 'WARNING', statusMessage: [result.reason, result.detail].filter(Boolean).join(': ') };
  return {};
}

export function trialTrace(result: TrialResult, ctx: TraceInput): TraceRecord {
  const visit = result.visit;
  const tree = visit ? visitTree(visit, ctx.startMs, ctx.meta.model) : { turns: [], judges: [], endMs: ctx.startMs };
  const conversation = visit ? visit.turns.map((t) => t.customer) : ctx.conversation;
  const input = conversation.map((content) => ({ role: 'user', content }));
  const output = visit?.turns.at(-1)?.reply ?? null;
  const judging = tree.judges.reduce((sum, j) => sum + Number(j.metadata?.['latencyMs'] ?? 0), 0);
  const endMs = Math.max(ctx.endMs, tree.endMs + judging);
  const version = promptVersion(Object.keys(ctx.meta.prompts).length > 0 ? ctx.meta.prompts : (visit?.prompts ?? {}));
  const root: ObservationRecord = {
    key: 'root',
    type: 'agent',
    name: result.caseId,
    startTime: iso(ctx.startMs),
    endTime: iso(endMs),
    input,
    output,
    metadata: {
      title: ctx.info.title,
      file: ctx.info.file,
      hash: ctx.info.hash,
      detail: result.detail,
      durationMs: result.durationMs,
      usage: usageDetails(result.usage),
      costUsd: result.costUsd,
      prompts: visit?.prompts ?? ctx.meta.prompts,
    },
    ...rootLevel(result),
    children: [...tree.turns, gradingSpan(result, tree.endMs, endMs, tree.judges)],
  };
  return {
    name: result.caseId,
    caseId: result.caseId,
    trial: result.trial,
    runId: ctx.meta.runId,
    sessionId: ctx.meta.runId,
    tags: [...new Set([ctx.info.category, ...ctx.info.tags, ctx.info.severity])],
    metadata: traceMetadata(result, ctx, version),
    ...(version ? { version } : {}),
    ...(ctx.meta.git.commit ? { release: ctx.meta.git.commit } : {}),
    input,
    output,
    root,
    scores: trialScores(result),
  };
}
